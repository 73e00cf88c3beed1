import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  ADVERTISER_STALE_MS,
  advertiserLabel,
  advertiserNameQuery,
  advertiserNamesFor,
  advertiserPageQuery,
  fetchAdvertiserNames,
} from './advertisers';
import { ApiError, resetConfig } from './client';

let answer: { status: number; body: unknown } | ((url: URL) => { status: number; body: unknown });
const urls: string[] = [];
beforeEach(() => {
  urls.length = 0;
  // Static hosting may point the bases elsewhere: the names still come from the viewer's server.
  resetConfig({ baseUrl: 'https://api.example/v1', secondaryBaseUrl: 'https://legacy.example' });
  vi.stubGlobal('fetch', async (input: string) => {
    urls.push(String(input));
    const given =
      typeof answer === 'function' ? answer(new URL(input, 'http://viewer.test')) : answer;
    return new Response(JSON.stringify(given.body), { status: given.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

describe('advertiser names', () => {
  it('asks the server itself for the names of given numbers; a bad record is left out', async () => {
    answer = {
      status: 200,
      body: {
        advertisers: [
          { id: 1002, name: '<b>Bold</b>' },
          { id: 'x', name: 'Bad' },
        ],
      },
    };
    const names = await fetchAdvertiserNames([1002, 7]);
    expect(urls).toEqual(['/api/names?ids=1002%2C7']);
    expect([...names]).toEqual([[1002, '<b>Bold</b>']]);
  });

  it('asks for the names a page shows together, in one request, and null for those not named', async () => {
    answer = (url) => ({
      status: 200,
      body: {
        advertisers: (url.searchParams.get('ids') ?? '')
          .split(',')
          .filter((id) => id !== '9')
          .map((id) => ({ id: Number(id), name: `Name ${id}` })),
      },
    });
    const client = new QueryClient();
    const names = await Promise.all(
      [3, 9, 4, 3].map((id) => client.fetchQuery(advertiserNameQuery(id))),
    );
    expect(names).toEqual(['Name 3', null, 'Name 4', 'Name 3']);
    expect(urls).toEqual(['/api/names?ids=3%2C9%2C4']);
  });

  it('an export asks only for the names it has not got, and goes on without names if that fails', async () => {
    const client = new QueryClient();
    client.setQueryData(advertiserNameQuery(1).queryKey, 'Known');
    answer = { status: 200, body: { advertisers: [{ id: 2, name: 'Asked' }] } };
    const names = await advertiserNamesFor(client, [1, 2, 2]);
    expect([...names]).toEqual([
      [1, 'Known'],
      [2, 'Asked'],
    ]);
    expect(urls).toEqual(['/api/names?ids=2']);
    answer = { status: 500, body: { error: 'Broken' } };
    expect([...(await advertiserNamesFor(client, [1, 5]))]).toEqual([[1, 'Known']]);
  });

  it('no server to ask (404): no names; other failures are errors', async () => {
    answer = { status: 404, body: { error: 'Not found' } };
    expect(await fetchAdvertiserNames([1])).toEqual(new Map());
    answer = { status: 500, body: { error: 'Broken' } };
    const failed = await fetchAdvertiserNames([1]).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'http', status: 500, endpoint: 'server /api/names' });
  });

  it('reads a page of the list with its totals', async () => {
    answer = {
      status: 200,
      body: { advertisers: [{ id: 5, name: 'Five' }], total: 3, all: 100, page: 2, perPage: 1 },
    };
    const client = new QueryClient();
    const page = await client.fetchQuery(
      advertiserPageQuery({ q: ' fi ', page: 2, perPage: 1, sort: 'id', order: 'desc' }),
    );
    expect(page).toMatchObject({ items: [{ id: 5, name: 'Five' }], total: 3, all: 100 });
    expect(urls).toEqual(['/api/names?q=fi&page=2&per_page=1&sort=id&order=desc']);
  });

  it('a long stale time, and "Advertiser N" without a name', () => {
    expect(advertiserNameQuery(7).staleTime).toBe(ADVERTISER_STALE_MS);
    expect(advertiserLabel(7, undefined)).toBe('Advertiser 7');
    expect(advertiserLabel(7, null)).toBe('Advertiser 7');
    expect(advertiserLabel(7, 'Seaglass Spa')).toBe('Seaglass Spa');
  });
});
