// "Since your last visit": when this browser last opened the feed, kept in localStorage. Taken once
// a page load (React's strict mode runs effects twice; the second must not see "now").
import { createLocalStore } from '../../lib/local-store';

const store = createLocalStore<string | null>(
  'changes.lastVisit',
  null,
  (v): v is string | null => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v))),
);

let taken: { previous: string | null } | null = null;

/** The visit before this one (ISO), and this one remembered as the last. */
export function takeLastVisit(now: Date = new Date()): string | null {
  if (!taken) {
    taken = { previous: store.get() };
    store.set(now.toISOString());
  }
  return taken.previous;
}
