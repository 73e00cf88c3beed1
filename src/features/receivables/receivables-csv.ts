// The by-advertiser table as a CSV file: amounts as plain numbers, one column a bucket, so a
// spreadsheet can sum and sort them. Names pass through the shared cell guard (formula injection).
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import { bucketFigure, type AdvertiserAging, type AgingBand } from '../../domain/aging';
import { toCsv } from '../../lib/csv';
import type { DueWindow } from './receivables-params';

/** The header: the page's buckets, and "Over N days" when the page shows it. */
export const receivablesCsvHeader = (bands: readonly AgingBand[], over: number | null) => [
  ...ADVERTISER_CSV_HEADER,
  'Currency',
  'Unpaid total',
  ...(over === null ? [] : [`Over ${over} days`]),
  ...bands.map((b) => b.label),
  'Oldest due',
  'Unpaid invoices',
];

/** The rows the page lists (with "over N", only those who owe over N days), as the table has them. */
export function receivablesCsv(
  rows: readonly AdvertiserAging[],
  names: ReadonlyMap<number, string>,
  bands: readonly AgingBand[],
  over: number | null,
): string {
  return toCsv(
    receivablesCsvHeader(bands, over),
    rows.map((r) => [
      ...advertiserCsvCells(r.advertiserId, names),
      r.currency,
      r.unpaidTotal,
      ...(over === null ? [] : [r.over?.total ?? 0]),
      ...bands.map((b) => bucketFigure(r, b.key).total),
      r.oldestDue,
      r.unpaidCount,
    ]),
  );
}

/** "receivables_2024-11-23_2027-01-22_as-of-2026-11-23.csv" ("…_over-60_as-of-…" with over). */
export function receivablesFileName(window: DueWindow, today: string, over: number | null = null) {
  const cut = over === null ? '' : `_over-${over}`;
  return `receivables_${window.date_due_after}_${window.date_due_before}${cut}_as-of-${today}.csv`;
}
