// An advertiser's contracts, found through their insertions (the API cannot list contracts).
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { insertionListQuery } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { groupByContract, type FoundContract } from '../../lib/found-contracts';

interface Row {
  found: FoundContract;
  productNames: string[];
}

const col = createColumnHelper<Row>();
const last = { sortUndefined: 'last' as const };

const columns = [
  col.accessor((r) => r.found.contractId, {
    id: 'contract',
    header: 'Contract',
    cell: (c) => <Link to={paths.contract.href(c.getValue())}>Contract {c.getValue()}</Link>,
  }),
  col.accessor((r) => r.productNames.join(', '), { id: 'products', header: 'Products' }),
  col.accessor((r) => r.found.insertionCount, {
    id: 'insertions',
    header: 'Insertions',
    meta: { numeric: true },
    cell: (c) => (
      <>
        {c.getValue()}
        {c.row.original.found.cancelledCount > 0 && (
          <span className="muted"> ({c.row.original.found.cancelledCount} cancelled)</span>
        )}
      </>
    ),
  }),
  col.accessor((r) => r.found.span?.start, {
    id: 'first',
    header: 'First scheduled',
    ...last,
    cell: (c) => <DateText value={c.getValue()} empty="not scheduled" />,
  }),
  col.accessor((r) => r.found.span?.end, {
    id: 'last',
    header: 'Last scheduled',
    ...last,
    cell: (c) => <DateText value={c.getValue()} empty="not scheduled" />,
  }),
];

export function AdvertiserContracts({ advertiserId }: { advertiserId: number }) {
  const insertions = useQuery(insertionListQuery({ advertiser_id: advertiserId }));
  const products = useQuery(productListQuery());
  const rows = useMemo(() => {
    const names = new Map((products.data?.items ?? []).map((p) => [p.id, p.name]));
    return groupByContract(insertions.data?.items ?? []).map((found) => ({
      found,
      productNames: found.productIds.map((id) => names.get(id) ?? `Product ${id}`),
    }));
  }, [insertions.data, products.data]);

  return (
    <section aria-labelledby="advertiser-contracts" className="advertiser__card">
      <h2 id="advertiser-contracts">Contracts</h2>
      <p className="muted">
        {insertions.data && insertions.data.count > 0 && (
          <>
            {formatCount(rows.length, 'contract')} found in{' '}
            {formatCount(insertions.data.count, 'insertion')}.{' '}
          </>
        )}
        Found through their insertions: a contract without insertions does not appear.
      </p>
      {insertions.data && <ProblemsNotice problems={insertions.data.problems} what="insertions" />}
      <DataTable
        caption="Their contracts"
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.found.contractId)}
        initialSorting={[{ id: 'contract', desc: true }]}
        isLoading={insertions.isPending}
        error={insertions.error}
        onRetry={() => void insertions.refetch()}
        emptyMessage="No insertions for this advertiser, so no contracts were found."
      />
    </section>
  );
}
