// Reads every contract of a filter and sort from the contract list (100 a request, bulk reads,
// through the query cache): the list's export, the pipeline and bookings.
import {
  contractListQuery,
  fetchContractList,
  type ContractListParams,
  type ContractRow,
} from '../api/contract-list';
import { EXPORT_PAGE_SIZE, useCollectList, type CollectOptions } from './use-collect-list';

export function useCollectContracts(
  params: Omit<ContractListParams, 'page' | 'per_page'>,
  options: CollectOptions = {},
) {
  const pageParams = (page: number) => ({ ...params, page, per_page: EXPORT_PAGE_SIZE });
  return useCollectList<ContractRow>(
    {
      queryOptions: (page) => contractListQuery(pageParams(page)),
      fetch: (page, signal, apiOptions) => fetchContractList(pageParams(page), signal, apiOptions),
    },
    options,
  );
}
