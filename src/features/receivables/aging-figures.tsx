// What is owed in one currency: the figures as a table (the chart's text alternative) and the chart.
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import {
  bucketFigure,
  type AgingBand,
  type AgingFigures,
  type BucketFigure,
} from '../../domain/aging';
import { formatInteger } from '../../domain/format';
import { AgingChart, chartBuckets } from './aging-chart';

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
