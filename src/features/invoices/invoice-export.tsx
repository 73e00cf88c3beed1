// Exports every invoice of the current filter and sort as a CSV file, up to EXPORT_LIMIT.
import { useQueryClient } from '@tanstack/react-query';
import { advertiserNamesFor } from '../../api/advertisers';
import type { Invoice, InvoiceListParams } from '../../api/invoices';
import { ListExport } from '../../components/collect-tool';
import { downloadText } from '../../lib/csv';
import { todayIso } from '../../lib/format';
import { csvFileName, invoicesCsv } from './invoice-csv';
import type { InvoiceFilters } from './invoice-list-params';
import { useCollectInvoices } from '../../lib/use-collect-invoices';

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
  const collect = useCollectInvoices(params);
  const queryClient = useQueryClient();

  async function save(read: Invoice[]) {
    const name = keep
      ? csvFileName(filters).replace(/\.csv$/, `_${keep.tag}.csv`)
      : csvFileName(filters);
    const items = keep ? read.filter(keep.test) : read;
    // The names of these invoices' advertisers (those on screen are cached already).
    const names = await advertiserNamesFor(
      queryClient,
      items.map((i) => i.advertiserId),
    );
    downloadText(name, invoicesCsv(items, todayIso(), names));
    return { name, count: items.length };
  }

  return <ListExport collect={collect} noun="invoice" save={save} />;
}
