// Names of ad sizes, ad rates and sections, from each product's cached whole lists (one request per
// list and product, never per row). Lists are fetched only for the products in `wanted`; lists
// already in the cache (from a product page, or an earlier contract) are used without a request.
import { useQueries } from '@tanstack/react-query';
import { adRateListQuery, type AdRate } from '../../api/ad-rates';
import { adSizeListQuery, type AdSize } from '../../api/ad-sizes';
import { sectionListQuery, type Section } from '../../api/sections';

export interface ProductReference {
  sizes: ReadonlyMap<number, AdSize> | null;
  rates: ReadonlyMap<number, AdRate> | null;
  sections: ReadonlyMap<number, Section> | null;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

const byId = <T extends { id: number }>(items: readonly T[] | undefined) =>
  items ? new Map(items.map((item) => [item.id, item])) : null;

// Deleted sizes and rates are asked for too: an old insertion may use one.
const listsOf = (productId: number) =>
  [
    adSizeListQuery({ product_id: productId, active: false }),
    adRateListQuery({ product_id: productId, active: false }),
    sectionListQuery(productId),
  ] as const;

export function useProductReferences(
  productIds: readonly number[],
  wanted: ReadonlySet<number>,
): ReadonlyMap<number, ProductReference> {
  return useQueries({
    queries: productIds.flatMap((productId) =>
      listsOf(productId).map((options) => ({ ...options, enabled: wanted.has(productId) })),
    ),
    combine: (results) => {
      const map = new Map<number, ProductReference>();
      productIds.forEach((productId, index) => {
        const [sizes, rates, sections] = results.slice(index * 3, index * 3 + 3);
        map.set(productId, {
          sizes: byId(sizes?.data?.items as AdSize[] | undefined),
          rates: byId(rates?.data?.items as AdRate[] | undefined),
          sections: byId(sections?.data?.items as Section[] | undefined),
          isFetching: !!(sizes?.isFetching || rates?.isFetching || sections?.isFetching),
          error: sizes?.error ?? rates?.error ?? sections?.error ?? null,
          refetch: () => {
            void sizes?.refetch();
            void rates?.refetch();
            void sections?.refetch();
          },
        });
      });
      return map;
    },
  });
}
