// The report of one due window from the server's copy of the account (its aging view, one
// request): when its figures date from, the figures per currency and per advertiser, Export CSV.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { advertiserNamesFor } from '../../api/advertisers';
import { agingViewQuery } from '../../api/invoice-views';
import { DataTable } from '../../components/data-table';
import { asOfText } from '../../components/figures-coverage';
import { Loading } from '../../components/loading';
import { QueryErrorPanel } from '../../components/error-panel';
import { downloadText } from '../../lib/csv';
import { formatCount } from '../../domain/format';
import { AgingFiguresView } from './aging-figures';
import { receivablesColumns } from './receivables-columns';
import { receivablesCsv, receivablesFileName } from './receivables-csv';
import type { DueWindow } from './receivables-params';

export function ReceivablesReport({ due, today }: { due: DueWindow; today: string }) {
  const query = useQuery(agingViewQuery({ ...due, today }));
  const queryClient = useQueryClient();
  const byCurrency = query.data?.byCurrency;
  const columns = useMemo(
    () => receivablesColumns(byCurrency?.some((f) => f.buckets.noDueDate.count > 0) ?? false),
    [byCurrency],
  );
  if (query.isPending) return <Loading label="Reading the receivables…" />;
  if (query.isError) return <QueryErrorPanel query={query} what="Receivables" />;
  const { byAdvertiser, count, invoices } = query.data;

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
      <div className="receivables-asof">
        <p>
          <strong>Figures{asOfText(invoices.asOf)}</strong>{' '}
          <span className="muted">
            ({formatCount(count, 'invoice')} due in the window, from the server’s copy of the
            account: no request to the API)
          </span>
        </p>
        <button type="button" className="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      <h2 className="receivables-heading">Owed per currency</h2>
      {query.data.byCurrency.length === 0 ? (
        <p>No unpaid invoice is due in this window.</p>
      ) : (
        <div className="receivables-currencies">
          {query.data.byCurrency.map((figures) => (
            <AgingFiguresView key={figures.currency ?? 'none'} figures={figures} />
          ))}
        </div>
      )}
      <h2 className="receivables-heading">By advertiser</h2>
      <DataTable
        caption="Unpaid invoices by advertiser"
        data={byAdvertiser}
        columns={columns}
        getRowId={(r) => `${r.advertiserId}-${r.currency}`}
        emptyMessage="No advertiser owes anything in this window."
      />
    </>
  );
}
