// /products: the bare products array as a table, searched and filtered in the browser (name, type,
// inactive products on request).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../app/paths';
import type { Product } from '../../domain/products';
import { BoolBadge } from '../../components/badge';
import { CellLink } from '../../components/cell-link';
import { OrNone } from '../../components/facts';
import { FilterForm } from '../../components/filter-form';
import { LiveSearchField } from '../../components/live-text-input';
import { Options } from '../../components/options';
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
import { CapabilityBadges, TYPE_FACTS } from './capabilities';
import { filterProducts, productListSpec, type ProductListParams } from './product-params';
import './products.css';

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

const column = createColumnHelper<Product>();

const productColumns = [
  column.accessor('name', {
    header: 'Name',
    meta: { phone: 'key' },
    // The name is text: a hostile name such as `<img onerror>` is shown as written.
    cell: (info) => (
      <CellLink to={paths.product.href(info.row.original.id)}>{info.getValue()}</CellLink>
    ),
  }),
  column.accessor((p) => p.productType.name, {
    id: 'type',
    header: 'Product type',
    meta: { phone: 'key' },
  }),
  ...TYPE_FACTS.map(([key, header]) =>
    column.accessor((p) => p.productType[key], {
      id: key,
      header,
      cell: (info) => <OrNone value={info.getValue()} />,
    }),
  ),
  column.accessor('active', {
    header: 'Active',
    cell: (info) => <BoolBadge value={info.getValue()} yes="Active" no="Inactive" />,
  }),
  column.display({
    id: 'capabilities',
    header: 'Capabilities',
    cell: (info) => <CapabilityBadges type={info.row.original.productType} />,
  }),
];

interface ProductFiltersProps {
  params: ProductListParams;
  products: readonly Product[];
  /** Gets the one value that changed. */
  onChange: (change: Partial<ProductListParams>) => void;
}

/**
 * The select and the box are uncontrolled and keyed by the address: they change at once while the
 * router runs the loader (the address changes only after it), and follow back/forward by remounting.
 */
function ProductFilters({ params, products, onChange }: ProductFiltersProps) {
  const types = productTypes(products);
  return (
    <FilterForm label="Filter products">
      <LiveSearchField
        label="Name"
        value={params.name}
        placeholder="Search product names"
        onValueChange={(name) => onChange({ name })}
      />
      <label>
        <span>Product type</span>
        <select
          // The options arrive with the list: remount then too, so the default finds its option.
          key={`${params.type ?? ''}/${types.length}`}
          defaultValue={params.type ?? ''}
          onChange={(e) => onChange({ type: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All types</option>
          <Options items={types} />
        </select>
      </label>
      <label className="filter-form__check">
        <input
          key={String(params.active)}
          type="checkbox"
          defaultChecked={!params.active}
          onChange={(e) => onChange({ active: !e.target.checked })}
        />
        <span>Show inactive products</span>
      </label>
    </FilterForm>
  );
}

/** The distinct product types of the list, by name. */
function productTypes(products: readonly Product[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const p of products) byId.set(p.productType.id, p.productType.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
