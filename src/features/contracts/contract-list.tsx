// /contracts on an account that answers the contract list: the API's filtered, sorted, paged list,
// all of its state in the URL (the API's own parameter names), with the count when it sends one.
// With `sold_by_user` (a seller chosen, or "Mine") the viewer's server answers it from its copy of
// the account, with the same filters, sort and paging: the API has no seller filter.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { WhoseLinks } from '../../components/seller-select';
import {
  CONTRACT_SORT_COLUMNS,
  sellersContract,
  type SellersAnswer,
} from '../../domain/contract-list';
import { contractPageQuery } from '../../api/contract-list';
import { viewQuery } from '../../api/view-query';
import { paths } from '../../app/paths';
import { contractRowColumns } from '../../components/contract-row-columns';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { pageQueryRows, PagedRows, PageTrouble } from '../../components/paged-list';
import { NamesNote, peopleNames, personName } from '../../components/user-name';
import { useKeptPage } from '../../lib/use-kept-page';
import { useListParams } from '../../lib/use-list-params';
import { ContractListExport } from './contract-list-export';
import { ContractListFilters } from './contract-list-filters';
import {
  activeFilterCount,
  contractListSpec,
  filtersOf,
  PAGE_SIZES,
  pageParamsOf,
  type ContractListState,
} from './contract-list-params';

export function ContractList() {
  const queryClient = useQueryClient();
  const list = useListParams(contractListSpec);
  const { values: state, corrections } = list;
  const query = useQuery({
    ...contractPageQuery(pageParamsOf(state)),
    placeholderData: keepPreviousData,
  });
  // The sellers to choose from and the signed-in person's user: the viewer's server's (none under
  // static hosting, or before its first pass: then no seller filter is offered).
  const sellers = useQuery(viewQuery(sellersContract, {}));
  const page = useKeptPage(query);
  const { current } = page;
  const columns = useMemo(() => contractRowColumns(), []);

  const hrefFor = (change: Parameters<typeof list.searchFor>[0]) =>
    paths.contracts.href(list.searchFor(change));
  const hasNext = current?.hasNextPage === true;
  const headingToNext = () => {
    if (hasNext)
      void queryClient.prefetchQuery(
        contractPageQuery(pageParamsOf({ ...state, page: state.page + 1 })),
      );
  };

  const filters = filtersOf(state);
  const collectParams = { ...filters, sort_by: state.sort_by, sort_order: state.sort_order };
  return (
    <section aria-labelledby="contract-list-title" className="contract-list">
      <h2 id="contract-list-title" className="visually-hidden">
        Contract list
      </h2>
      <CorrectionsNotice corrections={corrections} correctedHref={hrefFor({})} />
      <Whose state={state} sellers={sellers.data} hrefFor={hrefFor} />
      <NamesNote />
      <FiltersDisclosure activeCount={activeFilterCount(state)}>
        <ContractListFilters
          state={state}
          sellers={sellers.data?.sellers}
          onApply={(next) => list.change(next)}
        />
      </FiltersDisclosure>
      <ContractListExport
        key={JSON.stringify(collectParams)}
        params={collectParams}
        filters={filters}
      />
      <PageTrouble query={query} kept={page} noun="contract" page={state.page} />
      <PagedRows
        noun="contract"
        columns={columns}
        state={state}
        pageSizes={PAGE_SIZES}
        sortColumns={CONTRACT_SORT_COLUMNS}
        onSort={(sort_by, sort_order) => list.change({ sort_by, sort_order })}
        {...pageQueryRows(query, page, state.page)}
        onPageSize={(per_page) => list.change({ per_page })}
        hrefFor={(p) => hrefFor({ page: p })}
        onHeadingToNext={headingToNext}
      />
    </section>
  );
}

/**
 * "Everyone" or "Mine" for a signed-in seller (a user whose e-mail is the person's), and whose
 * contracts a seller filter shows, from where.
 */
function Whose({
  state,
  sellers,
  hrefFor,
}: {
  state: ContractListState;
  sellers: SellersAnswer | undefined;
  hrefFor: (change: Partial<ContractListState>) => string;
}) {
  const seller = state.sold_by_user;
  const me = sellers?.me ?? null;
  const name =
    seller === undefined
      ? null
      : seller === me?.id
        ? `${me.name} (mine)`
        : personName(peopleNames(sellers), seller);
  return (
    <>
      <WhoseLinks
        what="contracts"
        whose={{ me, seller: seller ?? null, everyone: true }}
        hrefFor={(id) => hrefFor({ sold_by_user: id === 'all' ? undefined : id })}
      />
      {name && (
        <p className="muted">
          Contracts sold by {name}, from the server&apos;s copy of the account (the API has no
          seller filter).
        </p>
      )}
    </>
  );
}
