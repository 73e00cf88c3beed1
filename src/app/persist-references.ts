// Reference lists (products, users, line item types, a product's sizes, rates and sections,
// advertiser names) survive a new tab or a reload, so they cost the team's quota once a day per
// browser at most rather than once a tab. Only queries marked `meta.persist` are written.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { REFERENCE_KEEP_MS } from '../api/query-client';

/** Bump when a domain type of a persisted list changes shape, so old copies are dropped. */
const BUSTER = 'references-1';
export const PERSIST_STORAGE_KEY = 'adsales.references.v1';

/**
 * A list with unreadable records is not kept: the next tab or reload asks again instead of showing
 * the same problems for a day after the API has been put right.
 */
export function shouldPersist(query: Pick<Query, 'meta' | 'state'>): boolean {
  if (query.meta?.persist !== true || query.state.status !== 'success') return false;
  const problems = (query.state.data as { problems?: unknown } | undefined)?.problems;
  return !(Array.isArray(problems) && problems.length > 0);
}

/** A stored copy is used only when it is ours, of this shape and young enough. */
export function usableCopy(stored: unknown, now: number): PersistedClient | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const copy = stored as Partial<PersistedClient>;
  if (copy.buster !== BUSTER || typeof copy.timestamp !== 'number') return null;
  if (now - copy.timestamp > REFERENCE_KEEP_MS || !copy.clientState) return null;
  return copy as PersistedClient;
}

/**
 * Restores the stored lists synchronously, before the router's first loaders look in the cache
 * (the library's provider restores in an effect, after they have already asked the API), then keeps
 * writing them as they change. Storage that is full, blocked or corrupt only costs the saving.
 */
export function persistReferences(queryClient: QueryClient): () => void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    return () => {};
  }
  const persister = createSyncStoragePersister({ storage, key: PERSIST_STORAGE_KEY });
  try {
    const copy = usableCopy(persister.restoreClient(), Date.now());
    if (copy) hydrate(queryClient, copy.clientState);
    else persister.removeClient();
  } catch {
    persister.removeClient();
  }
  return persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  });
}
