// What is owed in one currency: the figures as a table (the chart's text alternative) and the chart.
import { Money } from '../../components/money';
import type { AgingFigures } from '../../lib/aging';
import { AgingChart, chartBuckets } from './aging-chart';

export function AgingFiguresView({ figures }: { figures: AgingFigures }) {
  const currency = figures.currency ?? 'No currency';
  return (
    <section className="aging-figures" aria-label={`Owed in ${currency}`}>
      <table className="aging-figures__table">
        <caption>
          {currency}: <Money amount={figures.unpaidTotal} currency={figures.currency} /> unpaid
        </caption>
        <thead>
          <tr>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Invoices
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {chartBuckets(figures).map((bucket) => (
            <tr key={bucket.key}>
              <th scope="row">{bucket.label}</th>
              <td className="num">{figures.buckets[bucket.key].count.toLocaleString('en-US')}</td>
              <td className="num">
                <Money amount={figures.buckets[bucket.key].total} currency={figures.currency} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Past due</th>
            <td className="num">{figures.pastDueCount.toLocaleString('en-US')}</td>
            <td className="num">
              <Money amount={figures.pastDueTotal} currency={figures.currency} />
            </td>
          </tr>
          <tr>
            <th scope="row">Unpaid</th>
            <td className="num">{figures.unpaidCount.toLocaleString('en-US')}</td>
            <td className="num">
              <Money amount={figures.unpaidTotal} currency={figures.currency} />
            </td>
          </tr>
        </tfoot>
      </table>
      <AgingChart figures={figures} />
    </section>
  );
}
