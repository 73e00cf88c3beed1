// "As of 10:42 · Refresh" beside a page's title when what it shows came from the server's copy of
// the account (the mirror) rather than from the API just now. Refresh asks the API once for those
// answers (src/api/mirror-answers.ts) and shows what it sends.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  mirrorAnswers,
  refreshPage,
  subscribeMirrorAnswers,
  type MirrorAnswer,
} from '../api/mirror-answers';
import { clock, useHydrated } from './stale-notice';

/** The mirror answers of the page the server is rendering (src/entry-server.tsx). */
export const MirrorAnswersContext = createContext<readonly MirrorAnswer[] | null>(null);

/** The oldest as-of of this page's mirror answers, if any. */
function useOldestAsOf(page: string): number | null {
  const rendering = useContext(MirrorAnswersContext);
  const answers = useSyncExternalStore(
    subscribeMirrorAnswers,
    mirrorAnswers,
    rendering ? () => rendering : mirrorAnswers,
  );
  let oldest: number | null = null;
  for (const answer of answers) {
    if (answer.page === page && (oldest === null || answer.asOf < oldest)) oldest = answer.asOf;
  }
  return oldest;
}

export function AsOfNotice() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const asOf = useOldestAsOf(page);
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  // When the line first showed: whether the as-of is today's is told as of then.
  const [shown] = useState(Date.now);
  if (asOf === null) return null;
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
