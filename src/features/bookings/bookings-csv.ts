// The bookings file: one row per seller with a column per month and the total (plain numbers), and
// a total row; one block per currency, never added together.
import { toCsv, type CsvCell } from '../../lib/csv';
import type { Bookings } from '../../domain/sales-figures';
import { personName, type PeopleNames } from '../../components/user-name';

export function bookingsCsv(sets: readonly Bookings[], names: PeopleNames): string {
  const months = sets[0]?.months ?? [];
  const header = ['Currency', 'Seller id', 'Seller', ...months, 'Total', 'Contracts'];
  const rows: CsvCell[][] = [];
  const money = (cents: number) => (cents / 100).toFixed(2);
  for (const b of sets) {
    for (const s of b.sellers) {
      rows.push([
        b.currency,
        s.key === 0 ? '' : s.key,
        s.key === 0 ? 'Not recorded' : personName(names, s.key),
        ...s.byMonth.map(money),
        money(s.cents),
        s.count,
      ]);
    }
    rows.push([b.currency, '', 'Total', ...b.monthTotals.map(money), money(b.cents), b.count]);
  }
  return toCsv(header, rows);
}
