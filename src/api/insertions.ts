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
import {
  CHUNK_SIZES,
  insertionHandle,
  SEND_ALL,
  type InsertionHandle,
  type ReadChunk,
} from './insertion-handle';
import type { ReadOptions } from './insertion-protocol';
import type { ContractEnd, Insertion, RunFilter, SheetInsertion } from './insertion-types';
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
  /** Records the list's service keeps (items.length, unless the read sent only some). */
  kept: number;
  /** The number the list's service keeps it under (a page's handle asks it for windows). */
  list?: number;
  /** Every contract's last scheduled day, once whole (contractEndsQuery). */
  ends?: ContractEnd[];
}

/** True once every record the API sent has been read. */
export const isWhole = (list: InsertionList) => list.total !== null && list.read === list.total;

const EMPTY: InsertionList = { items: [], problems: [], count: 0, read: 0, total: 0, kept: 0 };

/** The list so far plus one chunk (a new list: the query's data is never changed in place). */
function addChunk(list: InsertionList, chunk: ReadChunk): InsertionList {
  return {
    items: chunk.items.length ? list.items.concat(chunk.items) : list.items,
    problems: chunk.problems.length ? list.problems.concat(chunk.problems) : list.problems,
    count: chunk.count,
    read: chunk.read,
    total: chunk.total,
    kept: chunk.kept,
    list: chunk.list,
    ends: chunk.ends ?? list.ends,
  };
}

/**
 * The insertions matching `params`, chunk by chunk: read by `handle` (the page's, which keeps the
 * list to show windows of it), or by a service opened for this read alone.
 */
export async function* readInsertions(
  params: InsertionListParams,
  signal?: AbortSignal,
  options?: ReadOptions,
  handle?: InsertionHandle,
): AsyncGenerator<ReadChunk> {
  const reader = handle ?? insertionHandle();
  try {
    yield* reader.read({ ...normalise(params) }, signal, options);
  } finally {
    if (!handle) reader.close();
  }
}

/** The whole list at once (tests; pages use the streamed queries). */
export async function fetchInsertions(
  params: InsertionListParams = {},
  signal?: AbortSignal,
  options?: ReadOptions,
  handle?: InsertionHandle,
): Promise<InsertionList> {
  let list = EMPTY;
  for await (const chunk of readInsertions(params, signal, options, handle)) {
    list = addChunk(list, chunk);
  }
  return list;
}

export const insertionKeys = {
  all: ['insertions'] as const,
  list: (params: InsertionListParams = {}) =>
    [...insertionKeys.all, 'list', normalise(params)] as const,
  /** `sent`: how many records the page is sent (insertionKeptQuery). */
  kept: (handle: number, params: InsertionListParams, sent: number) =>
    [...insertionKeys.all, 'kept', handle, normalise(params), sent] as const,
  ends: (params: InsertionListParams = {}) =>
    [...insertionKeys.all, 'ends', normalise(params)] as const,
  /** The handle and the sheet first: a key's first four parts say which sheet it is. */
  runSheet: (handle: number, list: number | null, count: number, sheet: RunSheetOf) =>
    [
      ...insertionKeys.all,
      'run-sheet',
      handle,
      {
        from: sheet.window.from,
        to: sheet.window.to,
        sectionId: sheet.filter.sectionId ?? null,
        adSizeId: sheet.filter.adSizeId ?? null,
      },
      list,
      count,
    ] as const,
};

function streamedList<Key extends readonly unknown[]>(
  queryKey: Key,
  params: InsertionListParams,
  options: ReadOptions,
  handle?: InsertionHandle,
) {
  return queryOptions({
    queryKey,
    queryFn: streamedQuery<ReadChunk, InsertionList, Key>({
      streamFn: ({ signal }) => readInsertions(params, signal, options, handle),
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

/** The list for `params`, every record in the query's data (the lists of a few hundred rows). */
export const insertionListQuery = (params: InsertionListParams = {}) =>
  streamedList(insertionKeys.list(params), params, SEND_ALL);

/** Records of a kept list the page is sent: the first screen (the rest it asks for by window). */
export const KEPT_ROWS_SENT = CHUNK_SIZES.first;

/**
 * Chunks of a read that sends the page no more than its first screen: each later one is only
 * progress, so fewer and larger (each is a render of the page; 75,000 rows in 8, not 38).
 */
const PROGRESS_SIZES = { first: CHUNK_SIZES.first, rest: 10_000 };

/**
 * The list for `params` read and kept by the page's `handle` (its worker, for as long as the page
 * is shown): the data holds the progress, the problems, the first `send` records and `list`, under
 * which the handle answers questions of the list. /insertions is sent its first screen and asks
 * for the rows in view by window; /schedule is sent none and asks for its run sheet's insertions
 * (runSheetInsertionsQuery). The handle is in the key: another handle (the page shown again) reads
 * the list again into its own worker.
 */
export const insertionKeptQuery = (
  params: InsertionListParams,
  handle: InsertionHandle,
  send = KEPT_ROWS_SENT,
) => ({
  ...streamedList(
    insertionKeys.kept(handle.id, params, send),
    params,
    { sizes: PROGRESS_SIZES, send, ends: false },
    handle,
  ),
  // The list lives in the handle's worker: the data is of no use once the page has closed it.
  gcTime: 0,
});

/**
 * Every contract's last scheduled day over the list for `params` (renewals): the list's service
 * works them out as it reads and sends no record, only the progress and then the ends.
 */
export const contractEndsQuery = (params: InsertionListParams = {}) =>
  streamedList(insertionKeys.ends(params), params, { sizes: PROGRESS_SIZES, send: 0, ends: true });

/** A run sheet's days (src/lib/date-window's DateWindow, first and last day) and filters. */
export interface RunSheetOf {
  window: { from: string; to: string };
  filter: RunFilter;
}

/**
 * The insertions on the run sheet `sheet` of a whole list read by `handle` (insertionKeptQuery):
 * picked by its worker from the rows it keeps, so other days or filters are asked of it again
 * without reading the list. Waits while the list is being read.
 */
export const runSheetInsertionsQuery = (
  handle: InsertionHandle,
  list: InsertionList | undefined,
  sheet: RunSheetOf,
) => {
  const number = list && isWhole(list) ? (list.list ?? null) : null;
  const count = list?.kept ?? 0;
  const queryKey = insertionKeys.runSheet(handle.id, number, count, sheet);
  // The same sheet of the list read before (a refetch, whole again): kept on screen until answered.
  const sameSheet = (key: readonly unknown[] | undefined) =>
    number !== null &&
    key !== undefined &&
    JSON.stringify(key.slice(0, 4)) === JSON.stringify(queryKey.slice(0, 4));
  return queryOptions({
    queryKey,
    queryFn: number === null ? skipToken : () => handle.runSheet(number, { ...sheet, count }),
    placeholderData: (previous, query) => (sameSheet(query?.queryKey) ? previous : undefined),
    // The answer holds as long as its list (a refetched list is another number: another key).
    staleTime: Infinity,
    gcTime: 0,
    structuralSharing: false,
    // Refused only when the worker no longer keeps the list: asking again would be refused too
    // (the page's Retry reads the list again).
    retry: false,
  });
};

/**
 * Rows in the server's first screen: about a wide screen's box of rows (the browser hydrates each
 * in both layouts, wide and phone, so not more).
 */
export const FIRST_SCREEN_ROWS = 20;

/**
 * Of them, the rows a phone is shown (ScreenHint): a phone's screen holds about five rows with
 * their details, and each row shown is one to hydrate.
 */
export const PHONE_FIRST_SCREEN_ROWS = 8;

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

/**
 * The insertions on the run sheet `sheet` of the list for `params`: picked by the server from the
 * gateway's held copy (insertion-first-screen.ts `runSheet`) and carried in the page's state, so
 * the sheet is in the HTML. Never fetched in the browser (its own pick is runSheetInsertionsQuery);
 * absent when the server had none to give.
 */
export function runSheetFirstQuery(params: InsertionListParams, sheet: RunSheetOf) {
  return queryOptions<readonly SheetInsertion[]>({
    queryKey: ['run-sheet-first', normalise(params), sheet],
    queryFn: skipToken,
    staleTime: Infinity,
  });
}
