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
  const lastPage = Math.ceil(limit / perPage);
  const items: T[] = [];
  const problems: unknown[] = [];
  let requests = 0;

  const read = async (page: number) => {
    try {
      return await fetchPage(page, signal);
    } finally {
      requests += 1;
    }
  };
  const sizeOf = (result: PageResult<T>) => result.items.length + result.problems.length;

  for (let page = 1; page <= lastPage; page += 1) {
    if (signal.aborted) return { kind: 'cancelled', requests };
    let result: PageResult<T>;
    try {
      if (page === 2) {
        const probe = await read(lastPage + 1);
        if (signal.aborted) return { kind: 'cancelled', requests };
        if (sizeOf(probe) > 0) return { kind: 'over-limit', requests };
      }
      result = await read(page);
    } catch (error) {
      if (signal.aborted) return { kind: 'cancelled', requests };
      return { kind: 'failed', error, items, problems, requests };
    }
    if (signal.aborted) return { kind: 'cancelled', requests };
    items.push(...result.items);
    problems.push(...result.problems);
    onProgress?.({ requests, rows: items.length + problems.length });
    if (sizeOf(result) < perPage) break;
  }
  return { kind: 'done', items, problems, requests };
}
