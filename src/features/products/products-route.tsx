// /products: the bare products array as a table, searched and filtered in the browser.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { productListQuery } from '../../api/products';
import { DataTable } from '../../components/data-table';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { ReferenceAge } from '../../components/reference-age';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../domain/format';
import { listSearch } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { productColumns } from './product-columns';
import './products.css';
import { ProductFilters, productTypes } from './product-filters';
import { filterProducts, productListSpec, type ProductListParams } from './product-list-params';

export function prefetch(queryClient: QueryClient) {
  return queryClient.ensureQueryData(productListQuery());
}

export function Component() {
  const { values: params, corrections: urlCorrections, change } = useListParams(productListSpec);
  const query = useQuery(productListQuery());
  const products = query.data?.items ?? [];

  // A type id that no product has is corrected to "all types" once the list is known.
  const typeKnown =
    params.type === undefined ||
    !query.data ||
    productTypes(products).some((t) => t.id === params.type);
  const effective: ProductListParams = typeKnown ? params : { ...params, type: undefined };
  const corrections = typeKnown
    ? urlCorrections
    : [
        ...urlCorrections,
        { message: `No product has type ${params.type}: products of all types are shown.` },
      ];

  const rows = filterProducts(products, effective);
  const hiddenInactive = effective.active ? products.filter((p) => !p.active).length : 0;

  const onChange = (next: Partial<ProductListParams>) =>
    // Typing in the name box replaces the history entry instead of adding one per letter; a
    // type no product has is dropped from the address with the first change.
    change({ type: effective.type, ...next }, { replace: next.name !== undefined });

  return (
    <section>
      <PageHeader
        title="Products"
        subtitle={
          query.data
            ? `${formatCount(rows.length, 'product')} shown of ${products.length}` +
              (hiddenInactive ? ` (${formatCount(hiddenInactive, 'inactive product')} hidden)` : '')
            : undefined
        }
      />
      <CorrectionsNotice corrections={corrections} />
      <FiltersDisclosure activeCount={listSearch(productListSpec, effective).size}>
        <ProductFilters params={effective} products={products} onChange={onChange} />
      </FiltersDisclosure>
      <ReferenceAge lists={[query.data]} />
      {query.data && <ProblemsNotice problems={query.data.problems} what="products" />}
      <DataTable
        caption="Products"
        data={rows}
        columns={productColumns}
        getRowId={(p) => String(p.id)}
        {...tableStateOf(query)}
        emptyMessage="No product matches these filters."
        rowClassName={(p) => (p.active ? undefined : 'row--inactive')}
      />
    </section>
  );
}
