// The receivables' CSV files: the by-advertiser table (one column a bucket) and a seller's worklist
// (one line per advertiser and currency who owes past due), amounts as plain numbers so a
// spreadsheet can sum and sort them. Names pass through the shared cell guard (formula injection).
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import { unknownPerson } from '../../components/user-name';
import { bucketFigure, type AdvertiserAging, type AgingBand } from '../../domain/aging';
import type { WorklistLine } from '../../domain/mirror-views';
import { toCsv } from '../../lib/csv';
import type { DueWindow } from './receivables-params';

/** The rows the page lists (with "over N", only those who owe over N days), as the table has them. */
export function receivablesCsv(
  rows: readonly AdvertiserAging[],
  names: ReadonlyMap<number, string>,
  bands: readonly AgingBand[],
  over: number | null,
): string {
  return toCsv(
    [
      ...ADVERTISER_CSV_HEADER,
      'Currency',
      'Unpaid total',
      ...(over === null ? [] : [`Over ${over} days`]),
      ...bands.map((b) => b.label),
      'Oldest due',
      'Unpaid invoices',
    ],
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

export function worklistCsv(
  lines: readonly WorklistLine[],
  names: ReadonlyMap<number, string>,
): string {
  return toCsv(
    [
      'Seller',
      ...ADVERTISER_CSV_HEADER,
      'Currency',
      'Owed past due',
      'Past-due invoices',
      'Oldest past-due invoice',
      'Due',
      'Days late',
      'Billing e-mail',
    ],
    lines.map((l) => [
      sellerLabel(l),
      ...advertiserCsvCells(l.advertiserId, names),
      l.currency,
      l.owed,
      l.invoices,
      l.oldestInvoiceId,
      l.oldestDue,
      l.daysLate,
      l.billingEmail,
    ]),
  );
}

/** The seller's name, or why there is none. */
export function sellerLabel(line: Pick<WorklistLine, 'sellerId' | 'sellerName'>): string {
  if (line.sellerName) return line.sellerName;
  if (line.sellerId !== null) return unknownPerson(line.sellerId);
  return 'Not known';
}

/** "collections_2026-11-01.csv", "collections_dana-whitfield_2026-11-01.csv". */
export function worklistFileName(today: string, seller: string | null): string {
  const who = seller
    ? `${seller
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}_`
    : '';
  return `collections_${who}${today}.csv`;
}
