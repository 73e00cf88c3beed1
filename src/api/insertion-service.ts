// The insertion list's service: fetches the list itself, parses it as it downloads and sends back
// its progress in chunks, with the records the page asked for (all, a screenful, or none); keeps
// what it read and answers windows of it, searched and sorted, and the insertions a run sheet
// needs; works out renewals' contract ends as it reads, so the page's thread never holds or passes
// over the whole list.
// It runs in a worker (insertions-worker.ts) or, where there is none, in the page's thread
// (insertion-channel.ts): the same code and messages either way. wire.ts, imported through the
// schema, configures zod as the page does (jitless: the CSP forbids eval in workers too).
import { insertionView } from '../lib/insertion-view';
import { addContractEnds, type ContractEnd } from '../lib/renewals';
import { runSheetInsertions } from '../lib/run-sheet';
import {
  ApiError,
  apiGetStreamed,
  buildUrl,
  endpointLabel,
  notJsonError,
  resetConfig,
  type ApiErrorInit,
} from './client';
import { JsonListReader } from './insertion-json';
import { KEPT_LISTS } from './insertion-protocol';
import type {
  ChunkSizes,
  FromService,
  InsertionChunk,
  InsertionWindow,
  ToService,
  WindowRequest,
} from './insertion-protocol';
import { readInsertion } from './insertion-reader';
import { insertionSchema } from './insertion-schema';
import type { Insertion } from './insertion-types';
import { listIn, parseList } from './parse';
import { readNumber } from './wire';

export const INSERTIONS_PATH = '/insertions/';
const ENDPOINT = endpointLabel('base', INSERTIONS_PATH);
/** The headers the page needs to tell a stale copy (src/api/server-copy.ts). */
const COPY_HEADERS = ['x-gateway-cache', 'x-gateway-stored-at', 'x-gateway-stale-reason'];

/** A step of readList: what a chunk says before the service adds what it keeps. */
export type ReadStep = Omit<InsertionChunk, 'kept' | 'ends'>;

export type Post = (message: FromService, transfer?: Transferable[]) => void;

/** An error as it can cross to the page (class instances do not survive structured cloning). */
function errorInit(error: unknown): ApiErrorInit {
  if (error instanceof ApiError) {
    const { kind, endpoint, status, message, retryAfterSeconds, recordId, fieldPath } = error;
    return { kind, endpoint, status, message, retryAfterSeconds, recordId, fieldPath };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'parse', endpoint: ENDPOINT, message: `The list could not be read: ${message}` };
}

/** Parses raw records into chunks: problems carry their index in the whole list. */
function chunker(send: (chunk: ReadStep) => void, sizes: ChunkSizes) {
  let read = 0;
  return {
    get read() {
      return read;
    },
    get wanted() {
      return read === 0 ? sizes.first : sizes.rest;
    },
    send(raw: readonly unknown[], total: number | null = null, count = read + raw.length) {
      const part = parseList(insertionSchema, raw, ENDPOINT, readInsertion);
      const offset = read;
      read += raw.length;
      const problems = offset
        ? part.problems.map((p) => ({ ...p, index: p.index + offset }))
        : part.problems;
      send({ items: part.items, problems, read, total, count });
    },
  };
}

const countOf = (data: unknown, length: number) =>
  (data && typeof data === 'object'
    ? readNumber((data as { count?: unknown }).count)
    : undefined) ?? length;

/** Reads a list answer's body into chunks, the first of `sizes.first` records (also the server's first screen of /insertions: insertion-first-screen-server.ts). */
export async function readList(
  body: ReadableStream<Uint8Array> | null,
  send: (chunk: ReadStep) => void,
  sizes: ChunkSizes,
): Promise<void> {
  const list = new JsonListReader('insertions');
  const chunks = chunker(send, sizes);
  const decoder = new TextDecoder();
  const reader = body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    list.push(decoder.decode(next.value, { stream: true }));
    while (list.pending >= chunks.wanted) chunks.send(list.take(chunks.wanted));
  }
  list.push(decoder.decode());
  const { data, streamed } = list.end();
  // The answer's shape is checked here; kept whole, its records are all still to send.
  const whole = listIn(data, 'insertions', ENDPOINT);
  let rest = streamed ? list.take(list.pending) : whole;
  const total = chunks.read + rest.length;
  // The last chunk says the list is whole, and how many records the API counted.
  do {
    const part = rest.slice(0, chunks.wanted);
    rest = rest.slice(part.length);
    if (rest.length > 0) chunks.send(part);
    else chunks.send(part, total, countOf(data, total));
  } while (rest.length > 0);
}

/** Why a window or a run sheet of a list is refused: its worker no longer keeps its rows. */
const notKept = (rows: readonly Insertion[] | undefined, count: number) =>
  `the list was not kept (${rows?.length ?? 0} of ${count} rows)`;

/** The view a list last answered windows of: its order is worked out once, not at each window. */
interface ViewCache {
  key: string;
  count: number;
  order: Int32Array | null;
}

/** The rows `from` to `to` of `rows` viewed by `order` (null: their own order). */
function windowOf(
  rows: readonly Insertion[],
  order: Int32Array | null,
  size: number,
  from: number,
  to: number,
): InsertionWindow {
  const start = Math.max(0, Math.min(from, size));
  const end = Math.max(start, Math.min(to, size));
  const shown: Insertion[] = [];
  for (let i = start; i < end; i++) shown.push(rows[order ? order[i]! : i]!);
  return { from: start, rows: shown, size };
}

/** The service: give it the page's messages; `post` sends its answers. */
export function insertionService(post: Post) {
  /** The lists kept, oldest first: the rows read, by their number. */
  const lists = new Map<number, Insertion[]>();
  const views = new Map<number, ViewCache>();
  const reads = new Map<number, AbortController>();

  function keep(list: number, rows: Insertion[]) {
    lists.set(list, rows);
    for (const old of [...lists.keys()].slice(0, -KEPT_LISTS)) {
      lists.delete(old);
      views.delete(old);
    }
  }

  async function read({ list, config, params, options }: Extract<ToService, { type: 'read' }>) {
    const stop = new AbortController();
    reads.set(list, stop);
    const rows: Insertion[] = [];
    keep(list, rows);
    const ends = options.ends ? new Map<number, ContractEnd>() : null;
    const send = (chunk: ReadStep) => {
      const from = rows.length;
      for (const item of chunk.items) rows.push(item);
      if (ends) addContractEnds(ends, rows, from);
      // Only the records the page asked for cross to it: the rest stay here, to be viewed.
      const wanted = options.send === null ? chunk.items.length : Math.max(0, options.send - from);
      const items = wanted >= chunk.items.length ? chunk.items : chunk.items.slice(0, wanted);
      const last = ends && chunk.total !== null ? { ends: [...ends.values()] } : {};
      post({ type: 'chunk', list, chunk: { ...chunk, items, kept: rows.length, ...last } });
    };
    try {
      resetConfig(config);
      await apiGetStreamed('base', INSERTIONS_PATH, params, stop.signal, (body, headers) => {
        const url = buildUrl(config.baseUrl, INSERTIONS_PATH, params);
        const copy = COPY_HEADERS.flatMap((name): [string, string][] => {
          const value = headers.get(name);
          return value === null ? [] : [[name, value]];
        });
        post({ type: 'answer', list, url, headers: copy });
        return readList(body, send, options.sizes).catch((error: unknown) => {
          throw error instanceof SyntaxError ? new ApiError(notJsonError(ENDPOINT)) : error;
        });
      });
      post({ type: 'end', list });
    } catch (error) {
      if (!stop.signal.aborted) post({ type: 'error', list, error: errorInit(error) });
    } finally {
      reads.delete(list);
    }
  }

  /** The order of `rows` (the first `count` of `list`) for `request`, kept for the next window. */
  function orderOf(list: number, rows: readonly Insertion[], message: WindowRequest) {
    const key = JSON.stringify(message.request);
    const kept = views.get(list);
    if (kept?.key === key && kept.count === message.count) return kept.order;
    const order = insertionView(rows, message.request);
    views.set(list, { key, count: message.count, order });
    return order;
  }

  /** The first `count` rows of `list`, or why it has not got them (no longer kept). */
  function keptRows(list: number, count: number): readonly Insertion[] | string {
    const rows = lists.get(list);
    if (!rows || rows.length < count) return notKept(rows, count);
    return count === rows.length ? rows : rows.slice(0, count);
  }

  return {
    receive(message: ToService) {
      if (message.type === 'read') {
        void read(message);
      } else if (message.type === 'stop') {
        reads.get(message.list)?.abort();
      } else if (message.type === 'run-sheet') {
        const rows = keptRows(message.list, message.count);
        if (typeof rows === 'string') {
          post({ type: 'run-sheet', id: message.id, insertions: null, refused: rows });
          return;
        }
        // Only the sheet's insertions cross to the page (a week's: a few thousand of 75,000).
        const insertions = runSheetInsertions(rows, message.window, message.filter);
        post({ type: 'run-sheet', id: message.id, insertions });
      } else {
        const rows = keptRows(message.list, message.count);
        if (typeof rows === 'string') {
          post({ type: 'window', id: message.id, window: null, refused: rows });
          return;
        }
        const order = orderOf(message.list, rows, message);
        const size = order ? order.length : message.count;
        const window = windowOf(rows, order, size, message.from, message.to);
        post({ type: 'window', id: message.id, window });
      }
    },
    /** Stops every read under way (the page no longer wants them). */
    close() {
      for (const stop of reads.values()) stop.abort();
    },
  };
}
