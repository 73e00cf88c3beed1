// Reads every invoice matching a filter (100 a request, up to a limit) for the export, the summary,
// the unpaid and past-due lists, receivables and statements: useCollectList over the invoice list.
import {
  fetchInvoices,
  invoiceKeys,
  invoiceListQuery,
  type Invoice,
  type InvoiceListParams,
} from '../api/invoices';
import {
  EXPORT_PAGE_SIZE,
  useCollectList,
  type CollectOptions,
  type CollectState as ListCollectState,
} from './use-collect-list';

export { EXPORT_LIMIT, EXPORT_PAGE_SIZE } from './use-collect-list';
export type { CollectOptions } from './use-collect-list';
export type CollectState = ListCollectState<Invoice>;

const INVOICE_PAGES = { query: invoiceListQuery, fetch: fetchInvoices };

export function useCollectInvoices(
  params: Omit<InvoiceListParams, 'page' | 'per_page'>,
  options: CollectOptions = {},
) {
  return useCollectList(INVOICE_PAGES, params, options);
}

/** The key of a filter and sort, to forget a result when they change. */
export function collectKey(params: Omit<InvoiceListParams, 'page' | 'per_page'>): string {
  return JSON.stringify(invoiceKeys.list({ ...params, page: 1, per_page: EXPORT_PAGE_SIZE }));
}
