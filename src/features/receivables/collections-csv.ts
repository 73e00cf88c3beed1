// A seller's worklist as a CSV file: one line per advertiser and currency who owes past due, amounts
// as plain numbers. Names pass through the shared cell guard (formula injection).
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import { unknownPerson } from '../../components/user-name';
import { toCsv } from '../../lib/csv';
import type { WorklistLine } from '../../domain/mirror-views';

export const WORKLIST_CSV_HEADER = [
  'Seller',
  ...ADVERTISER_CSV_HEADER,
  'Currency',
  'Owed past due',
  'Past-due invoices',
  'Oldest past-due invoice',
  'Due',
  'Days late',
  'Billing e-mail',
];

export function worklistCsv(
  lines: readonly WorklistLine[],
  names: ReadonlyMap<number, string>,
): string {
  return toCsv(
    WORKLIST_CSV_HEADER,
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
