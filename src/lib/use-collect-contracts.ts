// Reads every contract of a filter and sort from the contract list (100 a request, bulk reads,
// through the query cache): the list's export, the pipeline and bookings.
import {
  contractListQuery,
  fetchContractList,
  type ContractListParams,
} from '../api/contract-list';
import { useCollectList, type CollectOptions } from './use-collect-list';

const CONTRACT_PAGES = { query: contractListQuery, fetch: fetchContractList };

export function useCollectContracts(
  params: Omit<ContractListParams, 'page' | 'per_page'>,
  options: CollectOptions = {},
) {
  return useCollectList(CONTRACT_PAGES, params, options);
}
