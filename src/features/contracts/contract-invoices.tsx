// The invoices of this contract (the invoice list filtered by contract_id), read once the section is
// on screen; each links to its invoice, and the whole list to the invoice list with the same filter.
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { invoiceListQuery, type Invoice } from '../../api/invoices';
import { StatusBadge } from '../../components/badge';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { useWhenVisible } from './use-when-visible';

const col = createColumnHelper<Invoice>();
const columns = [
  col.accessor('id', {
    header: 'Invoice',
    meta: { phone: 'key' },
    cell: (c) => <Link to={paths.invoice.href(c.getValue())}>Invoice {c.getValue()}</Link>,
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
  col.accessor((i) => i.status ?? '', {
    id: 'status',
    header: 'Status',
    meta: { phone: 'key' },
    cell: (c) => <StatusBadge status={c.row.original.status} />,
  }),
  col.accessor('total', {
    header: 'Total',
    meta: { phone: 'key', numeric: true },
    cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency?.name} />,
  }),
];

export function ContractInvoices({ contractId }: { contractId: number }) {
  const ref = useRef<HTMLElement>(null);
  const visible = useWhenVisible(ref);
  // The same options as /invoices?contract_id=N, so following the link finds them cached.
  const invoices = useQuery({ ...invoiceListQuery({ contract_id: contractId }), enabled: visible });
  const listHref = paths.invoices.href(new URLSearchParams({ contract_id: String(contractId) }));
  const page = invoices.data;

  return (
    <section ref={ref} aria-labelledby="contract-invoices" className="contract-section">
      <h2 id="contract-invoices">Invoices</h2>
      <p>
        {page
          ? page.hasNextPage
            ? `The first ${formatCount(page.items.length, 'invoice')} of this contract, newest first. `
            : `${formatCount(page.items.length, 'invoice')} for this contract. `
          : null}
        <Link to={listHref}>Open them in the invoice list</Link>
      </p>
      {page && <ProblemsNotice problems={page.problems} what="invoices" />}
      <DataTable
        data={page?.items ?? []}
        columns={columns}
        caption={`Invoices of contract ${contractId}`}
        getRowId={(i) => String(i.id)}
        isLoading={!visible || invoices.isPending}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        emptyMessage="No invoices for this contract yet."
      />
    </section>
  );
}
