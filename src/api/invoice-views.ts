// The server's invoice views of its copy of the account (server/mirror/views/invoices.ts, figures.ts):
// the invoice list under the viewer's own status and past-due filters (in the list's page shape),
// an advertiser's balance, and the receivables' aging. Each is one request, never every page.
import { queryOptions } from '@tanstack/react-query';
import type { AdvertiserAging, AgingFigures } from '../lib/aging';
import { LIST_STALE_MS } from './query-client';
import {
  INVOICE_LIST_DEFAULTS,
  invoiceSchema,
  normaliseInvoiceListParams,
  type Invoice,
  type InvoiceListParams,
  type InvoicePage,
} from './invoices';
import { listPageOf } from './list-page';
import { parseList } from './parse';
import { fetchView } from './view-fetch';

/** What an invoice view says of the copy it rests on. */
export interface InvoicesHeld {
  rows: number;
  /** When the server last read the invoice list (ISO), or null. */
  asOf: string | null;
  complete: boolean;
}

export interface InvoiceViewParams extends InvoiceListParams {
  status?: 'unpaid' | 'paid';
  past_due?: boolean;
  /** The viewer's today (YYYY-MM-DD): past due is due before it. */
  today: string;
}

/** The view's query: the list's parameters normalised, the viewer's own beside them. */
function viewRequest({ status, past_due, today, ...list }: InvoiceViewParams) {
  return {
    ...normaliseInvoiceListParams(list),
    ...(status ? { status } : {}),
    ...(past_due ? { past_due: 1 } : {}),
    today,
  };
}

export const invoiceViewKeys = {
  all: ['views', 'invoices'] as const,
  list: (params: InvoiceViewParams) => [...invoiceViewKeys.all, viewRequest(params)] as const,
  balance: (advertiserId: number, today: string) =>
    [...invoiceViewKeys.all, 'balance', advertiserId, today] as const,
  aging: (params: AgingRequest) => [...invoiceViewKeys.all, 'aging', params] as const,
};

/** A page of the invoice list under the viewer's own filters, as the API's list page reads. */
export function invoiceViewQuery(params: InvoiceViewParams) {
  const request = viewRequest(params);
  return queryOptions({
    queryKey: invoiceViewKeys.list(params),
    queryFn: async ({ signal }): Promise<InvoicePage> => {
      const data = await fetchView<unknown>('/invoices', request, signal);
      const list = { key: 'invoices', schema: invoiceSchema, endpoint: 'server /api/views/invoices' };
      return listPageOf(data, list, request, INVOICE_LIST_DEFAULTS);
    },
    staleTime: LIST_STALE_MS,
  });
}

export interface AdvertiserBalance {
  advertiserId: number;
  today: string;
  /** All their invoices, paid or not. */
  invoices: number;
  byCurrency: AgingFigures[];
  /** Their unpaid invoices, due date first (the statement's lines). */
  unpaid: Invoice[];
  /** Unpaid records that could not be read (left out of the lines, not of the figures). */
  problemCount: number;
  held: InvoicesHeld;
}

/** What an advertiser owes `today`, per currency and how late, and the invoices behind it. */
export function advertiserBalanceQuery(advertiserId: number, today: string) {
  return queryOptions({
    queryKey: invoiceViewKeys.balance(advertiserId, today),
    queryFn: async ({ signal }): Promise<AdvertiserBalance> => {
      const data = await fetchView<Omit<AdvertiserBalance, 'unpaid' | 'problemCount'> & {
        unpaid: unknown[];
      }>('/advertiser-balance', { advertiser_id: advertiserId, today }, signal);
      const parsed = parseList(invoiceSchema, data.unpaid, 'server /api/views/advertiser-balance');
      return { ...data, unpaid: parsed.items, problemCount: parsed.problems.length };
    },
    staleTime: LIST_STALE_MS,
  });
}

export interface AgingRequest {
  date_due_after: string;
  date_due_before: string;
  today: string;
}

export interface AgingView {
  /** Invoices due in the window, paid or not. */
  count: number;
  byCurrency: AgingFigures[];
  byAdvertiser: AdvertiserAging[];
  invoices: InvoicesHeld;
}

/** The receivables of a due window: unpaid invoices by days past due, per currency and advertiser. */
export function agingViewQuery(params: AgingRequest) {
  return queryOptions({
    queryKey: invoiceViewKeys.aging(params),
    queryFn: ({ signal }) => fetchView<AgingView>('/receivables/aging', { ...params }, signal),
    staleTime: LIST_STALE_MS,
  });
}
