// An insertion's expanded row: its schedule entries, its size and rate in full, and its line items.
// Opening it loads its product's reference lists (once per product; cached for every contract).
import type { Insertion } from '../../api/insertions';
import { DateText } from '../../components/date-text';
import { ErrorPanel } from '../../components/error-panel';
import { Money } from '../../components/money';
import { formatNumber } from '../../lib/format';
import type { ReconciledLineItem } from './reconcile-line-items';
import { useProductReferences } from '../../lib/use-product-references';

interface Props {
  insertion: Insertion;
  lineItems: readonly ReconciledLineItem[];
}

export function InsertionDetail({ insertion, lineItems }: Props) {
  const references = useProductReferences([insertion.productId]);
  const reference = references.get(insertion.productId);
  const size = reference?.sizes?.get(insertion.adSizeId);
  const rate = reference?.rates?.get(insertion.adRateId);

  return (
    <div className="insertion-detail">
      <div>
        <h3>Schedule of insertion {insertion.id}</h3>
        {insertion.schedule.length === 0 ? (
          <p>
            <strong>Not scheduled</strong>{' '}
            <span className="muted">(the API lists no dates for this insertion)</span>
          </p>
        ) : (
          <table className="mini-table">
            <caption className="visually-hidden">
              Schedule entries of insertion {insertion.id}
            </caption>
            <thead>
              <tr>
                <th scope="col">Start</th>
                <th scope="col">End</th>
                <th scope="col" className="num">
                  Order
                </th>
                <th scope="col" className="num">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              {insertion.schedule.map((entry) => (
                <tr key={entry.id} className={entry.dateDeleted ? 'is-deleted' : undefined}>
                  <td>
                    <DateText value={entry.dateStart} />
                  </td>
                  <td>
                    <DateText value={entry.dateEnd} />
                    {entry.dateDeleted && <span className="muted"> (deleted)</span>}
                  </td>
                  <td className="num">{entry.order ?? '—'}</td>
                  <td className="num">
                    {entry.duration === null ? '—' : formatNumber(entry.duration)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <h3>Details</h3>
        {reference?.error ? (
          <ErrorPanel
            error={reference.error}
            what={`the ad sizes, rates and sections of product ${insertion.productId}`}
            onRetry={reference.refetch}
          />
        ) : null}
        <dl className="facts">
          <div>
            <dt>Description</dt>
            <dd className="pre-wrap">
              {insertion.description ?? <span className="muted">none</span>}
            </dd>
          </div>
          <div>
            <dt>Ad size</dt>
            <dd>
              {size ? (
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
              )}
            </dd>
          </div>
          <div>
            <dt>Ad rate</dt>
            <dd>
              {rate ? (
                <>
                  {rate.name}: <Money amount={rate.rate} />
                  {rate.units && <span className="muted"> per {rate.units}</span>}
                </>
              ) : (
                <span className="muted">#{insertion.adRateId}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Ad</dt>
            <dd>{insertion.adId ?? <span className="muted">none</span>}</dd>
          </div>
          <div>
            <dt>Line items</dt>
            <dd>
              {lineItems.length === 0 ? (
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
              )}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
