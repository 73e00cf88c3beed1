// A reference list's data for many components at once (every name in a table): one subscription to
// the query cache for all of them, instead of a QueryObserver each. useQuery costs each component a
// key hash and an options merge in render and, once mounted, a subscription with a staleness timer;
// the names in a table of 50 rows took about a sixth of its hydration. It asks for the data as
// useQuery does on mount: when the first component appears and the data is missing or stale.
// It does not refetch on window focus nor on an interval: it is for reference lists.
import {
  hashKey,
  notifyManager,
  useQueryClient,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

interface SharedData {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => unknown;
}

const stores = new WeakMap<QueryClient, Map<string, SharedData>>();

export function sharedData<T, K extends QueryKey>(
  queryClient: QueryClient,
  given: FetchQueryOptions<T, Error, T, K>,
): SharedData {
  const options = given as unknown as FetchQueryOptions;
  const hash = hashKey(options.queryKey as QueryKey);
  let byHash = stores.get(queryClient);
  if (!byHash) stores.set(queryClient, (byHash = new Map()));
  const known = byHash.get(hash);
  if (known) return known;
  const cache = queryClient.getQueryCache();
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;
  const store: SharedData = {
    subscribe(onChange) {
      // Told after the event, in TanStack Query's batch, never in the middle of a render.
      const listener = notifyManager.batchCalls(onChange);
      listeners.add(listener);
      if (listeners.size === 1) {
        stopWatching = cache.subscribe((event) => {
          if (event.query.queryHash === hash) for (const notify of listeners) notify();
        });
        // As useQuery on mount: asks when missing or stale (a failure shows as no data: "User 7").
        void queryClient.prefetchQuery(options);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = null;
        }
      };
    },
    // The server's render notes which queries a page used from the ones it builds
    // (entry-server.tsx): there every read builds, as useQuery does, and the page's state carries it.
    snapshot: () =>
      (import.meta.env.SSR ? cache.build(queryClient, options) : cache.get(hash))?.state.data,
  };
  byHash.set(hash, store);
  return store;
}

/** The query's data (undefined until answered, or when it failed), shared by every caller. */
export function useSharedQueryData<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): T | undefined {
  const store = sharedData(useQueryClient(), options);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot) as T | undefined;
}
