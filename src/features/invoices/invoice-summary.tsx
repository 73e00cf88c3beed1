// Count, total, unpaid and past-due totals of every invoice of the current filter, per currency:
// the server's summary view of its copy of the account, one request when asked.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { invoiceSummaryQuery } from '../../api/invoice-views';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { RequestTool } from '../../components/request-tool';
import { formatCount, formatInteger } from '../../domain/format';
import type { InvoiceFilters } from './invoice-list-params';
import { useToday } from '../../lib/use-today';
import { ScrollRegion } from '../list/view-parts';

/** Remount with `key` = the filter, so a summary never outlives it. */
export function InvoiceSummary({
  filters,
  linkFor,
}: {
  filters: InvoiceFilters;
  /** The list's address with the same filters and the viewer's own status filter. */
  linkFor: (viewer: { status?: 'unpaid'; past_due: boolean }) => string;
}) {
  const today = useToday();
  const [asked, setAsked] = useState(false);
  const summary = useQuery({ ...invoiceSummaryQuery(filters, today), enabled: asked });
  const answer = summary.data;
  const rows = answer?.byCurrency;

  return (
    <RequestTool
      label="Summary"
      button={answer ? 'Summarise again' : 'Summarise'}
      about="Count and totals of every matching invoice, from the server’s copy of the account."
      pending={summary.isFetching}
      error={summary.error}
      onStart={() => (asked ? void summary.refetch() : setAsked(true))}
    >
      {answer && rows && (
        <ScrollRegion className="invoice-summary" label="Figures per currency">
          <FiguresTable
            className="invoice-summary__table"
            caption={
              <>
                Summary of {formatCount(answer.count, 'invoice')} (past due: unpaid and due before{' '}
                {today})
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
        </ScrollRegion>
      )}
    </RequestTool>
  );
}

/** A count that opens the list of those invoices (same filters); none is plain text. */
function CountLink({ count, what, to }: { count: number; what: string; to: string }) {
  const text = `${formatInteger(count)} ${what}`;
  if (count === 0) return <span className="muted">{text}</span>;
  return <Link to={to}>{text}</Link>;
}
