// The pieces the pages of figures share: what they say, and what the contract-list pages' loader asks.
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { capabilitiesQuery } from '../../api/capabilities';
import { sellersQuery } from '../../api/contract-list';
import { defineListSpec, integerParam } from '../../lib/list-params';
import { ContractListGate, CurrenciesNotice, prefetchOverContracts, valuesOf } from './view-parts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

function said(node: ReactNode, queryClient = new QueryClient()) {
  const router = createMemoryRouter([{ path: '/', element: node }]);
  return text(
    renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
}

const withCapabilities = (contractList: boolean) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(capabilitiesQuery().queryKey, { contractList } as never);
  return queryClient;
};

describe('the pages of figures', () => {
  it('say several currencies are never added, and nothing for one', () => {
    expect(said(<CurrenciesNotice count={1} />)).toBe('');
    expect(said(<CurrenciesNotice count={2} />)).toBe(
      'More than one currency The contracts carry 2 currencies: each has its own figures, never added.',
    );
    expect(said(<CurrenciesNotice count={3} each="its own table" />)).toContain(
      'each has its own table.',
    );
  });

  it('show their figures only when the API lists contracts, else say why and where to go', () => {
    const gate = (queryClient: QueryClient) =>
      said(<ContractListGate why="The pipeline needs it.">figures</ContractListGate>, queryClient);
    expect(gate(withCapabilities(true))).toBe('figures');
    expect(gate(withCapabilities(false))).toBe(
      "The account's API does not list contracts The pipeline needs it. Contracts can still be opened by number or found through their insertions on the contracts page .",
    );
    expect(gate(new QueryClient())).toBe('Finding out whether the API lists contracts…');
  });

  it('read their values from the loader’s address', () => {
    const spec = defineListSpec({ params: { days: integerParam({ min: 1, default: 30 }) } });
    expect(valuesOf(spec, new Request('http://x/p?days=7'))).toEqual({ days: 7 });
    expect(valuesOf(spec, new Request('http://x/p?days=0'))).toEqual({ days: 1 });
  });

  it('ask for their view and the sellers only when the API lists contracts and there is a view', async () => {
    const asked = async (contractList: boolean, view: boolean) => {
      const queryClient = withCapabilities(contractList);
      queryClient.setDefaultOptions({ queries: { retry: false } });
      // The sellers' own fetcher fails here (no server): the loader swallows it, as on a page.
      const figures = queryOptions({ queryKey: ['figures'], queryFn: () => 1 });
      await prefetchOverContracts(queryClient, () => (view ? figures : null));
      const keys = [figures.queryKey, sellersQuery().queryKey].map((queryKey, i) =>
        queryClient.getQueryCache().find({ queryKey }) ? ['figures', 'sellers'][i] : null,
      );
      return keys.filter(Boolean);
    };
    expect(await asked(true, true)).toEqual(['figures', 'sellers']);
    expect(await asked(true, false)).toEqual([]);
    expect(await asked(false, true)).toEqual([]);
  });
});
