// Contract line items (endpoint 8: secondary /contractLineItems/?contract_id=,
// `{contract_line_items: [...]}`); the same records are embedded in a contract's `line_items`.
import { endpointList } from './fetch-list';
import { LIST_STALE_MS } from './query-client';
import { contractLineItemSchema } from '../domain/contract-line-items';

export const {
  fetch: fetchContractLineItems,
  keys: contractLineItemKeys,
  listQuery: contractLineItemListQuery,
} = endpointList({
  resource: 'contractLineItems',
  base: 'secondary',
  path: '/contractLineItems/',
  key: 'contract_line_items',
  schema: contractLineItemSchema,
  normal: (contractId: number) => contractId,
  query: (contractId) => ({ contract_id: contractId }),
  cache: { staleTime: LIST_STALE_MS },
});
