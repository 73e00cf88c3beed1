// Exports every contract of the current filter and sort as a CSV file (a bulk read, up to 5,000).
import { useQueryClient } from '@tanstack/react-query';
import { advertiserNamesFor } from '../../api/advertisers';
import type { ContractListParams, ContractRow } from '../../domain/contract-list';
import { ListExport } from '../../components/collect-tool';
import { fetchPeopleNames } from '../../components/user-name';
import { downloadText } from '../../lib/csv';
import { useCollectContracts } from '../../lib/use-collect-contracts';
import { contractCsvFileName, contractsCsv } from './contract-csv';
import type { ContractFilters } from './contract-list-params';

/** Remount with `key` = the filter and sort, so a result never outlives them. */
export function ContractListExport({
  params,
  filters,
}: {
  params: Omit<ContractListParams, 'page' | 'per_page'>;
  filters: ContractFilters;
}) {
  const collect = useCollectContracts(params);
  const queryClient = useQueryClient();

  async function save(items: ContractRow[]) {
    const name = contractCsvFileName(filters);
    const [advertisers, names] = await Promise.all([
      advertiserNamesFor(
        queryClient,
        items.map((c) => c.advertiserId),
      ),
      fetchPeopleNames(queryClient),
    ]);
    downloadText(name, contractsCsv(items, advertisers, names));
    return { name, count: items.length };
  }

  return <ListExport collect={collect} noun="contract" save={save} />;
}
