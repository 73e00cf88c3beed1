// The due advertisers as CSV: ids beside names, contracts and products as lists in one cell.
import { toCsv } from '../../lib/csv';
import type { Renewal } from '../../domain/renewals';

export const RENEWALS_CSV_HEADER = [
  'Advertiser ID',
  'Advertiser',
  'Last day',
  'Days left',
  'Contracts',
  'Products',
  'Insertions in the year before',
];

export function renewalsCsv(
  rows: readonly Renewal[],
  advertiser: (id: number) => string,
  product: (id: number) => string,
): string {
  return toCsv(
    RENEWALS_CSV_HEADER,
    rows.map((r) => [
      r.advertiserId,
      advertiser(r.advertiserId),
      r.lastDay,
      r.daysLeft,
      r.contractIds.join(' '),
      r.productIds.map(product).join('; '),
      r.yearBefore,
    ]),
  );
}
