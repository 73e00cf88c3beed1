// The parts every list paged by the API shares (contracts, invoices): the table sorted by the API,
// the pager with "Rows 26–50 of 300", the count with a link to the last page, and a failed page
// said above the rows of the last one that loaded.
import type { SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatInteger } from '../domain/format';
import type { ParseProblem } from '../domain/parse';
import type { KeptPage } from '../lib/use-kept-page';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';
import { QueryErrorPanel } from './error-panel';
import { Pager } from './pager';
import { ProblemsNotice } from './problems-notice';

export interface PagedRowsProps<T, SortBy extends string> {
  /** Singular, lower case: "contract"; it names the table ("Contracts") and the pager. */
  noun: string;
  columns: DataTableProps<T>['columns'];
  /** The list's page, page size and API sort (its URL state). */
  state: { page: number; per_page: number; sort_by: SortBy; sort_order: 'asc' | 'desc' };
  pageSizes: readonly number[];
  /** The columns the API sorts by; a header of any other is not a sort. */
  sortColumns: readonly SortBy[];
  onSort: (sortBy: SortBy, order: 'asc' | 'desc') => void;
  /** The rows of this page; undefined while nothing is there to show. */
  rows: T[] | undefined;
  /** Rows the page held, unreadable records included (for "Rows 26–50"). */
  rowsOnPage: number;
  isLoading: boolean;
  /** Shown in place of the rows when there are none. */
  error?: unknown;
  onRetry: () => void;
  dimmed: boolean;
  /** Null while not known yet. */
  isLastPage: boolean | null;
  /** Every matching record, when known; null otherwise. */
  total: number | null;
  /** "Loading page 3…" while a page is on its way. */
  loadingText?: string;
  /** Said when the first page is empty ("No contracts match these filters." by default). */
  emptyMessage?: ReactNode;
  onPageSize: (size: number) => void;
  hrefFor: (page: number) => string;
  onHeadingToNext?: () => void;
}

export function PagedRows<T, SortBy extends string>(props: PagedRowsProps<T, SortBy>) {
  const { rowsOnPage, total, hrefFor, noun } = props;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const { page, per_page: perPage } = props.state;
  const first = (page - 1) * perPage + 1;
  const sorting: SortingState = [
    { id: props.state.sort_by, desc: props.state.sort_order === 'desc' },
  ];
  const changeSort = (next: SortingState) => {
    const [sort] = next;
    const id = props.sortColumns.find((s) => s === sort?.id);
    if (sort && id) props.onSort(id, sort.desc ? 'desc' : 'asc');
  };
  const lastPage = total !== null ? Math.max(1, Math.ceil(total / perPage)) : null;
  const range =
    rowsOnPage > 0
      ? `Rows ${formatInteger(first)}–${formatInteger(first + rowsOnPage - 1)}`
      : undefined;

  return (
    <>
      <DataTable
        data={props.rows ?? []}
        columns={props.columns}
        caption={`${Noun}s`}
        sorting={sorting}
        onSortingChange={changeSort}
        manualSorting
        isLoading={props.isLoading}
        error={props.rows ? undefined : props.error}
        onRetry={props.onRetry}
        emptyMessage={
          page > 1 ? (
            <>
              Page {page} is past the end of the list. <Link to={hrefFor(1)}>Go to page 1</Link>
            </>
          ) : (
            (props.emptyMessage ?? `No ${noun}s match these filters.`)
          )
        }
        dimmed={props.dimmed}
        virtualize={false}
        onScrolledToEnd={props.onHeadingToNext}
      />
      <Pager
        label={`${Noun} pages`}
        page={page}
        isLastPage={props.isLastPage}
        hrefFor={hrefFor}
        pageSize={perPage}
        pageSizes={props.pageSizes}
        onPageSizeChange={props.onPageSize}
        onHeadingToNext={props.onHeadingToNext}
        status={
          props.loadingText ??
          (range && total !== null ? `${range} of ${formatInteger(total)}` : range)
        }
      />
      {total !== null && lastPage !== null && (
        <p className="paged-list__note">
          {formatCount(total, noun)} match
          {lastPage > 1 && page !== lastPage && (
            <>
              {' · '}
              <Link to={hrefFor(lastPage)}>Last page ({formatInteger(lastPage)})</Link>
            </>
          )}
        </p>
      )}
    </>
  );
}

/** A page that failed, said above the rows still shown, and the records of the page not readable. */
export function PageTrouble<P extends { page: number; problems: readonly ParseProblem[] }>({
  query,
  kept,
  noun,
  page,
}: {
  query: { isError: boolean; error: unknown; data: unknown; refetch: () => unknown };
  kept: KeptPage<P>;
  noun: string;
  page: number;
}) {
  const { current, lastGood, failedWithPrevious } = kept;
  return (
    <>
      {query.isError && (query.data || failedWithPrevious) && (
        <>
          <QueryErrorPanel query={query} what={`${noun} page ${page}`} />
          {failedWithPrevious && lastGood && (
            <p className="paged-list__note">
              Still showing the rows of page {lastGood.page} from before, dimmed.
            </p>
          )}
        </>
      )}
      {current && <ProblemsNotice problems={current.problems} what={`${noun}s on this page`} />}
    </>
  );
}

type ApiPage<T> = {
  items: T[];
  problems: readonly unknown[];
  hasNextPage: boolean;
  total: number | null;
};

/** What PagedRows takes from a page query of the API and the page kept on screen (useKeptPage). */
export function pageQueryRows<T>(
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  },
  kept: KeptPage<ApiPage<T>>,
  page: number,
) {
  const { shown, current, lastGood, failedWithPrevious } = kept;
  return {
    rows: shown?.items,
    rowsOnPage: current ? current.items.length + current.problems.length : 0,
    isLoading: query.isPending && !query.isError,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
    dimmed: query.isPlaceholderData || failedWithPrevious,
    isLastPage: current ? !current.hasNextPage : null,
    total: current?.total ?? lastGood?.total ?? null,
    loadingText: query.isPlaceholderData ? `Loading page ${page}…` : undefined,
  };
}
