// The view state of /insertions beyond the API's filters: the client-side sort and text filter.
import type { SortingState } from '@tanstack/react-table';

/** Column ids that can be sorted, as written in `?sort=` (a leading '-' sorts descending). */
export const SORT_COLUMNS = [
  'id',
  'contract',
  'product',
  'description',
  'section',
  'issue',
  'quantity',
  'discount',
  'taxable',
  'first',
  'last',
  'canceled',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export interface ParsedSort {
  sorting: SortingState;
  correction: string | null;
}

export function parseSort(raw: string | null): ParsedSort {
  if (raw === null || raw.trim() === '') return { sorting: [], correction: null };
  const text = raw.trim();
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  if ((SORT_COLUMNS as readonly string[]).includes(id)) {
    return { sorting: [{ id, desc }], correction: null };
  }
  return {
    sorting: [],
    correction: `sort=${JSON.stringify(raw)} is not a column of this list, so the list keeps the API's order.`,
  };
}

/** `?sort=` for a sorting state; undefined (left out of the URL) for the API's own order. */
export function sortParam(sorting: SortingState): string | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  return `${first.desc ? '-' : ''}${first.id}`;
}
