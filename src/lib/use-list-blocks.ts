// The rows of a server-paged insertion list (the server's view, src/domain/insertion-list-view.ts)
// for a virtualized table: the blocks of LIST_BLOCK rows in view, the next block prefetched, and
// while a new view (search, sort, filters) or block is read, the rows shown before stay on screen.
import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  insertionListContract,
  LIST_BLOCK,
  normaliseListRequest,
  type InsertionListView,
  type InsertionListViewRequest,
  type ListedInsertion,
} from '../domain/insertion-list-view';
import { viewQuery } from '../api/view-query';

/**
 * A block of the list. The block shown stays on screen while the next view (another search, sort
 * or block) is read: keepPreviousData.
 */
export const listBlockQuery = (request: InsertionListViewRequest) => ({
  ...viewQuery(insertionListContract, normaliseListRequest(request)),
  placeholderData: keepPreviousData,
});

export type ListView = Omit<InsertionListViewRequest, 'offset' | 'limit'>;

/** The blocks (their offsets) holding rows first to end (exclusive). */
function blocksOf(first: number, end: number): number[] {
  const from = Math.floor(Math.max(0, first) / LIST_BLOCK);
  const to = Math.max(from, Math.floor((Math.max(end, first + 1) - 1) / LIST_BLOCK));
  return Array.from({ length: to - from + 1 }, (_, i) => (from + i) * LIST_BLOCK);
}

/** The rows of the answers in one run from the first answer's offset (a gap ends it). */
function joinBlocks(answers: readonly InsertionListView[]): {
  start: number;
  rows: ListedInsertion[];
} {
  const sorted = [...answers].sort((a, b) => a.offset - b.offset);
  const start = sorted[0]?.offset ?? 0;
  const rows: ListedInsertion[] = [];
  for (const answer of sorted) {
    if (answer.offset !== start + rows.length) break;
    rows.push(...answer.rows);
  }
  return { start, rows };
}

export function useListBlocks(view: ListView) {
  const key = JSON.stringify(view);
  const [range, setRange] = useState({ key, first: 0, end: LIST_BLOCK });
  // A new view starts at its top.
  const { first, end } = range.key === key ? range : { first: 0, end: LIST_BLOCK };
  const offsets = blocksOf(first, end);
  const results = useQueries({
    queries: offsets.map((offset, slot) => ({
      ...listBlockQuery({ ...view, offset, limit: LIST_BLOCK }),
      // The first slot keeps the rows shown before (another search or sort, or the block before);
      // a further block in view is blank until it comes.
      placeholderData: slot === 0 ? keepPreviousData : undefined,
    })),
  });
  const answers = results.flatMap((r) => (r.data ? [r.data] : []));
  // The newest answer of this view says the counts; the rows shown before until it comes.
  const own = results.find((r) => r.data && !r.isPlaceholderData)?.data;
  // Scrolled far (to the end), none of the blocks in view may be held yet: the view's counts stay
  // those of its last answer, so the box keeps its height and its scroll position (without them
  // the count fell to 0, the box shrank and the browser put it back at its top).
  const [last, setLast] = useState<{ key: string; view: InsertionListView } | null>(null);
  if (own && (last?.key !== key || last.view !== own)) setLast({ key, view: own });
  const shown = own ?? answers[0] ?? (last?.key === key ? last.view : undefined);
  const pending = results.some((r) => r.isPlaceholderData || r.isPending);
  const error = results.find((r) => r.error)?.error ?? null;

  const queryClient = useQueryClient();
  const next = offsets.at(-1)! + LIST_BLOCK;
  const matched = own?.matched;
  useEffect(() => {
    // The block after those in view, read before it is scrolled to.
    if (matched !== undefined && next < matched) {
      void queryClient.prefetchQuery(
        listBlockQuery({
          ...(JSON.parse(key) as ListView),
          offset: next,
          limit: LIST_BLOCK,
        }),
      );
    }
  }, [queryClient, key, next, matched]);

  const onRange = useCallback(
    (from: number, to: number) =>
      setRange((r) =>
        r.key === key && r.first === from && r.end === to ? r : { key, first: from, end: to },
      ),
    [key],
  );
  const joined = useJoined(answers);
  const windowed = { start: joined.start, count: shown?.matched ?? 0, onRange };
  return {
    rows: joined.rows,
    windowed,
    /** The first answer, its counts and the mirror's state. */
    view: shown,
    pending,
    error,
    retry: () => results.forEach((r) => r.error && void r.refetch()),
    isLoading: !shown && !error,
  };
}

/** joinBlocks, the same rows (the same array) while the answers are the same: the table keeps them. */
function useJoined(answers: readonly InsertionListView[]) {
  const [held, setHeld] = useState(() => ({ answers, joined: joinBlocks(answers) }));
  const same =
    held.answers.length === answers.length && held.answers.every((a, i) => a === answers[i]);
  if (same) return held.joined;
  const next = { answers, joined: joinBlocks(answers) };
  setHeld(next); // React's pattern for state that follows props
  return next.joined;
}
