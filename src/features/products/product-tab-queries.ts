// The queries of each product tab, shared by the route's prefetch and the tab components.
import type { QueryClient } from '@tanstack/react-query';
import { adRateListQuery } from '../../api/ad-rates';
import { adSizeListQuery } from '../../api/ad-sizes';
import { availabilityContract } from '../../domain/availability-view';
import { LIST_BLOCK } from '../../domain/insertion-list-view';
import { viewQuery } from '../../api/view-query';
import { listBlockQuery } from '../../lib/use-list-blocks';
import { todayIso } from '../../domain/format';
import { secondarySectionListQuery, sectionListQuery } from '../../api/sections';
import type { ProductTab } from '../../app/paths';
import { isInventoryControlled } from '../../domain/inventory';
import { parseListParams } from '../../lib/list-params';
import {
  availabilitySpec,
  availabilityWindow,
  insertionsTabSpec,
  isLookupSet,
  secondaryParams,
  sectionLookupSpec,
  sizeTabSpec,
} from './product-params';
import { ensureView } from '../list/view-parts';

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
 * A tab's loader: the reference lists the tab shows, then the server's view it shows (availability,
 * insertions), read on the server too so the HTML holds it. A view's failure lands in the tab's
 * query, not in the route (under static hosting the tab says it needs the viewer's server).
 */
export async function prefetchTab(
  queryClient: QueryClient,
  productId: number,
  tab: ProductTab,
  search: URLSearchParams,
): Promise<void> {
  switch (tab) {
    case 'ad-sizes':
    case 'ad-rates': {
      const { active } = parseListParams(sizeTabSpec, search).values;
      const { sizes, rates } = sizeQueries(productId, active);
      await Promise.all([queryClient.ensureQueryData(sizes), queryClient.ensureQueryData(rates)]);
      return;
    }
    case 'sections': {
      const lookup = parseListParams(sectionLookupSpec, search).values;
      await (isLookupSet(lookup)
        ? queryClient.ensureQueryData(secondarySectionListQuery(secondaryParams(productId, lookup)))
        : queryClient.ensureQueryData(sectionListQuery(productId)));
      return;
    }
    case 'insertions': {
      await Promise.all([
        queryClient.ensureQueryData(allSizesQuery(productId)),
        queryClient.ensureQueryData(sectionListQuery(productId)),
      ]);
      const { section_id } = parseListParams(insertionsTabSpec, search).values;
      const view = listBlockQuery({
        product_id: productId,
        section_id,
        offset: 0,
        limit: LIST_BLOCK,
      });
      await ensureView(queryClient, view);
      return;
    }
    case 'availability': {
      // The sizes say whether there is anything to count; the view is read only if there is.
      const sizes = await queryClient.ensureQueryData(adSizeListQuery({ product_id: productId }));
      if (!sizes.items.some(isInventoryControlled)) return;
      const { window } = availabilityWindow(
        parseListParams(availabilitySpec, search).values,
        todayIso(),
      );
      const view = viewQuery(availabilityContract, {
        product_id: productId,
        from: window.from,
        to: window.to,
      });
      await ensureView(queryClient, view);
    }
  }
}
