// The aging buckets of one currency as columns (ColumnChart), the past-due ones in the warning
// colour; the figures table beside it carries the exact amounts.
import { bucketFigure, type AgingBand, type AgingFigures } from '../../domain/aging';
import { ColumnChart } from '../../components/column-chart';
import { formatCompactMoney, formatMoney } from '../../domain/format';

/** The buckets shown: "No due date" only when some invoice has none. */
export function chartBuckets(figures: AgingFigures, bands: readonly AgingBand[]) {
  return bands.filter((b) => b.key !== 'noDueDate' || bucketFigure(figures, b.key).count > 0);
}

export function chartSummary(figures: AgingFigures, bands: readonly AgingBand[]): string {
  const currency = figures.currency ?? 'no currency';
  const parts = chartBuckets(figures, bands).map(
    (b) => `${b.label} ${formatMoney(bucketFigure(figures, b.key).total, figures.currency)}`,
  );
  return `Unpaid ${currency} by how late: ${parts.join(', ')}.`;
}

export function AgingChart({
  figures,
  bands,
}: {
  figures: AgingFigures;
  bands: readonly AgingBand[];
}) {
  return (
    <ColumnChart
      className="aging-chart"
      summary={chartSummary(figures, bands)}
      columnWidth={78}
      barInset={12}
      maxScale={1.25}
      columns={chartBuckets(figures, bands).map((bucket) => {
        const amount = bucketFigure(figures, bucket.key).total;
        return {
          key: bucket.key,
          value: amount,
          amount: formatCompactMoney(amount, figures.currency),
          labels: bucket.short,
          warn: bucket.key !== 'notDue' && bucket.key !== 'noDueDate',
        };
      })}
    />
  );
}
