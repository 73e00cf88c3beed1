// What is owed, per currency side by side (never added together): the unpaid total and how late,
// in the aging buckets. On the advertiser page and on the statement.
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import {
  AGING_BUCKETS,
  bucketFigure,
  type AgingFigures,
  type BucketFigure,
} from '../../domain/aging';
import { formatCount } from '../../domain/format';

const currencyLabel = (currency: string | null) => currency ?? 'No currency';

function Figure({ figure, currency }: { figure: BucketFigure; currency: string | null }) {
  if (figure.count === 0) return <span className="muted">—</span>;
  return (
    <>
      <Money amount={figure.total} currency={currency} />
      <span className="owed__count"> {formatCount(figure.count, 'invoice')}</span>
    </>
  );
}

export function OwedFigures({ figures, caption }: { figures: AgingFigures[]; caption: string }) {
  const perCurrency = (pick: (f: AgingFigures) => BucketFigure) =>
    figures.map((f) => <Figure figure={pick(f)} currency={f.currency} />);
  return (
    <div className="owed__scroll">
      <FiguresTable
        className="owed__table"
        caption={caption}
        columns={[
          { label: 'How late' },
          ...figures.map((f) => ({
            label: currencyLabel(f.currency),
            num: true,
            key: String(f.currency),
          })),
        ]}
        rows={AGING_BUCKETS.map(({ key, label }) => ({
          key,
          cells: [label, ...perCurrency((f) => bucketFigure(f, key))],
        }))}
        foot={[
          {
            key: 'past-due',
            cells: [
              'Past due',
              ...perCurrency((f) => ({ count: f.pastDueCount, total: f.pastDueTotal })),
            ],
          },
          {
            key: 'unpaid',
            className: 'owed__total',
            cells: [
              'Unpaid total',
              ...perCurrency((f) => ({ count: f.unpaidCount, total: f.unpaidTotal })),
            ],
          },
        ]}
      />
    </div>
  );
}
