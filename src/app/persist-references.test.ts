import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REFERENCE_KEEP_MS, REFERENCE_QUERY } from '../api/query-client';
import {
  PERSIST_STORAGE_KEY,
  persistReferences,
  shouldPersist,
  usableCopy,
  type PersistTarget,
} from './persist-references';

const now = Date.UTC(2026, 10, 23, 12);
const copy = (over: Record<string, unknown> = {}) => ({
  buster: 'references-1',
  timestamp: now - 60_000,
  clientState: { queries: [], mutations: [] },
  ...over,
});

describe('usableCopy', () => {
  it('takes a copy of this shape that is younger than a day', () => {
    expect(usableCopy(copy(), now)).toEqual(copy());
  });
  it('drops a copy older than a day, of another shape, or not ours', () => {
    expect(usableCopy(copy({ timestamp: now - REFERENCE_KEEP_MS - 1 }), now)).toBeNull();
    expect(usableCopy(copy({ buster: 'references-0' }), now)).toBeNull();
    expect(usableCopy(copy({ clientState: undefined }), now)).toBeNull();
    expect(usableCopy('{"not":"an object"}', now)).toBeNull();
    expect(usableCopy(null, now)).toBeNull();
  });
});

describe('shouldPersist', () => {
  it('writes only successful queries marked as reference data', () => {
    const success = { status: 'success' } as const;
    expect(shouldPersist({ meta: { persist: true }, state: success } as never)).toBe(true);
    expect(shouldPersist({ meta: undefined, state: success } as never)).toBe(false);
    expect(shouldPersist({ meta: { persist: true }, state: { status: 'error' } } as never)).toBe(
      false,
    );
  });

  it('leaves out a list with unreadable records, keeps one without', () => {
    const list = (problems: unknown[]) =>
      ({
        meta: { persist: true },
        state: { status: 'success', data: { items: [], problems } },
      }) as never;
    expect(shouldPersist(list([{ path: 'id' }]))).toBe(false);
    expect(shouldPersist(list([]))).toBe(true);
  });
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('persistReferences', () => {
  const users = { queryKey: ['users'], queryFn: () => ({ items: ['Ada'], problems: [] }) };

  it('writes the lists as the tab is closed, before the usual wait, and the next tab has them', async () => {
    const storage = memoryStorage();
    const document = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    const tab: PersistTarget = { storage, window: new EventTarget(), document };
    const first = new QueryClient();
    const stop = persistReferences(first, tab);
    await first.fetchQuery({ ...users, ...REFERENCE_QUERY });
    // A link looked at and closed at once: the second-long wait has not passed.
    expect(storage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    tab.window.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem(PERSIST_STORAGE_KEY)).toContain('Ada');
    stop();

    const next = new QueryClient();
    const stopNext = persistReferences(next, { storage, window: new EventTarget() });
    expect(next.getQueryData(['users'])).toEqual({ items: ['Ada'], problems: [] });
    stopNext();
  });

  it('writes as the page is hidden too (a phone may never send pagehide)', async () => {
    const storage = memoryStorage();
    const document = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    const client = new QueryClient();
    const stop = persistReferences(client, { storage, window: new EventTarget(), document });
    await client.fetchQuery({ ...users, ...REFERENCE_QUERY });
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storage.getItem(PERSIST_STORAGE_KEY)).toContain('Ada');
    stop();
  });
});
