// Opening an invoice from a list it is in costs no request: the list's copy becomes the record's.
import type { QueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoices';
import type { Invoice, InvoicePage } from '../domain/invoices';

/**
 * An invoice already in a loaded list (the list carries every field of the record) becomes the
 * record's cached copy, as old as that list, so opening it from the list asks the API nothing.
 */
export function seedInvoiceFromLists(queryClient: QueryClient, id: number): void {
  const detailKey = invoiceKeys.detail(id);
  if (queryClient.getQueryData(detailKey) !== undefined) return;
  let newest: { invoice: Invoice; updatedAt: number } | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: invoiceKeys.lists() })) {
    const page = query.state.data as InvoicePage | undefined;
    const invoice = page?.items.find((item) => item.id === id);
    if (invoice && (!newest || query.state.dataUpdatedAt > newest.updatedAt)) {
      newest = { invoice, updatedAt: query.state.dataUpdatedAt };
    }
  }
  if (newest) queryClient.setQueryData(detailKey, newest.invoice, { updatedAt: newest.updatedAt });
}
