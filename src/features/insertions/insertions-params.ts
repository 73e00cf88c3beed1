// The /insertions address: the API's seven filters, then the view state done in the browser (a
// text search `q` and a column sort `sort`, a leading '-' sorting descending).
import type { SortingState } from '@tanstack/react-table';
import { INSERTION_SORT_COLUMNS } from '../../domain/insertion-types';
import { insertionFilterParams } from '../../lib/insertion-filters';
import { defineListSpec, enumParam, textParam, type Problem } from '../../lib/list-params';

/** Column ids that can be sorted, as written in `?sort=`, each ascending or descending. */
const SORTS = INSERTION_SORT_COLUMNS.flatMap((c) => [c, `-${c}`] as const);

function sortMessage({ given, readable, used }: Problem): string | null {
  if (readable) return `sort=${JSON.stringify(given)} is read as ${used}.`;
  return `sort=${JSON.stringify(given)} is not a column of this list, so the list keeps the API's order.`;
}

export const insertionListSpec = defineListSpec({
  params: {
    ...insertionFilterParams,
    // Kept as typed (spaces between words must survive typing); trimmed where it is used.
    q: textParam({ default: '' }),
    sort: enumParam(SORTS, { message: sortMessage }),
  },
});

/** TanStack's sorting state for `?sort=`; none for the API's own order. */
export function sortingOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  return [{ id: desc ? sort.slice(1) : sort, desc }];
}

/** `?sort=` for a sorting state; undefined (left out of the URL) for the API's own order. */
export function sortParam(sorting: SortingState): (typeof SORTS)[number] | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  const value = `${first.desc ? '-' : ''}${first.id}`;
  return SORTS.find((s) => s === value);
}
