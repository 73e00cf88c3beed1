// The queries of each product tab, shared by the route's prefetch and the tab components.
import type { QueryClient } from '@tanstack/react-query';
import { adRateListQuery } from '../../api/ad-rates';
import { adSizeListQuery } from '../../api/ad-sizes';
import { insertionListQuery } from '../../api/insertions';
import { secondarySectionListQuery, sectionListQuery } from '../../api/sections';
import type { ProductTab } from '../../lib/paths';
import { isInventoryControlled } from '../../lib/inventory';
import { parseListParams } from '../../lib/list-params';
import { isLookupSet, secondaryParams, sectionLookupSpec } from './section-params';
import { sizeTabSpec } from './url-params';

/** Ad sizes with `active` as the address says; rates the same, sent only when not the default. */
export function sizeQueries(productId: number, activeOnly: boolean) {
  return {
    sizes: adSizeListQuery({ product_id: productId, active: activeOnly }),
    rates: adRateListQuery({ product_id: productId, active: activeOnly ? undefined : false }),
  };
}

/** Every size, deleted ones too: names for rates and insertions that point at any of them. */
export function allSizesQuery(productId: number) {
  return adSizeListQuery({ product_id: productId, active: false });
}

/**
 * The availability tab's list, started by the loader (not awaited: it streams in) once the cached
 * sizes show something to count, so it downloads while the tab's code loads. In the browser only:
 * the server would read and parse the product's whole list for a page that cannot wait for it.
 */
export function startAvailability(queryClient: QueryClient, productId: number) {
  if (import.meta.env.SSR) return;
  const sizes = queryClient.getQueryData(adSizeListQuery({ product_id: productId }).queryKey);
  if (sizes?.items.some(isInventoryControlled)) {
    void queryClient.prefetchQuery(insertionListQuery({ product_id: productId }));
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed options
export function tabQueries(productId: number, tab: ProductTab, search: URLSearchParams): any[] {
  switch (tab) {
    case 'ad-sizes':
    case 'ad-rates': {
      const { active } = parseListParams(sizeTabSpec, search).values;
      const { sizes, rates } = sizeQueries(productId, active);
      return [sizes, rates];
    }
    case 'sections': {
      const lookup = parseListParams(sectionLookupSpec, search).values;
      return isLookupSet(lookup)
        ? [secondarySectionListQuery(secondaryParams(productId, lookup))]
        : [sectionListQuery(productId)];
    }
    case 'insertions':
      return [
        insertionListQuery({ product_id: productId }),
        allSizesQuery(productId),
        sectionListQuery(productId),
      ];
    case 'availability':
      // The sizes say whether there is anything to count; the list is read only if there is.
      return [adSizeListQuery({ product_id: productId })];
  }
}
