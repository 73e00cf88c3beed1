// Searching and sorting the insertion list as plain functions over the records, run by the list's
// service (src/api/insertion-service.ts, in a worker), which answers windows of the order. The order
// is TanStack Table's (getSortedRowModel over the page's columns), by the one index sort of the
// tables (sort-order.ts); insertion-view.test.ts checks it against TanStack itself.
import type { Column } from '@tanstack/table-core';
import type {
  Insertion,
  InsertionSortColumn,
  InsertionViewRequest,
  NamePairs,
} from '../api/insertion-types';
import { sortComparator, sortedOrder } from './sort-order';
import { scheduleSpan, type DateRange } from './insertion-schedule';
import { referenceName } from './reference-name';

const spans = new WeakMap<Insertion, DateRange | null>();

/** First and last scheduled date (cached; the records are immutable query data). */
export function spanOf(insertion: Insertion): DateRange | null {
  let span = spans.get(insertion);
  if (span === undefined) {
    span = scheduleSpan(insertion.schedule);
    spans.set(insertion, span);
  }
  return span;
}

/** How a column's sort value names a product or a reference. */
export interface ViewLookup {
  productName: (productId: number) => string | null;
  reference: (productId: number) => ReadonlyMap<number, { name: string }> | null | undefined;
}

/** The value a column sorts by (undefined: missing, sorted last in both directions). */
export function sortValueOf(
  column: InsertionSortColumn,
  lookup: ViewLookup,
): (r: Insertion) => unknown {
  switch (column) {
    case 'id':
      return (r) => r.id;
    case 'contract':
      return (r) => r.contractId;
    case 'product':
      return (r) => lookup.productName(r.productId) ?? `Product ${r.productId}`;
    case 'description':
      return (r) => r.description ?? undefined;
    case 'size':
      return (r) => referenceName(r.adSizeId, lookup.reference(r.productId)).text;
    case 'rate':
      return (r) => referenceName(r.adRateId, lookup.reference(r.productId)).text;
    case 'section':
      return (r) =>
        r.sectionId === null
          ? undefined
          : referenceName(r.sectionId, lookup.reference(r.productId)).text;
    case 'issue':
      return (r) => r.issueId ?? undefined;
    case 'quantity':
      return (r) => r.quantity;
    case 'discount':
      return (r) => r.discount;
    case 'taxable':
      return (r) => (r.taxable ? 1 : 0);
    case 'first':
      return (r) => spanOf(r)?.start;
    case 'last':
      return (r) => spanOf(r)?.end;
    case 'canceled':
      return (r) => r.dateCanceled ?? undefined;
  }
}

/** Columns whose missing values sort after every real one (TanStack's `sortUndefined: 'last'`). */
export const MISSING_LAST: ReadonlySet<InsertionSortColumn> = new Set([
  'description',
  'section',
  'issue',
  'first',
  'last',
  'canceled',
]);

/** A lookup from the plain names of a request. */
export function lookupOf(
  request: Pick<InsertionViewRequest, 'products' | 'references'>,
): ViewLookup {
  const products = new Map(request.products);
  const references = new Map(
    request.references.map(([productId, pairs]) => [productId, namedMap(pairs)] as const),
  );
  return {
    productName: (productId) => products.get(productId) ?? null,
    reference: (productId) => references.get(productId),
  };
}

const namedMap = (pairs: NamePairs) => new Map(pairs.map(([id, name]) => [id, { name }]));

const haystacks = new WeakMap<Insertion, string>();

function haystackOf(insertion: Insertion): string {
  let text = haystacks.get(insertion);
  if (text === undefined) {
    text = [
      insertion.id,
      insertion.contractId,
      insertion.description ?? '',
      insertion.placement ?? '',
    ]
      .join('\n')
      .toLowerCase();
    haystacks.set(insertion, text);
  }
  return text;
}

/** The words of a search (lower case); none for a blank one. */
export const searchWords = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Indices of the insertions in which every word of the query (case-insensitive) is found in the
 * id, contract, description, placement or product name; null (every row) for a blank query.
 */
export function matchingIndices(
  insertions: readonly Insertion[],
  query: string,
  productName: (productId: number) => string | null,
): number[] | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const products = new Map<number, string>();
  const productText = (id: number) => {
    let text = products.get(id);
    if (text === undefined) {
      text = (productName(id) ?? '').toLowerCase();
      products.set(id, text);
    }
    return text;
  };
  const matches: number[] = [];
  insertions.forEach((insertion, index) => {
    const text = haystackOf(insertion);
    if (words.every((w) => text.includes(w) || productText(insertion.productId).includes(w))) {
      matches.push(index);
    }
  });
  return matches;
}

/**
 * The rows a request shows, as indices into `insertions` (matches of the search, in the sort's
 * order); null when it shows every row in the list's own order. Sorted by the table's own index
 * sort (sort-order.ts, TanStack's rules) over a column of these sort values.
 */
export function insertionView(
  insertions: readonly Insertion[],
  request: InsertionViewRequest,
): Int32Array | null {
  const lookup = lookupOf(request);
  const matches = matchingIndices(insertions, request.query, lookup.productName);
  const { sort } = request;
  if (!sort) return matches && Int32Array.from(matches);
  const rows = matches ? matches.map((index) => insertions[index]!) : insertions;
  const order = sortedOrder(rows, [{ id: sort.column, desc: sort.desc }], () =>
    sortColumn(sort.column, lookup),
  );
  const positions = order ?? rows.map((_, position) => position);
  return Int32Array.from(positions, (position) => (matches ? matches[position]! : position));
}

/**
 * The first `count` rows of insertionView's answer (indices into `insertions`) without sorting the
 * whole list: a selection by the same comparison (sort-order.ts `sortComparator`), `slice` rows at
 * a time with `pause()` between. For the server's first screen of /insertions, whose event loop
 * cannot stop for the seconds a whole sort takes. Null when it cannot say without such a sort.
 */
export async function firstOfView(
  insertions: readonly Insertion[],
  request: InsertionViewRequest,
  count: number,
  pause: () => Promise<void>,
  slice = 5000,
): Promise<number[] | null> {
  const lookup = lookupOf(request);
  const matches = matchingIndices(insertions, request.query, lookup.productName);
  const rows = matches ? matches.map((index) => insertions[index]!) : insertions;
  const { sort } = request;
  const compare =
    sort &&
    sortComparator(rows, [{ id: sort.column, desc: sort.desc }], () =>
      sortColumn(sort.column, lookup),
    );
  const best: number[] = [];
  for (let position = 0; position < rows.length && count > 0; position++) {
    if (!compare) {
      if (best.length === count) break;
      best.push(position);
      continue;
    }
    if (position > 0 && position % slice === 0) await pause();
    if (best.length === count && compare(position, best[count - 1]!) > 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, position) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, position);
    if (best.length > count) best.pop();
  }
  // Rows without a value (sorted last) compare unevenly among themselves, as in TanStack, so their
  // order is the whole sort's to say: a short list is sorted whole; a long one gives none.
  const value = sort && sortValueOf(sort.column, lookup);
  if (value && MISSING_LAST.has(sort.column) && best.some((p) => value(rows[p]!) === undefined)) {
    if (rows.length > WHOLE_SORT_AT_MOST) return null;
    const order = sortedOrder(rows, [{ id: sort.column, desc: sort.desc }], () =>
      sortColumn(sort.column, lookup),
    );
    best.splice(0, best.length, ...order!.slice(0, count));
  }
  return best.map((position) => (matches ? matches[position]! : position));
}

/** Rows firstOfView sorts whole when its answer holds rows without a value (about 50 ms). */
const WHOLE_SORT_AT_MOST = 2000;

/** What sortedOrder reads of a TanStack column, for a column that exists only as a sort value. */
function sortColumn(column: InsertionSortColumn, lookup: ViewLookup): Column<Insertion, unknown> {
  const stand = {
    accessorFn: sortValueOf(column, lookup),
    getCanSort: () => true,
    columnDef: { sortingFn: 'auto', sortUndefined: MISSING_LAST.has(column) ? 'last' : undefined },
  };
  return stand as unknown as Column<Insertion, unknown>;
}

/** The request's sort for `?sort=` (a leading '-' sorting descending). */
export function sortOf(sort: string | undefined): InsertionViewRequest['sort'] {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { column: (desc ? sort.slice(1) : sort) as InsertionSortColumn, desc };
}
