// Client-side sorting of a long list as TanStack Table's getSortedRowModel does it, but over an array
// of indices: the virtualized table then builds row objects only for the rows in view (75,000 row
// objects cost half a second to build and as much again to collect).
// table-core, not react-table: the insertion list's worker sorts with this too (lib/insertion-view.ts).
import { sortingFns, type Column, type SortingFn, type SortingState } from '@tanstack/table-core';

const reSplitAlphaNumeric = /([0-9]+)/gm;

/**
 * TanStack's automatic sorting function for values already read. Like TanStack 8 (which looks at
 * `flatRows.slice(10)`), it skips the first ten values, so both paths choose the same function.
 */
export function autoSortingFn<T>(values: readonly unknown[]): SortingFn<T> {
  let isString = false;
  for (let i = 10; i < values.length; i++) {
    const value = values[i];
    if (Object.prototype.toString.call(value) === '[object Date]') return sortingFns.datetime;
    if (typeof value === 'string') {
      isString = true;
      if (value.split(reSplitAlphaNumeric).length > 1) return sortingFns.alphanumeric;
    }
  }
  return isString ? sortingFns.text : sortingFns.basic;
}

/** TanStack's getAutoSortDir for a list whose first record is `first`. */
export function autoSortDir<T>(column: Column<T, unknown>, first: T | undefined) {
  const value = first === undefined ? undefined : column.accessorFn?.(first, 0);
  return typeof value === 'string' ? 'asc' : 'desc';
}

/** The sorting function TanStack would use for `column`, given the column's values. */
function sortingFnOf<T>(column: Column<T, unknown>, values: readonly unknown[]): SortingFn<T> {
  const fn = column.columnDef.sortingFn;
  if (typeof fn === 'function') return fn;
  if (fn === 'auto' || fn === undefined) return autoSortingFn(values);
  return column.getSortingFn();
}

// sortingFns.text compares lower-cased strings this way; read once per value instead of per comparison.
function textKey(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).toLowerCase() : '';
  return typeof value === 'string' ? value.toLowerCase() : '';
}
const compareBasic = (a: unknown, b: unknown) =>
  a === b ? 0 : (a as number) > (b as number) ? 1 : -1;

interface Key<T> {
  id: string;
  desc: boolean;
  invert: boolean;
  sortUndefined: false | -1 | 1 | 'first' | 'last' | undefined;
  values: unknown[];
  /** Values prepared for compareBasic when the sorting function is text or basic. */
  prepared: unknown[] | null;
  fn: SortingFn<T>;
}

/** Stand-in for a TanStack row in a sorting function: index, id, original and getValue. */
class SortRow<T> {
  index = 0;
  constructor(
    private readonly data: readonly T[],
    private readonly valuesById: Map<string, unknown[]>,
    private readonly getColumn: (id: string) => Column<T, unknown> | undefined,
  ) {}
  get id() {
    return String(this.index);
  }
  get original(): T {
    return this.data[this.index]!;
  }
  getValue<V>(columnId: string): V {
    const values = this.valuesById.get(columnId);
    if (values) return values[this.index] as V;
    return this.getColumn(columnId)?.accessorFn?.(this.original, this.index) as V;
  }
}

/**
 * The order of `data` under `sorting` as indices into `data`, or null for the data's own order.
 * Same result as TanStack's getSortedRowModel: sortUndefined, invertSorting, descending, and ties
 * kept in data order.
 */
export function sortedOrder<T>(
  data: readonly T[],
  sorting: SortingState,
  getColumn: (id: string) => Column<T, unknown> | undefined,
): number[] | null {
  const compare = sortComparator(data, sorting, getColumn);
  if (!compare) return null;
  return Array.from({ length: data.length }, (_, i) => i).sort(compare);
}

/**
 * sortedOrder's comparison of two indices into `data` (never 0 for two indices: ties go by
 * index), or null when nothing sorts: for a part of the order (e.g. its first rows) without
 * sorting the whole.
 */
export function sortComparator<T>(
  data: readonly T[],
  sorting: SortingState,
  getColumn: (id: string) => Column<T, unknown> | undefined,
): ((a: number, b: number) => number) | null {
  const keys: Key<T>[] = [];
  const valuesById = new Map<string, unknown[]>();
  for (const entry of sorting) {
    const column = getColumn(entry.id);
    const accessor = column?.accessorFn;
    if (!column?.getCanSort() || !accessor) continue;
    const values = data.map((row, index) => accessor(row, index));
    valuesById.set(entry.id, values);
    const fn = sortingFnOf(column, values);
    keys.push({
      id: entry.id,
      desc: entry.desc,
      invert: column.columnDef.invertSorting ?? false,
      sortUndefined: column.columnDef.sortUndefined,
      values,
      prepared:
        fn === sortingFns.text ? values.map(textKey) : fn === sortingFns.basic ? values : null,
      fn,
    });
  }
  if (keys.length === 0 || data.length === 0) return null;

  const rowA = new SortRow(data, valuesById, getColumn);
  const rowB = new SortRow(data, valuesById, getColumn);
  return (a, b) => {
    for (const key of keys) {
      let sortInt = 0;
      if (key.sortUndefined) {
        const aUndefined = key.values[a] === undefined;
        const bUndefined = key.values[b] === undefined;
        if (aUndefined || bUndefined) {
          if (key.sortUndefined === 'first') return aUndefined ? -1 : 1;
          if (key.sortUndefined === 'last') return aUndefined ? 1 : -1;
          sortInt =
            aUndefined && bUndefined ? 0 : aUndefined ? key.sortUndefined : -key.sortUndefined;
        }
      }
      if (sortInt === 0) {
        if (key.prepared) {
          sortInt = compareBasic(key.prepared[a], key.prepared[b]);
        } else {
          rowA.index = a;
          rowB.index = b;
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in for Row<T>
          sortInt = key.fn(rowA as any, rowB as any, key.id);
        }
      }
      if (sortInt !== 0) {
        if (key.desc) sortInt *= -1;
        if (key.invert) sortInt *= -1;
        return sortInt;
      }
    }
    return a - b;
  };
}
