// /contracts on an account that answers the contract list: the API's filtered, sorted, paged list,
// all of its state in the URL (the API's own parameter names), with the count when it sends one.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CONTRACT_SORT_COLUMNS, contractListQuery } from '../../api/contract-list';
import { paths } from '../../app/paths';
import { contractRowColumns } from '../../components/contract-row-columns';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { Pager } from '../../components/pager';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { listSearch } from '../../lib/list-params';
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
  const { shown, current, lastGood, failedWithPrevious } = page;
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
  const sorting: SortingState = [{ id: state.sort_by, desc: state.sort_order === 'desc' }];
  const rowsOnPage = current ? current.items.length + current.problems.length : 0;
  const first = (state.page - 1) * state.per_page + 1;
  const total = current?.total ?? lastGood?.total ?? null;
  const lastPage = total !== null ? Math.max(1, Math.ceil(total / state.per_page)) : null;
  const range =
    rowsOnPage > 0
      ? `Rows ${first.toLocaleString('en-US')}–${(first + rowsOnPage - 1).toLocaleString('en-US')}`
      : undefined;

  return (
    <section aria-labelledby="contract-list-title" className="contract-list">
      <h2 id="contract-list-title" className="visually-hidden">
        Contract list
      </h2>
      <CorrectionsNotice corrections={corrections} />
      {corrections.length > 0 && (
        <p className="contract-list__fix">
          <Link to={hrefFor({})} replace>
            Use the corrected address
          </Link>
        </p>
      )}
      <FiltersDisclosure activeCount={activeFilterCount(state)}>
        <ContractListFilters
          key={listSearch(contractListSpec, filters).toString()}
          state={state}
          onApply={(next) => list.change(next)}
        />
      </FiltersDisclosure>
      <ContractListExport
        key={JSON.stringify(collectParams)}
        params={collectParams}
        filters={filters}
      />
      {query.isError && (query.data || failedWithPrevious) && (
        <>
          <ErrorPanel
            error={query.error}
            what={`contract page ${state.page}`}
            onRetry={() => void query.refetch()}
          />
          {failedWithPrevious && lastGood && (
            <p className="contract-list__fix">
              Still showing the rows of page {lastGood.page} from before, dimmed.
            </p>
          )}
        </>
      )}
      {current && <ProblemsNotice problems={current.problems} what="contracts on this page" />}
      <DataTable
        data={shown?.items ?? []}
        columns={columns}
        caption="Contracts"
        sorting={sorting}
        onSortingChange={(next: SortingState) => {
          const [sort] = next;
          const id = CONTRACT_SORT_COLUMNS.find((s) => s === sort?.id);
          if (sort && id) list.change({ sort_by: id, sort_order: sort.desc ? 'desc' : 'asc' });
        }}
        manualSorting
        isLoading={query.isPending && !query.isError}
        error={shown ? undefined : query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={
          state.page > 1 ? (
            <>
              Page {state.page} is past the end of the list.{' '}
              <Link to={hrefFor({ page: 1 })}>Go to page 1</Link>
            </>
          ) : (
            'No contracts match these filters.'
          )
        }
        dimmed={query.isPlaceholderData || failedWithPrevious}
        virtualize={false}
        onScrolledToEnd={headingToNext}
      />
      <Pager
        label="Contract pages"
        page={state.page}
        isLastPage={current ? !current.hasNextPage : null}
        hrefFor={(p) => hrefFor({ page: p })}
        pageSize={state.per_page}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={(per_page) => list.change({ per_page })}
        onHeadingToNext={headingToNext}
        status={
          query.isPlaceholderData
            ? `Loading page ${state.page}…`
            : range && total !== null
              ? `${range} of ${total.toLocaleString('en-US')}`
              : range
        }
      />
      {total !== null && lastPage !== null && (
        <p className="contract-list__total">
          {formatCount(total, 'contract')} match
          {lastPage > 1 && state.page !== lastPage && (
            <>
              {' · '}
              <Link to={hrefFor({ page: lastPage })}>
                Last page ({lastPage.toLocaleString('en-US')})
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
