// Reads every page of a paged API list (which gives no total count) up to a row limit, with
// progress and cancel: for exports and summaries, which must not eat the daily request quota.

export interface PageResult<T> {
  items: T[];
  /** Records of the page that could not be read; they still count towards the page's size. */
  problems: readonly unknown[];
}

export interface CollectProgress {
  /** Requests made so far. */
  requests: number;
  /** Rows read so far. */
  rows: number;
}

export interface CollectOptions<T> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageResult<T>>;
  perPage: number;
  /** At most this many rows (a multiple of perPage); a list with more is refused. */
  limit: number;
  signal: AbortSignal;
  onProgress?: (progress: CollectProgress) => void;
  /**
   * Pages asked for at once after page 1 and the probe (default 1: one after the other). Reading
   * ahead may ask for up to concurrency - 1 pages past the end, each an empty answer.
   */
  concurrency?: number;
}

export type CollectResult<T> =
  | { kind: 'done'; items: T[]; problems: unknown[]; requests: number }
  | { kind: 'over-limit'; requests: number }
  | { kind: 'cancelled'; requests: number }
  /** Stopped by an error (a 429 included): what was read before it is kept. */
  | { kind: 'failed'; error: unknown; items: T[]; problems: unknown[]; requests: number };

/**
 * Page 1 first: most lists end there. A full page 1 is followed by one probe of the page just past
 * the limit, so a list that is too long costs two requests instead of limit / perPage. An error
 * (a 429 included) ends the read with the rows read so far; nothing is retried here.
 */
export async function collectPages<T>(options: CollectOptions<T>): Promise<CollectResult<T>> {
  const { fetchPage, perPage, limit, signal, onProgress } = options;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  const lastPage = Math.ceil(limit / perPage);
  const items: T[] = [];
  const problems: unknown[] = [];
  let requests = 0;

  type Settled = { ok: true; result: PageResult<T> } | { ok: false; error: unknown };
  // A request counts once it is asked: one still in flight when the read ends has been spent.
  const read = (page: number): Promise<Settled> => {
    requests += 1;
    return fetchPage(page, signal).then(
      (result) => ({ ok: true, result }),
      (error: unknown) => ({ ok: false, error }),
    );
  };
  const sizeOf = (result: PageResult<T>) => result.items.length + result.problems.length;

  // Pages are asked for in order, at most `concurrency` at a time, and used in order.
  const queue: Promise<Settled>[] = [];
  let next = 1;
  const fill = (upTo: number) => {
    while (queue.length < upTo && next <= lastPage) queue.push(read(next++));
  };

  fill(1);
  while (queue.length > 0) {
    if (signal.aborted) return { kind: 'cancelled', requests };
    const page = next - queue.length;
    const settled = await queue.shift()!;
    if (signal.aborted) return { kind: 'cancelled', requests };
    if (!settled.ok) return { kind: 'failed', error: settled.error, items, problems, requests };
    items.push(...settled.result.items);
    problems.push(...settled.result.problems);
    onProgress?.({ requests, rows: items.length + problems.length });
    if (sizeOf(settled.result) < perPage) break;
    if (page === 1 && lastPage > 1) {
      const probe = await read(lastPage + 1);
      if (signal.aborted) return { kind: 'cancelled', requests };
      if (!probe.ok) return { kind: 'failed', error: probe.error, items, problems, requests };
      if (sizeOf(probe.result) > 0) return { kind: 'over-limit', requests };
    }
    fill(concurrency);
  }
  return { kind: 'done', items, problems, requests };
}
