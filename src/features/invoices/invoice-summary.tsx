// Count, total, unpaid and past-due totals of every invoice of the current filter, per currency.
// Only on request: it reads every page, and the account has a daily request quota.
import { Link } from 'react-router';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { formatCount, formatInteger } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { invoicePages } from '../../api/invoice-views';
import type { InvoiceListParams } from '../../domain/invoice-list-request';
import { CollectTool } from '../../components/collect-tool';
import { summariseInvoices } from './invoice-totals-by-currency';
import { EXPORT_LIMIT, useCollectList } from '../../lib/use-collect-list';

/** Remount with `key` = the filter, so a summary never outlives it. */
export function InvoiceSummary({
  params,
  linkFor,
}: {
  params: Omit<InvoiceListParams, 'page' | 'per_page'>;
  /** The list's address with the same filters and the viewer's own status filter. */
  linkFor: (viewer: { status?: 'unpaid'; past_due: boolean }) => string;
}) {
  const today = useToday();
  const { state, start, cancel } = useCollectList(invoicePages, { ...params, today });
  const rows = state.status === 'done' ? summariseInvoices(state.items, today) : null;

  return (
    <CollectTool
      label="Summary"
      button={rows ? 'Summarise again' : 'Summarise'}
      about={
        <>
          Count and totals of every matching invoice, up to {formatInteger(EXPORT_LIMIT)}. Never
          automatic: it uses the daily request quota.
        </>
      }
      state={state}
      noun="invoice"
      onStart={() => void start()}
      onCancel={cancel}
    >
      {state.status === 'done' && rows && (
        <div className="invoice-summary">
          <FiguresTable
            className="invoice-summary__table"
            caption={
              <>
                Summary of {formatCount(state.items.length, 'invoice')} (past due: unpaid and due
                before {today})
              </>
            }
            columns={[
              { label: 'Currency' },
              { label: 'Invoices', num: true },
              { label: 'Total', num: true },
              { label: 'Unpaid', num: true },
              { label: 'Past due', num: true },
            ]}
            empty="No invoices match these filters."
            rows={rows.map((row) => ({
              key: row.currency ?? 'none',
              cells: [
                row.currency ?? 'No currency',
                formatInteger(row.count),
                <Money amount={row.total} currency={row.currency} />,
                <>
                  <Money amount={row.unpaidTotal} currency={row.currency} />{' '}
                  <CountLink
                    count={row.unpaidCount}
                    what="unpaid"
                    to={linkFor({ status: 'unpaid', past_due: false })}
                  />
                </>,
                <>
                  <Money amount={row.pastDueTotal} currency={row.currency} />{' '}
                  <CountLink
                    count={row.pastDueCount}
                    what="past due"
                    to={linkFor({ status: undefined, past_due: true })}
                  />
                </>,
              ],
            }))}
          />
          {state.problemCount > 0 && (
            <p className="muted">
              {formatCount(state.problemCount, 'record')} could not be read and are not counted.
            </p>
          )}
        </div>
      )}
    </CollectTool>
  );
}

/** A count that opens the list of those invoices (same filters); none is plain text. */
function CountLink({ count, what, to }: { count: number; what: string; to: string }) {
  const text = `${formatInteger(count)} ${what}`;
  if (count === 0) return <span className="muted">{text}</span>;
  return <Link to={to}>{text}</Link>;
}
