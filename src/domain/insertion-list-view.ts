// The insertion list as the server's view answers it (GET /api/views/insertions): the rows of the
// page's filters, searched, sorted and paged by the server from its copy of the account, with the
// counts. The browser holds a block of rows at a time, never the list (decision 15).
import {
  INSERTION_FILTERS,
  INSERTION_SORT_COLUMNS,
  normaliseFilters,
  type Insertion,
  type InsertionListParams,
  type InsertionSortColumn,
} from './insertion-types';
import { defineView, id, int, sort, text, type ViewMeta } from './view-contract';

/** Rows the page asks for at a time (a block), and the most the view sends in one answer. */
export const LIST_BLOCK = 100;
export const LIST_MAX_LIMIT = 500;

/** An insertion with its advertiser (its own, or its contract's; null when the server has not read the contract). */
export type ListedInsertion = Insertion & { advertiserId: number | null };

export interface InsertionListViewRequest extends InsertionListParams {
  /** Words each found in the id, contract, description, placement or product name. */
  q?: string;
  /** A column of INSERTION_SORT_COLUMNS, a leading '-' descending; none: by insertion number. */
  sort?: InsertionSortColumn | `-${InsertionSortColumn}`;
  offset?: number;
  limit?: number;
}

export interface InsertionListView extends ViewMeta {
  /** Insertions of the filters (before the search). */
  total: number;
  /** Of them, those matching the search (= total without one). */
  matched: number;
  offset: number;
  rows: ListedInsertion[];
}

/** The request with only what is set, in a fixed order: equal requests make equal keys. */
export function normaliseListRequest(request: InsertionListViewRequest): InsertionListViewRequest {
  const clean: InsertionListViewRequest = normaliseFilters(request);
  const q = request.q?.trim();
  if (q) clean.q = q;
  if (request.sort) clean.sort = request.sort;
  clean.offset = request.offset ?? 0;
  clean.limit = request.limit ?? LIST_BLOCK;
  return clean;
}

export const insertionListContract = defineView<InsertionListView>()({
  path: '/insertions',
  params: {
    ...(Object.fromEntries(INSERTION_FILTERS.map((name) => [name, id()])) as Record<
      (typeof INSERTION_FILTERS)[number],
      ReturnType<typeof id>
    >),
    q: text(),
    sort: sort(INSERTION_SORT_COLUMNS),
    offset: int(0),
    limit: int(1, LIST_MAX_LIMIT),
  },
  answerKeys: ['rows', 'total', 'matched'],
});
