// /contracts/:contractId: one contract. A cold open reads four things: the contract, its line item
// list, the users (sold by) and the products (names); the rest loads on scroll or on demand.
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { contractLineItemListQuery } from '../../api/contract-line-items';
import { contractQuery } from '../../api/contracts';
import { productListQuery } from '../../api/products';
import { userListQuery } from '../../api/users';
import { parseId } from '../../lib/insertion-filters';
import { ContractNotFound } from './contract-not-found';
import { ContractPage } from './contract-page';

/** What a cold open fetches (the page's first screen); exported for the tests of the budget. */
export function contractPageQueries(id: number) {
  return [
    contractQuery(id),
    contractLineItemListQuery(id),
    userListQuery(),
    productListQuery(),
  ] as const;
}

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseId(params.contractId ?? '');
  if (id === null) return;
  const [contract, lineItems, users, products] = contractPageQueries(id);
  await Promise.all([
    queryClient.ensureQueryData(contract),
    queryClient.ensureQueryData(lineItems),
    queryClient.ensureQueryData(users),
    queryClient.ensureQueryData(products),
  ]);
}

export function Component() {
  const { contractId = '' } = useParams();
  const id = parseId(contractId);
  if (id === null) return <ContractNotFound number={contractId} />;
  return <ContractPage key={id} id={id} />;
}
