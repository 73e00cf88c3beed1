// Contract line items (endpoint 8: secondary /contractLineItems/?contract_id=,
// `{contract_line_items: [...]}`); the same records are embedded in a contract's `line_items`.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, endpointLabel } from './client';
import { listIn, parseList, type ParsedList } from './parse';
import { LIST_STALE_MS } from './query-client';
import { wireId, wireIdOrNull, wireNumber, wireTextOrNull } from './wire';

export interface ContractLineItem {
  id: number;
  contractId: number;
  /** The line item's kind (a fee or a discount). */
  typeId: number;
  /** The insertion it is invoiced with; null when it applies to the whole contract. */
  applyToInsertionId: number | null;
  /** Negative for discounts and credits. */
  amount: number;
  notes: string | null;
}

export const contractLineItemSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      contract_id: wireId,
      contract_line_item_type_id: wireId,
      apply_to_insertion_id: wireIdOrNull,
      amount: wireNumber,
      notes: wireTextOrNull,
    }),
    z.transform((w): ContractLineItem => ({
      id: w.id,
      contractId: w.contract_id,
      typeId: w.contract_line_item_type_id,
      applyToInsertionId: w.apply_to_insertion_id,
      amount: w.amount,
      notes: w.notes,
    })),
  ),
);

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
