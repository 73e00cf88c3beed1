// Contracts found through insertions: the API cannot list contracts, so this reads the insertions
// for an advertiser, product or section and lists the distinct contracts among them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contractQuery, type Contract } from '../../api/contracts';
import { insertionListQuery, isWhole, type InsertionListParams } from '../../api/insertions';
import type { Product } from '../../api/products';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { describeInsertionFilters } from '../../lib/insertion-filters';
import { foundContractColumns, type FoundContractRow } from './found-contract-columns';
import { groupByContract } from '../../lib/found-contracts';

interface Props {
  params: InsertionListParams;
  products: readonly Product[] | undefined;
}

export function ContractBrowse({ params, products }: Props) {
  const queryClient = useQueryClient();
  const insertions = useQuery(insertionListQuery(params));
  const productNames = useMemo(
    () => new Map((products ?? []).map((p) => [p.id, p.name])),
    [products],
  );
  // The count and the problems are said once the list has been read to its end.
  const whole = insertions.data && isWhole(insertions.data) ? insertions.data : undefined;
  const found = useMemo(() => groupByContract(insertions.data?.items ?? []), [insertions.data]);
  const rows: FoundContractRow[] = found.map((f) => ({
    found: f,
    advertiserId:
      params.advertiser_id ??
      queryClient.getQueryData<Contract>(contractQuery(f.contractId).queryKey)?.advertiserId ??
      null,
    productNames: f.productIds.map((id) => productNames.get(id) ?? `Product ${id}`),
  }));

  return (
    <div className="contract-browse">
      <p>
        {whole ? (
          <>
            <strong>{formatCount(found.length, 'contract')}</strong> found in{' '}
            {formatCount(whole.count, 'insertion')} for {describeInsertionFilters(params)}.{' '}
          </>
        ) : null}
        This list is built from insertions: a contract without insertions that match does not
        appear.
      </p>
      {whole && <ProblemsNotice problems={whole.problems} what="insertions" />}
      <DataTable
        data={rows}
        columns={foundContractColumns}
        caption="Contracts found"
        getRowId={(r) => String(r.found.contractId)}
        isLoading={insertions.isPending}
        error={insertions.error}
        onRetry={() => void insertions.refetch()}
        emptyMessage="No insertions match, so no contracts were found."
      />
    </div>
  );
}
