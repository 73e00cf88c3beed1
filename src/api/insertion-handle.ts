// A handle on the insertion list's service (insertion-service.ts, in a worker): it reads lists, and
// answers windows of them (searched and sorted where they are kept). /insertions holds one as long
// as the page is shown (its reads and its windows go to the same worker: the page receives a
// screen of rows at a time, never the list), and so does /schedule (its worker picks the run
// sheet's insertions); other reads open one for the read alone (insertions.ts). The worker starts
// on first use.
import { ApiError, loadConfig, type QueryParams } from './client';
import { openInsertionChannel, type InsertionChannel } from './insertion-channel';
import type {
  ChunkSizes,
  FromService,
  InsertionChunk,
  InsertionWindow,
  ReadOptions,
  RunSheetRequest,
  ToService,
  WindowRequest,
} from './insertion-protocol';
import type { Insertion } from './insertion-types';
import { noteServerCopy } from './server-copy';

// A screenful of rows at once; then 2,000 records a chunk (when a page is sent every record:
// measured in Chromium, a message of 2,000 insertions costs the main thread about 10 ms to receive).
export const CHUNK_SIZES: ChunkSizes = { first: 100, rest: 2000 };

/** What a read sends back by default: every record, no contract ends. */
export const SEND_ALL: ReadOptions = { sizes: CHUNK_SIZES, send: null, ends: false };

/** A chunk of a read, with the number the service keeps its list under (for `window`). */
export type ReadChunk = InsertionChunk & { list: number };

export interface InsertionHandle {
  /** This handle's number (in its queries' keys: another handle's worker holds other lists). */
  readonly id: number;
  /** The list for `params`, chunk by chunk, a screenful first; kept by the service to view. */
  read(params: QueryParams, signal?: AbortSignal, options?: ReadOptions): AsyncGenerator<ReadChunk>;
  /** A window of the list `list` (a read's) in a search and sort. */
  window(list: number, request: WindowRequest): Promise<InsertionWindow>;
  /** The insertions on a run sheet of the list `list` (a read's), picked where it is kept. */
  runSheet(list: number, request: RunSheetRequest): Promise<Insertion[]>;
  /** Ends the worker; reads and windows under way fail. The next use starts another. */
  close(): void;
  /**
   * For a page's lifetime: `release` closes the handle a moment later unless `hold` comes first
   * (React runs an effect's cleanup and setup again when a boundary hides and shows the page, or
   * while hydrating: the worker and its lists stay).
   */
  hold(): void;
  release(): void;
}

/** How long a released handle waits for its page to hold it again before closing. */
const RELEASE_MS = 1000;

let handles = 0;

type ReadEvent = FromService | { type: 'closed'; error: ApiError } | { type: 'aborted' };
/** The service's answer to a question (not to a read). */
type Answer = Extract<FromService, { type: 'window' | 'run-sheet' }>;

export function insertionHandle(): InsertionHandle {
  let channel: InsertionChannel | null = null;
  const reads = new Map<number, (event: ReadEvent) => void>();
  /** Questions asked of the service (a window, a run sheet) by their number, until answered. */
  const asked = new Map<
    number,
    { answer: (message: Answer) => void; reject: (e: Error) => void }
  >();
  let nextList = 1;
  let nextQuestion = 1;
  let closing: ReturnType<typeof setTimeout> | undefined;

  function fail(error: ApiError) {
    for (const push of reads.values()) push({ type: 'closed', error });
    for (const { reject } of asked.values()) reject(error);
    asked.clear();
    channel = null;
  }

  function listen(message: FromService) {
    if (message.type !== 'window' && message.type !== 'run-sheet') {
      return reads.get(message.list)?.(message);
    }
    asked.get(message.id)?.answer(message);
    asked.delete(message.id);
  }

  /** Sends the question `send` makes of its number; `take` reads the answer or throws. */
  function ask<T>(send: (id: number) => ToService, take: (answer: Answer) => T): Promise<T> {
    const id = nextQuestion++;
    return new Promise((resolve, reject) => {
      const answer = (message: Answer) => {
        try {
          resolve(take(message));
        } catch (error) {
          reject(error as Error);
        }
      };
      asked.set(id, { answer, reject });
      open().send(send(id));
    });
  }

  const open = () =>
    (channel ??= openInsertionChannel(listen, (error) => fail(new ApiError(error))));

  return {
    id: ++handles,
    async *read(params, signal, options = SEND_ALL) {
      const config = await loadConfig();
      const list = nextList++;
      const inbox: ReadEvent[] = [];
      let wake: (() => void) | null = null;
      const push = (event: ReadEvent) => {
        inbox.push(event);
        wake?.();
      };
      const onAbort = () => push({ type: 'aborted' });
      signal?.addEventListener('abort', onAbort);
      reads.set(list, push);
      open().send({ type: 'read', list, config, params, options });
      try {
        for (;;) {
          while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          const event = inbox.shift()!;
          if (event.type === 'chunk') {
            yield { ...event.chunk, list };
          } else if (event.type === 'answer') {
            noteServerCopy(event.url, new Headers(event.headers));
          } else if (event.type === 'error') {
            throw new ApiError(event.error);
          } else if (event.type === 'closed') {
            throw event.error;
          } else if (event.type === 'aborted') {
            channel?.send({ type: 'stop', list });
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

    window(list, request) {
      return ask(
        (id) => ({ type: 'window', id, list, ...request }),
        (answer) => {
          if (answer.type === 'window' && answer.window) return answer.window;
          throw new Error(`The rows could not be shown: ${answer.refused}`);
        },
      );
    },

    runSheet(list, request) {
      return ask(
        (id) => ({ type: 'run-sheet', id, list, ...request }),
        (answer) => {
          if (answer.type === 'run-sheet' && answer.insertions) return answer.insertions;
          throw new Error(`The run sheet could not be made: ${answer.refused}`);
        },
      );
    },

    hold() {
      clearTimeout(closing);
    },

    release() {
      clearTimeout(closing);
      closing = setTimeout(() => this.close(), RELEASE_MS);
    },

    close() {
      clearTimeout(closing);
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
