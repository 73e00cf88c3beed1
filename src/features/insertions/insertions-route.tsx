// /insertions: the insertions of the seven filters in the URL, searched (`?q=`), sorted (`?sort=`)
// and paged by the server from its copy of the account (GET /api/views/insertions, decision 15):
// the table is virtualized over the count the server gives, and asks for the blocks in view.
// The route's loader reads the first block, so the server's HTML already holds the first rows.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useDeferredValue, useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { LIST_BLOCK } from '../../domain/insertion-list-view';
import { INSERTION_FILTERS } from '../../domain/insertion-types';
import { productListQuery } from '../../api/products';
import { DataTable } from '../../components/data-table';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { InsertionFilterText } from '../../components/insertion-filter-text';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { ContractsNotice, IncompleteNotice } from '../../components/view-status';
import { formatCount } from '../../domain/format';
import { insertionFiltersOf } from '../../lib/insertion-filters';
import { type ListValues } from '../../lib/list-params';
import { listBlockQuery } from '../../lib/use-list-blocks';
import { useListParams } from '../../lib/use-list-params';
import { useProductReferences } from '../../lib/use-product-references';
import { insertionColumns } from './insertion-columns';
import { InsertionFilterForm } from './insertion-filter-form';
import { productsOf, sectionNameIn } from './insertion-rows';
import { insertionListSpec, sortingOf, sortParam } from './insertions-params';
import { useListBlocks, type ListView } from '../../lib/use-list-blocks';
import { ensureView, valuesOf } from '../list/view-parts';
import './insertions.css';

const rowId = (insertion: { id: number }) => String(insertion.id);
const EMPTY_FILTERS = Object.fromEntries(INSERTION_FILTERS.map((name) => [name, undefined]));

/** The view of the page's address: its filters, search and sort. */
function viewOf(values: ListValues<typeof insertionListSpec.params>, q: string): ListView {
  return { ...insertionFiltersOf(values), q: q.trim() || undefined, sort: values.sort };
}

// The products (names for the filter and the rows) and the list's first block, on the server too
// (in-process: the HTML holds the first rows).
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(insertionListSpec, request);
  await Promise.all([
    queryClient.ensureQueryData(productListQuery()),
    ensureView(
      queryClient,
      listBlockQuery({ ...viewOf(values, values.q), offset: 0, limit: LIST_BLOCK }),
    ),
  ]);
}

export function Component() {
  const url = useListParams(insertionListSpec);
  const { values, corrections } = url;
  const params = useMemo(() => insertionFiltersOf(values), [values]);
  const sorting = useMemo(() => sortingOf(values.sort), [values.sort]);
  const query = values.q;
  // Typing asks the server once the person pauses (React renders the deferred value when idle).
  const deferredQuery = useDeferredValue(query);
  const list = useListBlocks(viewOf(values, deferredQuery));
  const products = useQuery(productListQuery());

  const productName = useMemo(() => {
    const names = new Map((products.data?.items ?? []).map((p) => [p.id, p.name]));
    return (productId: number) => names.get(productId) ?? null;
  }, [products.data]);
  // Names of sizes, rates and sections: the reference lists of the products on screen.
  const productIds = useMemo(
    () => productsOf(list.rows, params.product_id),
    [list.rows, params.product_id],
  );
  const references = useProductReferences(productIds, { fetch: false });
  const sectionName = (sectionId: number) =>
    sectionNameIn(references, sectionId, params.product_id);
  const columns = useMemo(() => insertionColumns(productName), [productName]);

  const onSortingChange = (next: SortingState) =>
    url.change({ sort: sortParam(next) }, { replace: true });
  const filtered = Object.keys(params).length > 0;
  const view = list.view;
  const long = (view?.matched ?? Infinity) > LIST_BLOCK;

  return (
    <section className="insertions">
      <PageHeader
        title="Insertions"
        subtitle={
          filtered ? (
            <>
              Filtered by{' '}
              <InsertionFilterText
                params={params}
                productName={productName}
                sectionName={sectionName}
              />
            </>
          ) : (
            'Every insertion of the account'
          )
        }
      />
      <CorrectionsNotice
        corrections={corrections}
        title="Some values in the address could not be used"
      />
      <FiltersDisclosure activeCount={Object.keys(params).length}>
        <InsertionFilterForm
          params={params}
          products={products.data?.items}
          // Every filter is replaced: those the form leaves empty are cleared.
          onApply={(next) => url.change({ ...EMPTY_FILTERS, ...next })}
        />
      </FiltersDisclosure>
      {products.error && (
        <ErrorPanel
          error={products.error}
          what="the product list (names)"
          onRetry={() => void products.refetch()}
        />
      )}
      {view && !view.complete && <IncompleteNotice held={view.held} />}
      {view && params.advertiser_id !== undefined && !view.contracts.complete && (
        <ContractsNotice held={view.contracts.held} />
      )}
      <form className="insertions__bar" method="get" role="search">
        {/* Without script the form is the search: the filters and sort go with it. */}
        {Object.entries(params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {values.sort && <input type="hidden" name="sort" value={values.sort} />}
        <p className="insertions__count" aria-live="polite">
          {view ? countText(view.total, view.matched, deferredQuery) : ' '}
        </p>
        <label className="insertions__search">
          <span>Search these rows</span>
          <input
            type="search"
            name="q"
            value={query}
            placeholder="Description, contract, product…"
            onChange={(e) => url.change({ q: e.target.value }, { replace: true })}
          />
        </label>
      </form>
      <div className="insertions__table">
        <DataTable
          data={list.rows}
          // A list of one block is a plain table of its rows; a longer one is virtualized over
          // the server's count and read a block at a time.
          windowed={long ? list.windowed : undefined}
          virtualize={long}
          columns={columns}
          caption="Insertions"
          getRowId={rowId}
          sorting={sorting}
          onSortingChange={onSortingChange}
          // Searched, sorted and paged by the server.
          manualSorting
          isLoading={list.isLoading}
          error={list.rows.length === 0 ? list.error : null}
          onRetry={list.retry}
          dimmed={query !== deferredQuery || list.pending}
          emptyMessage={
            view && view.total > 0
              ? `No insertion of this list matches “${deferredQuery.trim()}”.`
              : 'No insertions match these filters.'
          }
        />
      </div>
      {list.error !== null && list.rows.length > 0 && (
        <ErrorPanel error={list.error} what="more rows of the list" onRetry={list.retry} />
      )}
    </section>
  );
}

/** "1,204 insertions.", or "12 insertions of 1,204 insertions match “x”." while searching. */
function countText(total: number, matched: number, query: string): string {
  const all = formatCount(total, 'insertion');
  if (!query.trim()) return `${all}.`;
  return `${formatCount(matched, 'insertion')} of ${all} match “${query.trim()}”.`;
}
