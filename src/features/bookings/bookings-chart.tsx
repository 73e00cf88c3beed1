// Bookings by month as columns (ColumnChart); the table beside it carries the exact figures.
import { ColumnChart } from '../../components/column-chart';
import { formatCompactMoney, formatMoney, formatMonth } from '../../domain/format';
import type { Bookings } from '../../domain/sales-figures';

function bookingsSummary(b: Bookings): string {
  const parts = b.months.map(
    (m, i) => `${formatMonth(m)} ${formatMoney(b.monthTotals[i]! / 100, b.currency || null)}`,
  );
  return `Won contracts${b.currency ? ` in ${b.currency}` : ''} by month sold: ${parts.join(', ')}.`;
}

export function BookingsChart({ bookings }: { bookings: Bookings }) {
  const { months, monthTotals } = bookings;
  return (
    <ColumnChart
      summary={bookingsSummary(bookings)}
      columnWidth={56}
      barInset={8}
      maxScale={1.4}
      columns={months.map((month, i) => {
        const cents = monthTotals[i]!;
        return {
          key: month,
          value: cents,
          amount: cents > 0 ? formatCompactMoney(cents / 100, bookings.currency) : '',
          // The year under the first month and under each January.
          labels: [
            formatMonth(month).slice(0, 3),
            ...(i === 0 || month.endsWith('-01') ? [month.slice(0, 4)] : []),
          ],
        };
      })}
    />
  );
}
