// Bookings by month as columns, drawn in SVG with the theme's colours (like the aging chart); the
// table beside it carries the exact figures, the svg is summarised in its label.
import { formatCompactMoney, formatMoney } from '../../lib/format';
import type { Bookings } from '../../lib/sales-figures';

const COLUMN = 56;
const TOP = 24;
const PLOT = 150;
const HEIGHT = TOP + PLOT + 34;

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
export const monthLabel = (month: string) =>
  `${MONTH.format(new Date(`${month}-01T00:00:00Z`))} ${month.slice(0, 4)}`;

export function bookingsSummary(b: Bookings): string {
  const parts = b.months.map(
    (m, i) => `${monthLabel(m)} ${formatMoney(b.monthTotals[i]! / 100, b.currency || null)}`,
  );
  return `Won contracts${b.currency ? ` in ${b.currency}` : ''} by month sold: ${parts.join(', ')}.`;
}

export function BookingsChart({ bookings }: { bookings: Bookings }) {
  const { months, monthTotals } = bookings;
  const largest = Math.max(...monthTotals, 0);
  const width = Math.max(1, months.length) * COLUMN;
  const summary = bookingsSummary(bookings);
  return (
    <svg
      className="bookings-chart"
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      style={{ maxWidth: `${width * 1.4}px` }}
    >
      <title>{summary}</title>
      <line className="bookings-chart__axis" x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} />
      {months.map((month, i) => {
        const cents = monthTotals[i]!;
        const height = largest > 0 && cents > 0 ? Math.max(2, (cents / largest) * PLOT) : 0;
        const x = i * COLUMN;
        return (
          <g key={month}>
            <rect
              className="bookings-chart__bar"
              x={x + 8}
              width={COLUMN - 16}
              y={TOP + PLOT - height}
              height={height}
              rx={2}
            />
            <text
              className="bookings-chart__amount"
              x={x + COLUMN / 2}
              y={TOP + PLOT - height - 6}
              textAnchor="middle"
            >
              {cents > 0 ? formatCompactMoney(cents / 100, bookings.currency) : ''}
            </text>
            <text
              className="bookings-chart__label"
              x={x + COLUMN / 2}
              y={TOP + PLOT + 16}
              textAnchor="middle"
            >
              {monthLabel(month).slice(0, 3)}
            </text>
            {(i === 0 || month.endsWith('-01')) && (
              <text
                className="bookings-chart__label"
                x={x + COLUMN / 2}
                y={TOP + PLOT + 30}
                textAnchor="middle"
              >
                {month.slice(0, 4)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
