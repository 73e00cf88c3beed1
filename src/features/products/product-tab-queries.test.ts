import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdSize } from '../../api/ad-sizes';
import { adSizeListQuery } from '../../api/ad-sizes';
import { insertionListQuery } from '../../api/insertions';
import { startAvailability } from './product-tab-queries';

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

/** A client holding product 4's sizes, and whether the availability list was started in it. */
function started(sizes: AdSize[]): boolean {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(adSizeListQuery({ product_id: 4 }).queryKey, {
    items: sizes,
    problems: [],
  });
  // The read itself is not wanted here: a fetch that never answers keeps the query pending.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  startAvailability(queryClient, 4);
  const query = queryClient.getQueryCache().find({
    queryKey: insertionListQuery({ product_id: 4 }).queryKey,
  });
  queryClient.clear();
  return query !== undefined;
}

describe('startAvailability', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('starts the product’s list in the browser when a size is sold in limited numbers', () => {
    vi.stubEnv('SSR', false);
    expect(started([limitedSize])).toBe(true);
    expect(started([{ ...limitedSize, scheduleConcurrentLimit: null }])).toBe(false);
  });

  it('never on the server: its render would read and parse the whole list for nothing', () => {
    vi.stubEnv('SSR', true);
    expect(started([limitedSize])).toBe(false);
  });
});
