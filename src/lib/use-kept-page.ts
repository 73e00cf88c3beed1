// A paged list's page to show: the asked-for page once it loads, the previous one dimmed while it
// loads (keepPreviousData), and the last page that loaded kept on screen when the next one fails.
import { useState } from 'react';

/** The parts of a TanStack Query result this needs. */
export interface PageQuery<T> {
  data: T | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
}

export interface KeptPage<T> {
  /** The rows to show: the query's data, or the last good page when the asked-for one failed. */
  shown: T | undefined;
  /** The asked-for page once it has loaded (not a placeholder), else undefined. */
  current: T | undefined;
  /** The last page that loaded (kept across failures). */
  lastGood: T | undefined;
  /** The asked-for page failed and the last good page is shown instead (dimmed). */
  failedWithPrevious: boolean;
}

/** The last good page after this query state (pure, so it is tested without rendering). */
export function nextLastGood<T>(lastGood: T | undefined, query: PageQuery<T>): T | undefined {
  return query.data && !query.isPlaceholderData ? query.data : lastGood;
}

export function keptPage<T>(query: PageQuery<T>, lastGood: T | undefined): KeptPage<T> {
  const failedWithPrevious = query.isError && !query.data && lastGood !== undefined;
  return {
    shown: query.data ?? (failedWithPrevious ? lastGood : undefined),
    current: query.isPlaceholderData ? undefined : query.data,
    lastGood,
    failedWithPrevious,
  };
}

export function useKeptPage<T>(query: PageQuery<T>): KeptPage<T> {
  const [lastGood, setLastGood] = useState<T | undefined>(undefined);
  const next = nextLastGood(lastGood, query);
  // Adjusting state while rendering (React's documented pattern): no extra effect pass.
  if (next !== lastGood) setLastGood(next);
  return keptPage(query, next);
}
