// Reads every invoice matching a filter (100 a request, up to a limit) for the export, the summary,
// the unpaid and past-due lists, receivables and statements, through the query cache so they share
// pages, with progress and cancel. An error (a 429 included) keeps what was read before it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  fetchInvoices,
  invoiceKeys,
  invoiceListQuery,
  type Invoice,
  type InvoiceListParams,
} from '../api/invoices';
import { collectPages, type CollectProgress } from './collect-pages';

/** 5,000 invoices = 50 requests of 100: 1 % of the account's daily quota at most. */
export const EXPORT_LIMIT = 5000;
export const EXPORT_PAGE_SIZE = 100;

export type CollectState =
  | { status: 'idle' }
  | {
      status: 'running';
      progress: CollectProgress;
      /** Every match, when the API's first answer carried a sane top-level count. */
      total?: number | null;
    }
  | {
      status: 'done';
      items: Invoice[];
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
      /** The invoices read before the error. */
      items: Invoice[];
      problemCount: number;
      requests: number;
      fetched?: number;
      storedAt: number;
    };

export interface CollectOptions {
  /** At most this many invoices (a multiple of 100); default EXPORT_LIMIT. */
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

export function useCollectInvoices(
  params: Omit<InvoiceListParams, 'page' | 'per_page'>,
  { limit = EXPORT_LIMIT, concurrency }: CollectOptions = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CollectState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a run: nobody is there to receive the file.
  useEffect(() => () => controller.current?.abort(), []);

  /** `fresh`: ask the API again, past the query cache and the server's copy (a Refresh). */
  async function start({ fresh = false }: { fresh?: boolean } = {}): Promise<Extract<
    CollectState,
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
    const pageParams = (page: number) => ({ ...params, page, per_page: EXPORT_PAGE_SIZE });
    const answered = new Map<number, number>();
    let storedAt = Date.now();
    try {
      const result = await collectPages<Invoice>({
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
          const options = {
            ...invoiceListQuery(pageParams(page)),
            queryFn: ({ signal: own }: { signal: AbortSignal }) => {
              fetched += 1;
              return fetchInvoices(pageParams(page), own, {
                bulk: true,
                fresh,
                onAnswer: (headers) => answered.set(page, storedAtOf(headers)),
              });
            },
            ...(fresh ? { staleTime: 0 } : {}),
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

/** The key of a filter and sort, to forget a result when they change. */
export function collectKey(params: Omit<InvoiceListParams, 'page' | 'per_page'>): string {
  return JSON.stringify(invoiceKeys.list({ ...params, page: 1, per_page: EXPORT_PAGE_SIZE }));
}
