// The insertion list as a stream of chunks. The main thread fetches through client.ts (errors,
// Retry-After and timeouts as for every endpoint) but leaves the 48 MB body undecoded and hands
// it to a worker, which parses and reads it and sends the records back a screenful first. Without
// Worker support (or when the worker cannot start) the same reading runs here.
import { ApiError, apiGetBytes, endpointLabel, type QueryParams } from './client';
import {
  CHUNK_SIZES,
  decodeJson,
  readInsertionChunks,
  type ChunkSizes,
  type InsertionChunk,
  type InsertionViewer,
  type ReadMessage,
  type ReadRequest,
  type ViewAnswer,
  type ViewAsk,
} from './insertion-chunks';
import type { InsertionViewRequest } from './insertion-types';

export const INSERTIONS_PATH = '/insertions/';

/** Messages in arrival order, awaited one at a time. */
function mailbox<T>() {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  return {
    push(item: T) {
      queue.push(item);
      wake?.();
      wake = null;
    },
    async take(): Promise<T> {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return queue.shift()!;
    },
  };
}

type WorkerEvent = ReadMessage | { type: 'failed'; message: string } | { type: 'aborted' };

/**
 * Lists longer than this keep their worker once read, to search and sort there; shorter ones are
 * searched and sorted on the main thread in a few milliseconds.
 */
export const KEEP_WORKER_FROM = 2000;
/** Workers kept at most (each holds its list: ~100 MB at 75,000 rows); the oldest goes first. */
const KEPT_WORKERS = 2;
const kept: (() => void)[] = [];

function keep(terminate: () => void) {
  kept.push(terminate);
  while (kept.length > KEPT_WORKERS) kept.shift()!();
}

/** A reading worker, or null where workers are not available. */
function startWorker() {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./insertions-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  const inbox = mailbox<WorkerEvent>();
  const answers = new Map<
    number,
    { resolve: (order: Int32Array | null) => void; reject: (error: Error) => void }
  >();
  let gone: Error | null = null;
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<ReadMessage | ViewAnswer>) => {
    const message = event.data;
    if (message.type !== 'view') return inbox.push(message);
    answers.get(message.id)?.resolve(message.order);
    answers.delete(message.id);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const message = event.message || 'the reading worker failed';
    gone = new Error(message);
    for (const { reject } of answers.values()) reject(gone);
    answers.clear();
    inbox.push({ type: 'failed', message });
  };
  const viewer: InsertionViewer = {
    view(request: InsertionViewRequest) {
      if (gone) return Promise.reject(gone);
      const id = nextId++;
      const ask: ViewAsk = { type: 'view', id, request };
      return new Promise((resolve, reject) => {
        answers.set(id, { resolve, reject });
        try {
          worker.postMessage(ask);
        } catch (error) {
          answers.delete(id);
          reject(error as Error);
        }
      });
    },
  };
  const terminate = () => {
    worker.terminate();
    gone = new Error('the list worker was stopped');
    // Pending views are refused: the page falls back to the main thread.
    for (const { reject } of answers.values()) reject(gone);
    answers.clear();
  };
  // Started before the request, so the worker's script loads while the answer downloads.
  const ready = inbox.take().then((first) => first.type === 'ready');
  return { worker, inbox, ready, viewer, terminate };
}

type Started = NonNullable<ReturnType<typeof startWorker>>;

async function* readInWorker(
  { worker, inbox, viewer }: Started,
  request: ReadRequest,
  signal: AbortSignal | undefined,
): AsyncGenerator<InsertionChunk> {
  const onAbort = () => inbox.push({ type: 'aborted' });
  signal?.addEventListener('abort', onAbort);
  try {
    worker.postMessage(request, request.bytes ? [request.bytes] : []);
    for (;;) {
      const message = await inbox.take();
      if (message.type === 'chunk') yield { ...message.chunk, viewer };
      else if (message.type === 'end') return;
      else if (message.type === 'error') throw new ApiError(message.error);
      else if (message.type === 'aborted') throw signal?.reason;
      else if (message.type === 'failed') {
        throw new ApiError({ kind: 'parse', endpoint: request.endpoint, message: message.message });
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Lets the page paint between chunks read on the main thread. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The insertions matching `params`, read chunk by chunk: the first chunk is about a screenful. */
export async function* streamInsertions(
  params: QueryParams,
  signal?: AbortSignal,
  sizes: ChunkSizes = CHUNK_SIZES,
  keepWorkerFrom = KEEP_WORKER_FROM,
): AsyncGenerator<InsertionChunk> {
  const endpoint = endpointLabel('base', INSERTIONS_PATH);
  let started = startWorker();
  try {
    const [bytes, workerReady] = await Promise.all([
      apiGetBytes('base', INSERTIONS_PATH, params, signal),
      started?.ready ?? false,
    ]);
    if (started && workerReady) {
      let read = 0;
      for await (const chunk of readInWorker(
        started,
        { type: 'read', bytes, endpoint, sizes },
        signal,
      )) {
        read = chunk.read;
        yield chunk;
      }
      // Read whole: a long list keeps its worker, to search and sort it there.
      if (read >= keepWorkerFrom) {
        keep(started.terminate);
        started = null;
      }
      return;
    }
    for (const chunk of readInsertionChunks(decodeJson(bytes, endpoint), endpoint, sizes)) {
      yield chunk;
      await nextTask();
      signal?.throwIfAborted();
    }
  } finally {
    started?.terminate();
  }
}
