// The rows the insertion list shows for its search and sort, searched and sorted by the page's
// handle on the list's service (src/api/insertion-handle.ts, a worker), which holds the list it
// read: the main thread never sorts 75,000 rows itself.
import { useEffect, useState } from 'react';
import type { InsertionHandle } from '../../api/insertion-handle';
import type { InsertionViewRequest } from '../../api/insertion-types';
import type { Insertion } from '../../api/insertions';
import { searchWords } from '../../lib/insertion-view';

const pick = (rows: readonly Insertion[], order: Int32Array | null) =>
  order ? Array.from(order, (index) => rows[index]!) : rows;

interface Answer {
  rows: readonly Insertion[];
  key: string;
  shown: readonly Insertion[] | null;
  error: Error | null;
}

/**
 * `shown`: the rows in the request's order (the list itself without a search or sort); while the
 * service works, the rows shown before, with `pending` true. `error` when it failed (`retry`
 * starts another worker).
 */
export function useInsertionView(
  rows: readonly Insertion[],
  request: InsertionViewRequest,
  handle: InsertionHandle,
) {
  const active = request.sort !== null || searchWords(request.query).length > 0;
  const key = JSON.stringify(request); // the request is rebuilt at each render: compare its text
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    handle.view(rows, JSON.parse(key) as InsertionViewRequest).then(
      (order) => live && setAnswer({ rows, key, shown: pick(rows, order), error: null }),
      (error: Error) => live && setAnswer({ rows, key, shown: null, error }),
    );
    return () => {
      live = false;
    };
  }, [active, rows, key, handle, attempt]);

  const answered = answer && answer.rows === rows && answer.key === key ? answer : null;
  const current = !active ? rows : (answered?.shown ?? null);
  const [last, setLast] = useState(current ?? rows);
  if (current && current !== last) setLast(current); // React's pattern for state following props
  return {
    shown: current ?? last,
    pending: current === null && !answered?.error,
    error: answered?.error ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}
