// What the insertion list asks its worker for: the search, the sort and the names it sorts by, as
// plain arrays (they are copied to the worker).
import type { InsertionViewRequest, NamePairs } from '../../api/insertion-types';
import type { Product } from '../../api/products';
import { sortOf } from '../../lib/insertion-view';
import type { ProductReference, ReferenceKind } from '../../lib/use-product-references';

const KIND: Partial<Record<string, ReferenceKind>> = {
  size: 'sizes',
  rate: 'rates',
  section: 'sections',
};

export function viewRequest(
  sort: string | undefined,
  query: string,
  products: readonly Product[] | undefined,
  references: ReadonlyMap<number, ProductReference>,
): InsertionViewRequest {
  const order = sortOf(sort);
  const kind = order && KIND[order.column];
  const lists: [number, NamePairs][] = [];
  if (kind) {
    for (const [productId, reference] of references) {
      const list = reference[kind];
      if (list) lists.push([productId, [...list].map(([id, item]) => [id, item.name])]);
    }
  }
  return {
    sort: order,
    query,
    products: (products ?? []).map((product) => [product.id, product.name]),
    references: lists,
  };
}
