// The receivables' CSV files: the by-advertiser table (one column a bucket) and a seller's worklist
// (one line per advertiser and currency who owes past due), amounts as plain numbers so a
// spreadsheet can sum and sort them. Names pass through the shared cell guard (formula injection).
import { unknownPerson } from '../../components/user-name';
import { bucketFigure, type AdvertiserAging, type AgingBand } from '../../domain/aging';
import type { WorklistLine } from '../../domain/mirror-views';
import { advertiserCsvColumns, csvOf } from '../list/csv-export';
import type { DueWindow } from './receivables-params';

/** The rows the page lists (with "over N", only those who owe over N days), as the table has them. */
export function receivablesCsv(
  rows: readonly AdvertiserAging[],
  names: ReadonlyMap<number, string>,
  bands: readonly AgingBand[],
  over: number | null,
): string {
  return csvOf<AdvertiserAging>(
    [
      ...advertiserCsvColumns<AdvertiserAging>((r) => r.advertiserId, names),
      ['Currency', (r) => r.currency],
      ['Unpaid total', (r) => r.unpaidTotal],
      ...(over === null
        ? []
        : [[`Over ${over} days`, (r: AdvertiserAging) => r.over?.total ?? 0] as const]),
      ...bands.map((b) => [b.label, (r: AdvertiserAging) => bucketFigure(r, b.key).total] as const),
      ['Oldest due', (r) => r.oldestDue],
      ['Unpaid invoices', (r) => r.unpaidCount],
    ],
    rows,
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
  return csvOf<WorklistLine>(
    [
      ['Seller', sellerLabel],
      ...advertiserCsvColumns<WorklistLine>((l) => l.advertiserId, names),
      ['Currency', (l) => l.currency],
      ['Owed past due', (l) => l.owed],
      ['Past-due invoices', (l) => l.invoices],
      ['Oldest past-due invoice', (l) => l.oldestInvoiceId],
      ['Due', (l) => l.oldestDue],
      ['Days late', (l) => l.daysLate],
      ['Billing e-mail', (l) => l.billingEmail],
    ],
    lines,
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
