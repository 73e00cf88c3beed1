// The aging buckets of one currency as columns (ColumnChart), the past-due ones in the warning
// colour; the figures table beside it carries the exact amounts.
import { AGING_BUCKETS, type AgingBucket, type AgingFigures } from '../../domain/aging';
import { ColumnChart } from '../../components/column-chart';
import { formatCompactMoney, formatMoney } from '../../domain/format';

const SHORT: Record<AgingBucket, [string, string]> = {
  notDue: ['Not yet', 'due'],
  days1to30: ['1–30', 'days'],
  days31to60: ['31–60', 'days'],
  days61to90: ['61–90', 'days'],
  over90: ['Over 90', 'days'],
  noDueDate: ['No due', 'date'],
};

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
  return (
    <ColumnChart
      className="aging-chart"
      summary={chartSummary(figures)}
      columnWidth={78}
      barInset={12}
      maxScale={1.25}
      columns={chartBuckets(figures).map((bucket) => {
        const amount = figures.buckets[bucket.key].total;
        return {
          key: bucket.key,
          value: amount,
          amount: formatCompactMoney(amount, figures.currency),
          labels: SHORT[bucket.key],
          warn: bucket.key !== 'notDue' && bucket.key !== 'noDueDate',
        };
      })}
    />
  );
}
