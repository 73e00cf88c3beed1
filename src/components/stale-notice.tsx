// "Shown from the server's copy of 14:02 (5 minutes old): the API did not answer", beside a page's
// title, when what the page shows came from the server's older copy.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  serverCopies,
  serverCopyReason,
  subscribeServerCopies,
  type ServerCopy,
} from '../api/server-copy';

function clock(ms: number, now: number): string {
  const time = new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (new Date(ms).toDateString() === new Date(now).toDateString()) return time;
  const day = new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
  return `${day}, ${time}`;
}

export function ageText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute old';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'} old`;
  return `${Math.floor(minutes / 60)} hours old`;
}

/** The oldest stale copy this page was shown from, if any. */
export function useStaleCopy(): ServerCopy | undefined {
  const copies = useSyncExternalStore(subscribeServerCopies, serverCopies, serverCopies);
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
  if (!copy) return null;
  const now = copy.receivedAt;
  return (
    <p className="page-header__stale" role="status">
      Shown from the server’s copy of{' '}
      <time dateTime={new Date(copy.storedAt).toISOString()}>{clock(copy.storedAt, now)}</time> (
      {ageText(now - copy.storedAt)}): {serverCopyReason(copy.reason)}.
    </p>
  );
}
