// The server's invoice views of its copy of the account (server/mirror/views/invoices.ts,
// figures.ts): the invoice list under the viewer's own status and past-due filters (in the list's
// page shape), an advertiser's balance, and the receivables' aging. Each is one request, never
// every page of the API's list.
import type { AgingFigures } from '../lib/aging';
import {
  INVOICE_LIST_DEFAULTS,
  INVOICE_MAX_PER_PAGE,
  INVOICE_SORT_COLUMNS,
  INVOICE_VIEWER_STATUSES,
  fetchInvoices,
  invoiceListQuery,
  invoiceSchema,
  normaliseInvoiceListParams,
  SORT_ORDERS,
  type Invoice,
  type InvoiceListParams,
  type InvoicePage,
} from './invoices';
import { agingContract } from '../lib/mirror-views';
import { listPageOf } from './list-page';
import { parseList } from './parse';
import { date, defineView, id, int, money, oneOf, type RequestOf } from './view-contract';
import { fetchView, viewQuery } from './view-query';
import type { ApiGetOptions } from './client';

/** What an invoice view says of the copy it rests on. */
export interface InvoicesHeld {
  held: number;
  /** When the server last read the invoice list (ISO), or null. */
  asOf: string | null;
  complete: boolean;
}

/** The invoice list view's answer as sent: the API's list page with its `count`. */
export interface InvoiceListWire {
  invoices: unknown[];
  count: number;
}

// The server's copy changes with its passes, not with each look.
const STALE_MS = 30_000;

/**
 * The invoice list under the viewer's own `status` and `past_due` (the API has neither), with the
 * API's other filters, sorts and paging, answered by the server in the API's own page shape.
 */
export const invoiceListContract = defineView<InvoicePage>()({
  path: '/invoices',
  params: {
    advertiser_id: id(),
    contract_id: id(),
    amount_from: money(),
    amount_to: money(),
    date_created_after: date(),
    date_created_before: date(),
    date_due_after: date(),
    date_due_before: date(),
    page: int(1),
    per_page: int(1, INVOICE_MAX_PER_PAGE),
    sort_by: oneOf(INVOICE_SORT_COLUMNS),
    sort_order: oneOf(SORT_ORDERS),
    status: oneOf(INVOICE_VIEWER_STATUSES),
    past_due: oneOf(['1', '0']),
    /** The viewer's today: past due is due before it (the server's today without it). */
    today: date(),
  },
  parse: (body, request) =>
    listPageOf(
      body,
      { key: 'invoices', schema: invoiceSchema, endpoint: 'server /api/views/invoices' },
      normaliseInvoiceListParams(request),
      INVOICE_LIST_DEFAULTS,
    ),
  staleMs: STALE_MS,
});

/** The invoice list's parameters with the viewer's own filters and today. */
export type InvoicePageParams = InvoiceListParams & {
  status?: 'unpaid' | 'paid';
  past_due?: boolean;
  today: string;
};

/** The view's request, or null when the API's list answers (no viewer filter). */
function viewRequest({ status, past_due: pastDue, today, ...rest }: InvoicePageParams) {
  if (status === undefined && !pastDue) return null;
  const past_due = pastDue ? ('1' as const) : undefined;
  return { ...normaliseInvoiceListParams(rest), status, past_due, today };
}

/** The list a page shows: under the viewer's own filters the server's view, else the API's. */
export function invoicePageQuery(params: InvoicePageParams) {
  const request = viewRequest(params);
  if (request === null) return invoiceListQuery(params);
  return viewQuery(invoiceListContract, request) as unknown as ReturnType<typeof invoiceListQuery>;
}

/** Every page of a list, for an export (useCollectList): the view's or the API's. */
export const invoicePages = {
  query: invoicePageQuery,
  fetch: (params: InvoicePageParams, signal: AbortSignal, options: ApiGetOptions) => {
    const request = viewRequest(params);
    return request === null
      ? fetchInvoices(params, signal, options)
      : fetchView(invoiceListContract, request, signal);
  },
};

/** What one advertiser owes, as sent: their unpaid invoices as the API's list sends them. */
export interface AdvertiserBalanceWire {
  advertiserId: number;
  today: string;
  /** All their invoices, paid or not. */
  invoices: number;
  /** Unpaid, by how late, per currency (none when nothing is owed). */
  byCurrency: AgingFigures[];
  /** Their unpaid invoices, due date first (the statement's lines). */
  unpaid: unknown[];
}

export interface AdvertiserBalance extends Omit<AdvertiserBalanceWire, 'unpaid'> {
  unpaid: Invoice[];
  /** Unpaid records that could not be read (left out of the lines, not of the figures). */
  problemCount: number;
  held: InvoicesHeld;
}

/** What an advertiser owes `today`, per currency and how late, and the invoices behind it. */
export const advertiserBalanceContract = defineView<AdvertiserBalance>()({
  path: '/advertiser-balance',
  params: { advertiser_id: id({ required: true }), today: date() },
  answerKeys: ['byCurrency', 'unpaid'],
  parse: (body) => {
    const wire = body as AdvertiserBalanceWire & { held: InvoicesHeld };
    const parsed = parseList(invoiceSchema, wire.unpaid, 'server /api/views/advertiser-balance');
    return { ...wire, unpaid: parsed.items, problemCount: parsed.problems.length };
  },
  staleMs: STALE_MS,
});

export const advertiserBalanceQuery = (advertiserId: number, today: string) =>
  viewQuery(advertiserBalanceContract, { advertiser_id: advertiserId, today });

/** The receivables of a due window (the contract: src/lib/mirror-views.ts, shared with the server). */
export const agingViewQuery = (request: RequestOf<(typeof agingContract)['params']>) =>
  viewQuery(agingContract, request);
