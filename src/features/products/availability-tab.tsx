// The availability tab: booked of limit per period for each inventory-controlled ad size of the
// product, counted by the server from its copy of the account (GET /api/views/availability,
// decision 15); the product's cached sizes say first whether there is anything to count.
import { useQuery } from '@tanstack/react-query';
import { WatchButton } from '../../components/watch-button';
import { Link } from 'react-router';
import { adSizeListQuery } from '../../api/ad-sizes';
import { availabilityContract } from '../../domain/availability-view';
import { viewQuery } from '../../api/view-query';
import type { Product } from '../../domain/products';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DateWindowForm } from '../../components/date-window-form';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { ViewStatus } from '../../components/view-status';
import { formatCount, formatDate } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { isInventoryControlled } from '../../domain/inventory';
import { useListParams } from '../../lib/use-list-params';
import { AvailabilityResult, summaryText } from './availability-grid';
import {
  availabilitySpec,
  availabilityWindow,
  defaultAvailabilityWindow,
} from './availability-params';
import './availability.css';

export function AvailabilityTab({ product }: { product: Product }) {
  const { values, corrections, change } = useListParams(availabilitySpec);
  const today = useToday();
  const { window: dates, corrections: windowNotes } = availabilityWindow(values, today);
  const sizes = useQuery(adSizeListQuery({ product_id: product.id }));
  const controlled = (sizes.data?.items ?? []).filter(isInventoryControlled);
  const view = useQuery({
    ...viewQuery(availabilityContract, { product_id: product.id, from: dates.from, to: dates.to }),
    enabled: controlled.length > 0,
  });
  const rows = view.data?.sizes ?? null;

  if (sizes.isPending) return <Loading label="Loading the ad sizes…" />;
  if (!sizes.data) {
    return <QueryErrorPanel query={sizes} what={`the ad sizes of ${product.name}`} />;
  }
  if (controlled.length === 0) {
    return (
      <section aria-labelledby="availability-heading">
        <div className="tab-toolbar">
          <h2 id="availability-heading">Availability</h2>
        </div>
        <Notice title="No inventory-controlled ad sizes">
          <p>
            None of the ad sizes of {product.name} has a limit on how many ads may run at once, so
            there is no availability to show. The sizes are on the{' '}
            <Link to={paths.productTab.href(product.id, 'ad-sizes')}>Ad sizes</Link> tab.
          </p>
        </Notice>
      </section>
    );
  }

  const overs = rows?.reduce((n, r) => n + r.cells.filter((c) => c.oversold).length, 0) ?? 0;
  return (
    <section aria-labelledby="availability-heading" className="availability">
      <div className="tab-toolbar">
        <h2 id="availability-heading">
          Availability, {formatDate(dates.from)} to {formatDate(dates.to)}
        </h2>
      </div>
      <CorrectionsNotice corrections={[...corrections, ...windowNotes]} />
      <DateWindowForm
        label="Dates shown"
        value={dates}
        defaults={defaultAvailabilityWindow(today)}
        onApply={(next) => change(next)}
      />
      <p className="muted tab-summary">
        Booked: insertions of the size, not cancelled, with a scheduled date in the period. A period
        that begins before the first date shown is counted whole. Each figure opens the run sheet of
        the insertions it counts.{' '}
        <Link to={paths.availability.href()}>Every product&apos;s availability</Link>
      </p>
      <ViewStatus view={view} what={`the availability of ${product.name}`}>
        {rows && (
          <>
            <div className="visually-hidden" role="status">
              <p>
                {formatCount(rows.length, 'inventory-controlled size')},{' '}
                {formatCount(overs, 'oversold period')}.
              </p>
              <ul>
                {rows.map((row) => (
                  <li key={row.size.id}>{summaryText(row)}</li>
                ))}
              </ul>
            </div>
            <AvailabilityResult rows={rows} overs={overs} />
            {rows.length > 0 && (
              <section aria-labelledby="watch-sizes" className="availability__watch">
                <h2 id="watch-sizes">Be told when a slot frees up or sells out</h2>
                {rows.map((row) => (
                  <WatchButton
                    key={row.size.id}
                    name={row.size.name}
                    kind="size"
                    target={`${row.size.productId}/${row.size.id}`}
                    label={`${product.name} · ${row.size.name}`}
                  />
                ))}
              </section>
            )}
          </>
        )}
      </ViewStatus>
    </section>
  );
}
