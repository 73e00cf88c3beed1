// /contracts: on an account that answers the contract list, that list (contract-list.tsx); on any
// other (or while it is not known), find a contract by number, browse the contracts found through
// insertions, and the contracts viewed lately on this browser.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { capabilitiesQuery } from '../../api/capabilities';
import { contractPageQuery, sellersQuery } from '../../api/contract-list';
import { paths } from '../../app/paths';
import { insertionListQuery } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { RecentRecordLine } from '../../components/recent-record-line';
import { CorrectionsNotice, UNUSED_VALUES_TITLE } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { insertionFilterParams, insertionFiltersOf } from '../../lib/insertion-filters';
import { defineListSpec, integerParam, parseListParams } from '../../lib/list-params';
import { clearRecent, useRecent } from '../../lib/recent';
import { useListParams } from '../../lib/use-list-params';
import { revalidateOffList } from '../list/list-state';
import { BrowseForm } from './browse-form';
import { ContractBrowse } from './contract-browse';
import { ContractList } from './contract-list';
import { pageParamsOf, parseContractList } from './contract-list-params';
import { ContractNumberForm } from './contract-not-found';
import './contract.css';

/** Browsing reads insertions by advertiser, product or section. */
const browseSpec = defineListSpec({
  params: {
    advertiser_id: insertionFilterParams.advertiser_id,
    product_id: insertionFilterParams.product_id,
    section_id: insertionFilterParams.section_id,
    // One seller's list (a link from elsewhere): said plainly that it cannot be given here.
    sold_by_user: integerParam({ min: 1, outOfRange: 'drop' }),
  },
});

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const capabilities = await queryClient.ensureQueryData(capabilitiesQuery());
  if (capabilities.contractList) {
    const list = queryClient.ensureQueryData(
      contractPageQuery(pageParamsOf(parseContractList(search).values)),
    );
    // The sellers' names the rows show and the sellers to choose from with "Mine" (one answer):
    // in the server's page, so the browser does not ask for them after hydrating and draw every
    // row again.
    const names = queryClient.prefetchQuery(sellersQuery());
    if (import.meta.env.SSR) await names;
    return list;
  }
  const { values } = parseListParams(browseSpec, search);
  const params = insertionFiltersOf(values);
  const products = queryClient.ensureQueryData(productListQuery());
  if (Object.keys(params).length === 0) return products;
  await Promise.all([products, queryClient.ensureQueryData(insertionListQuery(params))]);
}

export const shouldRevalidate = revalidateOffList(paths.contracts.path);

const openContract = (
  <section aria-labelledby="contracts-goto" className="card">
    <h2 id="contracts-goto">Open a contract</h2>
    <ContractNumberForm />
  </section>
);

export function Component() {
  const capabilities = useQuery(capabilitiesQuery());
  if (capabilities.data?.contractList) {
    return (
      <section>
        <PageHeader
          title="Contracts"
          subtitle={
            <>
              Filtered, sorted and paged by the API (one seller&apos;s, by the server&apos;s copy of
              the account). <Link to={paths.pipeline.href()}>Open proposals: the pipeline</Link>
            </>
          }
        />
        {openContract}
        <ContractList />
      </section>
    );
  }
  return <ContractFinder />;
}

/** Today's page, for accounts whose API lists no contracts. */
function ContractFinder() {
  const { values, corrections, change } = useListParams(browseSpec);
  const params = useMemo(() => insertionFiltersOf(values), [values]);
  const products = useQuery(productListQuery());
  const recent = useRecent('contract');
  const browsing = Object.keys(params).length > 0;

  return (
    <section>
      <PageHeader
        title="Contracts"
        subtitle="The API cannot list contracts: open one by number, or find them through their insertions."
      />
      {values.sold_by_user !== undefined && (
        <Notice title="One seller's contracts cannot be listed on this account">
          <p>
            The account&apos;s API does not list contracts, so the server&apos;s copy of the account
            holds only the contracts read one by one: a list of one seller&apos;s contracts (user{' '}
            {values.sold_by_user}) from it would leave out the others, so none is shown.
          </p>
        </Notice>
      )}
      {openContract}
      <section aria-labelledby="contracts-browse" className="card">
        <h2 id="contracts-browse">Browse through insertions</h2>
        <CorrectionsNotice corrections={corrections} title={UNUSED_VALUES_TITLE} />
        <FiltersDisclosure activeCount={Object.keys(params).length}>
          <BrowseForm
            params={params}
            products={products.data?.items}
            onBrowse={(next) =>
              change({
                advertiser_id: undefined,
                product_id: undefined,
                section_id: undefined,
                ...next,
              })
            }
          />
        </FiltersDisclosure>
        {browsing ? (
          <ContractBrowse params={params} products={products.data?.items} />
        ) : (
          <p className="muted">
            Choose an advertiser, a product or a section: the contracts are found by reading their
            insertions.
          </p>
        )}
      </section>
      <section aria-labelledby="contracts-recent" className="card">
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
                  <RecentRecordLine record={r} />
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
