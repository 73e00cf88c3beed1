// Insertions with their schedules (endpoint 2: base /insertions/, `{insertions: [...], count: "N"}`).
// Not paged: the list can hold 75,000 rows (48 MB of JSON). The list's service (insertion-service.ts,
// in a worker) fetches and parses it as it downloads; the records arrive in the query's data chunk
// by chunk, `read` of `total` saying how far it is. On the server (a product's, an advertiser's or a
// contract search's insertions, awaited by their loaders) the same service runs in-thread.
import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  skipToken,
} from '@tanstack/react-query';
import { insertionHandle, type InsertionHandle } from './insertion-handle';
import type { ChunkSizes, InsertionChunk } from './insertion-protocol';
import type { Insertion } from './insertion-types';
import type { ParsedList } from './parse';
import { LIST_STALE_MS } from './query-client';

export type { Insertion, ScheduleEntry } from './insertion-types';
export { insertionSchema, scheduleSchema } from './insertion-schema';

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

export interface InsertionList extends ParsedList<Insertion> {
  /** The API's `count` (records sent), or the length of the list when it has none. */
  count: number;
  /** Records read so far, of `total` (null until known): whole when `read === total`. */
  read: number;
  total: number | null;
}

/** True once every record the API sent has been read. */
export const isWhole = (list: InsertionList) => list.total !== null && list.read === list.total;

const EMPTY: InsertionList = { items: [], problems: [], count: 0, read: 0, total: 0 };

/** The list so far plus one chunk (a new list: the query's data is never changed in place). */
function addChunk(list: InsertionList, chunk: InsertionChunk): InsertionList {
  return {
    items: chunk.items.length ? list.items.concat(chunk.items) : list.items,
    problems: chunk.problems.length ? list.problems.concat(chunk.problems) : list.problems,
    count: chunk.count,
    read: chunk.read,
    total: chunk.total,
  };
}

/**
 * The insertions matching `params`, chunk by chunk: read by `handle` (the page's, which keeps the
 * list to search and sort), or by a service opened for this read alone.
 */
export async function* readInsertions(
  params: InsertionListParams,
  signal?: AbortSignal,
  sizes?: ChunkSizes,
  handle?: InsertionHandle,
): AsyncGenerator<InsertionChunk> {
  const reader = handle ?? insertionHandle();
  try {
    yield* reader.read({ ...normalise(params) }, signal, sizes);
  } finally {
    if (!handle) reader.close();
  }
}

/** The whole list at once (tests; pages use the streamed query). */
export async function fetchInsertions(
  params: InsertionListParams = {},
  signal?: AbortSignal,
  sizes?: ChunkSizes,
): Promise<InsertionList> {
  let list = EMPTY;
  for await (const chunk of readInsertions(params, signal, sizes)) list = addChunk(list, chunk);
  return list;
}

export const insertionKeys = {
  all: ['insertions'] as const,
  list: (params: InsertionListParams = {}) =>
    [...insertionKeys.all, 'list', normalise(params)] as const,
};

/** The list for `params`; `handle`: read by the page's own handle (see readInsertions). */
export function insertionListQuery(params: InsertionListParams = {}, handle?: InsertionHandle) {
  return queryOptions({
    queryKey: insertionKeys.list(params),
    queryFn: streamedQuery<InsertionChunk, InsertionList, ReturnType<typeof insertionKeys.list>>({
      streamFn: ({ signal }) => readInsertions(params, signal, undefined, handle),
      reducer: addChunk,
      initialValue: EMPTY,
      // A refetch keeps the list on screen and swaps in the new one when it has been read.
      refetchMode: 'replace',
    }),
    staleTime: LIST_STALE_MS,
    // Up to 75,000 records: a refetch replaces the list instead of deep-comparing every record.
    structuralSharing: false,
  });
}

/**
 * Rows in the server's first screen: about a wide screen's box of rows (the browser hydrates each
 * in both layouts, wide and phone, so not more).
 */
export const FIRST_SCREEN_ROWS = 20;

/** The view the first screen is for: `?sort=` and `?q=` of the page. */
export interface FirstScreenView {
  sort: string | undefined;
  query: string;
}

/**
 * The first screen of the list for `params` in `view`: made by the server from the gateway's held
 * copy (insertion-first-screen.ts) and carried in the page's state. Never fetched in the browser
 * (its reading of the list is the query above); absent when the server had none to give.
 */
export function insertionFirstScreenQuery(params: InsertionListParams, view: FirstScreenView) {
  return queryOptions<readonly Insertion[]>({
    queryKey: ['insertion-first-screen', normalise(params), view.sort ?? '', view.query.trim()],
    queryFn: skipToken,
    staleTime: Infinity,
  });
}
