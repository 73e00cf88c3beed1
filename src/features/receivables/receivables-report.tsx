// The report of one window: the read (on request, with progress and Cancel), when its figures date
// from, Refresh, and the figures per currency and per advertiser. A read stopped by an error (a
// 429) keeps what it read: those figures are shown, marked incomplete, with Retry.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { advertiserNamesFor } from '../../api/advertisers';
import { CollectStatus } from '../../components/collect-status';
import { DataTable } from '../../components/data-table';
import { Notice } from '../../components/notice';
import { agingByAdvertiser, agingByCurrency } from '../../lib/aging';
import { downloadText } from '../../lib/csv';
import { formatCount, formatDate, formatInteger, todayIso, twoDigits } from '../../lib/format';
import { EXPORT_PAGE_SIZE, useCollectInvoices } from '../../lib/use-collect-invoices';
import { AgingFiguresView } from './aging-figures';
import { receivablesColumns } from './receivables-columns';
import { receivablesCsv, receivablesFileName } from './receivables-csv';
import type { DueWindow } from './receivables-params';

/** 50,000 invoices = 500 requests of 100 (and one probe past them): 10 % of the day's 5,000. */
export const RECEIVABLES_LIMIT = 50_000;
/** Pages asked for at once: the read takes a quarter of the time, and costs the same. */
export const RECEIVABLES_CONCURRENCY = 4;
const DAILY_QUOTA = 5000;
const MOST_REQUESTS = RECEIVABLES_LIMIT / EXPORT_PAGE_SIZE + 1;

/** "14:02", or "Nov 22, 2026, 14:02" when not today (local time, 24 hours, as en-GB writes it). */
export function asOf(at: number, today: string): string {
  const date = new Date(at);
  const day = todayIso(date);
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return day === today ? time : `${formatDate(day)}, ${time}`;
}

export function ReceivablesReport({ due, today }: { due: DueWindow; today: string }) {
  const { state, start, cancel } = useCollectInvoices(
    { ...due, sort_by: 'date_due', sort_order: 'asc' },
    { limit: RECEIVABLES_LIMIT, concurrency: RECEIVABLES_CONCURRENCY },
  );
  const queryClient = useQueryClient();
  // Refresh passes fresh: the query cache and the server's copy are both asked past.
  const [fresh, setFresh] = useState(false);
  const read = (again: boolean) => {
    setFresh(again);
    void start({ fresh: again });
  };
  const result = state.status === 'done' || state.status === 'error' ? state : null;
  const items = result?.items;
  const byCurrency = useMemo(() => (items ? agingByCurrency(items, today) : []), [items, today]);
  const byAdvertiser = useMemo(
    () => (items ? agingByAdvertiser(items, today) : []),
    [items, today],
  );
  const columns = useMemo(
    () => receivablesColumns(byCurrency.some((f) => f.buckets.noDueDate.count > 0)),
    [byCurrency],
  );
  const incomplete = state.status === 'error';

  async function exportCsv() {
    // The names of the report's advertisers (those in the table are cached already).
    const names = await advertiserNamesFor(
      queryClient,
      byAdvertiser.map((r) => r.advertiserId),
    );
    downloadText(receivablesFileName(due, today), receivablesCsv(byAdvertiser, names));
  }

  return (
    <>
      <div className="receivables-read">
        {state.status !== 'done' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => read(false)}
            disabled={state.status === 'running'}
          >
            Read receivables
          </button>
        )}
        <p className="muted receivables-read__cost">
          Reads every invoice due from {formatDate(due.date_due_after)} to{' '}
          {formatDate(due.date_due_before)}, 100 a request, up to {formatInteger(RECEIVABLES_LIMIT)}{' '}
          invoices: at most {formatInteger(MOST_REQUESTS)} of the team’s{' '}
          {formatInteger(DAILY_QUOTA)} API requests a day (
          {Math.round((MOST_REQUESTS / DAILY_QUOTA) * 100)} %). The server keeps the pages for an
          hour, so reading the same window again within the hour costs none.
        </p>
      </div>
      {state.status === 'idle' && (
        <p className="receivables-empty">Nothing has been read yet: the figures appear here.</p>
      )}
      <CollectStatus
        state={state}
        what="Receivables"
        limit={RECEIVABLES_LIMIT}
        onCancel={cancel}
        onRetry={() => read(fresh)}
      />
      {result && (
        <>
          {incomplete ? (
            <Notice tone="warning" title="Incomplete figures">
              <p>
                Only the first {formatCount(result.items.length, 'invoice')} (by due date) were read
                before the read stopped: the figures below leave out the rest. Retry when the wait
                is over.
              </p>
            </Notice>
          ) : (
            <div className="receivables-asof">
              <p>
                <strong>Figures as of {asOf(result.storedAt, today)}</strong>{' '}
                <span className="muted">
                  ({formatCount(result.items.length, 'invoice')} due in the window;{' '}
                  {formatCount(result.requests, 'request')} made)
                </span>
              </p>
              <button type="button" className="button" onClick={() => read(true)}>
                Refresh
              </button>
              <button type="button" className="button" onClick={() => void exportCsv()}>
                Export CSV
              </button>
            </div>
          )}
          {result.problemCount > 0 && (
            <Notice tone="warning" title="Some invoices could not be read">
              <p>
                {formatCount(result.problemCount, 'invoice')} did not match the expected format and
                are left out of the figures.
              </p>
            </Notice>
          )}
          <h2 className="receivables-heading">Owed per currency{incomplete && ' (incomplete)'}</h2>
          {byCurrency.length === 0 ? (
            <p>No unpaid invoice is due in this due.</p>
          ) : (
            <div className="receivables-currencies">
              {byCurrency.map((figures) => (
                <AgingFiguresView key={figures.currency ?? 'none'} figures={figures} />
              ))}
            </div>
          )}
          <h2 className="receivables-heading">By advertiser{incomplete && ' (incomplete)'}</h2>
          <DataTable
            caption={`Unpaid invoices by advertiser${incomplete ? ' (incomplete)' : ''}`}
            data={byAdvertiser}
            columns={columns}
            getRowId={(r) => `${r.advertiserId}-${r.currency}`}
            emptyMessage="No advertiser owes anything in this due."
          />
        </>
      )}
    </>
  );
}
