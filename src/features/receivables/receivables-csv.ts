// The by-advertiser table as a CSV file: amounts as plain numbers, one column a bucket, so a
// spreadsheet can sum and sort them. Names pass through the shared cell guard (formula injection).
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import { AGING_BUCKETS, type AdvertiserAging } from '../../domain/aging';
import { toCsv } from '../../lib/csv';
import type { DueWindow } from './receivables-params';

export const RECEIVABLES_CSV_HEADER = [
  ...ADVERTISER_CSV_HEADER,
  'Currency',
  'Unpaid total',
  ...AGING_BUCKETS.map((b) => b.label),
  'Oldest due',
  'Unpaid invoices',
];

export function receivablesCsv(
  rows: readonly AdvertiserAging[],
  names: ReadonlyMap<number, string>,
): string {
  return toCsv(
    RECEIVABLES_CSV_HEADER,
    rows.map((r) => [
      ...advertiserCsvCells(r.advertiserId, names),
      r.currency,
      r.unpaidTotal,
      ...AGING_BUCKETS.map((b) => r.buckets[b.key].total),
      r.oldestDue,
      r.unpaidCount,
    ]),
  );
}

/** "receivables_2024-11-23_2027-01-22.csv". */
export function receivablesFileName(window: DueWindow, today: string): string {
  return `receivables_${window.date_due_after}_${window.date_due_before}_as-of-${today}.csv`;
}
