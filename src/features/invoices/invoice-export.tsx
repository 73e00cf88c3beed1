// Exports every invoice of the current filter and sort as a CSV file, up to EXPORT_LIMIT: the
// API's pages, or under the viewer's own status and past-due filters the server view's pages.
import { useQueryClient } from '@tanstack/react-query';
import { advertiserNamesFor } from '../../api/advertisers';
import { invoicePages, type InvoicePageParams } from '../../api/invoice-views';
import type { Invoice } from '../../domain/invoices';
import { ListExport } from '../../components/collect-tool';
import { downloadText } from '../../lib/csv';
import { todayIso } from '../../domain/format';
import { useCollectList } from '../../lib/use-collect-list';
import { invoiceCsvFileName, invoicesCsv } from './invoice-csv';
import type { InvoiceFilters } from './invoice-list-params';

/** Remount with `key` = the filter and sort, so a result never outlives them. */
export function InvoiceExport({
  params,
  filters,
  tag,
}: {
  params: Omit<InvoicePageParams, 'page' | 'per_page'>;
  filters: InvoiceFilters;
  /** The viewer's own filter in the file's name (`unpaid_past-due`), if any. */
  tag?: string;
}) {
  const collect = useCollectList(invoicePages, params);
  const queryClient = useQueryClient();

  async function save(items: Invoice[]) {
    const name = tag
      ? invoiceCsvFileName(filters).replace(/\.csv$/, `_${tag}.csv`)
      : invoiceCsvFileName(filters);
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
