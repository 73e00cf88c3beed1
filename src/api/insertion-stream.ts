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
  type ReadMessage,
  type ReadRequest,
} from './insertion-chunks';

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
  worker.onmessage = (event: MessageEvent<ReadMessage>) => inbox.push(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    inbox.push({ type: 'failed', message: event.message || 'the reading worker failed' });
  };
  // Started before the request, so the worker's script loads while the answer downloads.
  const ready = inbox.take().then((first) => first.type === 'ready');
  return { worker, inbox, ready };
}

type Started = NonNullable<ReturnType<typeof startWorker>>;

async function* readInWorker(
  { worker, inbox }: Started,
  request: ReadRequest,
  signal: AbortSignal | undefined,
): AsyncGenerator<InsertionChunk> {
  const onAbort = () => inbox.push({ type: 'aborted' });
  signal?.addEventListener('abort', onAbort);
  try {
    worker.postMessage(request, request.bytes ? [request.bytes] : []);
    for (;;) {
      const message = await inbox.take();
      if (message.type === 'chunk') yield message.chunk;
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
): AsyncGenerator<InsertionChunk> {
  const endpoint = endpointLabel('base', INSERTIONS_PATH);
  const started = startWorker();
  try {
    const [bytes, workerReady] = await Promise.all([
      apiGetBytes('base', INSERTIONS_PATH, params, signal),
      started?.ready ?? false,
    ]);
    if (started && workerReady) {
      yield* readInWorker(started, { bytes, endpoint, sizes }, signal);
      return;
    }
    for (const chunk of readInsertionChunks(decodeJson(bytes, endpoint), endpoint, sizes)) {
      yield chunk;
      await nextTask();
      signal?.throwIfAborted();
    }
  } finally {
    started?.worker.terminate();
  }
}
