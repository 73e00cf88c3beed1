// The app's reads of the server's invoice views of its copy of the account (their contracts:
// src/domain/invoice-views.ts): the invoice list under the viewer's own status and past-due
// filters (in the list's page shape), an advertiser's balance, and the receivables' aging. Each is
// one request, never every page of the API's list.
import { normaliseInvoiceListParams, type InvoiceListParams } from '../domain/invoice-list-request';
import { fetchInvoices, invoiceListQuery } from './invoices';
import { agingContract } from '../domain/mirror-views';
import type { RequestOf } from '../domain/view-contract';
import { fetchView, viewQuery } from './view-query';
import type { ApiGetOptions } from './client';
import { invoiceListContract, advertiserBalanceContract } from '../domain/invoice-views';

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

export const advertiserBalanceQuery = (advertiserId: number, today: string) =>
  viewQuery(advertiserBalanceContract, { advertiser_id: advertiserId, today });

/** The receivables of a due window (the contract: src/domain/mirror-views.ts, shared with the server). */
export const agingViewQuery = (request: RequestOf<(typeof agingContract)['params']>) =>
  viewQuery(agingContract, request);
