// /products: the bare products array as a table, searched and filtered in the browser.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { productListQuery } from '../../api/products';
import { DataTable } from '../../components/data-table';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { productColumns } from './product-columns';
import './products.css';
import { ProductFilters, productTypes } from './product-filters';
import {
  filterProducts,
  parseProductListParams,
  productListSearch,
  type ProductListParams,
} from './product-list-params';

export function prefetch(queryClient: QueryClient) {
  return queryClient.ensureQueryData(productListQuery());
}

export function Component() {
  const [search, setSearch] = useSearchParams();
  const { params, corrections } = parseProductListParams(search);
  const query = useQuery(productListQuery());
  const products = query.data?.items ?? [];

  // A type id that no product has is corrected to "all types" once the list is known.
  const typeKnown =
    params.typeId === null ||
    !query.data ||
    productTypes(products).some((t) => t.id === params.typeId);
  const effective: ProductListParams = typeKnown ? params : { ...params, typeId: null };
  if (!typeKnown) {
    corrections.push({
      param: 'type',
      message: `No product has type ${params.typeId}: products of all types are shown.`,
    });
  }

  const rows = filterProducts(products, effective);
  const hiddenInactive = effective.activeOnly ? products.filter((p) => !p.active).length : 0;

  const change = (next: ProductListParams) => {
    // Typing in the name box replaces the history entry instead of adding one per letter.
    const typing = next.name !== effective.name;
    setSearch(productListSearch(next), { replace: typing });
  };

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
      <CorrectionsNotice messages={corrections.map((c) => c.message)} />
      <ProductFilters params={effective} products={products} onChange={change} />
      {query.data && <ProblemsNotice problems={query.data.problems} what="products" />}
      <DataTable
        caption="Products"
        data={rows}
        columns={productColumns}
        getRowId={(p) => String(p.id)}
        isLoading={query.isPending}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        emptyMessage="No product matches these filters."
        rowClassName={(p) => (p.active ? undefined : 'row--inactive')}
      />
    </section>
  );
}
