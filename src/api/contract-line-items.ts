// Contract line items (endpoint 8: secondary /contractLineItems/?contract_id=,
// `{contract_line_items: [...]}`); the same records are embedded in a contract's `line_items`.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, endpointLabel } from './client';
import { listIn, parseList, type ParsedList } from '../domain/parse';
import { LIST_STALE_MS } from './query-client';
import { type ContractLineItem, contractLineItemSchema } from '../domain/contract-line-items';

const PATH = '/contractLineItems/';

export async function fetchContractLineItems(
  contractId: number,
  signal?: AbortSignal,
): Promise<ParsedList<ContractLineItem>> {
  const endpoint = endpointLabel('secondary', PATH);
  const data = await apiGet('secondary', PATH, { contract_id: contractId }, signal);
  return parseList(contractLineItemSchema, listIn(data, 'contract_line_items', endpoint), endpoint);
}

export const contractLineItemKeys = {
  all: ['contractLineItems'] as const,
  list: (contractId: number) => [...contractLineItemKeys.all, 'list', contractId] as const,
};

export function contractLineItemListQuery(contractId: number) {
  return queryOptions({
    queryKey: contractLineItemKeys.list(contractId),
    queryFn: ({ signal }) => fetchContractLineItems(contractId, signal),
    staleTime: LIST_STALE_MS,
  });
}
