// Reading the insertion list answer in chunks: the same steps in the worker (insertions-worker.ts)
// and, where there is no Worker, on the main thread. A small first chunk fills the first screen;
// the rest follow in chunks small enough to cross to the main thread in well under 50 ms each.
import { ApiError, notJsonError, type ApiErrorInit } from './client';
import { readInsertion } from './insertion-reader';
import { insertionSchema } from './insertion-schema';
import type { Insertion, InsertionViewRequest } from './insertion-types';
import { listIn, parseList, type ParsedList, type ParseProblem } from './parse';
import { readNumber } from './wire';

/** One step of reading: the records read in it, and how far the reading is. */
export interface InsertionChunk {
  items: Insertion[];
  problems: ParseProblem[];
  /** Records read so far (kept or reported), of `total` sent (null until the whole is parsed). */
  read: number;
  total: number | null;
  /** The records so far are dropped: the preview did not match the full parse. */
  restart?: boolean;
  /** The API's `count` (records sent), or the length of the list when it has none. */
  count: number;
  /** The worker that read the list, which keeps it to search and sort (absent without one). */
  viewer?: InsertionViewer;
}

/**
 * Searches and sorts the list in the worker that holds it: the rows to show as indices into the
 * list, null for every row in the list's order. Rejects once the worker is gone (the page then
 * does it on the main thread).
 */
export interface InsertionViewer {
  view(request: InsertionViewRequest): Promise<Int32Array | null>;
}

export interface ChunkSizes {
  /** Records in the first chunk: about a screen of rows. */
  first: number;
  /** Records in each later chunk. */
  rest: number;
}

// A screenful of rows at once; then 2,000 records a message: measured in Chromium, a message of
// 2,000 insertions costs the main thread about 10 ms to receive (structured clone), 5,000 over 25.
export const CHUNK_SIZES: ChunkSizes = { first: 100, rest: 2000 };

/** The answer's bytes as JSON (null for no content), or the parse error apiGet would throw. */
export function decodeJson(bytes: ArrayBuffer | null, endpoint: string): unknown {
  return parseJsonText(bytes === null ? '' : new TextDecoder().decode(bytes), endpoint);
}

export function parseJsonText(text: string, endpoint: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(notJsonError(endpoint));
  }
}

/**
 * Reads an insertion list answer chunk by chunk (at least one chunk, also for an empty list).
 * Problems carry their index in the whole list, as one parseList over the list would give.
 */
export function* readInsertionChunks(
  data: unknown,
  endpoint: string,
  sizes: ChunkSizes = CHUNK_SIZES,
  preview?: readonly unknown[],
): Generator<InsertionChunk> {
  const raw = listIn(data, 'insertions', endpoint);
  const count = countOf(data, raw);
  // A preview already sent is kept when the full parse begins with the same records.
  const kept = preview && samePrefix(raw, preview) ? preview.length : 0;
  let start = kept;
  let restart = preview !== undefined && kept === 0;
  do {
    const size = start === 0 ? sizes.first : sizes.rest;
    const end = Math.min(raw.length, start + size);
    const part = parseList(insertionSchema, raw.slice(start, end), endpoint, readInsertion);
    const offset = start;
    const problems = offset
      ? part.problems.map((p) => ({ ...p, index: p.index + offset }))
      : part.problems;
    yield { items: part.items, problems, read: end, total: raw.length, count, restart };
    restart = false;
    start = end;
  } while (start < raw.length);
}

/** The first records, read from a preview of the text (insertions-worker.ts), total not yet known. */
export function previewChunk(preview: readonly unknown[], endpoint: string): InsertionChunk {
  const part = parseList(insertionSchema, preview, endpoint, readInsertion);
  const read = preview.length;
  return { items: part.items, problems: part.problems, read, total: null, count: read };
}

function samePrefix(raw: readonly unknown[], preview: readonly unknown[]): boolean {
  return JSON.stringify(raw.slice(0, preview.length)) === JSON.stringify(preview);
}

const countOf = (data: unknown, raw: readonly unknown[]) =>
  (data && typeof data === 'object'
    ? readNumber((data as { count?: unknown }).count)
    : undefined) ?? raw.length;

export interface InsertionList extends ParsedList<Insertion> {
  /** The API's `count` (records sent), or the length of the list when it has none. */
  count: number;
  /** Records read so far, of `total` (null until known): whole when `read === total`. */
  read: number;
  total: number | null;
  viewer?: InsertionViewer;
}

export const EMPTY_INSERTION_LIST: InsertionList = {
  items: [],
  problems: [],
  count: 0,
  read: 0,
  total: 0,
};

/** The list so far plus one chunk (a new list: the query's data is never changed in place). */
export function addChunk(current: InsertionList, chunk: InsertionChunk): InsertionList {
  const list = chunk.restart ? EMPTY_INSERTION_LIST : current;
  return {
    items: chunk.items.length ? list.items.concat(chunk.items) : list.items,
    problems: chunk.problems.length ? list.problems.concat(chunk.problems) : list.problems,
    count: chunk.count,
    read: chunk.read,
    total: chunk.total,
    ...((chunk.viewer ?? list.viewer) && { viewer: chunk.viewer ?? list.viewer }),
  };
}

/** Parses a whole insertion list answer in one pass: the reference the chunked reading must match. */
export function parseInsertionList(data: unknown, endpoint: string): InsertionList {
  const raw = listIn(data, 'insertions', endpoint);
  const parsed = parseList(insertionSchema, raw, endpoint, readInsertion);
  return { ...parsed, count: countOf(data, raw), read: raw.length, total: raw.length };
}

/** What the main thread sends the worker: the answer's bytes (transferred, not copied). */
export interface ReadRequest {
  type: 'read';
  bytes: ArrayBuffer | null;
  endpoint: string;
  sizes: ChunkSizes;
}

/** The first bytes of the answer while the rest downloads: the worker previews the first rows. */
export interface PreviewRequest {
  type: 'preview';
  bytes: ArrayBuffer;
  sizes: ChunkSizes;
  endpoint: string;
}

/** Asked of the worker once the list is read: the rows to show (answered by a ViewAnswer). */
export interface ViewAsk {
  type: 'view';
  id: number;
  request: InsertionViewRequest;
}

/** The rows to show as indices into the list (transferred), null for all in the list's order. */
export interface ViewAnswer {
  type: 'view';
  id: number;
  order: Int32Array | null;
}

/** What the worker sends back: `ready` once loaded, then chunks, then `end` or `error`. */
export type ReadMessage =
  | { type: 'ready' }
  | { type: 'chunk'; chunk: InsertionChunk }
  | { type: 'end' }
  | { type: 'error'; error: ApiErrorInit };

/** An error as the worker can send it (class instances do not survive structured cloning). */
export function errorInit(error: unknown, endpoint: string): ApiErrorInit {
  if (error instanceof ApiError) {
    const { kind, status, message, retryAfterSeconds, recordId, fieldPath } = error;
    return {
      kind,
      endpoint: error.endpoint,
      status,
      message,
      retryAfterSeconds,
      recordId,
      fieldPath,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'parse', endpoint, message: `The list could not be read: ${message}` };
}
