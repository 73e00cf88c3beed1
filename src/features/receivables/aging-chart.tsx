// The aging buckets of one currency as columns side by side, each labelled with its amount. Drawn
// by hand in SVG with the theme's colours, so it follows dark mode and costs no chart library.
// The figures table beside it carries the exact amounts; the svg itself is summarised in its title.
import { AGING_BUCKETS, type AgingBucket, type AgingFigures } from '../../lib/aging';
import { formatCompactMoney, formatMoney } from '../../lib/format';

const SHORT: Record<AgingBucket, [string, string]> = {
  notDue: ['Not yet', 'due'],
  days1to30: ['1–30', 'days'],
  days31to60: ['31–60', 'days'],
  days61to90: ['61–90', 'days'],
  over90: ['Over 90', 'days'],
  noDueDate: ['No due', 'date'],
};

const COLUMN = 78;
const TOP = 24;
const PLOT = 150;
const HEIGHT = TOP + PLOT + 40;

/** The buckets shown: "No due date" only when some invoice has none. */
export function chartBuckets(figures: AgingFigures) {
  return AGING_BUCKETS.filter((b) => b.key !== 'noDueDate' || figures.buckets.noDueDate.count > 0);
}

export function chartSummary(figures: AgingFigures): string {
  const currency = figures.currency ?? 'no currency';
  const parts = chartBuckets(figures).map(
    (b) => `${b.label} ${formatMoney(figures.buckets[b.key].total, figures.currency)}`,
  );
  return `Unpaid ${currency} by how late: ${parts.join(', ')}.`;
}

export function AgingChart({ figures }: { figures: AgingFigures }) {
  const buckets = chartBuckets(figures);
  const largest = Math.max(...buckets.map((b) => figures.buckets[b.key].total), 0);
  const width = buckets.length * COLUMN;
  const summary = chartSummary(figures);
  return (
    <svg
      className="aging-chart"
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      style={{ maxWidth: `${width * 1.25}px` }}
    >
      <title>{summary}</title>
      <line className="aging-chart__axis" x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} />
      {buckets.map((bucket, i) => {
        const amount = figures.buckets[bucket.key].total;
        // A bucket with anything in it gets at least a sliver, so it never looks empty.
        const height = largest > 0 && amount > 0 ? Math.max(2, (amount / largest) * PLOT) : 0;
        const x = i * COLUMN;
        const pastDue = bucket.key !== 'notDue' && bucket.key !== 'noDueDate';
        const [line1, line2] = SHORT[bucket.key];
        return (
          <g key={bucket.key}>
            <rect
              className={`aging-chart__bar${pastDue ? ' aging-chart__bar--late' : ''}`}
              x={x + 12}
              width={COLUMN - 24}
              y={TOP + PLOT - height}
              height={height}
              rx={2}
            />
            <text
              className="aging-chart__amount"
              x={x + COLUMN / 2}
              y={TOP + PLOT - height - 6}
              textAnchor="middle"
            >
              {formatCompactMoney(amount, figures.currency)}
            </text>
            <text className="aging-chart__label" x={x + COLUMN / 2} textAnchor="middle">
              <tspan x={x + COLUMN / 2} y={TOP + PLOT + 16}>
                {line1}
              </tspan>
              <tspan x={x + COLUMN / 2} y={TOP + PLOT + 31}>
                {line2}
              </tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
