// The invoices of this contract (the invoice list filtered by contract_id), read once the section is
// on screen; each links to its invoice, and the whole list to the invoice list with the same filter.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { invoiceListQuery } from '../../api/invoices';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { invoiceRowColumns } from '../../components/record-columns';
import { formatCount } from '../../domain/format';
import { useWhenVisible } from './use-when-visible';

const columns = invoiceRowColumns({ withContract: false });

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
