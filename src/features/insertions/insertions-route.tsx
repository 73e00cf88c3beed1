// /insertions: the API's unpaged insertion list with its seven filters in the URL, sorted and
// searched in the browser, virtualized so tens of thousands of rows stay smooth.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { insertionListQuery, type Insertion, type InsertionListParams } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import {
  describeInsertionFilters,
  insertionFilterSearch,
  parseInsertionFilters,
} from '../../lib/insertion-filters';
import { insertionColumns } from './insertion-columns';
import { InsertionFilterForm } from './insertion-filter-form';
import { filterInsertions } from './insertion-rows';
import { parseSort, sortParam } from './insertions-params';
import './insertions.css';

const NO_ROWS: readonly Insertion[] = [];
const rowId = (insertion: Insertion) => String(insertion.id);

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { params } = parseInsertionFilters(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(insertionListQuery(params)),
    queryClient.ensureQueryData(productListQuery()),
  ]);
}

export function Component() {
  const [search, setSearch] = useSearchParams();
  const { params, corrections } = useMemo(() => parseInsertionFilters(search), [search]);
  const sort = parseSort(search.get('sort'));
  const query = search.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);

  const list = useQuery(insertionListQuery(params));
  const products = useQuery(productListQuery());

  const productName = useMemo(() => {
    const names = new Map((products.data?.items ?? []).map((p) => [p.id, p.name]));
    return (productId: number) => names.get(productId) ?? null;
  }, [products.data]);
  const columns = useMemo(() => insertionColumns(productName), [productName]);
  const rows = list.data?.items ?? NO_ROWS;
  const shown = useMemo(
    () => filterInsertions(rows, deferredQuery, productName),
    [rows, deferredQuery, productName],
  );

  const go = (next: InsertionListParams, view: { q?: string; sort?: string }, replace = false) =>
    setSearch(insertionFilterSearch(next, view), { replace });
  const view = { q: query || undefined, sort: sortParam(sort.sorting) };
  const onSortingChange = (sorting: SortingState) =>
    go(params, { ...view, sort: sortParam(sorting) }, true);

  const described = describeInsertionFilters(params);
  const notes = sort.correction ? [...corrections, sort.correction] : corrections;

  return (
    <section className="insertions">
      <PageHeader
        title="Insertions"
        subtitle={described ? `Filtered by ${described}` : 'Every insertion of the account'}
      />
      {notes.length > 0 && (
        <Notice tone="warning" title="Some values in the address could not be used">
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Notice>
      )}
      <InsertionFilterForm
        params={params}
        products={products.data?.items}
        onApply={(next) => go(next, view)}
      />
      {products.error && (
        <ErrorPanel
          error={products.error}
          what="the product list (names)"
          onRetry={() => void products.refetch()}
        />
      )}
      <div className="insertions__bar">
        <p className="insertions__count" aria-live="polite">
          {list.data ? (
            <CountText total={list.data.count} shown={shown.length} query={deferredQuery} />
          ) : (
            ' '
          )}
        </p>
        <label className="insertions__search">
          <span>Search these rows</span>
          <input
            type="search"
            value={query}
            placeholder="Description, contract, product…"
            onChange={(e) => go(params, { ...view, q: e.target.value || undefined }, true)}
          />
        </label>
      </div>
      {list.data && <ProblemsNotice problems={list.data.problems} what="insertions" />}
      <div className="insertions__table">
        <DataTable
          data={shown}
          columns={columns}
          caption="Insertions"
          getRowId={rowId}
          sorting={sort.sorting}
          onSortingChange={onSortingChange}
          isLoading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          dimmed={query !== deferredQuery}
          emptyMessage={
            rows.length > 0
              ? `No insertion of this list matches “${deferredQuery}”.`
              : 'No insertions match these filters.'
          }
        />
      </div>
    </section>
  );
}

function CountText({ total, shown, query }: { total: number; shown: number; query: string }) {
  const api = `The API returned ${formatCount(total, 'insertion')}`;
  if (!query.trim()) return <>{api}.</>;
  return (
    <>
      {api}; {formatCount(shown, 'row')} match “{query}”.
    </>
  );
}
