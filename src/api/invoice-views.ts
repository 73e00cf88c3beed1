// The app's reads of the server's invoice views of its copy of the account (their contracts:
// src/domain/invoice-views.ts): the invoice list under the viewer's own status and past-due
// filters (in the list's page shape), its export and summary, an advertiser's balance, and the
// receivables' aging. Each is one request, never every page of the API's list.
import { normaliseInvoiceListParams, type InvoiceListParams } from '../domain/invoice-list-request';
import { invoiceListQuery } from './invoices';
import { agingContract } from '../domain/mirror-views';
import type { RequestOf } from '../domain/view-contract';
import { fetchView, viewQuery } from './view-query';
import {
  advertiserBalanceContract,
  EXPORT_LIMIT,
  invoiceListContract,
  invoiceSummaryContract,
} from '../domain/invoice-views';

/** The invoice list's parameters with the viewer's own filters and today. */
export type InvoicePageParams = InvoiceListParams & {
  status?: 'unpaid' | 'paid';
  past_due?: boolean;
  today: string;
};

/** The view's request: the list's parameters with the viewer's own filters. */
function viewRequest({ status, past_due: pastDue, today, ...rest }: InvoicePageParams) {
  const past_due = pastDue ? ('1' as const) : undefined;
  return { ...normaliseInvoiceListParams(rest), status, past_due, today };
}

/** The list a page shows: under the viewer's own filters the server's view, else the API's. */
export function invoicePageQuery(params: InvoicePageParams) {
  if (params.status === undefined && !params.past_due) return invoiceListQuery(params);
  return viewQuery(invoiceListContract, viewRequest(params)) as unknown as ReturnType<
    typeof invoiceListQuery
  >;
}

/** Every invoice of a filter and sort (up to EXPORT_LIMIT), for the list's export: one request. */
export const fetchInvoiceExport = (params: InvoicePageParams) =>
  fetchView(invoiceListContract, { ...viewRequest(params), page: 1, per_page: EXPORT_LIMIT });

/** The summary per currency of the invoices of a filter (run on request: `enabled`). */
export const invoiceSummaryQuery = (
  filters: Omit<InvoiceListParams, 'page' | 'per_page' | 'sort_by' | 'sort_order'>,
  today: string,
) => viewQuery(invoiceSummaryContract, { ...filters, today });

export const advertiserBalanceQuery = (advertiserId: number, today: string) =>
  viewQuery(advertiserBalanceContract, { advertiser_id: advertiserId, today });

/** The receivables of a due window (the contract: src/domain/mirror-views.ts, shared with the server). */
export const agingViewQuery = (request: RequestOf<(typeof agingContract)['params']>) =>
  viewQuery(agingContract, request);
