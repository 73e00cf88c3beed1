// A handle on the insertion list's service (insertion-service.ts, in a worker): it reads lists, and
// searches and sorts them where they are kept. /insertions holds one as long as the page is shown
// (its reads and its views go to the same worker, so sorting 75,000 rows sends nothing over);
// other pages' reads open one for the read alone (insertions.ts). The worker starts on first use.
// A list read elsewhere (found in the query cache) is handed over 2,000 rows a task (a message of
// 2,000 insertions costs the main thread about 10 ms to copy), so no task of the page's grows long.
import { ApiError, loadConfig, type QueryParams } from './client';
import { openInsertionChannel, type InsertionChannel } from './insertion-channel';
import {
  KEPT_LISTS,
  type ChunkSizes,
  type FromService,
  type InsertionChunk,
  type ToService,
} from './insertion-protocol';
import type { Insertion, InsertionViewRequest } from './insertion-types';
import { noteServerCopy } from './server-copy';

// A screenful of rows at once; then 2,000 records a message: measured in Chromium, a message of
// 2,000 insertions costs the main thread about 10 ms to receive (structured clone), 5,000 over 25.
export const CHUNK_SIZES: ChunkSizes = { first: 100, rest: 2000 };
const HAND_OVER = 2000;

export interface InsertionHandle {
  /** The list for `params`, chunk by chunk, a screenful first; kept by the service to view. */
  read(
    params: QueryParams,
    signal?: AbortSignal,
    sizes?: ChunkSizes,
  ): AsyncGenerator<InsertionChunk>;
  /** The rows to show of `rows` (a list this handle read, or any other: then handed over). */
  view(rows: readonly Insertion[], request: InsertionViewRequest): Promise<Int32Array | null>;
  /** Ends the worker; reads and views under way fail. The next use starts another. */
  close(): void;
}

type ReadEvent = FromService | { type: 'closed'; error: ApiError };

/** `part` is the start of `whole` (the same records, compared at both ends of `part`). */
const startsWith = (whole: readonly Insertion[], part: readonly Insertion[]) =>
  part.length <= whole.length &&
  (part.length === 0 || (part[0] === whole[0] && part.at(-1) === whole[part.length - 1]));

export function insertionHandle(): InsertionHandle {
  let channel: InsertionChannel | null = null;
  /** What the service keeps, mirrored: the last two lists, the rows it holds of each. */
  let kept: { list: number; rows: Insertion[]; handed: boolean }[] = [];
  const reads = new Map<number, (event: ReadEvent) => void>();
  const views = new Map<
    number,
    { resolve: (o: Int32Array | null) => void; reject: (e: Error) => void }
  >();
  const queue: ToService[] = [];
  let pumping = false;
  let nextList = 1;
  let nextView = 1;

  function fail(error: ApiError) {
    for (const push of reads.values()) push({ type: 'closed', error });
    for (const { reject } of views.values()) reject(error);
    views.clear();
    queue.length = 0;
    kept = [];
    channel = null;
  }

  function listen(message: FromService) {
    if (message.type !== 'view') return reads.get(message.list)?.(message);
    const answer = views.get(message.id);
    views.delete(message.id);
    if (message.refused)
      answer?.reject(new Error(`The rows could not be sorted: ${message.refused}`));
    else answer?.resolve(message.order);
  }

  /** Messages go in order, one a task (a hand-over's copies do not add up to one long task). */
  function pump() {
    const message = queue.shift();
    if (!message) {
      pumping = false;
      return;
    }
    channel ??= openInsertionChannel(listen, (error) => fail(new ApiError(error)));
    channel.send(message);
    setTimeout(pump, 0);
  }
  function send(message: ToService) {
    queue.push(message);
    if (!pumping) {
      pumping = true;
      pump();
    }
  }

  function keep(rows: Insertion[], handed: boolean) {
    const list = nextList++;
    kept = [...kept, { list, rows, handed }].slice(-KEPT_LISTS);
    return list;
  }

  /** A list kept whose start is `rows`; else `rows` are handed over (the rest of them, when they continue the last list handed over). */
  function listFor(rows: readonly Insertion[]): number {
    const found = kept.find((k) => startsWith(k.rows, rows));
    if (found) return found.list;
    const last = kept.at(-1);
    if (!(last?.handed && startsWith(rows, last.rows))) keep([], true);
    const target = kept.at(-1)!;
    for (let from = target.rows.length; from < rows.length || from === 0; from += HAND_OVER) {
      const part = rows.slice(from, from + HAND_OVER);
      send({ type: 'hold', list: target.list, rows: part, from });
      target.rows.push(...part);
      if (rows.length === 0) break;
    }
    return target.list;
  }

  return {
    async *read(params, signal, sizes = CHUNK_SIZES) {
      const config = await loadConfig();
      const rows: Insertion[] = [];
      const list = keep(rows, false);
      const inbox: (ReadEvent | { type: 'aborted' })[] = [];
      let wake: (() => void) | null = null;
      const push = (event: (typeof inbox)[number]) => {
        inbox.push(event);
        wake?.();
      };
      const onAbort = () => push({ type: 'aborted' });
      signal?.addEventListener('abort', onAbort);
      reads.set(list, push);
      send({ type: 'read', list, config, params, sizes });
      try {
        for (;;) {
          while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          const event = inbox.shift()!;
          if (event.type === 'chunk') {
            for (const item of event.chunk.items) rows.push(item);
            yield event.chunk;
          } else if (event.type === 'answer') {
            noteServerCopy(event.url, new Headers(event.headers));
          } else if (event.type === 'error') {
            throw new ApiError(event.error);
          } else if (event.type === 'closed') {
            throw event.error;
          } else if (event.type === 'aborted') {
            send({ type: 'stop', list });
            throw signal?.reason;
          } else if (event.type === 'end') {
            return;
          }
        }
      } finally {
        signal?.removeEventListener('abort', onAbort);
        reads.delete(list);
      }
    },

    view(rows, request) {
      const list = listFor(rows);
      const id = nextView++;
      return new Promise((resolve, reject) => {
        views.set(id, { resolve, reject });
        send({ type: 'view', id, list, count: rows.length, request });
      });
    },

    close() {
      channel?.close();
      fail(
        new ApiError({
          kind: 'parse',
          endpoint: 'base /insertions/',
          message: 'The list was closed',
        }),
      );
    },
  };
}
