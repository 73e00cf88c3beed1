// Reads every page of a paged API list matching a filter (100 a request, up to a limit) for
// exports, summaries and reports, through the query cache so they share pages, with progress and
// cancel. Each page is a bulk read. An error (a 429 included) keeps what was read before it.
// `collectList` is the plain async read; `useCollectList` runs it as a mutation of the page.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { storedAtOf, type ApiGetOptions } from '../api/client';
import { collectPages, type CollectProgress, type PageResult } from './collect-pages';

/** 5,000 records = 50 requests of 100: 1 % of the account's daily quota at most. */
export const EXPORT_LIMIT = 5000;
const EXPORT_PAGE_SIZE = 100;

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

/** How a read ended. */
export type CollectEnd<T> = Exclude<CollectState<T>, { status: 'idle' | 'running' }>;

export interface CollectOptions {
  /** At most this many records (a multiple of 100); default EXPORT_LIMIT. */
  limit?: number;
  /** Pages asked for at once (default 1); see collectPages. */
  concurrency?: number;
}

type Page<T> = PageResult<T> & {
  total?: number | null;
  /** When the server stored the page (its x-gateway-stored-at), kept with the page in the cache. */
  storedAt?: number;
};

/** A paged list as the bulk read needs it: its query options (key, stale time) and its fetch. */
export interface PagedList<P, T> {
  query: (params: P) => { queryKey: QueryKey; staleTime?: unknown };
  fetch: (params: P, signal: AbortSignal, options: ApiGetOptions) => Promise<Page<T>>;
}

/** Every page of `params`' list, read through the query cache (no React: testable on its own). */
export async function collectList<P, T>(
  queryClient: QueryClient,
  list: PagedList<P, T>,
  params: P,
  options: CollectOptions & {
    /** Ask the API again, past the query cache and the server's copy (a Refresh). */
    fresh?: boolean;
    signal: AbortSignal;
    onProgress?: (progress: CollectProgress, total: number | null) => void;
  },
): Promise<CollectEnd<T>> {
  const { limit = EXPORT_LIMIT, concurrency, fresh = false, signal } = options;
  const paramsOf = (page: number) => ({ ...params, page, per_page: EXPORT_PAGE_SIZE });
  let progress: CollectProgress = { requests: 0, rows: 0 };
  // The API's count, if its first page carries one: sizes the progress bar, nothing else.
  let total: number | null = null;
  let fetched = 0;
  let storedAt = Date.now();
  try {
    const result = await collectPages<T>({
      perPage: EXPORT_PAGE_SIZE,
      limit,
      concurrency,
      signal,
      onProgress: (p) => {
        progress = p;
        options.onProgress?.(p, total);
      },
      fetchPage: async (page, pageSignal) => {
        const { queryKey, staleTime } = list.query(paramsOf(page));
        // fetchQuery takes no signal: Cancel stops the request through the cache instead.
        const stop = () => void queryClient.cancelQueries({ queryKey });
        pageSignal.addEventListener('abort', stop, { once: true });
        try {
          const data = await queryClient.fetchQuery({
            queryKey,
            staleTime: (fresh ? 0 : staleTime) as number | undefined,
            queryFn: async ({ signal: own }): Promise<Page<T>> => {
              fetched += 1;
              // Marked as a bulk read: the server keeps its pages longer and holds them back
              // when the day's quota runs low (its refusal is shown in place).
              let at = Date.now();
              const answer = await list.fetch(paramsOf(page), own, {
                bulk: true,
                fresh,
                onAnswer: (headers) => (at = storedAtOf(headers)),
              });
              return { ...answer, storedAt: at };
            },
          });
          if (page === 1) total = data.total ?? null;
          // A page cached by the list itself (not read in bulk) is as old as its cache entry.
          const at =
            data.storedAt ?? queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? Date.now();
          storedAt = Math.min(storedAt, at);
          return data;
        } finally {
          pageSignal.removeEventListener('abort', stop);
        }
      },
    });
    const read = { requests: result.requests, fetched, storedAt };
    switch (result.kind) {
      case 'done':
        return {
          status: 'done',
          items: result.items,
          problemCount: result.problems.length,
          ...read,
        };
      case 'failed':
        return {
          status: 'error',
          error: result.error,
          progress,
          items: result.items,
          problemCount: result.problems.length,
          ...read,
        };
      case 'over-limit':
        return { status: 'over-limit', requests: result.requests };
      default:
        return { status: 'cancelled', progress };
    }
  } catch (error) {
    // collectPages returns its errors; this is a programming error in a callback.
    return {
      status: 'error',
      error,
      progress,
      items: [],
      problemCount: 0,
      requests: 0,
      fetched,
      storedAt: Date.now(),
    };
  }
}

const NOT_STARTED: CollectProgress = { requests: 0, rows: 0 };

/** Runs collectList when asked (`start`), with its progress on screen and Cancel. */
export function useCollectList<P, T>(
  list: PagedList<P, T>,
  params: P,
  { limit = EXPORT_LIMIT, concurrency }: CollectOptions = {},
) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState({ progress: NOT_STARTED, total: null as number | null });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a run: nobody is there to receive the file.
  useEffect(() => () => controller.current?.abort(), []);
  const read = useMutation({
    mutationFn: ({ fresh, signal }: { fresh: boolean; signal: AbortSignal }) =>
      collectList(queryClient, list, params, {
        limit,
        concurrency,
        fresh,
        signal,
        onProgress: (progress, total) => {
          if (!signal.aborted) setRunning({ progress, total });
        },
      }),
  });
  // The mutation shows its latest run: one started again replaces (and cancels) the one before.
  const state: CollectState<T> = read.isPending
    ? { status: 'running', ...running }
    : (read.data ?? { status: 'idle' });

  /** `fresh`: ask the API again, past the query cache and the server's copy (a Refresh). */
  async function start({ fresh = false }: { fresh?: boolean } = {}) {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setRunning({ progress: NOT_STARTED, total: null });
    const end = await read.mutateAsync({ fresh, signal: own.signal });
    return end.status === 'done' && controller.current === own ? end : null;
  }

  function cancel() {
    controller.current?.abort();
  }

  return { state, start, cancel, limit };
}
