// An advertiser's latest invoices: the first page of the API's list for their number, with a link to
// the whole list on /invoices (the same query, so it opens at once).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { invoiceListQuery } from '../../api/invoices';
import type { InvoiceListParams } from '../../domain/invoice-list-request';
import { paths } from '../../app/paths';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { invoiceRowColumns } from '../../components/record-columns';

/** The params of /invoices?advertiser_id=N's first page: one cache entry with the whole list's. */
export function advertiserInvoicesParams(advertiserId: number): InvoiceListParams {
  return { advertiser_id: advertiserId };
}

const columns = invoiceRowColumns({ withContract: true });

export function AdvertiserInvoices({ advertiserId }: { advertiserId: number }) {
  const invoices = useQuery(invoiceListQuery(advertiserInvoicesParams(advertiserId)));
  const all = paths.invoices.href(new URLSearchParams({ advertiser_id: String(advertiserId) }));
  const shown = invoices.data?.items.length ?? 0;

  return (
    <section aria-labelledby="advertiser-invoices" className="card advertiser__card">
      <h2 id="advertiser-invoices">Invoices</h2>
      <p className="muted">
        {invoices.data &&
          (invoices.data.hasNextPage
            ? `The latest ${shown}; there are more. `
            : shown > 0
              ? `All ${shown}, latest first. `
              : '')}
        <Link to={all}>All their invoices</Link>, to filter, sort and export.
      </p>
      {invoices.data && <ProblemsNotice problems={invoices.data.problems} what="invoices" />}
      <DataTable
        caption="Their invoices"
        data={invoices.data?.items ?? []}
        columns={columns}
        getRowId={(i) => String(i.id)}
        isLoading={invoices.isPending}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        emptyMessage="The API has no invoices for this advertiser."
      />
    </section>
  );
}
