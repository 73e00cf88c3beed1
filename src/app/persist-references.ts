// Reference lists (products, users, line item types, a product's sizes, rates and sections,
// advertiser names) survive a new tab or a reload, so they cost the team's quota once a day per
// browser at most rather than once a tab. Only queries marked `meta.persist` are written.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
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

/** Where the lists are kept, and the page whose leaving writes them at once. */
export interface PersistTarget {
  storage: Storage;
  window: EventTarget;
  document?: EventTarget & { visibilityState: DocumentVisibilityState };
}

function browserTarget(): PersistTarget | null {
  try {
    return { storage: window.localStorage, window, document };
  } catch {
    return null;
  }
}

/** Changes gather this long before one write (the library's own default). */
const WRITE_AFTER_MS = 1000;

/**
 * The library's persister writes a second after a change, so a tab closed sooner (a link looked at
 * and closed) lost the lists it had just fetched and the person's next tab asked the API again.
 * Here the waiting copy is also written as the page is hidden or left.
 */
function leaveSafePersister(target: PersistTarget): Persister & { dispose: () => void } {
  const base = createSyncStoragePersister({ storage: target.storage, key: PERSIST_STORAGE_KEY });
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const copy = waiting;
    waiting = null;
    try {
      target.storage.setItem(PERSIST_STORAGE_KEY, JSON.stringify(copy));
    } catch {
      // Full or blocked storage only costs the saving.
    }
  };
  const onHidden = () => {
    if (target.document?.visibilityState === 'hidden') write();
  };
  target.window.addEventListener('pagehide', write);
  target.document?.addEventListener('visibilitychange', onHidden);
  return {
    persistClient: (client) => {
      waiting = client;
      timer ??= setTimeout(write, WRITE_AFTER_MS);
    },
    restoreClient: base.restoreClient,
    removeClient: base.removeClient,
    dispose: () => {
      write();
      target.window.removeEventListener('pagehide', write);
      target.document?.removeEventListener('visibilitychange', onHidden);
    },
  };
}

/**
 * Restores the stored lists synchronously, before the router's first loaders look in the cache
 * (the library's provider restores in an effect, after they have already asked the API), then keeps
 * writing them as they change. Storage that is full, blocked or corrupt only costs the saving.
 */
export function persistReferences(
  queryClient: QueryClient,
  target: PersistTarget | null = browserTarget(),
): () => void {
  if (!target) return () => {};
  const persister = leaveSafePersister(target);
  try {
    const copy = usableCopy(persister.restoreClient(), Date.now());
    if (copy) hydrate(queryClient, copy.clientState);
    else void persister.removeClient();
  } catch {
    void persister.removeClient();
  }
  const options = {
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  };
  const unsubscribe = persistQueryClientSubscribe(options);
  // Kept now too, not only when a list next changes: a server-rendered page's lists came with the
  // page (its state) and may never change in this tab.
  void persistQueryClientSave(options);
  return () => {
    unsubscribe();
    persister.dispose();
  };
}
