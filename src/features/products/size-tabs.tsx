// The ad-sizes and ad-rates tabs: a product's sizes in its ad unit, each with its rates, and its
// rates grouped under their ad size; deleted ones on request (`?active=false`, the API's own).
import { useQuery } from '@tanstack/react-query';
import type { AdRate } from '../../domain/ad-rates';
import type { AdSize } from '../../domain/ad-sizes';
import type { Product } from '../../domain/products';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { ProblemsNotice } from '../../components/problems-notice';
import { ReferenceAge } from '../../components/reference-age';
import { tableStateOf } from '../../components/table-state';
import { useListParams } from '../../lib/use-list-params';
import { sizeTabSpec } from './product-params';
import { TabSection } from './product-page';
import { sizeQueries } from './product-tab-queries';
import { adRateColumns, adSizeColumns, deletedMark, type AdSizeRow } from './size-columns';

/** The sizes and rates as the address asks, and what the two tabs say above their tables. */
function useSizeTab(productId: number) {
  const { values, corrections, change } = useListParams(sizeTabSpec);
  const queries = sizeQueries(productId, values.active);
  const sizes = useQuery(queries.sizes);
  const rates = useQuery(queries.rates);
  const tools = (
    <label className="active-switch">
      {/* Uncontrolled, keyed by the address: the box flips at once while the loader fetches the
          new list (the address changes only then), and follows back/forward by remounting. */}
      <input
        key={String(values.active)}
        type="checkbox"
        defaultChecked={!values.active}
        onChange={(e) => change({ active: !e.target.checked })}
      />
      <span>Show deleted ad sizes and rates</span>
    </label>
  );
  // The address's corrections, how old the lists are, and the records that could not be read.
  const notices = (
    <>
      <CorrectionsNotice corrections={corrections} />
      <ReferenceAge lists={[sizes.data, rates.data]} />
      {sizes.data && <ProblemsNotice problems={sizes.data.problems} what="ad sizes" />}
      {rates.data && <ProblemsNotice problems={rates.data.problems} what="ad rates" />}
    </>
  );
  return { activeOnly: values.active, sizes, rates, tools, notices };
}

export function AdSizesTab({ product }: { product: Product }) {
  const { activeOnly, sizes, rates, tools, notices } = useSizeTab(product.id);
  const rows: AdSizeRow[] = (sizes.data?.items ?? []).map((size) => ({
    ...size,
    rates: (rates.data?.items ?? []).filter((rate) => rate.adSizeId === size.id),
  }));
  const deleted = rows.filter((s) => s.dateDeleted).length;

  return (
    <TabSection id="ad-sizes-heading" title="Ad sizes" tools={tools}>
      {notices}
      {rates.error && !rates.data && <QueryErrorPanel query={rates} what="the ad rates" />}
      <p className="muted tab-summary">
        {sizes.data &&
          (activeOnly
            ? `${rows.length} active ad size${rows.length === 1 ? '' : 's'}.`
            : `${rows.length} ad size${rows.length === 1 ? '' : 's'}, ${deleted} of them deleted.`)}
        {product.productType.adUnit
          ? ` Sizes are in ${product.productType.adUnit}.`
          : ' This product type has no ad unit: sizes are plain numbers.'}
      </p>
      <DataTable
        caption="Ad sizes"
        data={rows}
        columns={adSizeColumns(product.productType.adUnit, !activeOnly)}
        getRowId={(s) => String(s.id)}
        {...tableStateOf(sizes)}
        emptyMessage={
          activeOnly ? 'This product has no active ad sizes.' : 'This product has no ad sizes.'
        }
        rowClassName={(s) => (s.dateDeleted ? 'row--deleted' : undefined)}
      />
    </TabSection>
  );
}

export function AdRatesTab({ product }: { product: Product }) {
  const { sizes, rates, tools, notices } = useSizeTab(product.id);
  return (
    <TabSection id="ad-rates-heading" title="Ad rates by ad size" tools={tools}>
      {notices}
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
    </TabSection>
  );
}

function RateGroups({ sizes, rates }: { sizes: readonly AdSize[]; rates: readonly AdRate[] }) {
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
              {deletedMark(group.size?.dateDeleted ?? null)}
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

/** A product's rates under one ad size: the API's `ad_size_id` resolved to the size. */
interface RateGroup {
  sizeId: number;
  /** The size's name, or null when the size is not in the list (the group says its id). */
  size: Pick<AdSize, 'name' | 'dateDeleted'> | null;
  rates: AdRate[];
}

/** One group per size in the sizes' order (sizes without rates too), then unknown sizes by id. */
export function groupRates(
  sizes: readonly Pick<AdSize, 'id' | 'name' | 'dateDeleted'>[],
  rates: readonly AdRate[],
): RateGroup[] {
  const groups = new Map<number, RateGroup>();
  for (const size of sizes) groups.set(size.id, { sizeId: size.id, size, rates: [] });
  const unknown = new Map<number, RateGroup>();
  for (const rate of rates) {
    const group =
      groups.get(rate.adSizeId) ??
      unknown.get(rate.adSizeId) ??
      unknown
        .set(rate.adSizeId, { sizeId: rate.adSizeId, size: null, rates: [] })
        .get(rate.adSizeId)!;
    group.rates.push(rate);
  }
  return [...groups.values(), ...[...unknown.values()].sort((a, b) => a.sizeId - b.sizeId)];
}

export function groupTitle(group: RateGroup): string {
  return group.size ? group.size.name : `Ad size ${group.sizeId} (not in this product’s sizes)`;
}
