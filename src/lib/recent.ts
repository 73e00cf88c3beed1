// Recently viewed contracts and invoices, newest first, kept in localStorage.
import { useSyncExternalStore } from 'react';
import { createLocalStore } from './local-store';

export type RecentKind = 'contract' | 'invoice';
export interface RecentRecord {
  kind: RecentKind;
  id: number;
  label: string;
  /** Named at display time (names change when the names file does); older entries lack it. */
  advertiserId?: number;
  viewedAt: string;
}

const RECENT_LIMIT = 12;

function isRecentList(value: unknown): value is RecentRecord[] {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        r &&
        typeof r === 'object' &&
        (r.kind === 'contract' || r.kind === 'invoice') &&
        Number.isSafeInteger(r.id) &&
        typeof r.label === 'string' &&
        (r.advertiserId === undefined || Number.isSafeInteger(r.advertiserId)) &&
        typeof r.viewedAt === 'string',
    )
  );
}

const EMPTY: RecentRecord[] = [];
const store = createLocalStore<RecentRecord[]>('adsales.recent.v1', EMPTY, isRecentList);

/** Puts a record first in the list (once), dropping the oldest beyond the limit. */
function addRecent(list: RecentRecord[], entry: RecentRecord): RecentRecord[] {
  const rest = list.filter((r) => !(r.kind === entry.kind && r.id === entry.id));
  return [entry, ...rest].slice(0, RECENT_LIMIT);
}

export function recordVisit(
  kind: RecentKind,
  id: number,
  label: string,
  advertiserId?: number,
): void {
  const current = store.get();
  const first = current[0];
  if (
    first &&
    first.kind === kind &&
    first.id === id &&
    first.label === label &&
    first.advertiserId === advertiserId
  ) {
    return;
  }
  const entry: RecentRecord = { kind, id, label, viewedAt: new Date().toISOString() };
  if (advertiserId !== undefined) entry.advertiserId = advertiserId;
  store.set(addRecent(current, entry));
}

export function clearRecent(): void {
  store.set(EMPTY);
}

export function useRecent(kind?: RecentKind): RecentRecord[] {
  const list = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  return kind ? list.filter((r) => r.kind === kind) : list;
}
