// The /products query string: `name` (client-side search), `type` (product type id), `active`.
import { defineListSpec, textParam, type ListValues } from '../../lib/list-params';
import { foldText } from '../../domain/search-text';
import { activeParam, idFilterParam } from './url-params';

export const productListSpec = defineListSpec({
  params: {
    // Kept as typed (spaces between words must survive typing); trimmed where it is used.
    name: textParam({ default: '' }),
    type: idFilterParam(),
    active: activeParam(),
  },
});

export type ProductListParams = ListValues<typeof productListSpec.params>;

interface FilterableProduct {
  name: string;
  active: boolean;
  productType: { id: number };
}

export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  params: ProductListParams,
): T[] {
  const needle = foldText(params.name.trim());
  return products.filter(
    (p) =>
      (!params.active || p.active) &&
      (params.type === undefined || p.productType.id === params.type) &&
      (!needle || foldText(p.name).includes(needle)),
  );
}
