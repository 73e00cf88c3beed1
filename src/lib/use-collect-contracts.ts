// Reads every contract of a filter and sort (100 a request, bulk reads, through the query cache):
// the list's export. A hook of its own: the export is given the hook that reads its list.
import type { ContractListParams } from '../domain/contract-list';
import { contractPages } from '../api/contract-list';
import { useCollectList, type CollectOptions } from './use-collect-list';

export function useCollectContracts(
  params: Omit<ContractListParams & { sold_by_user?: number }, 'page' | 'per_page'>,
  options: CollectOptions = {},
) {
  return useCollectList(contractPages, params, options);
}
