// Reads every page of a paged API list matching a filter (100 a request, up to a limit) for
// exports, summaries and reports, through the query cache so they share pages, with progress and
// cancel. Each page is a bulk read. An error (a 429 included) keeps what was read before it.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiGetOptions } from '../api/client';
import { collectPages, type CollectProgress, type PageResult } from './collect-pages';

/** 5,000 records = 50 requests of 100: 1 % of the account's daily quota at most. */
export const EXPORT_LIMIT = 5000;
export const EXPORT_PAGE_SIZE = 100;

export type CollectState<T = unknown> =
  | { status: 'idle' }
  | {
      status: 'running';
      progress: CollectProgress;
      /** Every match, when the API's first answer carried a sane top-level count. */
      total?: number | null;
    }
  | {
      status: 'done';
      items: T[];
      problemCount: number;
      requests: number;
      /** Of the requests, those that left the browser (the rest were in this tab's cache). */
      fetched?: number;
      /** When the oldest page was read from the API (the server's stored copy may be older). */
      storedAt: number;
    }
  | { status: 'over-limit'; requests: number }
  | { status: 'cancelled'; progress: CollectProgress }
  | {
      status: 'error';
      error: unknown;
      progress: CollectProgress;
      /** The records read before the error. */
      items: T[];
      problemCount: number;
      requests: number;
      fetched?: number;
      storedAt: number;
    };

export interface CollectOptions {
  /** At most this many records (a multiple of 100); default EXPORT_LIMIT. */
  limit?: number;
  /** Pages asked for at once (default 1); see collectPages. */
  concurrency?: number;
}

/** When the server stored each page read, kept with the page in the query cache. */
const storedAtOfPage = new WeakMap<object, number>();
const storedAtOf = (headers: Headers) => {
  const at = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  return Number.isNaN(at) ? Date.now() : at;
};

/** One page of a list read for a bulk read: its cache options and its bulk fetch. */
export interface BulkPages<T> {
  /** The page's query key and stale time (its `queryOptions`, whose queryFn is not used). */
  queryOptions: (page: number) => { queryKey: QueryKey; staleTime?: unknown };
  fetch: (
    page: number,
    signal: AbortSignal,
    options: ApiGetOptions,
  ) => Promise<PageResult<T> & { total?: number | null }>;
}

export function useCollectList<T>(
  pages: BulkPages<T>,
  { limit = EXPORT_LIMIT, concurrency }: CollectOptions = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CollectState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a run: nobody is there to receive the file.
  useEffect(() => () => controller.current?.abort(), []);

  /** `fresh`: ask the API again, past the query cache and the server's copy (a Refresh). */
  async function start({ fresh = false }: { fresh?: boolean } = {}): Promise<Extract<
    CollectState<T>,
    { status: 'done' }
  > | null> {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let progress: CollectProgress = { requests: 0, rows: 0 };
    // The API's count, if its first page carries one: sizes the progress bar, nothing else.
    let total: number | null = null;
    let fetched = 0;
    setState({ status: 'running', progress });
    const answered = new Map<number, number>();
    let storedAt = Date.now();
    try {
      const result = await collectPages<T>({
        perPage: EXPORT_PAGE_SIZE,
        limit,
        concurrency,
        signal: own.signal,
        onProgress: (p) => {
          progress = p;
          if (!own.signal.aborted) setState({ status: 'running', progress: p, total });
        },
        fetchPage: async (page, signal) => {
          // Marked as a bulk read: the server keeps its pages longer and holds them back when
          // the day's quota runs low (its refusal is shown in place).
          const { queryKey, staleTime } = pages.queryOptions(page);
          const options = {
            queryKey,
            staleTime: (fresh ? 0 : staleTime) as number | undefined,
            queryFn: ({ signal: own }: { signal: AbortSignal }) => {
              fetched += 1;
              return pages.fetch(page, own, {
                bulk: true,
                fresh,
                onAnswer: (headers) => answered.set(page, storedAtOf(headers)),
              });
            },
          };
          // fetchQuery takes no signal: Cancel stops the request through the cache instead.
          const stop = () => void queryClient.cancelQueries({ queryKey: options.queryKey });
          signal.addEventListener('abort', stop, { once: true });
          const data = await queryClient
            .fetchQuery(options)
            .then((result) => {
              if (page === 1) total = result.total ?? null;
              return result;
            })
            .finally(() => signal.removeEventListener('abort', stop));
          const at =
            answered.get(page) ??
            storedAtOfPage.get(data) ??
            queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ??
            Date.now();
          storedAtOfPage.set(data, at);
          storedAt = Math.min(storedAt, at);
          return data;
        },
      });
      if (controller.current !== own) return null;
      if (result.kind === 'done') {
        const done = {
          status: 'done' as const,
          items: result.items,
          problemCount: result.problems.length,
          requests: result.requests,
          fetched,
          storedAt,
        };
        setState(done);
        return done;
      }
      if (result.kind === 'failed') {
        setState({
          status: 'error',
          error: result.error,
          progress,
          items: result.items,
          problemCount: result.problems.length,
          requests: result.requests,
          fetched,
          storedAt,
        });
      } else {
        setState(
          result.kind === 'over-limit'
            ? { status: 'over-limit', requests: result.requests }
            : { status: 'cancelled', progress },
        );
      }
    } catch (error) {
      // collectPages returns its errors; this is a programming error in a callback.
      if (controller.current !== own) return null;
      setState({
        status: 'error',
        error,
        progress,
        items: [],
        problemCount: 0,
        requests: 0,
        fetched,
        storedAt: Date.now(),
      });
    }
    return null;
  }

  function cancel() {
    controller.current?.abort();
  }

  return { state, start, cancel, limit };
}
