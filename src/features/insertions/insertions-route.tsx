// /insertions: the API's unpaged insertion list with its seven filters in the URL, read, kept,
// searched and sorted by the list's service in a worker, which sends the page the rows in view:
// the table is virtualized over a list the page never holds (use-insertion-window.ts).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { use, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import {
  FIRST_SCREEN_ROWS,
  PHONE_FIRST_SCREEN_ROWS,
  INSERTION_FILTERS,
  insertionFirstScreenQuery,
  insertionKeptQuery,
  isWhole,
  type Insertion,
  type InsertionList,
} from '../../api/insertions';
import { insertionHandle } from '../../api/insertion-handle';
import { productListQuery } from '../../api/products';
import { DataTable, VIRTUALIZE_FROM } from '../../components/data-table';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { ScreenHintContext } from '../../components/phone-columns';
import { InsertionFilterText } from '../../components/insertion-filter-text';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount, formatNumber } from '../../lib/format';
import { insertionFiltersOf } from '../../lib/insertion-filters';
import { searchWords } from '../../lib/insertion-view';
import { parseListParams } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { referenceListQuery, useProductReferences } from '../../lib/use-product-references';
import { insertionColumns } from './insertion-columns';
import { InsertionFilterForm } from './insertion-filter-form';
import { productsOf, sectionNameIn } from './insertion-rows';
import { viewRequest } from './insertion-view-request';
import { useInsertionWindow } from './use-insertion-window';
import { insertionListSpec, sortingOf, sortParam } from './insertions-params';
import './insertions.css';

const rowId = (insertion: Insertion) => String(insertion.id);
const EMPTY_FILTERS = Object.fromEntries(INSERTION_FILTERS.map((name) => [name, undefined]));

/** How long the server's loader waits for a first screen being made. */
const FIRST_SCREEN_WAIT_MS = 120;
/**
 * How long it then waits for the reference lists of the screen's products: up to 100 ms, and no
 * later than 200 ms after the loader started (SSR_WAIT_MS, 250 ms by default, is the whole page's).
 */
const REFERENCES_WAIT_MS = 100;
const LOADER_DONE_BY_MS = 200;
const REFERENCE_KINDS = ['sizes', 'rates', 'sections'] as const;

// The products (names for the filter and the rows). The list itself (up to 75,000 rows) is started
// by the page's query in the browser, never by the server, and streams in; errors land in place.
// On the server, the list's first screen from the gateway's held copy (api/insertion-first-screen.ts).
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const started = Date.now();
  const products = queryClient.ensureQueryData(productListQuery());
  if (!import.meta.env.SSR) {
    await products;
    return;
  }
  const { items } = await products;
  const { values } = parseListParams(insertionListSpec, new URL(request.url).searchParams);
  const params = insertionFiltersOf(values);
  const { serverFirstScreens, within } = await import('../../api/insertion-first-screen');
  const view = viewRequest(values.sort, values.q, items, new Map());
  // A screen kept is there at once; one being made is waited for a moment (out of SSR_WAIT_MS).
  const rows = await within(serverFirstScreens.of(params, view), FIRST_SCREEN_WAIT_MS);
  if (rows?.length) {
    const screen = insertionFirstScreenQuery(params, { sort: values.sort, query: values.q });
    queryClient.setQueryData(screen.queryKey, rows);
    // The rows' sizes, rates and sections by name: the reference lists of their products (held
    // by the gateway after anyone's visit: milliseconds), which the cells would ask for as soon
    // as the page hydrates (three requests a product, a dozen products). Not waited for long.
    const lists = productsOf(rows).flatMap((productId) =>
      REFERENCE_KINDS.map((kind) => queryClient.prefetchQuery(referenceListQuery(kind, productId))),
    );
    const left = LOADER_DONE_BY_MS - (Date.now() - started);
    await within(Promise.all(lists), Math.min(REFERENCES_WAIT_MS, left));
  }
}

export function Component() {
  const url = useListParams(insertionListSpec);
  const { values, corrections } = url;
  const params = useMemo(() => insertionFiltersOf(values), [values]);
  const sorting = useMemo(() => sortingOf(values.sort), [values.sort]);
  const query = values.q;
  const deferredQuery = useDeferredValue(query);

  // The page's handle on the list's service: it reads the list and keeps it to search, sort and
  // show a window of, for as long as the page is shown.
  const [handle] = useState(insertionHandle);
  useEffect(() => {
    handle.hold();
    return () => handle.release();
  }, [handle]);
  const list = useQuery(insertionKeptQuery(params, handle));
  // The list as it grows while read (a chunk at a time) and when whole: the query's updates are
  // urgent renders, so the table's are deferred: React renders them in short slices, and a tap or
  // a scroll is never kept waiting for a render of the rows.
  const listData = useDeferredValue(list.data);
  const products = useQuery(productListQuery());

  const productName = useMemo(() => {
    const names = new Map((products.data?.items ?? []).map((p) => [p.id, p.name]));
    return (productId: number) => names.get(productId) ?? null;
  }, [products.data]);
  const viewed = sorting.length > 0 || searchWords(query).length > 0;
  const reading = listData !== undefined && !isWhole(listData);
  // Names of sizes, rates and sections for sorting: the reference lists already loaded (the cells
  // on screen ask for their products' lists; the section filter for the chosen product's).
  const [onScreen, setOnScreen] = useState<readonly Insertion[]>([]);
  const productIds = useMemo(
    () => productsOf(onScreen, params.product_id),
    [onScreen, params.product_id],
  );
  const references = useProductReferences(productIds, { fetch: false });
  const sectionName = (sectionId: number) =>
    sectionNameIn(references, sectionId, params.product_id);
  const columns = useMemo(
    () => insertionColumns(productName, references),
    [productName, references],
  );
  const view = useInsertionWindow(
    handle,
    listData,
    viewRequest(values.sort, deferredQuery, products.data?.items, references),
  );
  if (view.rows !== onScreen && !sameProducts(view.rows, onScreen)) setOnScreen(view.rows);
  const serverScreen = useQuery(
    insertionFirstScreenQuery(params, { sort: values.sort, query }),
  ).data;
  // A phone's screenful of them on a phone: the rows shown first are the rows hydrated.
  const screenHint = use(ScreenHintContext);
  const phoneScreen = useMemo(
    () => (screenHint === 'phone' ? serverScreen?.slice(0, PHONE_FIRST_SCREEN_ROWS) : serverScreen),
    [screenHint, serverScreen],
  );
  const firstScreen = useFirstScreen(
    phoneScreen,
    // The page's own rows replace it: in the API's order as soon as they arrive; searched or
    // sorted once the whole list has been read and viewed.
    listData !== undefined &&
      (viewed ? isWhole(listData) && !view.pending : listData.items.length > 0),
  );

  const onSortingChange = (next: SortingState) =>
    url.change({ sort: sortParam(next) }, { replace: true });

  const filtered = Object.keys(params).length > 0;

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
      <div className="insertions__bar">
        {/* Busy while reading: the live region speaks once, when the list is whole. */}
        <p className="insertions__count" aria-live="polite" aria-busy={reading}>
          {!listData ? (
            firstScreen ? (
              <FirstScreenText
                rows={firstScreen.length}
                // Fewer than a screen: every match the list has.
                all={
                  firstScreen.length === serverScreen?.length &&
                  firstScreen.length < FIRST_SCREEN_ROWS
                }
                query={query}
              />
            ) : (
              ' '
            )
          ) : reading ? (
            <ReadingText list={listData} />
          ) : (
            <CountText total={listData.count} shown={view.size} query={deferredQuery} />
          )}
        </p>
        <label className="insertions__search">
          <span>Search these rows</span>
          <input
            type="search"
            value={query}
            placeholder="Description, contract, product…"
            onChange={(e) => url.change({ q: e.target.value }, { replace: true })}
          />
        </label>
      </div>
      {listData && !reading && <ProblemsNotice problems={listData.problems} what="insertions" />}
      {view.error && (
        <ErrorPanel
          error={view.error}
          what="the search and sort"
          // The list read again (its worker may have ended), then the rows asked for again.
          onRetry={() => void list.refetch().then(view.retry)}
        />
      )}
      <div className="insertions__table">
        <DataTable
          data={firstScreen ?? view.rows}
          windowed={firstScreen ? undefined : view.windowed}
          columns={columns}
          caption="Insertions"
          getRowId={rowId}
          sorting={sorting}
          onSortingChange={onSortingChange}
          // Searched and sorted already (in the list's worker when it is long).
          manualSorting
          // Virtualized until the list is known to be short (while loading too, and for a preview
          // without a total, which is of a long list): the long list's table is the one that shows
          // the loading state, and it is not swapped for another as the rows arrive.
          virtualize={(listData?.total ?? Infinity) > VIRTUALIZE_FROM}
          isLoading={listData === undefined && !list.error && !firstScreen}
          error={list.error}
          onRetry={() => void list.refetch()}
          dimmed={!firstScreen && (query !== deferredQuery || view.pending)}
          emptyMessage={
            (listData?.kept ?? 0) > 0
              ? `No insertion of this list matches “${deferredQuery}”.`
              : 'No insertions match these filters.'
          }
        />
      </div>
    </section>
  );
}

/**
 * The server's first screen (rendered with the page, carried in its state) until the page's own
 * rows `replace` it; then never again on this page.
 */
function useFirstScreen(
  screen: readonly Insertion[] | undefined,
  replace: boolean,
): readonly Insertion[] | undefined {
  const [replaced, setReplaced] = useState(false);
  if (replace && !replaced) setReplaced(true); // React's pattern for state that follows props
  return replaced || replace ? undefined : screen;
}

/** The same products in both lists of rows (the reference lists to read are the same). */
const sameProducts = (a: readonly Insertion[], b: readonly Insertion[]) =>
  productsOf(a).join() === productsOf(b).join();

function FirstScreenText({ rows, all, query }: { rows: number; all: boolean; query: string }) {
  const matching = query.trim() ? ` matching “${query.trim()}”` : '';
  return (
    <>
      The {all ? '' : 'first '}
      {formatCount(rows, 'insertion')}
      {matching}, from the server&apos;s copy of the list.
    </>
  );
}

function ReadingText({ list }: { list: InsertionList }) {
  return (
    <>
      Reading the list: {formatNumber(list.read)}
      {list.total === null ? ' insertions' : ` of ${formatCount(list.total, 'insertion')}`} read…
    </>
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
