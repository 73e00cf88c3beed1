// The insertion list's one path: the service read through a worker (the worker module itself, run
// here behind a stand-in that clones messages as a browser does) or, without one, in this thread.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertionView } from '../lib/insertion-view';
import { ApiError } from './client';
import type { InsertionViewRequest } from './insertion-types';
import { insertionHandle } from './insertion-handle';
import type { InsertionChunk, ToService } from './insertion-protocol';
import { fetchInsertions, readInsertions } from './insertions';
import { demoApi, withDemoFetch } from './test-fetch';

const net = withDemoFetch();
const SIZES = { first: 100, rest: 300 };

/** Runs insertions-worker.ts in this thread: `self` is a stand-in scope, messages are cloned. */
class InProcessWorker {
  static sent: ToService[] = [];
  static created = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  protected scope = {
    postMessage: (message: unknown, options?: { transfer?: Transferable[] }) => {
      const data = structuredClone(message, options);
      setTimeout(() => !this.terminated && this.onmessage?.({ data }), 0);
    },
    onmessage: null as ((event: { data: unknown }) => void) | null,
  };
  private loaded: Promise<void>;

  constructor() {
    InProcessWorker.created += 1;
    vi.stubGlobal('self', this.scope);
    vi.resetModules();
    this.loaded = import('./insertions-worker').then(() => undefined);
  }
  postMessage(data: ToService) {
    InProcessWorker.sent.push(data);
    const copy = structuredClone(data);
    void this.loaded.then(() => !this.terminated && this.scope.onmessage?.({ data: copy }));
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  InProcessWorker.sent = [];
  InProcessWorker.created = 0;
});

async function chunksOf(stream: AsyncGenerator<InsertionChunk>) {
  const chunks: InsertionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('reading the list', () => {
  it('through a worker: the same list as in this thread, a screenful first, one request', async () => {
    const here = await fetchInsertions({}, undefined, SIZES);
    vi.stubGlobal('Worker', InProcessWorker);
    net.urls = [];
    const chunks = await chunksOf(readInsertions({}, undefined, SIZES));
    expect(InProcessWorker.created).toBe(1);
    expect(InProcessWorker.sent.map((m) => m.type)).toEqual(['read']);
    expect(net.urls).toEqual(['/api/base/insertions/']);
    expect(chunks.map((c) => c.read)).toEqual([100, 400, 700, 1000, 1300, 1504]);
    expect(chunks.map((c) => c.total)).toEqual([null, null, null, null, null, 1504]);
    expect(chunks[0]!.items).toHaveLength(100);
    expect(chunks.flatMap((c) => c.items)).toEqual(here.items);
    expect(here).toMatchObject({ read: 1504, total: 1504, count: 1504 });
  });

  it('the first rows come while the rest of the answer is still downloading', async () => {
    const bytes = new Uint8Array(
      await (await demoApi().request('/base/insertions/')).arrayBuffer(),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const cut = Math.floor(bytes.length / 3);
    vi.stubGlobal('fetch', async () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          await held;
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    const stream = readInsertions({}, undefined, SIZES);
    const first = (await stream.next()).value as InsertionChunk;
    expect(first).toMatchObject({ read: 100, total: null });
    release();
    const rest = await chunksOf(stream);
    expect(rest.at(-1)).toMatchObject({ read: 1504, total: 1504 });
  });

  it('problems carry their index in the whole list, whichever chunk read them', async () => {
    const body = (await (await demoApi().request('/base/insertions/')).json()) as {
      insertions: Record<string, unknown>[];
    };
    const bad = [5, 250, body.insertions.length - 1];
    for (const index of bad)
      body.insertions[index] = { ...body.insertions[index], ad_rate_id: 'x' };
    vi.stubGlobal('fetch', async () => Response.json(body));
    const list = await fetchInsertions({}, undefined, SIZES);
    expect(list.problems.map((p) => p.index)).toEqual(bad);
    expect(list.items).toHaveLength(body.insertions.length - 3);
  });

  it('a worker that cannot start leaves the reading to this thread', async () => {
    class Refused extends InProcessWorker {
      constructor() {
        super();
        setTimeout(() => this.onerror?.({ message: 'refused', preventDefault() {} }), 0);
        this.scope.postMessage = () => {}; // never ready
      }
    }
    vi.stubGlobal('Worker', Refused);
    const list = await fetchInsertions({ contract_id: 1003 });
    expect(list.items.map((i) => i.contractId)).toEqual(Array(7).fill(1003));
    expect(InProcessWorker.sent).toEqual([]);
  });

  it('a worker that stops while reading is an error, not a list cut short', async () => {
    class Dying extends InProcessWorker {
      postMessage(data: ToService) {
        super.postMessage(data);
        setTimeout(() => this.onerror?.({ message: 'out of memory', preventDefault() {} }), 0);
      }
    }
    vi.stubGlobal('Worker', Dying);
    const error = await failure(fetchInsertions());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/could not be read: out of memory/);
  });

  it('HTTP errors are the ApiError of every endpoint, with Retry-After', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    net.headers['x-demo-fault'] = '429';
    const error = await failure(fetchInsertions());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('an answer cut short is "not JSON", even after its first rows were sent', async () => {
    net.headers['x-demo-fault'] = 'malformed';
    const chunks: InsertionChunk[] = [];
    const error = await failure(
      (async () => {
        for await (const chunk of readInsertions({}, undefined, SIZES)) chunks.push(chunk);
      })(),
    );
    expect(chunks.length).toBeGreaterThan(0);
    expect(error).toMatchObject({
      kind: 'parse',
      endpoint: 'base /insertions/',
      message: 'The API answered with something that is not JSON',
    });
  });

  it('a stopped read ends with the reason it was stopped', async () => {
    const stop = new AbortController();
    const stream = readInsertions({}, stop.signal, SIZES);
    await stream.next();
    stop.abort(new Error('left the page'));
    await expect(chunksOf(stream)).rejects.toThrow('left the page');
  });
});

describe("the page's handle", () => {
  const request: InsertionViewRequest = {
    sort: { column: 'quantity', desc: true },
    query: '',
    products: [],
    references: [],
  };
  const holds = () => InProcessWorker.sent.filter((m) => m.type === 'hold');

  it('sorts and searches the list it read where it is kept: nothing is sent back', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    try {
      const rows = (await chunksOf(handle.read({}, undefined, SIZES))).flatMap((c) => c.items);
      const first = rows.slice(0, 100);
      const order = await handle.view(rows, request);
      expect(Array.from(order!)).toEqual(Array.from(insertionView(rows, request)!));
      // The first screen alone, as the page sorts it while the rest is read.
      expect(Array.from((await handle.view(first, request))!)).toEqual(
        Array.from(insertionView(first, request)!),
      );
      const found = await handle.view(rows, { ...request, sort: null, query: 'opening' });
      expect(found!.length).toBeGreaterThan(0);
      expect(found!.length).toBeLessThan(rows.length);
      expect(await handle.view(rows, { ...request, sort: null })).toBeNull();
      expect(InProcessWorker.created).toBe(1);
      expect(holds()).toEqual([]);
    } finally {
      handle.close();
    }
  });

  it('a list read elsewhere is handed over 2,000 rows at a time, then only what follows', async () => {
    const { items } = await fetchInsertions();
    const rows = [...items, ...items, ...items].map((r, i) => ({ ...r, id: i }));
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    try {
      const order = await handle.view(rows, request);
      expect(Array.from(order!)).toEqual(Array.from(insertionView(rows, request)!));
      expect(holds().map((m) => [m.from, m.rows.length])).toEqual([
        [0, 2000],
        [2000, 2000],
        [4000, 512],
      ]);
      const more = [...rows, { ...rows[0]!, id: -1, quantity: 1e9 }];
      expect(Array.from((await handle.view(more, request))!).slice(0, 1)).toEqual([rows.length]);
      expect(holds()).toHaveLength(4);
      // Another list: handed over from its start.
      const other = rows.slice(0, 10).map((r) => ({ ...r }));
      await handle.view(other, request);
      expect(holds().at(-1)).toMatchObject({ from: 0 });
    } finally {
      handle.close();
    }
  });

  it('closing fails what was still asked; the next use starts another worker', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    const asked = handle.view([], request);
    handle.close();
    await expect(asked).rejects.toThrow(/closed/);
    expect(InProcessWorker.created).toBe(1);
    expect(await handle.view([], { ...request, sort: null })).toBeNull();
    expect(InProcessWorker.created).toBe(2);
    handle.close();
  });
});
