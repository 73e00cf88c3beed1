// The rows the insertion list shows: a window of the list its page's handle keeps in its worker
// (src/api/insertion-handle.ts), searched and sorted there. The page holds the rows in view (and a
// few screens around them), never the list: each scroll or view change costs one small message.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InsertionHandle } from '../../api/insertion-handle';
import type { InsertionViewRequest } from '../../api/insertion-types';
import { isWhole, type Insertion, type InsertionList } from '../../api/insertions';
import type { RowWindow } from '../../components/data-table-types';
import { searchWords } from '../../lib/insertion-view';

/** Rows asked for at a time, aligned to this, with this many more either side of the view. */
export const WINDOW_BLOCK = 100;

interface Held {
  /** The view these rows are of (list, count and request). */
  key: string;
  /** The order it was asked in. */
  seq: number;
  from: number;
  rows: readonly Insertion[];
  size: number;
}

/** The rows to ask for so that first to end (exclusive) and a block either side are held. */
export function blockAround(first: number, end: number): [from: number, to: number] {
  const from = Math.max(0, Math.floor((first - WINDOW_BLOCK) / WINDOW_BLOCK) * WINDOW_BLOCK);
  return [from, Math.ceil((end + WINDOW_BLOCK) / WINDOW_BLOCK) * WINDOW_BLOCK];
}

/** Whether `held` has every row first to end (exclusive) of a view of `size` rows. */
export const covers = (held: Pick<Held, 'from' | 'rows' | 'size'>, first: number, end: number) =>
  held.from <= first && held.from + held.rows.length >= Math.min(end, held.size);

/**
 * The rows viewed so far: every row read without a search or sort (the view grows as the list
 * arrives); with one, the first screen read until the whole list is, then all of them.
 */
export function viewedCount(list: InsertionList, active: boolean, firstRows: number): number {
  if (!active || isWhole(list)) return list.kept;
  return Math.min(list.kept, firstRows);
}

/**
 * `rows` from `start` of `count` (the view's size) for the table's `windowed`; while the worker
 * works on a new view, the rows shown before with `pending` true; `error` when it failed (`retry`
 * asks again).
 */
export function useInsertionWindow(
  handle: InsertionHandle,
  list: InsertionList | undefined,
  request: InsertionViewRequest,
) {
  const active = request.sort !== null || searchWords(request.query).length > 0;
  const firstRows = list?.items.length ?? 0;
  const count = list ? viewedCount(list, active, firstRows) : 0;
  // The request is rebuilt at each render: compare its text.
  const requestText = JSON.stringify(request);
  const key = `${list?.list}/${count}/${requestText}`;
  const [range, setRange] = useState<[number, number]>([0, WINDOW_BLOCK]);
  const [held, setHeld] = useState<Held | null>(null);
  const [error, setError] = useState<{ key: string; error: Error } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef<{ key: string; from: number; to: number; seq: number } | null>(null);
  // One request at a time: a view asked for while another is worked out waits for its answer, and
  // then only the latest is asked for (the searches typed in between are never worked out).
  const busy = useRef(false);
  const [settled, setSettled] = useState(0);

  // The API's order: the first rows came with the list itself.
  const own: Held | null =
    list && !active && list.items.length >= Math.min(range[1], count)
      ? { key, seq: 0, from: 0, rows: list.items, size: count }
      : null;
  const current = own ?? (held?.key === key ? held : null);
  const [first, end] = range;

  useEffect(() => {
    if (list?.list === undefined || count === 0) return;
    if (current && covers(current, first, end)) return;
    const last = asked.current;
    if (last && last.key === key && last.from <= first && last.to >= Math.min(end, count)) return;
    if (busy.current) return;
    busy.current = true;
    const [from, to] = blockAround(first, end);
    const seq = (last?.seq ?? 0) + 1;
    asked.current = { key, from, to, seq };
    const viewed = JSON.parse(requestText) as InsertionViewRequest;
    // Answers are kept in the order asked (a late one never replaces a newer one); only those of
    // the view shown are used.
    handle.window(list.list, { request: viewed, count, from, to }).then(
      (window) => {
        busy.current = false;
        setHeld((prev) => (prev && prev.seq > seq ? prev : { key, seq, ...window }));
        setSettled((n) => n + 1);
      },
      (failure: Error) => {
        // Not asked again until Retry (`asked` still names it).
        busy.current = false;
        setError({ key, error: failure });
        setSettled((n) => n + 1);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` and the request follow key and range
  }, [handle, list?.list, key, count, first, end, attempt, settled]);

  const onRange = useCallback((from: number, to: number) => {
    setRange((r) => (r[0] === from && r[1] === to ? r : [from, to]));
  }, []);

  // Until the first answer of a view: the rows shown before it (dimmed by the page).
  const [last, setLast] = useState<Held | null>(current);
  if (current && current !== last && (current.rows !== last?.rows || current.key !== last.key)) {
    setLast(current); // React's pattern for state following props
  }
  const shown = current ?? last;
  const failed = error?.key === key ? error.error : null;
  const windowed: RowWindow = {
    start: shown?.from ?? 0,
    count: shown?.size ?? count,
    onRange,
  };
  return {
    rows: shown?.rows ?? [],
    windowed,
    /** Rows in the view (the matches of a search). */
    size: shown?.size ?? count,
    pending: active && current === null && !failed,
    error: failed,
    retry: () => {
      asked.current = null;
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
