// The queries of each product tab, shared by the route's prefetch and the tab components.
import { adRateListQuery } from '../../api/ad-rates';
import { adSizeListQuery } from '../../api/ad-sizes';
import { insertionListQuery } from '../../api/insertions';
import { secondarySectionListQuery, sectionListQuery } from '../../api/sections';
import type { ProductTab } from '../../app/paths';
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
