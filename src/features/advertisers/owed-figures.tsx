// What is owed, per currency side by side (never added together): the unpaid total and how late,
// in the aging buckets. On the advertiser page and on the statement.
import { Money } from '../../components/money';
import { AGING_BUCKETS, type AgingFigures, type BucketFigure } from '../../lib/aging';
import { formatCount } from '../../lib/format';

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
  return (
    <div className="owed__scroll">
      <table className="owed__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">How late</th>
            {figures.map((f) => (
              <th scope="col" className="num" key={String(f.currency)}>
                {currencyLabel(f.currency)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AGING_BUCKETS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {figures.map((f) => (
                <td className="num" key={String(f.currency)}>
                  <Figure figure={f.buckets[key]} currency={f.currency} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Past due</th>
            {figures.map((f) => (
              <td className="num" key={String(f.currency)}>
                <Figure
                  figure={{ count: f.pastDueCount, total: f.pastDueTotal }}
                  currency={f.currency}
                />
              </td>
            ))}
          </tr>
          <tr className="owed__total">
            <th scope="row">Unpaid total</th>
            {figures.map((f) => (
              <td className="num" key={String(f.currency)}>
                <Figure
                  figure={{ count: f.unpaidCount, total: f.unpaidTotal }}
                  currency={f.currency}
                />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
