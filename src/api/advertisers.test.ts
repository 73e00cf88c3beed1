import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADVERTISER_STALE_MS,
  advertiserKeys,
  advertiserLabel,
  advertiserListQuery,
  advertiserNames,
  fetchAdvertisers,
} from './advertisers';
import { ApiError, resetConfig } from './client';

let answer: { status: number; body: unknown };
const urls: string[] = [];
beforeEach(() => {
  urls.length = 0;
  // Static hosting may point the bases elsewhere: the names still come from the viewer's server.
  resetConfig({ baseUrl: 'https://api.example/v1', secondaryBaseUrl: 'https://legacy.example' });
  vi.stubGlobal('fetch', async (input: string) => {
    urls.push(String(input));
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

describe('advertiser names', () => {
  it('reads the list from the server itself; a bad record is left out and reported', async () => {
    answer = {
      status: 200,
      body: {
        advertisers: [
          { id: 1002, name: '<b>Bold</b>' },
          { id: 'x', name: 'Bad' },
        ],
      },
    };
    const list = await fetchAdvertisers();
    expect(urls).toEqual(['/api/advertisers']);
    expect(list.items).toEqual([{ id: 1002, name: '<b>Bold</b>' }]);
    expect(list.problems).toMatchObject([{ endpoint: 'server /api/advertisers', index: 1 }]);
    expect(advertiserNames(list).get(1002)).toBe('<b>Bold</b>');
    expect(advertiserNames(list)).toBe(advertiserNames(list));
  });

  it('no server to ask (404): no names; other failures are errors', async () => {
    answer = { status: 404, body: { error: 'Not found' } };
    expect(await fetchAdvertisers()).toEqual({ items: [], problems: [] });
    answer = { status: 500, body: { error: 'Broken' } };
    const failed = await fetchAdvertisers().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({
      kind: 'http',
      status: 500,
      endpoint: 'server /api/advertisers',
    });
  });

  it('one key, a long stale time, and "Advertiser N" without a name', () => {
    const options = advertiserListQuery();
    expect(options.queryKey).toEqual(advertiserKeys.list());
    expect(options.staleTime).toBe(ADVERTISER_STALE_MS);
    expect(advertiserLabel(7, undefined)).toBe('Advertiser 7');
    expect(advertiserLabel(7, 'Seaglass Spa')).toBe('Seaglass Spa');
  });
});
