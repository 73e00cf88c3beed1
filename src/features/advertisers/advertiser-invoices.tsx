// An advertiser's latest invoices: the first page of the API's list for their number, with a link to
// the whole list on /invoices (the same query, so it opens at once).
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { invoiceListQuery, type Invoice, type InvoiceListParams } from '../../api/invoices';
import { paths } from '../../app/paths';
import { StatusBadge } from '../../components/badge';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { ProblemsNotice } from '../../components/problems-notice';

const col = createColumnHelper<Invoice>();

const columns = [
  col.accessor('id', {
    header: 'Invoice',
    meta: { phone: 'key' },
    cell: (c) => <Link to={paths.invoice.href(c.getValue())}>Invoice {c.getValue()}</Link>,
  }),
  col.accessor((i) => i.contractId ?? undefined, {
    id: 'contract',
    header: 'Contract',
    sortUndefined: 'last',
    cell: (c) => {
      const id = c.getValue();
      return id === undefined ? (
        <span className="muted">none</span>
      ) : (
        <Link to={paths.contract.href(id)}>{id}</Link>
      );
    },
  }),
  col.accessor((i) => i.dateCreated ?? undefined, {
    id: 'created',
    header: 'Created',
    sortUndefined: 'last',
    cell: (c) => <DateText value={c.getValue()} />,
  }),
  col.accessor((i) => i.dateDue ?? undefined, {
    id: 'due',
    header: 'Due',
    sortUndefined: 'last',
    cell: (c) => <DateText value={c.getValue()} />,
  }),
  col.accessor('status', {
    header: 'Status',
    meta: { phone: 'key' },
    cell: (c) => <StatusBadge status={c.getValue()} />,
  }),
  col.accessor('total', {
    header: 'Total',
    meta: { phone: 'key', numeric: true },
    cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency?.name} />,
  }),
];

/** The params of /invoices?advertiser_id=N's first page: one cache entry for both views. */
export function advertiserInvoicesParams(advertiserId: number): InvoiceListParams {
  return { advertiser_id: advertiserId };
}

export function AdvertiserInvoices({ advertiserId }: { advertiserId: number }) {
  const invoices = useQuery(invoiceListQuery(advertiserInvoicesParams(advertiserId)));
  const all = paths.invoices.href(new URLSearchParams({ advertiser_id: String(advertiserId) }));
  const shown = invoices.data?.items.length ?? 0;

  return (
    <section aria-labelledby="advertiser-invoices" className="advertiser__card">
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
