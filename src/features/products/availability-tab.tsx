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
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { ViewStatus } from '../../components/view-status';
import { formatCount, formatDate } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { isInventoryControlled } from '../../domain/inventory';
import { useListParams } from '../../lib/use-list-params';
import { AvailabilityDates, AvailabilityResult } from './availability-grid';
import { TabSection } from './product-page';
import { availabilitySpec, availabilityWindow } from './product-params';
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
      <TabSection id="availability-heading" title="Availability">
        <Notice title="No inventory-controlled ad sizes">
          <p>
            None of the ad sizes of {product.name} has a limit on how many ads may run at once, so
            there is no availability to show. The sizes are on the{' '}
            <Link to={paths.productTab.href(product.id, 'ad-sizes')}>Ad sizes</Link> tab.
          </p>
        </Notice>
      </TabSection>
    );
  }

  return (
    <TabSection
      id="availability-heading"
      title={`Availability, ${formatDate(dates.from)} to ${formatDate(dates.to)}`}
      className="availability"
    >
      <CorrectionsNotice corrections={[...corrections, ...windowNotes]} />
      <AvailabilityDates value={dates} today={today} onApply={(next) => change(next)}>
        . <Link to={paths.availability.href()}>Every product&apos;s availability</Link>
      </AvailabilityDates>
      <ViewStatus view={view} what={`the availability of ${product.name}`}>
        {rows && (
          <>
            <AvailabilityResult
              rows={rows}
              counted={formatCount(rows.length, 'inventory-controlled size')}
              hidden
            />
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
    </TabSection>
  );
}
