// An advertiser's contracts, found through their insertions (the API cannot list contracts).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { insertionListQuery } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { DataTable } from '../../components/data-table';
import {
  foundContractColumns,
  type FoundContractBase,
} from '../../components/found-contract-columns';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { groupByContract } from '../../lib/found-contracts';

type Row = FoundContractBase;

const columns = foundContractColumns<Row>();

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
