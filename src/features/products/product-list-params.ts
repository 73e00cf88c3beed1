// The /products query string: `name` (client-side search), `type` (product type id), `active`.
import { parseActive, parsePositiveId, type Correction } from './url-params';

export interface ProductListParams {
  /** Case-insensitive text searched in the product name; '' for none. */
  name: string;
  typeId: number | null;
  /** false (`?active=false`) shows inactive products too. */
  activeOnly: boolean;
}

export function parseProductListParams(search: URLSearchParams): {
  params: ProductListParams;
  corrections: Correction[];
} {
  const corrections: Correction[] = [];
  // Kept as typed (spaces between words must survive typing); trimmed where it is used.
  const name = search.get('name') ?? '';
  const typeId = parsePositiveId(search, 'type', corrections);
  const activeOnly = parseActive(search, corrections);
  return { params: { name, typeId, activeOnly }, corrections };
}

/** The canonical query string: defaults left out. */
export function productListSearch(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.name.trim()) search.set('name', params.name);
  if (params.typeId !== null) search.set('type', String(params.typeId));
  if (!params.activeOnly) search.set('active', 'false');
  return search;
}

interface FilterableProduct {
  name: string;
  active: boolean;
  productType: { id: number };
}

export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  params: ProductListParams,
): T[] {
  const needle = params.name.trim().toLocaleLowerCase();
  return products.filter(
    (p) =>
      (!params.activeOnly || p.active) &&
      (params.typeId === null || p.productType.id === params.typeId) &&
      (!needle || p.name.toLocaleLowerCase().includes(needle)),
  );
}
