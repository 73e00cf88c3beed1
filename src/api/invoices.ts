// Invoices: one (endpoint 9: base /invoices/{id}) and the filtered, sorted, paged list (endpoint 10:
// base /invoices/, `{invoices: [...]}`; the spec shows no total count, the vendor's general reference
// says paginated answers carry a top-level `count`: used when present and sane, never relied on).
// Line item `amount` is a string in the single invoice and a number in the list; both read the same.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, endpointLabel } from './client';
import { INVOICE_LIST_DEFAULTS, invoiceListRequest } from '../domain/invoice-list-request';
import { pagedList } from './list-page';
import { parseOne } from '../domain/parse';
import { LIST_STALE_MS } from './query-client';
import { type Invoice, invoiceSchema } from '../domain/invoices';

const invoiceList = pagedList({
  root: ['invoices', 'list'],
  request: invoiceListRequest,
  key: 'invoices',
  schema: invoiceSchema,
  defaults: INVOICE_LIST_DEFAULTS,
});
export const { fetch: fetchInvoices, query: invoiceListQuery } = invoiceList;

export async function fetchInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const path = `/invoices/${id}`;
  const data = await apiGet('base', path, {}, signal);
  return parseOne(invoiceSchema, data, endpointLabel('base', path));
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: invoiceList.key,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    staleTime: LIST_STALE_MS,
  });
}
