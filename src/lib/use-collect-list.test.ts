import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiGetOptions } from '../api/client';
import { collectList, type PagedList } from './use-collect-list';

type Params = { kind: string; page?: number; per_page?: number };

/** A list of `rows` records, 100 a page; each answer says it was stored at `storedAt(page)`. */
function fakeList(rows: number, storedAt: (page: number) => string) {
  const asked: { page: number; options: ApiGetOptions }[] = [];
  const list: PagedList<Params, number> = {
    query: (params) => ({ queryKey: ['fake', params], staleTime: 60_000 }),
    fetch: async (params, _signal, options) => {
      const page = params.page ?? 1;
      asked.push({ page, options });
      options.onAnswer?.(new Headers({ 'x-gateway-stored-at': storedAt(page) }));
      const first = (page - 1) * 100;
      const items = Array.from(
        { length: Math.max(0, Math.min(100, rows - first)) },
        (_, i) => first + i,
      );
      return { items, problems: [] };
    },
  };
  return { list, asked };
}

const at = (iso: string) => Date.parse(iso);

describe('collectList', () => {
  it('reads every page as a bulk read; the oldest stored page dates the result', async () => {
    const queryClient = new QueryClient();
    const { list, asked } = fakeList(250, (page) =>
      page === 2 ? '2026-03-01T10:00:00Z' : '2026-03-04T10:00:00Z',
    );
    const end = await collectList(
      queryClient,
      list,
      { kind: 'a' },
      { signal: new AbortController().signal },
    );
    expect(end).toMatchObject({
      status: 'done',
      // A full page 1 is followed by a probe past the limit (page 51).
      requests: 4,
      fetched: 4,
      storedAt: at('2026-03-01T10:00:00Z'),
    });
    expect(end.status === 'done' && end.items.length).toBe(250);
    expect(asked.map((a) => [a.page, a.options.bulk])).toEqual([
      [1, true],
      [51, true],
      [2, true],
      [3, true],
    ]);
  });

  it('a second read takes the pages from the cache with the date each was stored', async () => {
    const queryClient = new QueryClient();
    const { list, asked } = fakeList(150, (page) =>
      page === 1 ? '2026-03-05T10:00:00Z' : '2026-03-08T10:00:00Z',
    );
    const signal = new AbortController().signal;
    await collectList(queryClient, list, { kind: 'b' }, { signal });
    const again = await collectList(queryClient, list, { kind: 'b' }, { signal });
    expect(asked).toHaveLength(3);
    expect(again).toMatchObject({
      status: 'done',
      requests: 3,
      fetched: 0,
      storedAt: at('2026-03-05T10:00:00Z'),
    });
  });

  it('a page cached by the list itself (no stored date) is as old as its cache entry', async () => {
    const queryClient = new QueryClient();
    const { list } = fakeList(50, () => '2026-03-09T10:00:00Z');
    const key = list.query({ kind: 'c', page: 1, per_page: 100 }).queryKey;
    // Fresh for the list's stale time (a minute): the read takes it as it is.
    const cachedAt = Date.now() - 5_000;
    queryClient.setQueryData(key, { items: [1, 2], problems: [] }, { updatedAt: cachedAt });
    const end = await collectList(
      queryClient,
      list,
      { kind: 'c' },
      { signal: new AbortController().signal },
    );
    expect(end).toMatchObject({ status: 'done', fetched: 0, storedAt: cachedAt });
  });

  it('fresh asks the API again past the cache', async () => {
    const queryClient = new QueryClient();
    const { list, asked } = fakeList(20, () => '2026-03-09T10:00:00Z');
    const signal = new AbortController().signal;
    await collectList(queryClient, list, { kind: 'd' }, { signal });
    const again = await collectList(queryClient, list, { kind: 'd' }, { signal, fresh: true });
    expect(again).toMatchObject({ status: 'done', fetched: 1 });
    expect(asked.map((a) => a.options.fresh)).toEqual([false, true]);
  });

  it('a cancelled read says so and keeps nothing', async () => {
    const queryClient = new QueryClient();
    const { list } = fakeList(300, () => '2026-03-09T10:00:00Z');
    const stop = new AbortController();
    const end = await collectList(
      queryClient,
      list,
      { kind: 'e' },
      {
        signal: stop.signal,
        onProgress: (progress) => progress.requests === 1 && stop.abort(),
      },
    );
    expect(end.status).toBe('cancelled');
  });
});
