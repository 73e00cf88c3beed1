// The due advertisers as CSV: ids beside names, contracts and products as lists in one cell.
import type { Renewal } from '../../domain/renewals';
import { csvOf } from '../list/csv-export';

export function renewalsCsv(
  rows: readonly Renewal[],
  advertiser: (id: number) => string,
  product: (id: number) => string,
): string {
  return csvOf<Renewal>(
    [
      ['Advertiser ID', (r) => r.advertiserId],
      ['Advertiser', (r) => advertiser(r.advertiserId)],
      ['Last day', (r) => r.lastDay],
      ['Days left', (r) => r.daysLeft],
      ['Contracts', (r) => r.contractIds.join(' ')],
      ['Products', (r) => r.productIds.map(product).join('; ')],
      ['Insertions in the year before', (r) => r.yearBefore],
    ],
    rows,
  );
}
