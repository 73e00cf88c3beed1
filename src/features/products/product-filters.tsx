// The filter bar of /products: name search, product type, inactive products on request.
import type { Product } from '../../domain/products';
import { FilterForm } from '../../components/filter-form';
import { LiveSearchField } from '../../components/live-text-input';
import { Options } from '../../components/options';
import type { ProductListParams } from './product-list-params';

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
export function ProductFilters({ params, products, onChange }: ProductFiltersProps) {
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
export function productTypes(products: readonly Product[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const p of products) byId.set(p.productType.id, p.productType.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
