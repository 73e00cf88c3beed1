// The server's invoice views (server/mirror/views/invoices.ts): their contracts and answers, the
// invoice list under the viewer's own filters (and its export), its summary per currency, and an
// advertiser's balance.
import type { AgingFigures } from './aging';
import {
  EXPORT_LIMIT,
  INVOICE_FILTERS,
  INVOICE_SORT_COLUMNS,
  INVOICE_VIEWER_STATUSES,
  normaliseInvoiceListParams,
  pagingShape,
} from './invoice-list-request';
import { invoiceSchema, type Invoice, type InvoicePage } from './invoices';
import { viewListPage } from './list-page';
import { parseList } from './parse';
import { date, defineView, id, oneOf } from './view-contract';

export { EXPORT_LIMIT };

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
 * API's other filters, sorts and paging, answered by the server in the API's own page shape. An
 * export is one page of up to EXPORT_LIMIT (the list's own pages hold INVOICE_MAX_PER_PAGE).
 */
export const invoiceListContract = defineView<InvoicePage>()({
  path: '/invoices',
  params: {
    ...INVOICE_FILTERS,
    ...pagingShape(INVOICE_SORT_COLUMNS),
    status: oneOf(INVOICE_VIEWER_STATUSES),
    past_due: oneOf(['1', '0']),
    /** The viewer's today: past due is due before it (the server's today without it). */
    today: date(),
  },
  parse: viewListPage('invoices', invoiceSchema, normaliseInvoiceListParams),
  staleMs: STALE_MS,
});

/** The summary figures of one currency's invoices (amounts of two currencies are never added). */
export interface CurrencySummary {
  /** The currency code, or null for invoices without one. */
  currency: string | null;
  count: number;
  total: number;
  unpaidCount: number;
  unpaidTotal: number;
  pastDueCount: number;
  pastDueTotal: number;
}

export interface InvoiceSummary {
  /** Every invoice of the filter. */
  count: number;
  /** Most invoices first. */
  byCurrency: CurrencySummary[];
  held: InvoicesHeld;
}

/** Count, total, unpaid and past due (unpaid, due before `today`) per currency of a filter. */
export const invoiceSummaryContract = defineView<InvoiceSummary>()({
  path: '/invoices/summary',
  params: { ...INVOICE_FILTERS, today: date() },
  answerKeys: ['count', 'byCurrency'],
  staleMs: STALE_MS,
});

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
