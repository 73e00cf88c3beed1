import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdSize } from '../../domain/ad-sizes';
import { adSizeListQuery } from '../../api/ad-sizes';
import { resetConfig } from '../../api/client';
import { sectionListQuery } from '../../api/sections';
import { allSizesQuery, prefetchTab } from './product-tab-queries';

const limitedSize: AdSize = {
  id: 41,
  productId: 4,
  name: 'Half page',
  description: null,
  width: 5,
  height: 4,
  keyDate: null,
  locationId: null,
  scheduleConcurrentLimit: 3,
  schedulingUnits: 'Weeks',
  dateCreated: null,
  dateDeleted: null,
};

/** The views a tab's loader asks the server for, with product 4's sizes cached. */
async function asked(
  tab: 'availability' | 'insertions' | 'sections',
  sizes: AdSize[],
  search = '',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(adSizeListQuery({ product_id: 4 }).queryKey, {
    items: sizes,
    problems: [],
  });
  // The tabs' reference lists, cached: only the views are asked for.
  queryClient.setQueryData(allSizesQuery(4).queryKey, { items: sizes, problems: [] });
  queryClient.setQueryData(sectionListQuery(4).queryKey, { items: [], problems: [] });
  const urls: string[] = [];
  // The server is not running here: every view fails, which the loader must swallow.
  vi.stubGlobal('fetch', async (url: string) => {
    if (String(url).endsWith('/config.json')) {
      return Response.json({ baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary' });
    }
    urls.push(String(url));
    return new Response('{"error":"no"}', { status: 503 });
  });
  await prefetchTab(queryClient, 4, tab, new URLSearchParams(search));
  const keys = queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[1]);
  queryClient.clear();
  return { urls, keys };
}

describe('prefetchTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConfig();
  });

  it('asks for availability only when a size is sold in limited numbers', async () => {
    const limited = await asked('availability', [limitedSize]);
    expect(limited.keys).toContain('availability');
    expect(limited.urls[0]).toMatch(
      /\/api\/views\/availability\?product_id=4&from=\d{4}-\d\d-\d\d&to=/,
    );
    const none = await asked('availability', [{ ...limitedSize, scheduleConcurrentLimit: null }]);
    expect(none.urls).toEqual([]);
  });

  it("asks for the insertions tab's first block, narrowed to the address's section", async () => {
    const { urls, keys } = await asked('insertions', [], '?section_id=7');
    expect(keys).toContain('insertions');
    expect(urls[0]).toMatch(
      /\/api\/views\/insertions\?product_id=4&section_id=7&offset=0&limit=100/,
    );
  });

  it('asks for nothing on other tabs', async () => {
    expect((await asked('sections', [limitedSize])).urls).toEqual([]);
  });
});
