// /contracts on an account that answers the contract list: the API's filtered, sorted, paged list,
// all of its state in the URL (the API's own parameter names), with the count when it sends one.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CONTRACT_SORT_COLUMNS, contractListQuery } from '../../api/contract-list';
import { paths } from '../../lib/paths';
import { contractRowColumns } from '../../components/contract-row-columns';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { pageQueryRows, PagedRows, PageTrouble } from '../../components/paged-list';
import { useKeptPage } from '../../lib/use-kept-page';
import { useListParams } from '../../lib/use-list-params';
import { ContractListExport } from './contract-list-export';
import { ContractListFilters } from './contract-list-filters';
import {
  activeFilterCount,
  apiParamsOf,
  contractListSpec,
  filtersOf,
  PAGE_SIZES,
} from './contract-list-params';

export function ContractList() {
  const queryClient = useQueryClient();
  const list = useListParams(contractListSpec);
  const { values: state, corrections } = list;
  const query = useQuery({
    ...contractListQuery(apiParamsOf(state)),
    placeholderData: keepPreviousData,
  });
  const page = useKeptPage(query);
  const { current } = page;
  const columns = useMemo(() => contractRowColumns(), []);

  const hrefFor = (change: Parameters<typeof list.searchFor>[0]) =>
    paths.contracts.href(list.searchFor(change));
  const hasNext = current?.hasNextPage === true;
  const headingToNext = () => {
    if (hasNext)
      void queryClient.prefetchQuery(
        contractListQuery(apiParamsOf({ ...state, page: state.page + 1 })),
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
      <FiltersDisclosure activeCount={activeFilterCount(state)}>
        <ContractListFilters state={state} onApply={(next) => list.change(next)} />
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
