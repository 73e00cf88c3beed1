// The open invoices of one currency on the statement: number, dates, days past due, total and
// balance, with the currency's totals. The table header repeats on every printed page.
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatCount } from '../../domain/format';
import type { StatementRow } from './statement-rows';

export function StatementTable({
  currency,
  rows,
}: {
  currency: string | null;
  rows: readonly StatementRow[];
}) {
  const cents = (n: number) => Math.round(n * 100);
  const total = rows.reduce((sum, r) => sum + cents(r.invoice.total), 0) / 100;
  const balance = rows.reduce((sum, r) => sum + cents(r.balance), 0) / 100;
  const name = currency ?? 'no stated currency';
  return (
    <div className="statement__scroll">
      <table className="statement__table">
        <caption>
          Open invoices in {name}: {formatCount(rows.length, 'invoice')}
        </caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Created</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Days past due
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col" className="num">
              Balance<span aria-hidden="true">*</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.invoice.id}>
              <th scope="row">
                <CellLink to={paths.invoice.href(row.invoice.id)}>{row.invoice.id}</CellLink>
              </th>
              <td>
                <DateText value={row.invoice.dateCreated} />
              </td>
              <td>
                <DateText value={row.invoice.dateDue} empty="no due date" />
              </td>
              <td className="num">
                {row.daysPastDue === null ? (
                  <span className="muted">no due date</span>
                ) : (
                  row.daysPastDue
                )}
              </td>
              <td className="num">
                <Money amount={row.invoice.total} currency={currency} />
              </td>
              <td className="num">
                <Money amount={row.balance} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {/* Cell for cell under the body's columns: a column hidden on a phone stays aligned. */}
            <th scope="row">Total in {name}</th>
            <td />
            <td colSpan={2} />
            <td className="num">
              <Money amount={total} currency={currency} />
            </td>
            <td className="num">
              <Money amount={balance} currency={currency} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
