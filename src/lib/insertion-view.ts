// Searching and sorting the insertion list as plain functions over the records. Long lists run them
// in the list's worker (src/api/insertions-worker.ts) and get back an index array; short ones here.
// The order is the one TanStack Table gave when the table sorted (getSortedRowModel over the page's
// columns): the same values, the same automatic sorting function, missing values last, ties kept in
// list order (checked in src/features/insertions/insertion-view.test.ts).
import { sortingFns, type Row } from '@tanstack/table-core';
import type {
  Insertion,
  InsertionSortColumn,
  InsertionViewRequest,
  NamePairs,
} from '../api/insertion-types';
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

const reSplitAlphaNumeric = /([0-9]+)/gm;
type Compare = (a: unknown, b: unknown) => number;
const compareBasic: Compare = (a, b) => (a === b ? 0 : (a as number) > (b as number) ? 1 : -1);
// sortingFns.text compares lower-cased strings.
const textKey = (value: unknown) =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? String(value).toLowerCase()
      : ''
    : typeof value === 'string'
      ? value.toLowerCase()
      : '';
const asRow = (value: unknown) => ({ getValue: () => value }) as unknown as Row<unknown>;
const compareAlphanumeric: Compare = (a, b) => sortingFns.alphanumeric(asRow(a), asRow(b), '');

/**
 * TanStack's automatic sorting function for these values, prepared: like TanStack 8 it skips the
 * first ten values; strings with digits sort alphanumerically, other strings as text.
 */
function comparatorFor(values: readonly unknown[]): { keys: unknown[]; compare: Compare } {
  let isString = false;
  for (let i = 10; i < values.length; i++) {
    const value = values[i];
    if (typeof value === 'string') {
      isString = true;
      if (value.split(reSplitAlphaNumeric).length > 1) {
        return { keys: values as unknown[], compare: compareAlphanumeric };
      }
    }
  }
  return isString
    ? { keys: values.map(textKey), compare: compareBasic }
    : { keys: values as unknown[], compare: compareBasic };
}

/**
 * The rows a request shows, as indices into `insertions` (matches of the search, in the sort's
 * order); null when it shows every row in the list's own order.
 */
export function insertionView(
  insertions: readonly Insertion[],
  request: InsertionViewRequest,
): Int32Array | null {
  const lookup = lookupOf(request);
  const matches = matchingIndices(insertions, request.query, lookup.productName);
  const { sort } = request;
  if (!sort) return matches && Int32Array.from(matches);
  const rows = matches ?? insertions.map((_, index) => index);
  const read = sortValueOf(sort.column, lookup);
  const values = rows.map((index) => read(insertions[index]!));
  const { keys, compare } = comparatorFor(values);
  const missingLast = MISSING_LAST.has(sort.column);
  const positions = rows.map((_, position) => position);
  positions.sort((a, b) => {
    if (missingLast) {
      const aMissing = values[a] === undefined;
      const bMissing = values[b] === undefined;
      // As TanStack does, two missing values included (its order among them is the engine's).
      if (aMissing || bMissing) return aMissing ? 1 : -1;
    }
    const order = compare(keys[a], keys[b]);
    if (order !== 0) return sort.desc ? -order : order;
    return a - b;
  });
  return Int32Array.from(positions, (position) => rows[position]!);
}

/** The request's sort for `?sort=` (a leading '-' sorting descending). */
export function sortOf(sort: string | undefined): InsertionViewRequest['sort'] {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { column: (desc ? sort.slice(1) : sort) as InsertionSortColumn, desc };
}
