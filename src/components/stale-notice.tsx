// "Shown from the server's copy of 14:02 (5 minutes old): the API did not answer", beside a page's
// title, when what the page shows came from the server's older copy.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  serverCopies,
  serverCopyReason,
  subscribeServerCopies,
  type ServerCopy,
} from '../api/server-copy';

/** The copies of the page the server is rendering (src/entry-server.tsx); null in the browser. */
export const ServerCopiesContext = createContext<readonly ServerCopy[] | null>(null);

/** In the browser's time zone; in UTC, said so, where the zone is not known (server, hydration). */
export function clock(ms: number, now: number, utc: boolean): string {
  const zone = utc ? { timeZone: 'UTC' } : {};
  const time = new Date(ms).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    ...zone,
  });
  const day = (at: number) =>
    new Date(at).toLocaleDateString('en-GB', { ...zone, dateStyle: 'short' });
  const shown = utc ? `${time} UTC` : time;
  if (day(ms) === day(now)) return shown;
  const date = new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', ...zone });
  return `${date}, ${shown}`;
}

const noChange = () => () => {};
/** False on the server and while hydrating, true after: what may depend on the browser's zone. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

export function ageText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute old';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'} old`;
  return `${Math.floor(minutes / 60)} hours old`;
}

/** The oldest stale copy this page was shown from, if any. */
export function useStaleCopy(): ServerCopy | undefined {
  const rendering = useContext(ServerCopiesContext);
  const copies = useSyncExternalStore(
    subscribeServerCopies,
    serverCopies,
    rendering ? () => rendering : serverCopies,
  );
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  let oldest: ServerCopy | undefined;
  for (const copy of copies) {
    if (copy.page === page && (!oldest || copy.storedAt < oldest.storedAt)) oldest = copy;
  }
  return oldest;
}

export function StaleNotice() {
  const copy = useStaleCopy();
  const hydrated = useHydrated();
  if (!copy) return null;
  const now = copy.receivedAt;
  return (
    <p className="page-header__stale" role="status">
      Shown from the server’s copy of{' '}
      <time dateTime={new Date(copy.storedAt).toISOString()}>
        {clock(copy.storedAt, now, !hydrated)}
      </time>{' '}
      ({ageText(now - copy.storedAt)}): {serverCopyReason(copy.reason)}.
    </p>
  );
}
