// Insertions with their schedules (endpoint 2: base /insertions/, `{insertions: [...], count: "N"}`).
// Not paged: the list can hold 75,000 rows (48 MB of JSON), so it is read off the main thread
// (insertion-stream.ts) and arrives in the query's data chunk by chunk: `read` of `total` says how
// far it is. Records go through the fast reader first and through zod only when it turns them down.
import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import {
  addChunk,
  EMPTY_INSERTION_LIST,
  type InsertionChunk,
  type InsertionList,
} from './insertion-chunks';
import { streamInsertions } from './insertion-stream';
import { LIST_STALE_MS } from './query-client';

export type { Insertion, ScheduleEntry } from './insertion-types';
export { insertionSchema, scheduleSchema } from './insertion-schema';
export { parseInsertionList, type InsertionList } from './insertion-chunks';

/** The seven filters of the endpoint, all optional integers. */
export interface InsertionListParams {
  advertiser_id?: number;
  contract_id?: number;
  id?: number;
  issue_id?: number;
  location_id?: number;
  product_id?: number;
  section_id?: number;
}

export const INSERTION_FILTERS = [
  'advertiser_id',
  'contract_id',
  'id',
  'issue_id',
  'location_id',
  'product_id',
  'section_id',
] as const satisfies readonly (keyof InsertionListParams)[];

/** Only the filters that are set, in a fixed order: equal filters make equal keys. */
function normalise(params: InsertionListParams): InsertionListParams {
  const clean: InsertionListParams = {};
  for (const name of INSERTION_FILTERS) {
    const value = params[name];
    if (value !== undefined && value !== null) clean[name] = value;
  }
  return clean;
}

/** True once every record the API sent has been read. */
export const isWhole = (list: InsertionList) => list.total !== null && list.read === list.total;

/** The whole list at once (tests; pages use the streamed query). */
export async function fetchInsertions(
  params: InsertionListParams = {},
  signal?: AbortSignal,
): Promise<InsertionList> {
  let list = EMPTY_INSERTION_LIST;
  for await (const chunk of streamInsertions({ ...normalise(params) }, signal)) {
    list = addChunk(list, chunk);
  }
  return list;
}

export const insertionKeys = {
  all: ['insertions'] as const,
  list: (params: InsertionListParams = {}) =>
    [...insertionKeys.all, 'list', normalise(params)] as const,
};

export function insertionListQuery(params: InsertionListParams = {}) {
  return queryOptions({
    queryKey: insertionKeys.list(params),
    queryFn: streamedQuery<InsertionChunk, InsertionList, ReturnType<typeof insertionKeys.list>>({
      streamFn: ({ signal }) => streamInsertions({ ...normalise(params) }, signal),
      reducer: addChunk,
      initialValue: EMPTY_INSERTION_LIST,
      // A refetch keeps the list on screen and swaps in the new one when it has been read.
      refetchMode: 'replace',
    }),
    staleTime: LIST_STALE_MS,
    // Up to 75,000 records: a refetch replaces the list instead of deep-comparing every record.
    structuralSharing: false,
  });
}
