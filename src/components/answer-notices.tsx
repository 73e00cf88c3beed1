// Beside a page's title, when what it shows came from the server's copies rather than from the API
// just now: "Shown from the server's copy of 14:02 (5 minutes old): the API did not answer" (its
// older copy), and "As of 10:42 · Refresh" (its copy of the account, the mirror). Refresh asks the
// API once for those answers (src/api/answer-notes.ts) and shows what it sends.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  answerNotes,
  refreshPage,
  serverCopyReason,
  subscribeAnswerNotes,
  type AnswerNote,
} from '../api/answer-notes';

/** The notes of the page the server is rendering (src/entry-server.tsx); null in the browser. */
export const AnswerNotesContext = createContext<readonly AnswerNote[] | null>(null);

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

function ageText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute old';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'} old`;
  return `${Math.floor(minutes / 60)} hours old`;
}

/** This page's oldest note of `kind`, if any, and the page. */
function useOldestNote(kind: AnswerNote['kind']): [AnswerNote | undefined, string] {
  const rendering = useContext(AnswerNotesContext);
  const notes = useSyncExternalStore(
    subscribeAnswerNotes,
    answerNotes,
    rendering ? () => rendering : answerNotes,
  );
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  let oldest: AnswerNote | undefined;
  for (const note of notes) {
    if (note.kind === kind && note.page === page && (!oldest || note.storedAt < oldest.storedAt)) {
      oldest = note;
    }
  }
  return [oldest, page];
}

export function StaleNotice() {
  const [copy] = useOldestNote('stale');
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

export function AsOfNotice() {
  const [answer, page] = useOldestNote('mirror');
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  // When the line first showed: whether the as-of is today's is told as of then.
  const [shown] = useState(Date.now);
  if (!answer) return null;
  const asOf = answer.storedAt;
  const refresh = () => {
    refreshPage(page);
    setRefreshing(true);
    // The page's queries ask again; those the mirror answered carry Cache-Control: no-cache.
    void queryClient.invalidateQueries({ type: 'active' }).finally(() => setRefreshing(false));
  };
  return (
    <p className="page-header__as-of" role="status">
      <span>
        As of <time dateTime={new Date(asOf).toISOString()}>{clock(asOf, shown, !hydrated)}</time>
      </span>
      <button
        type="button"
        className="button page-header__refresh"
        onClick={refresh}
        disabled={!hydrated || refreshing}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </button>
    </p>
  );
}
