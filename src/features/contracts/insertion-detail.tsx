// An insertion's expanded row: its schedule entries, its size and rate in full, and its line items.
// Opening it loads its product's reference lists (once per product; cached for every contract).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contractRecordQuery } from '../../api/contracts';
import type { Insertion } from '../../domain/insertion-types';
import { DateText } from '../../components/date-text';
import { ErrorPanel } from '../../components/error-panel';
import { Facts, OrNone } from '../../components/facts';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { formatNumber } from '../../domain/format';
import type { ReconciledLineItem } from './reconcile-line-items';
import { useProductReferences } from '../../lib/use-product-references';

interface Props {
  insertion: Insertion;
  /** null: the contract's line items are not read yet (opening the row reads its record). */
  lineItems: readonly ReconciledLineItem[] | null;
  /** 3 under the contract page's row; 2 on the insertion's own page. */
  headingLevel?: 2 | 3;
}

export function InsertionDetail({ insertion, lineItems, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const record = useQuery({
    ...contractRecordQuery(insertion.contractId),
    enabled: lineItems === null,
  });
  const productIds = useMemo(() => [insertion.productId], [insertion.productId]);
  const references = useProductReferences(productIds);
  const reference = references.get(insertion.productId);
  const size = reference?.sizes?.get(insertion.adSizeId);
  const rate = reference?.rates?.get(insertion.adRateId);

  return (
    <div className="insertion-detail">
      <div>
        <Heading>Schedule of insertion {insertion.id}</Heading>
        {insertion.schedule.length === 0 ? (
          <p>
            <strong>Not scheduled</strong>{' '}
            <span className="muted">(the API lists no dates for this insertion)</span>
          </p>
        ) : (
          <FiguresTable
            className="mini-table"
            caption={`Schedule entries of insertion ${insertion.id}`}
            captionClassName="visually-hidden"
            rowHeaders={false}
            columns={[
              { label: 'Start' },
              { label: 'End' },
              { label: 'Order', num: true },
              { label: 'Duration', num: true },
            ]}
            rows={insertion.schedule.map((entry) => ({
              key: entry.id,
              className: entry.dateDeleted ? 'is-deleted' : undefined,
              cells: [
                <DateText value={entry.dateStart} />,
                <>
                  <DateText value={entry.dateEnd} />
                  {entry.dateDeleted && <span className="muted"> (deleted)</span>}
                </>,
                entry.order ?? '—',
                entry.duration === null ? '—' : formatNumber(entry.duration),
              ],
            }))}
          />
        )}
      </div>
      <div>
        <Heading>Details</Heading>
        {reference?.error ? (
          <ErrorPanel
            error={reference.error}
            what={`the ad sizes, rates and sections of product ${insertion.productId}`}
            onRetry={reference.refetch}
          />
        ) : null}
        <Facts
          facts={[
            {
              label: 'Description',
              value: <OrNone value={insertion.description} />,
              valueClassName: 'pre-wrap',
            },
            {
              label: 'Ad size',
              value: size ? (
                <>
                  {size.name}{' '}
                  <span className="muted">
                    ({formatNumber(size.width)} × {formatNumber(size.height)})
                  </span>
                  {size.dateDeleted && <span className="muted"> (deleted)</span>}
                </>
              ) : (
                <span className="muted">
                  #{insertion.adSizeId}
                  {reference?.isFetching ? ' (loading the name…)' : ''}
                </span>
              ),
            },
            {
              label: 'Ad rate',
              value: rate ? (
                <>
                  {rate.name}: <Money amount={rate.rate} />
                  {rate.units && <span className="muted"> per {rate.units}</span>}
                </>
              ) : (
                <span className="muted">#{insertion.adRateId}</span>
              ),
            },
            { label: 'Ad', value: <OrNone value={insertion.adId} /> },
            {
              label: 'Line items',
              value:
                lineItems === null ? (
                  <span className="muted">
                    {record.isError ? 'could not be loaded' : 'loading…'}
                  </span>
                ) : lineItems.length === 0 ? (
                  <span className="muted">none on this insertion</span>
                ) : (
                  <ul className="plain-list">
                    {lineItems.map((row) => (
                      <li key={row.id}>
                        Line item {row.id}: <Money amount={row.shown.amount} />
                        {row.shown.notes && <span className="muted"> · {row.shown.notes}</span>}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </div>
    </div>
  );
}
