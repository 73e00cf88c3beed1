// One contract (endpoint 7: base /contracts/{id}): its fetcher and queries (the record's schema:
// src/domain/contracts.ts).
import { queryOptions } from '@tanstack/react-query';
import { apiGet, endpointLabel, WITHOUT_HEADER } from './client';
import { parseOne } from '../domain/parse';
import { LIST_STALE_MS } from './query-client';
import { type Contract, contractSchema } from '../domain/contracts';

/**
 * One contract. `withoutLineItems`: the server may answer from its copy of the account without
 * them (a first screen that does not show them); the contract says so (`lineItemsRead` false).
 */
export async function fetchContract(
  id: number,
  signal?: AbortSignal,
  { withoutLineItems = false }: { withoutLineItems?: boolean } = {},
): Promise<Contract> {
  const path = `/contracts/${id}`;
  let left = false;
  const data = await apiGet('base', path, {}, signal, {
    ...(withoutLineItems ? { without: 'line_items' as const } : {}),
    onAnswer: (headers) => {
      left = headers.get(WITHOUT_HEADER) === 'line_items';
    },
  });
  const contract = parseOne(contractSchema, data, endpointLabel('base', path));
  // Left out is not "none recorded": nothing is said of them until they are read.
  return left
    ? { ...contract, lineItems: [], lineItemsRecorded: false, lineItemsRead: false }
    : contract;
}

export const contractKeys = {
  all: ['contracts'] as const,
  detail: (id: number) => [...contractKeys.all, 'detail', id] as const,
  /** The record read whole for its line items, when the first answer left them out. */
  record: (id: number) => [...contractKeys.all, 'detail', id, 'record'] as const,
};

/** A contract's page and lookups: its line items may be left out (see contractRecordQuery). */
export function contractQuery(id: number) {
  return queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) => fetchContract(id, signal, { withoutLineItems: true }),
    staleTime: LIST_STALE_MS,
  });
}

/** The whole record, line items and all: asked once its line items are to be shown. */
export function contractRecordQuery(id: number) {
  return queryOptions({
    queryKey: contractKeys.record(id),
    queryFn: ({ signal }) => fetchContract(id, signal),
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The contract as its page shows it: its own answer when that has the line items, else the whole
 * record once read (newer, and one answer: the page's "as of" is that answer's).
 */
export function withLineItemsOf(contract: Contract, record: Contract | undefined): Contract {
  return contract.lineItemsRead || !record?.lineItemsRead ? contract : record;
}
