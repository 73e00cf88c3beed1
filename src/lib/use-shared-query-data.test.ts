// The store behind useSharedQueryData: one watch on the query cache for every name on a page, the
// data asked for when the first name appears (missing or stale), the query built for the render.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedData } from './use-shared-query-data';

function setup(staleTime = 60_000) {
  const queryClient = new QueryClient();
  const asked = { count: 0 };
  const options = queryOptions({
    queryKey: ['names', 'list'],
    queryFn: async () => ({ names: [`answer ${++asked.count}`] }),
    staleTime,
  });
  return { queryClient, asked, options, store: sharedData(queryClient, options) };
}

// The answer, then TanStack Query's batched notifications (the next task).
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('sharedData', () => {
  // Vitest runs this module as the server does (import.meta.env.SSR); the browser's snapshot only
  // reads the cache, which the e2e suite covers (names hydrate as the server wrote them).
  it("is one store a query; on the server its snapshot builds the query (the page's state carries it)", () => {
    const { queryClient, options, store } = setup();
    expect(sharedData(queryClient, options)).toBe(store);
    expect(queryClient.getQueryCache().find({ queryKey: ['names', 'list'] })).toBeUndefined();
    expect(store.snapshot()).toBeUndefined();
    expect(queryClient.getQueryCache().find({ queryKey: ['names', 'list'] })).toBeDefined();
    queryClient.setQueryData(['names', 'list'], { names: ['set'] });
    expect(store.snapshot()).toEqual({ names: ['set'] });
  });

  it('asks once when the first component appears, and tells every one of them', async () => {
    const { asked, store } = setup();
    const told = [0, 0, 0];
    const stops = told.map((_, i) => store.subscribe(() => (told[i] = told[i]! + 1)));
    await settle();
    expect(asked.count).toBe(1);
    expect(store.snapshot()).toEqual({ names: ['answer 1'] });
    expect(told.every((n) => n > 0)).toBe(true);
    for (const stop of stops) stop();
  });

  it("is not told of other queries' changes, nor once every component is gone", async () => {
    const { queryClient, store } = setup();
    let told = 0;
    const stop = store.subscribe(() => (told += 1));
    await settle();
    const before = told;
    queryClient.setQueryData(['other'], 1);
    expect(told).toBe(before);
    stop();
    queryClient.setQueryData(['names', 'list'], { names: ['changed'] });
    expect(told).toBe(before);
    expect(store.snapshot()).toEqual({ names: ['changed'] });
  });

  it('asks again on a later first component only when the data is stale', async () => {
    /** Two pages one after the other, each with a name: how many times the list was asked. */
    const twoVisits = async (staleTime: number) => {
      const { store, asked } = setup(staleTime);
      for (let visit = 0; visit < 2; visit++) {
        store.subscribe(() => undefined)();
        await settle();
      }
      return asked.count;
    };
    expect(await twoVisits(60_000)).toBe(1);
    expect(await twoVisits(0)).toBe(2);
  });
});
