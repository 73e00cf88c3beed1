// Count, total, unpaid and past-due totals of every invoice of the current filter, per currency.
// Only on request: it reads every page, and the account has a daily request quota.
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { formatCount } from '../../lib/format';
import { useToday } from '../../lib/use-today';
import type { InvoiceListParams } from '../../api/invoices';
import { CollectStatus } from '../../components/collect-status';
import { summariseInvoices } from './invoice-totals-by-currency';
import { EXPORT_LIMIT, useCollectInvoices } from '../../lib/use-collect-invoices';

/** Remount with `key` = the filter, so a summary never outlives it. */
export function InvoiceSummary({
  params,
  linkFor,
}: {
  params: Omit<InvoiceListParams, 'page' | 'per_page'>;
  /** The list's address with the same filters and the viewer's own status filter. */
  linkFor: (viewer: { status?: 'unpaid'; past_due: boolean }) => string;
}) {
  const { state, start, cancel } = useCollectInvoices(params);
  const today = useToday();
  const rows = state.status === 'done' ? summariseInvoices(state.items, today) : null;

  return (
    <section className="invoice-tool" aria-label="Summary">
      <p className="invoice-tool__row">
        <button
          type="button"
          className="button"
          onClick={() => void start()}
          disabled={state.status === 'running'}
        >
          {rows ? 'Summarise again' : 'Summarise'}
        </button>
        <span className="muted">
          Count and totals of every matching invoice, up to {EXPORT_LIMIT.toLocaleString('en-US')}.
          Never automatic: it uses the daily request quota.
        </span>
      </p>
      <CollectStatus state={state} what="Summary" onCancel={cancel} onRetry={() => void start()} />
      {state.status === 'done' && rows && (
        <div className="invoice-summary">
          <table className="invoice-summary__table">
            <caption>
              Summary of {formatCount(state.items.length, 'invoice')} (past due: unpaid and due
              before {today})
            </caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col" className="num">
                  Invoices
                </th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col" className="num">
                  Unpaid
                </th>
                <th scope="col" className="num">
                  Past due
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={5} className="muted">
                    No invoices match these filters.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.currency ?? 'none'}>
                    <th scope="row">{row.currency ?? 'No currency'}</th>
                    <td className="num">{row.count.toLocaleString('en-US')}</td>
                    <td className="num">
                      <Money amount={row.total} currency={row.currency} />
                    </td>
                    <td className="num">
                      <Money amount={row.unpaidTotal} currency={row.currency} />{' '}
                      <CountLink
                        count={row.unpaidCount}
                        what="unpaid"
                        to={linkFor({ status: 'unpaid', past_due: false })}
                      />
                    </td>
                    <td className="num">
                      <Money amount={row.pastDueTotal} currency={row.currency} />{' '}
                      <CountLink
                        count={row.pastDueCount}
                        what="past due"
                        to={linkFor({ status: undefined, past_due: true })}
                      />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          {state.problemCount > 0 && (
            <p className="muted">
              {formatCount(state.problemCount, 'record')} could not be read and are not counted.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** A count that opens the list of those invoices (same filters); none is plain text. */
function CountLink({ count, what, to }: { count: number; what: string; to: string }) {
  const text = `${count.toLocaleString('en-US')} ${what}`;
  if (count === 0) return <span className="muted">{text}</span>;
  return <Link to={to}>{text}</Link>;
}
