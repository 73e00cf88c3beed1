// Figures as columns side by side, each labelled with its amount, drawn by hand in SVG with the
// theme's colours (it follows dark mode and costs no chart library). The figures table beside it
// carries the exact amounts; the svg itself is summarised in its label and title.
import './column-chart.css';

export interface ChartColumn {
  key: string;
  value: number;
  /** Over the column ("$1.2K"); blank for none. */
  amount: string;
  /** Under the axis, one line each. */
  labels: readonly string[];
  /** Drawn in the warning colour (past due). */
  warn?: boolean;
  /** Drawn in the muted colour (a comparison: last year beside this year). */
  muted?: boolean;
}

const TOP = 24;
const PLOT = 150;
const LINE = 15;

export function ColumnChart({
  columns,
  summary,
  columnWidth,
  barInset,
  maxScale,
  className,
}: {
  columns: readonly ChartColumn[];
  summary: string;
  /** Each column's slot, and the room on each side of its bar. */
  columnWidth: number;
  barInset: number;
  /** How far the chart may grow past its drawn size. */
  maxScale: number;
  className?: string;
}) {
  const largest = Math.max(...columns.map((c) => c.value), 0);
  const width = Math.max(1, columns.length) * columnWidth;
  const lines = Math.max(1, ...columns.map((c) => c.labels.length));
  const height = TOP + PLOT + 10 + LINE * lines;
  return (
    <svg
      className={`column-chart${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: `${width * maxScale}px` }}
    >
      <title>{summary}</title>
      <line className="column-chart__axis" x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} />
      {columns.map((column, i) => {
        // A column with anything in it gets at least a sliver, so it never looks empty.
        const bar =
          largest > 0 && column.value > 0 ? Math.max(2, (column.value / largest) * PLOT) : 0;
        const x = i * columnWidth;
        const middle = x + columnWidth / 2;
        return (
          <g key={column.key}>
            <rect
              className={`column-chart__bar${column.warn ? ' column-chart__bar--warn' : ''}${column.muted ? ' column-chart__bar--muted' : ''}`}
              x={x + barInset}
              width={columnWidth - 2 * barInset}
              y={TOP + PLOT - bar}
              height={bar}
              rx={2}
            />
            <text
              className="column-chart__amount"
              x={middle}
              y={TOP + PLOT - bar - 6}
              textAnchor="middle"
            >
              {column.amount}
            </text>
            <text className="column-chart__label" x={middle} textAnchor="middle">
              {column.labels.map((label, line) => (
                <tspan key={line} x={middle} y={TOP + PLOT + 16 + LINE * line}>
                  {label}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
