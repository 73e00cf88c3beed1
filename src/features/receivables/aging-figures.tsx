// What is owed in one currency: the figures as a table (the chart's text alternative) and the
// buckets as columns (ColumnChart), the past-due ones in the warning colour.
import { ColumnChart } from '../../components/column-chart';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import {
  bucketFigure,
  type AgingBand,
  type AgingFigures,
  type BucketFigure,
} from '../../domain/aging';
import { formatCompactMoney, formatInteger, formatMoney } from '../../domain/format';

export function AgingFiguresView({
  figures,
  bands,
  over,
}: {
  figures: AgingFigures;
  bands: readonly AgingBand[];
  /** The "over N days" asked for (its figure is in `figures.over`), or null. */
  over: number | null;
}) {
  const currency = figures.currency ?? 'No currency';
  const line = (label: string, figure: BucketFigure) => [
    label,
    formatInteger(figure.count),
    <Money amount={figure.total} currency={figures.currency} />,
  ];
  return (
    <section className="aging-figures" aria-label={`Owed in ${currency}`}>
      <FiguresTable
        className="aging-figures__table"
        caption={
          <>
            {currency}: <Money amount={figures.unpaidTotal} currency={figures.currency} /> unpaid
          </>
        }
        columns={[
          { label: 'Due' },
          { label: 'Invoices', num: true },
          { label: 'Amount', num: true },
        ]}
        rows={chartBuckets(figures, bands).map((bucket) => ({
          key: bucket.key,
          cells: line(bucket.label, bucketFigure(figures, bucket.key)),
        }))}
        foot={[
          ...(figures.over && over !== null
            ? [{ key: 'over', cells: line(`Over ${over} days`, figures.over) }]
            : []),
          {
            key: 'past-due',
            cells: line('Past due', { count: figures.pastDueCount, total: figures.pastDueTotal }),
          },
          {
            key: 'unpaid',
            cells: line('Unpaid', { count: figures.unpaidCount, total: figures.unpaidTotal }),
          },
        ]}
      />
      <AgingChart figures={figures} bands={bands} />
    </section>
  );
}

/** The buckets shown: "No due date" only when some invoice has none. */
function chartBuckets(figures: AgingFigures, bands: readonly AgingBand[]) {
  return bands.filter((b) => b.key !== 'noDueDate' || bucketFigure(figures, b.key).count > 0);
}

function chartSummary(figures: AgingFigures, bands: readonly AgingBand[]): string {
  const currency = figures.currency ?? 'no currency';
  const parts = chartBuckets(figures, bands).map(
    (b) => `${b.label} ${formatMoney(bucketFigure(figures, b.key).total, figures.currency)}`,
  );
  return `Unpaid ${currency} by how late: ${parts.join(', ')}.`;
}

function AgingChart({ figures, bands }: { figures: AgingFigures; bands: readonly AgingBand[] }) {
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
