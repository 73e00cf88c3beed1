// The ad-rates tab: a product's rates grouped under their ad size; deleted ones on request.
import type { Product } from '../../domain/products';
import { Badge } from '../../components/badge';
import { DataTable } from '../../components/data-table';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { ActiveSwitch } from './active-switch';
import { adRateColumns } from './ad-rate-columns';
import { groupRates, groupTitle } from './rate-groups';
import { SizeTabNotices } from './size-tab-notices';
import { useSizeQueries } from './use-size-queries';

export function AdRatesTab({ product }: { product: Product }) {
  const { corrections, sizes, rates } = useSizeQueries(product.id);

  return (
    <section aria-labelledby="ad-rates-heading">
      <div className="tab-toolbar">
        <h2 id="ad-rates-heading">Ad rates by ad size</h2>
        <ActiveSwitch label="Show deleted ad sizes and rates" />
      </div>
      <SizeTabNotices corrections={corrections} sizes={sizes} rates={rates} />
      {sizes.error && !sizes.data && (
        <QueryErrorPanel query={sizes} what="the ad sizes (needed for the size names)" />
      )}
      {rates.error && !rates.data ? (
        <QueryErrorPanel query={rates} what="the ad rates" />
      ) : rates.isPending || sizes.isPending ? (
        <Loading label="Loading ad rates…" />
      ) : (
        <RateGroups sizes={sizes.data?.items ?? []} rates={rates.data.items} />
      )}
    </section>
  );
}

function RateGroups({
  sizes,
  rates,
}: {
  sizes: Parameters<typeof groupRates>[0];
  rates: Parameters<typeof groupRates>[1];
}) {
  const groups = groupRates(sizes, rates);
  if (groups.length === 0)
    return <p className="muted">This product has no ad sizes and no rates.</p>;
  return (
    <div className="rate-groups">
      {groups.map((group) => {
        const title = groupTitle(group);
        return (
          <section key={group.sizeId} className="rate-group" aria-label={title}>
            <h3>
              {title}
              {group.size?.dateDeleted && (
                <>
                  {' '}
                  <Badge tone="danger">Deleted</Badge>
                </>
              )}
            </h3>
            <DataTable
              caption={`Rates for ${title}`}
              data={group.rates}
              columns={adRateColumns}
              getRowId={(r) => String(r.id)}
              emptyMessage="No rates for this ad size."
              rowClassName={(r) => (r.dateDeleted ? 'row--deleted' : undefined)}
            />
          </section>
        );
      })}
    </div>
  );
}
