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
  type PreviewRequest,
  type ReadMessage,
  type ReadRequest,
  type ViewAnswer,
  type ViewAsk,
} from './insertion-chunks';
import type { InsertionViewRequest } from './insertion-types';

export const INSERTIONS_PATH = '/insertions/';

/**
 * The answer's first bytes sent to the worker while the rest downloads: a first screen of records
 * (100 of about 650 bytes each at the demo's scale) with room for longer ones.
 */
const PREFIX_BYTES = 256 * 1024;

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

/** A message from the worker as the page uses it: a chunk to show, the end, or a throw. */
function chunkOf(
  message: WorkerEvent,
  endpoint: string,
  signal: AbortSignal | undefined,
): InsertionChunk | 'end' {
  if (message.type === 'chunk') return message.chunk;
  if (message.type === 'end') return 'end';
  if (message.type === 'error') throw new ApiError(message.error);
  if (message.type === 'aborted') throw signal?.reason;
  if (message.type === 'failed')
    throw new ApiError({ kind: 'parse', endpoint, message: message.message });
  throw new ApiError({ kind: 'parse', endpoint, message: 'the reading worker did not answer' });
}

async function* readInWorker(
  { worker, inbox, viewer }: Started,
  request: ReadRequest,
  signal: AbortSignal | undefined,
  /** A take of the inbox already waiting (from before the request): it gets the next message. */
  waiting?: Promise<WorkerEvent>,
): AsyncGenerator<InsertionChunk> {
  const onAbort = () => inbox.push({ type: 'aborted' });
  signal?.addEventListener('abort', onAbort);
  try {
    worker.postMessage(request, request.bytes ? [request.bytes] : []);
    let next = waiting;
    for (;;) {
      const message = await (next ?? inbox.take());
      next = undefined;
      const chunk = chunkOf(message, request.endpoint, signal);
      if (chunk === 'end') return;
      yield { ...chunk, viewer };
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
  const worker = started;
  // The first bytes go to the worker while the rest downloads, for the first screen of rows.
  let whole = false;
  const prefix = worker && {
    bytes: PREFIX_BYTES,
    take: (bytes: ArrayBuffer) => {
      void worker.ready.then((ready) => {
        if (!ready || whole) return;
        const ask: PreviewRequest = { type: 'preview', bytes, sizes, endpoint };
        worker.worker.postMessage(ask, [bytes]);
      });
    },
  };
  try {
    const download = apiGetBytes('base', INSERTIONS_PATH, params, signal, prefix || undefined);
    download.catch(() => undefined); // awaited below; not unhandled while the worker starts
    const workerReady = (await started?.ready) ?? false;
    if (started && workerReady) {
      // Rows previewed from the first bytes are shown while the rest downloads.
      let waiting: Promise<WorkerEvent> | undefined = started.inbox.take();
      let bytes: ArrayBuffer | null = null;
      for (;;) {
        const first = await Promise.race([
          waiting.then((message) => ({ message })),
          download.then((answer) => ({ answer })),
        ]);
        if ('answer' in first) {
          bytes = first.answer;
          break;
        }
        waiting = started.inbox.take();
        const chunk = chunkOf(first.message, endpoint, signal);
        if (chunk === 'end') {
          throw new ApiError({ kind: 'parse', endpoint, message: 'the list was never sent whole' });
        }
        yield { ...chunk, viewer: started.viewer };
      }
      whole = true;
      let read = 0;
      for await (const chunk of readInWorker(
        started,
        { type: 'read', bytes, endpoint, sizes },
        signal,
        waiting,
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
    const bytes = await download;
    for (const chunk of readInsertionChunks(decodeJson(bytes, endpoint), endpoint, sizes)) {
      yield chunk;
      await nextTask();
      signal?.throwIfAborted();
    }
  } finally {
    started?.terminate();
  }
}
