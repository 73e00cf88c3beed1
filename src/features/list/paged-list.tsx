// A list paged by the API (contracts, invoices), all of its state in the URL: the page's query with
// the previous page kept on screen, dimmed, while the next loads (and when it fails), the next page
// read once the person heads there, and the table with its pager.
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { DataTableProps } from '../../components/data-table-types';
import { pageQueryRows, PagedRows, PageTrouble } from '../../components/paged-list';
import type { ParseProblem } from '../../domain/parse';
import { useKeptPage, type KeptPage } from '../../lib/use-kept-page';
import { PAGE_SIZES } from './list-state';

type PagedState = { page: number; per_page: number; sort_by: string; sort_order: 'asc' | 'desc' };
type ApiPage = {
  items: unknown[];
  problems: readonly ParseProblem[];
  page: number;
  hasNextPage: boolean;
  total: number | null;
};

/** `list`: the list's URL state (useListParams); `href`: the list's address for a query string. */
export function usePagedList<V extends PagedState, Page extends ApiPage, K extends QueryKey>(
  list: {
    values: V;
    searchFor: (change: Partial<V>) => URLSearchParams;
    change: (change: Partial<V>) => void;
  },
  href: (search: URLSearchParams) => string,
  pageQuery: (values: V) => UseQueryOptions<Page, Error, Page, K>,
) {
  const queryClient = useQueryClient();
  const state = list.values;
  const query = useQuery({ ...pageQuery(state), placeholderData: keepPreviousData });
  const kept = useKeptPage(query);
  const hrefFor = (change: Partial<V>) => href(list.searchFor(change));
  const change = (next: Partial<PagedState>) => list.change(next as Partial<V>);
  // The next page is read once the person heads there (pointer or focus on Next, or the table
  // scrolled to its end), not for every list shown: most views never turn the page.
  const onHeadingToNext = () => {
    if (kept.current?.hasNextPage)
      void queryClient.prefetchQuery(pageQuery({ ...state, page: state.page + 1 }));
  };
  return {
    hrefFor,
    query,
    kept,
    rows: {
      state,
      ...pageQueryRows<Page['items'][number]>(query, kept, state.page),
      onSort: (sort_by: V['sort_by'], sort_order: 'asc' | 'desc') =>
        change({ sort_by, sort_order }),
      onPageSize: (per_page: number) => change({ per_page }),
      hrefFor: (page: number) => hrefFor({ page } as Partial<V>),
      onHeadingToNext,
    },
  };
}

/** The failed page said above the rows, the table and its pager. */
export function PagedList<V extends PagedState, Page extends ApiPage>({
  paged: { query, kept, rows },
  ...table
}: {
  paged: {
    query: Parameters<typeof PageTrouble>[0]['query'];
    kept: KeptPage<Page>;
    rows: Omit<ReturnType<typeof usePagedList<V, Page, QueryKey>>['rows'], 'rows'> & {
      rows: Page['items'] | undefined;
    };
  };
  noun: string;
  columns: DataTableProps<Page['items'][number]>['columns'];
  sortColumns: readonly V['sort_by'][];
}) {
  return (
    <>
      <PageTrouble query={query} kept={kept} noun={table.noun} page={rows.state.page} />
      <PagedRows<Page['items'][number], V['sort_by']> {...table} {...rows} pageSizes={PAGE_SIZES} />
    </>
  );
}
