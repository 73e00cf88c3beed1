// /contracts: find a contract by number, browse the contracts found through insertions, and the
// contracts viewed lately on this browser.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../app/paths';
import { insertionListQuery } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import {
  insertionFilterSearch,
  parseInsertionFilters,
  type InsertionFilterName,
} from '../../lib/insertion-filters';
import { clearRecent, useRecent } from '../../lib/recent';
import { BrowseForm } from './browse-form';
import { ContractBrowse } from './contract-browse';
import { ContractNumberForm } from './contract-number-form';
import './contract.css';

const BROWSE_BY: readonly InsertionFilterName[] = ['advertiser_id', 'product_id', 'section_id'];

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { params } = parseInsertionFilters(new URL(request.url).searchParams, BROWSE_BY);
  const products = queryClient.ensureQueryData(productListQuery());
  if (Object.keys(params).length === 0) return products;
  await Promise.all([products, queryClient.ensureQueryData(insertionListQuery(params))]);
}

export function Component() {
  const [search, setSearch] = useSearchParams();
  const { params, corrections } = useMemo(() => parseInsertionFilters(search, BROWSE_BY), [search]);
  const products = useQuery(productListQuery());
  const recent = useRecent('contract');
  const browsing = Object.keys(params).length > 0;

  return (
    <section>
      <PageHeader
        title="Contracts"
        subtitle="The API cannot list contracts: open one by number, or find them through their insertions."
      />
      <section aria-labelledby="contracts-goto" className="contracts__card">
        <h2 id="contracts-goto">Open a contract</h2>
        <ContractNumberForm />
      </section>
      <section aria-labelledby="contracts-browse" className="contracts__card">
        <h2 id="contracts-browse">Browse through insertions</h2>
        {corrections.length > 0 && (
          <Notice tone="warning" title="Some values in the address could not be used">
            <ul>
              {corrections.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Notice>
        )}
        <BrowseForm
          key={search.toString()}
          params={params}
          products={products.data?.items}
          onBrowse={(next) => setSearch(insertionFilterSearch(next))}
        />
        {browsing ? (
          <ContractBrowse params={params} products={products.data?.items} />
        ) : (
          <p className="muted">
            Choose an advertiser, a product or a section: the contracts are found by reading their
            insertions.
          </p>
        )}
      </section>
      <section aria-labelledby="contracts-recent" className="contracts__card">
        <h2 id="contracts-recent">Recently viewed contracts</h2>
        {recent.length === 0 ? (
          <p className="muted">
            None yet. Contracts you open are listed here, on this browser only.
          </p>
        ) : (
          <>
            <ul className="contracts__recent">
              {recent.map((r) => (
                <li key={r.id}>
                  <Link to={paths.contract.href(r.id)}>Contract {r.id}</Link>
                  {r.label && <span className="muted"> · {r.label}</span>}
                </li>
              ))}
            </ul>
            <p>
              <button type="button" className="button" onClick={clearRecent}>
                Clear the list
              </button>
            </p>
          </>
        )}
      </section>
    </section>
  );
}
