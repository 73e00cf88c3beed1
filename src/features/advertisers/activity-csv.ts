// The lapsed or new advertisers file: one row per advertiser and currency, largest first.
import type { ActivityAnswer } from '../../domain/question-views';
import { csvOf, type CsvColumn } from '../list/csv-export';

export function activityCsv(answer: ActivityAnswer, names: ReadonlyMap<number, string>): string {
  const lapsed = answer.activity === 'lapsed';
  const period = lapsed ? answer.previous : answer.last;
  type Row = ActivityAnswer['sets'][number]['rows'][number] & { currency: string };
  const columns: CsvColumn<Row>[] = [
    ['Currency', (r) => r.currency],
    ['Advertiser id', (r) => r.advertiserId],
    ['Advertiser', (r) => names.get(r.advertiserId) ?? ''],
    [`Bookings after ${period.after} to ${period.to}`, (r) => (r.bookings / 100).toFixed(2)],
    ['Contracts', (r) => r.contracts],
    [lapsed ? 'Last contract' : 'First contract', (r) => r.contract.id],
    ['Sold', (r) => r.contract.dateSold],
    ['Seller id', (r) => r.contract.sellerId ?? ''],
    ['Seller', (r) => r.contract.sellerName ?? ''],
    ['Contract total', (r) => (r.contract.total / 100).toFixed(2)],
    ['Contract currency', (r) => r.contract.currency],
  ];
  return csvOf(
    columns,
    answer.sets.flatMap((set) => set.rows.map((row) => ({ ...row, currency: set.currency }))),
  );
}
