// The export file of the invoice list: one row per invoice, amounts as plain numbers, dates as
// the API wrote them, so a spreadsheet can sum and sort them.
import type { QueryClient } from '@tanstack/react-query';
import { advertiserNamesFor } from '../../api/advertisers';
import type { Invoice } from '../../domain/invoices';
import { csvFileName } from '../../lib/csv';
import { isPastDue } from '../../domain/aging';
import { todayIso } from '../../domain/format';
import { advertiserCsvColumns, csvOf } from '../list/csv-export';
import { FILTER_NAMES, type InvoiceFilters } from './invoice-list-params';

/** `names`: the advertiser names known (a name missing from it is written "Advertiser N"). */
export function invoicesCsv(
  invoices: readonly Invoice[],
  today: string,
  names: ReadonlyMap<number, string>,
): string {
  return csvOf<Invoice>(
    [
      ['Number', (i) => i.id],
      ...advertiserCsvColumns<Invoice>((i) => i.advertiserId, names),
      ['Contract', (i) => i.contractId],
      ['Status', (i) => i.status],
      ['Past due', (i) => (isPastDue(i, today) ? 'yes' : 'no')],
      ['Currency', (i) => i.currency?.name],
      ['Created', (i) => i.dateCreated],
      ['Due', (i) => i.dateDue],
      ['Sub-total', (i) => i.subTotal],
      ['Discount', (i) => i.discountTotal],
      ['Tax', (i) => i.taxTotal],
      ['Total', (i) => i.total],
      ['Billing e-mail', (i) => i.billingEmail?.email],
    ],
    invoices,
  );
}

/** The file of an export: the names of these invoices' advertisers are read first. */
export async function invoicesCsvFile(invoices: Invoice[], queryClient: QueryClient) {
  const names = await advertiserNamesFor(
    queryClient,
    invoices.map((i) => i.advertiserId),
  );
  return invoicesCsv(invoices, todayIso(), names);
}

/**
 * "invoices.csv", or with the filters: "invoices_contract_id-1003.csv"; `tag`, the viewer's own
 * filter, last ("invoices_unpaid_past-due.csv").
 */
export function invoiceCsvFileName(filters: InvoiceFilters, tag?: string) {
  const name = csvFileName('invoices', FILTER_NAMES, filters);
  return tag ? name.replace(/\.csv$/, `_${tag}.csv`) : name;
}
