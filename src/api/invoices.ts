// Invoices: one (endpoint 9: base /invoices/{id}) and the filtered, sorted, paged list (endpoint 10:
// base /invoices/, `{invoices: [...]}`; the spec shows no total count, the vendor's general reference
// says paginated answers carry a top-level `count`: used when present and sane, never relied on).
// Line item `amount` is a string in the single invoice and a number in the list; both read the same.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, endpointLabel, type ApiGetOptions } from './client';
import {
  INVOICE_LIST_DEFAULTS,
  invoiceListRequest,
  normaliseInvoiceListParams,
  type InvoiceListParams,
} from '../domain/invoice-list-request';
import { invoicePath } from '../domain/record-paths';
import { fetchListPage } from './list-page';
import { parseOne } from '../domain/parse';
import { LIST_STALE_MS } from './query-client';
import { type Invoice, invoiceSchema, type InvoicePage } from '../domain/invoices';

export function fetchInvoices(
  params: InvoiceListParams = {},
  signal?: AbortSignal,
  options: ApiGetOptions = {},
): Promise<InvoicePage> {
  const { base, path, params: query } = invoiceListRequest(params);
  const list = { key: 'invoices', schema: invoiceSchema, defaults: INVOICE_LIST_DEFAULTS };
  return fetchListPage(base, path, query, list, signal, options);
}

export async function fetchInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const path = invoicePath(id);
  const data = await apiGet('base', path, {}, signal);
  return parseOne(invoiceSchema, data, endpointLabel('base', path));
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListParams = {}) =>
    [...invoiceKeys.lists(), normaliseInvoiceListParams(params)] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

/** For the paged view add `placeholderData: keepPreviousData` where it is used (not here: a
 * contract's invoices must never show another contract's while loading). */
export function invoiceListQuery(params: InvoiceListParams = {}) {
  return queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => fetchInvoices(params, signal),
    staleTime: LIST_STALE_MS,
  });
}

export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    staleTime: LIST_STALE_MS,
  });
}
