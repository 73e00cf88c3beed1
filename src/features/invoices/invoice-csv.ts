// The export file of the invoice list: one row per invoice, amounts as plain numbers, dates as
// the API wrote them, so a spreadsheet can sum and sort them.
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import type { Invoice } from '../../domain/invoices';
import { csvFileName, toCsv } from '../../lib/csv';
import { isPastDue } from '../../domain/aging';
import { FILTER_NAMES, type InvoiceFilters } from './invoice-list-params';

export const CSV_HEADER = [
  'Number',
  ...ADVERTISER_CSV_HEADER,
  'Contract',
  'Status',
  'Past due',
  'Currency',
  'Created',
  'Due',
  'Sub-total',
  'Discount',
  'Tax',
  'Total',
  'Billing e-mail',
] as const;

/** `names`: the advertiser names known (a name missing from it is written "Advertiser N"). */
export function invoicesCsv(
  invoices: readonly Invoice[],
  today: string,
  names: ReadonlyMap<number, string>,
): string {
  return toCsv(
    CSV_HEADER,
    invoices.map((i) => [
      i.id,
      ...advertiserCsvCells(i.advertiserId, names),
      i.contractId,
      i.status,
      isPastDue(i, today) ? 'yes' : 'no',
      i.currency?.name,
      i.dateCreated,
      i.dateDue,
      i.subTotal,
      i.discountTotal,
      i.taxTotal,
      i.total,
      i.billingEmail?.email,
    ]),
  );
}

/** "invoices.csv", or with the filters: "invoices_contract_id-1003.csv". */
export const invoiceCsvFileName = (filters: InvoiceFilters) =>
  csvFileName('invoices', FILTER_NAMES, filters);
