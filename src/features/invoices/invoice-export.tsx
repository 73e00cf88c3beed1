// Exports every invoice of the current filter and sort as a CSV file, up to EXPORT_LIMIT.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { advertiserListQuery, advertiserNames } from '../../api/advertisers';
import type { Invoice, InvoiceListParams } from '../../api/invoices';
import { Notice } from '../../components/notice';
import { downloadText } from '../../lib/csv';
import { formatCount, todayIso } from '../../lib/format';
import { CollectStatus } from '../../components/collect-status';
import { csvFileName, invoicesCsv } from './invoice-csv';
import type { InvoiceFilters } from './invoice-list-params';
import { EXPORT_LIMIT, useCollectInvoices } from '../../lib/use-collect-invoices';

/** Remount with `key` = the filter and sort, so a result never outlives them. */
export function InvoiceExport({
  params,
  filters,
  keep,
}: {
  params: Omit<InvoiceListParams, 'page' | 'per_page'>;
  filters: InvoiceFilters;
  /** The viewer's own filter (status, past due), applied to what was read; with its file-name tag. */
  keep?: { test: (invoice: Invoice) => boolean; tag: string };
}) {
  const { state, start, cancel } = useCollectInvoices(params);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ name: string; count: number } | null>(null);

  async function run() {
    setSaved(null);
    const done = await start();
    if (!done) return;
    const name = keep
      ? csvFileName(filters).replace(/\.csv$/, `_${keep.tag}.csv`)
      : csvFileName(filters);
    const items = keep ? done.items.filter(keep.test) : done.items;
    // The names list is reference data for the day: usually cached already by the list's names.
    const names = await queryClient
      .fetchQuery(advertiserListQuery())
      .then(advertiserNames, () => new Map<number, string>());
    downloadText(name, invoicesCsv(items, todayIso(), names));
    setSaved({ name, count: items.length });
  }

  return (
    <section className="invoice-tool" aria-label="Export">
      <p className="invoice-tool__row">
        <button
          type="button"
          className="button"
          onClick={() => void run()}
          disabled={state.status === 'running'}
        >
          Export CSV
        </button>
        <span className="muted">
          All pages of this filter, 100 invoices a request, up to{' '}
          {EXPORT_LIMIT.toLocaleString('en-US')} invoices.
        </span>
      </p>
      <CollectStatus state={state} what="Export" onCancel={cancel} onRetry={() => void run()} />
      {state.status === 'done' && saved && (
        <Notice title="Export ready">
          <p>
            {formatCount(saved.count, 'invoice')} saved as <code>{saved.name}</code>.
            {state.problemCount > 0 &&
              ` ${formatCount(state.problemCount, 'record')} could not be read and are not in the file.`}
          </p>
        </Notice>
      )}
    </section>
  );
}
