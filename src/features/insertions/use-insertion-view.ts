// The rows the insertion list shows for its search and sort. A long list is searched and sorted in
// the worker that read it (an index array comes back, so the main thread never spends a long task
// on 75,000 rows); a short one, or one whose worker is gone, here, with the same functions.
import { useEffect, useMemo, useState } from 'react';
import type { InsertionViewer } from '../../api/insertion-chunks';
import { KEEP_WORKER_FROM } from '../../api/insertion-stream';
import type { InsertionViewRequest } from '../../api/insertion-types';
import type { Insertion } from '../../api/insertions';
import { insertionView, searchWords } from '../../lib/insertion-view';

const pick = (rows: readonly Insertion[], order: Int32Array | null) =>
  order ? Array.from(order, (index) => rows[index]!) : rows;

interface Answer {
  rows: readonly Insertion[];
  key: string;
  shown: readonly Insertion[];
}

/**
 * `shown`: the rows in the request's order (the list itself without a search or sort); while the
 * worker works, the rows shown before, with `pending` true.
 */
export function useInsertionView(
  rows: readonly Insertion[],
  viewer: InsertionViewer | undefined,
  request: InsertionViewRequest,
): { shown: readonly Insertion[]; pending: boolean } {
  const active = request.sort !== null || searchWords(request.query).length > 0;
  const inWorker = active && viewer !== undefined && rows.length >= KEEP_WORKER_FROM;
  const key = JSON.stringify(request); // the request is rebuilt at each render: compare its text
  const here = useMemo(
    () => (!active ? rows : inWorker ? null : pick(rows, insertionView(rows, JSON.parse(key)))),
    [rows, key, active, inWorker],
  );
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!inWorker || !viewer) return;
    let live = true;
    const request = JSON.parse(key) as InsertionViewRequest;
    viewer
      .view(request)
      // The worker is gone (another list took its place): the same search and sort here.
      .catch(() => insertionView(rows, request))
      .then((order) => live && setAnswer({ rows, key, shown: pick(rows, order) }));
    return () => {
      live = false;
    };
  }, [inWorker, viewer, rows, key]);

  const current =
    here ?? (answer && answer.rows === rows && answer.key === key ? answer.shown : null);
  const [last, setLast] = useState(current ?? rows);
  if (current && current !== last) setLast(current); // React's pattern for state following props
  return { shown: current ?? last, pending: current === null };
}
