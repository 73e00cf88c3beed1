// Insertions with their schedules (endpoint 2: base /insertions/, `{insertions: [...], count: "N"}`).
// Not paged: the whole list can hold 75,000 rows (48 MB of JSON), so no page reads it whole: the
// insertion list, run sheet, renewals and availability ask the server's views of its copy of the
// account (decision 15, src/domain/insertion-list-view.ts and the others). What reads this endpoint
// is a filtered list of a few hundred rows (a contract's, an advertiser's, a contract search's),
// read plainly: it works without the viewer's server too.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, endpointLabel } from './client';
import { readInsertion } from '../domain/insertion-reader';
import { insertionSchema } from '../domain/insertion-schema';
import {
  normaliseFilters,
  type Insertion,
  type InsertionListParams,
} from '../domain/insertion-types';
import { listIn, parseList, type ParsedList } from '../domain/parse';
import { LIST_STALE_MS } from './query-client';
import { readNumber } from '../domain/wire';

export const INSERTIONS_PATH = '/insertions/';
const ENDPOINT = endpointLabel('base', INSERTIONS_PATH);

export interface InsertionList extends ParsedList<Insertion> {
  /** The API's `count` (records sent), or the length of the list when it has none. */
  count: number;
}

/** The list for `params`, read whole (a filtered list: a contract's, an advertiser's). */
export async function fetchInsertions(
  params: InsertionListParams = {},
  signal?: AbortSignal,
): Promise<InsertionList> {
  const data = await apiGet('base', INSERTIONS_PATH, { ...normaliseFilters(params) }, signal);
  const list = parseList(
    insertionSchema,
    listIn(data, 'insertions', ENDPOINT),
    ENDPOINT,
    readInsertion,
  );
  const count =
    (data && typeof data === 'object'
      ? readNumber((data as { count?: unknown }).count)
      : undefined) ?? list.items.length;
  return { ...list, count };
}

export const insertionKeys = {
  all: ['insertions'] as const,
  list: (params: InsertionListParams = {}) =>
    [...insertionKeys.all, 'list', normaliseFilters(params)] as const,
};

/** The API's list for `params` (keep to filtered lists: see the header). */
export const insertionListQuery = (params: InsertionListParams = {}) =>
  queryOptions({
    queryKey: insertionKeys.list(params),
    queryFn: ({ signal }) => fetchInsertions(params, signal),
    staleTime: LIST_STALE_MS,
  });
