// Reads every contract of a filter and sort from the contract list (100 a request, bulk reads,
// through the query cache): the list's export, the pipeline and bookings. One seller's contracts
// come from the viewer's server's list (its copy of the account: the API has no seller filter).
import { contractPageQuery, fetchContractList } from '../api/contract-list';
import {
  normaliseContractListParams,
  sellerListContract,
  type ContractListParams,
  type ContractRow,
} from '../domain/contract-list';
import { fetchView } from '../api/view-query';
import { useCollectList, type CollectOptions, type PagedList } from './use-collect-list';

type Params = ContractListParams & { sold_by_user?: number };

const CONTRACT_PAGES: PagedList<Params, ContractRow> = {
  query: contractPageQuery,
  fetch: ({ sold_by_user: seller, ...params }, signal, options) =>
    seller === undefined
      ? fetchContractList(params, signal, options)
      : fetchView(
          sellerListContract,
          { ...normaliseContractListParams(params), sold_by_user: seller },
          signal,
        ),
};

export function useCollectContracts(
  params: Omit<Params, 'page' | 'per_page'>,
  options: CollectOptions = {},
) {
  return useCollectList(CONTRACT_PAGES, params, options);
}
