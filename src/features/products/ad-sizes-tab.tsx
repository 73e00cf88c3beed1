// The ad-sizes tab: a product's sizes in its ad unit, each with its rates; deleted ones on request.
import type { Product } from '../../domain/products';
import { DataTable } from '../../components/data-table';
import { QueryErrorPanel } from '../../components/error-panel';
import { tableStateOf } from '../../components/table-state';
import { ActiveSwitch } from './active-switch';
import { adSizeColumns, type AdSizeRow } from './ad-size-columns';
import { ratesBySize } from './rate-list';
import { SizeTabNotices } from './size-tab-notices';
import { useSizeQueries } from './use-size-queries';

export function AdSizesTab({ product }: { product: Product }) {
  const { activeOnly, corrections, sizes, rates } = useSizeQueries(product.id);

  const bySize = ratesBySize(rates.data?.items ?? []);
  const rows: AdSizeRow[] = (sizes.data?.items ?? []).map((size) => ({
    ...size,
    rates: bySize.get(size.id) ?? [],
  }));
  const deleted = rows.filter((s) => s.dateDeleted).length;

  return (
    <section aria-labelledby="ad-sizes-heading">
      <div className="tab-toolbar">
        <h2 id="ad-sizes-heading">Ad sizes</h2>
        <ActiveSwitch label="Show deleted ad sizes and rates" />
      </div>
      <SizeTabNotices corrections={corrections} sizes={sizes} rates={rates} />
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
    </section>
  );
}
