// /contracts/:contractId: one contract. A cold open reads three things: the contract, the people's
// names (sold by, from the server's copy) and the products (names; both kept across tabs); the rest, the
// secondary line item list among it, loads when scrolled to.
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { cachedContractRow, sellersQuery } from '../../api/contract-list';
import { contractQuery } from '../../api/contracts';
import { productListQuery } from '../../api/products';
import { parseRecordNumber } from '../../lib/record-id';
import { ContractNotFound } from './contract-not-found';
import { ContractPage } from './contract-page';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.contractId ?? '');
  if (id === null) return;
  const fromList = cachedContractRow(queryClient, id);
  // Settled, not all: the names or products failing must not end the wait for the contract, or
  // the server would send "Loading contract N…". A failure stays in the cache for its part of the
  // page to show.
  const reads = Promise.allSettled([
    queryClient.ensureQueryData(contractQuery(id)),
    queryClient.ensureQueryData(sellersQuery()),
    queryClient.ensureQueryData(productListQuery()),
  ]);
  // Opened from the list: the page draws the header from the row at once, the rest as it comes.
  if (!fromList) await reads;
}

export function Component() {
  const { contractId = '' } = useParams();
  const id = parseRecordNumber(contractId);
  if (id === null) return <ContractNotFound number={contractId} />;
  return <ContractPage key={id} id={id} />;
}
