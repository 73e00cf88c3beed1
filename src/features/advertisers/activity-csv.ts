// The lapsed or new advertisers file: one row per advertiser and currency, largest first.
import type { ActivityAnswer } from '../../domain/question-views';
import { toCsv, type CsvCell } from '../../lib/csv';

export function activityCsv(answer: ActivityAnswer, names: ReadonlyMap<number, string>): string {
  const lapsed = answer.activity === 'lapsed';
  const period = lapsed ? answer.previous : answer.last;
  const header = [
    'Currency',
    'Advertiser id',
    'Advertiser',
    `Bookings after ${period.after} to ${period.to}`,
    'Contracts',
    lapsed ? 'Last contract' : 'First contract',
    'Sold',
    'Seller id',
    'Seller',
    'Contract total',
    'Contract currency',
  ];
  const rows: CsvCell[][] = [];
  for (const set of answer.sets) {
    for (const r of set.rows) {
      rows.push([
        set.currency,
        r.advertiserId,
        names.get(r.advertiserId) ?? '',
        (r.bookings / 100).toFixed(2),
        r.contracts,
        r.contract.id,
        r.contract.dateSold,
        r.contract.sellerId ?? '',
        r.contract.sellerName ?? '',
        (r.contract.total / 100).toFixed(2),
        r.contract.currency,
      ]);
    }
  }
  return toCsv(header, rows);
}
