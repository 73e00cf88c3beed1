// Reads every invoice matching a filter (100 a request, up to EXPORT_LIMIT) for the export and the
// summary, through the query cache so the two share pages, with progress and cancel.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  fetchInvoices,
  invoiceKeys,
  invoiceListQuery,
  type Invoice,
  type InvoiceListParams,
} from '../../api/invoices';
import { collectPages, type CollectProgress } from '../../lib/collect-pages';

/** 5,000 invoices = 50 requests of 100: 1 % of the account's daily quota at most. */
export const EXPORT_LIMIT = 5000;
export const EXPORT_PAGE_SIZE = 100;

export type CollectState =
  | { status: 'idle' }
  | { status: 'running'; progress: CollectProgress }
  | { status: 'done'; items: Invoice[]; problemCount: number; requests: number }
  | { status: 'over-limit'; requests: number }
  | { status: 'cancelled'; progress: CollectProgress }
  | { status: 'error'; error: unknown; progress: CollectProgress };

export function useCollectInvoices(params: Omit<InvoiceListParams, 'page' | 'per_page'>) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CollectState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a run: nobody is there to receive the file.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(): Promise<Extract<CollectState, { status: 'done' }> | null> {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let progress: CollectProgress = { requests: 0, rows: 0 };
    setState({ status: 'running', progress });
    const pageParams = (page: number) => ({ ...params, page, per_page: EXPORT_PAGE_SIZE });
    try {
      const result = await collectPages<Invoice>({
        perPage: EXPORT_PAGE_SIZE,
        limit: EXPORT_LIMIT,
        signal: own.signal,
        onProgress: (p) => {
          progress = p;
          if (!own.signal.aborted) setState({ status: 'running', progress: p });
        },
        fetchPage: (page, signal) => {
          // Marked as a bulk read: the server keeps its pages longer and holds them back when
          // the day's quota runs low (its refusal is shown in place).
          const options = {
            ...invoiceListQuery(pageParams(page)),
            queryFn: ({ signal: own }: { signal: AbortSignal }) =>
              fetchInvoices(pageParams(page), own, { bulk: true }),
          };
          // fetchQuery takes no signal: Cancel stops the request through the cache instead.
          const stop = () => void queryClient.cancelQueries({ queryKey: options.queryKey });
          signal.addEventListener('abort', stop, { once: true });
          return queryClient
            .fetchQuery(options)
            .finally(() => signal.removeEventListener('abort', stop));
        },
      });
      if (controller.current !== own) return null;
      if (result.kind === 'done') {
        const done = {
          status: 'done' as const,
          items: result.items,
          problemCount: result.problems.length,
          requests: result.requests,
        };
        setState(done);
        return done;
      }
      setState(
        result.kind === 'over-limit'
          ? { status: 'over-limit', requests: result.requests }
          : { status: 'cancelled', progress },
      );
    } catch (error) {
      if (controller.current !== own) return null;
      setState(
        own.signal.aborted
          ? { status: 'cancelled', progress }
          : { status: 'error', error, progress },
      );
    }
    return null;
  }

  function cancel() {
    controller.current?.abort();
  }

  return { state, start, cancel };
}

/** The key of a filter and sort, to forget a result when they change. */
export function collectKey(params: Omit<InvoiceListParams, 'page' | 'per_page'>): string {
  return JSON.stringify(invoiceKeys.list({ ...params, page: 1, per_page: EXPORT_PAGE_SIZE }));
}
