// The page's end of the insertion list's service: a worker running insertion-service.ts or, where
// no worker can start (Node in tests, a browser without module workers, a worker refused by the
// page's policy), the same service in this thread, loaded on demand, its messages delivered in
// later tasks as a worker's are. Either way one protocol (insertion-protocol.ts), and `close` ends it.
import type { ApiErrorInit } from './client';
import type { FromService, ToService } from './insertion-protocol';

export interface InsertionChannel {
  send(message: ToService): void;
  close(): void;
}

type Listener = (message: FromService) => void;

/** The service in this thread: the code a worker runs, behind the same kind of asynchronous door. */
function inThread(listen: Listener): InsertionChannel {
  let closed = false;
  const service = import('./insertion-service').then(({ insertionService }) =>
    insertionService((message) => setTimeout(() => !closed && listen(message), 0)),
  );
  return {
    send(message) {
      void service.then((s) => !closed && s.receive(message));
    },
    close() {
      closed = true;
      void service.then((s) => s.close());
    },
  };
}

/**
 * Opens the service; `listen` gets its messages until `close`, `fail` is told if its worker dies.
 * Messages sent before a worker has loaded wait for it, so that if it cannot start they go to the
 * service in this thread instead.
 */
export function openInsertionChannel(
  listen: Listener,
  fail: (error: ApiErrorInit) => void,
): InsertionChannel {
  if (typeof Worker === 'undefined') return inThread(listen);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./insertions-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inThread(listen);
  }
  let waiting: ToService[] | null = [];
  let fallback: InsertionChannel | null = null;
  let closed = false;
  const post = (message: ToService) => worker.postMessage(message);
  worker.onmessage = (event: MessageEvent<FromService | { type: 'ready' }>) => {
    if (closed) return;
    if (event.data.type !== 'ready') return listen(event.data);
    for (const message of waiting ?? []) post(message);
    waiting = null;
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (closed) return;
    if (waiting) {
      // It never started: the same service here, with what it was asked so far.
      worker.terminate();
      fallback = inThread(listen);
      for (const message of waiting) fallback.send(message);
      waiting = null;
      return;
    }
    closed = true;
    worker.terminate();
    fail({
      kind: 'parse',
      endpoint: 'base /insertions/',
      message: `The list could not be read: ${event.message || 'its worker stopped'}`,
    });
  };
  return {
    send(message) {
      if (fallback) fallback.send(message);
      else if (waiting) waiting.push(message);
      else if (!closed) post(message);
    },
    close() {
      closed = true;
      fallback?.close();
      worker.terminate();
    },
  };
}
