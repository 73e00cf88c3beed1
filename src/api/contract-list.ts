// The legacy contract list (secondary /contracts/, api-notes.md), on accounts that answer it: each
// contract's own fields (the shape of /contracts/{id} without insertions and line items), filtered,
// sorted and paged by the API, with a top-level count when it sends one.
import type { QueryClient } from '@tanstack/react-query';
import { pagedList } from './list-page';
import { fetchView, viewQuery } from './view-query';
import {
  CONTRACT_LIST_PATH,
  type ContractListParams,
  CONTRACT_LIST_DEFAULTS,
  type ContractRow,
  contractRowSchema,
  type ContractListPage,
  normaliseContractListParams,
  sellerListContract,
  sellersContract,
} from '../domain/contract-list';
import { EXPORT_LIMIT } from '../domain/invoice-views';

const contractList = pagedList({
  root: ['contract-list'],
  request: (params: ContractListParams) => ({
    base: 'secondary' as const,
    path: CONTRACT_LIST_PATH,
    params: normaliseContractListParams(params),
  }),
  key: 'contracts',
  schema: contractRowSchema,
  defaults: CONTRACT_LIST_DEFAULTS,
});
export const { fetch: fetchContractList, query: contractListQuery } = contractList;
export const contractListKeys = { all: ['contract-list'] as const, list: contractList.key };

/** A contract's row from any list page in the cache (to draw its header while it loads). */
export function cachedContractRow(queryClient: QueryClient, id: number): ContractRow | undefined {
  const pages = [contractListKeys.all, ['views', 'contracts']].flatMap((queryKey) =>
    queryClient.getQueriesData<ContractListPage>({ queryKey }),
  );
  for (const [, page] of pages) {
    const row = page?.items.find((c) => c.id === id);
    if (row) return row;
  }
  return undefined;
}

type PageParams = ContractListParams & { sold_by_user?: number };

/** The server's view's request: the list's parameters, one seller's or everyone's. */
const viewRequest = ({ sold_by_user, ...rest }: PageParams) => ({
  ...normaliseContractListParams(rest),
  sold_by_user,
});

/** The list a page shows: one seller's from the server's copy, else the API's. */
export function contractPageQuery(params: PageParams) {
  const { sold_by_user: seller, ...rest } = params;
  return seller === undefined
    ? contractListQuery(rest)
    : (viewQuery(sellerListContract, viewRequest(params)) as unknown as ReturnType<
        typeof contractListQuery
      >);
}

/**
 * Every contract of a filter and sort (up to EXPORT_LIMIT), one seller's or everyone's, for the
 * list's export: one request to the server's copy of the account.
 */
export const fetchContractExport = (params: PageParams) =>
  fetchView(sellerListContract, { ...viewRequest(params), page: 1, per_page: EXPORT_LIMIT });

/** The sellers, the signed-in person's user and every person's name: one answer, many readers. */
export const sellersQuery = () => viewQuery(sellersContract, {});
