// The chunked reading of the insertion list must give exactly what one main-thread parse gives:
// the worker module itself is run here without a Worker (node has none), through a stand-in that
// clones and transfers messages as a browser does.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import {
  addChunk,
  EMPTY_INSERTION_LIST,
  parseInsertionList,
  previewChunk,
  readInsertionChunks,
  type InsertionChunk,
  type InsertionList,
  type ReadMessage,
} from './insertion-chunks';
import { streamInsertions } from './insertion-stream';
import type { InsertionViewRequest } from './insertion-types';
import { insertionView } from '../lib/insertion-view';
import { insertionListQuery } from './insertions';
import { demoApi, withDemoFetch } from './test-fetch';

const net = withDemoFetch();
const ENDPOINT = 'base /insertions/';
const SIZES = { first: 100, rest: 300 };

/** The demo's list with three records spoilt, in the first, a middle and the last chunk. */
async function spoiltBody() {
  const body = (await (await demoApi().request('/base/insertions/')).json()) as {
    insertions: Record<string, unknown>[];
    count: string;
  };
  const bad = [5, 250, body.insertions.length - 1];
  for (const index of bad) body.insertions[index] = { ...body.insertions[index], ad_rate_id: 'x' };
  return body;
}

const collect = (chunks: Iterable<InsertionChunk>) => {
  let list = EMPTY_INSERTION_LIST;
  for (const chunk of chunks) list = addChunk(list, chunk);
  return list;
};

/** Runs insertions-worker.ts in this thread: `self` is a stand-in scope, messages are cloned. */
class InProcessWorker {
  onmessage: ((event: { data: ReadMessage }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  static created = 0;
  static requests = 0;
  private scope = {
    postMessage: (message: ReadMessage) => {
      const data = structuredClone(message);
      setTimeout(() => this.onmessage?.({ data }), 0);
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
  postMessage(data: unknown, transfer: Transferable[]) {
    InProcessWorker.requests += 1;
    const copy = structuredClone(data, { transfer });
    void this.loaded.then(() => this.scope.onmessage?.({ data: copy }));
  }
  terminate() {}
}

const QUANTITY_DESC: InsertionViewRequest = {
  sort: { column: 'quantity', desc: true },
  query: '',
  products: [],
  references: [],
};
const withoutViewer = ({ viewer: _viewer, ...list }: InsertionList) => list;

const whole = async () => {
  const body = await (await demoApi().request('/base/insertions/')).json();
  return parseInsertionList(body, ENDPOINT);
};

afterEach(() => {
  vi.resetModules();
  InProcessWorker.created = 0;
  InProcessWorker.requests = 0;
});

describe('reading the insertion list in chunks', () => {
  it('the chunks add up to the one-pass parse, problems indexed in the whole list', async () => {
    const body = await spoiltBody();
    const whole = parseInsertionList(body, ENDPOINT);
    expect(whole.problems.map((p) => p.index)).toEqual([5, 250, body.insertions.length - 1]);

    const chunks = [...readInsertionChunks(body, ENDPOINT, SIZES)];
    expect(chunks.map((c) => c.read)).toEqual([100, 400, 700, 1000, 1300, body.insertions.length]);
    expect(chunks[0]!.items).toHaveLength(99); // record 5 is reported, not kept
    expect(chunks.every((c) => c.total === body.insertions.length && c.count === 1504)).toBe(true);
    expect(collect(chunks)).toEqual(whole);
  });

  it('a preview of the first records, then the rest; a preview that does not match restarts', async () => {
    const body = await spoiltBody();
    const whole = parseInsertionList(body, ENDPOINT);
    const preview = body.insertions.slice(0, 100);
    const first = previewChunk(preview, ENDPOINT);
    expect(first).toMatchObject({ read: 100, total: null });
    const rest = [...readInsertionChunks(body, ENDPOINT, SIZES, preview)];
    expect(rest[0]).toMatchObject({ read: 400, restart: false });
    expect(collect([first, ...rest])).toEqual(whole);

    const wrong = [...preview.slice(0, 99), { ...preview[99], id: '1' }];
    const again = [...readInsertionChunks(body, ENDPOINT, SIZES, wrong)];
    expect(again[0]).toMatchObject({ read: 100, restart: true });
    expect(collect([previewChunk(wrong, ENDPOINT), ...again])).toEqual(whole);
  });

  it('an empty or missing list is one empty chunk; a non-list is the parse error', () => {
    expect([...readInsertionChunks({ insertions: [], count: '0' }, ENDPOINT)]).toEqual([
      { items: [], problems: [], read: 0, total: 0, count: 0, restart: false },
    ]);
    expect([...readInsertionChunks(null, ENDPOINT)]).toHaveLength(1);
    expect(() => [...readInsertionChunks({ count: '0' }, ENDPOINT)]).toThrow(/insertions/);
  });

  it('the worker module posts ready, the same chunks and end', async () => {
    const body = await spoiltBody();
    const posted: ReadMessage[] = [];
    const scope = { postMessage: (m: ReadMessage) => posted.push(structuredClone(m)) } as {
      postMessage: (m: ReadMessage) => void;
      onmessage?: (event: { data: unknown }) => void;
    };
    vi.stubGlobal('self', scope);
    await import('./insertions-worker');
    const bytes = new TextEncoder().encode(JSON.stringify(body)).buffer;
    scope.onmessage!({ data: { type: 'read', bytes, endpoint: ENDPOINT, sizes: SIZES } });

    expect(posted[0]).toEqual({ type: 'ready' });
    expect(posted.at(-1)).toEqual({ type: 'end' });
    const chunks = posted.flatMap((m) => (m.type === 'chunk' ? [m.chunk] : []));
    expect(chunks).toHaveLength(6);
    expect(collect(chunks)).toEqual(parseInsertionList(body, ENDPOINT));

    posted.length = 0;
    scope.onmessage!({
      data: { bytes: new TextEncoder().encode('<html>').buffer, endpoint: ENDPOINT, sizes: SIZES },
    });
    expect(posted).toEqual([
      {
        type: 'error',
        error: expect.objectContaining({
          kind: 'parse',
          endpoint: ENDPOINT,
          message: 'The API answered with something that is not JSON',
        }),
      },
    ]);
  });
});

describe('streamInsertions', () => {
  it('through a worker: the bytes are handed over, the chunks arrive a screenful first', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const chunks: InsertionChunk[] = [];
    for await (const chunk of streamInsertions({}, undefined, SIZES)) chunks.push(chunk);
    // One worker; asked twice: the answer's first bytes (a preview), then the whole answer.
    expect([InProcessWorker.created, InProcessWorker.requests]).toEqual([1, 2]);
    expect(chunks[0]!.items).toHaveLength(100);
    expect(withoutViewer(collect(chunks))).toEqual(await whole());
    expect(net.urls).toEqual(['/api/base/insertions/']);
    // A list this short (1,504 rows) does not keep its worker: the page sorts it itself.
    await expect(collect(chunks).viewer!.view(QUANTITY_DESC)).rejects.toThrow(/stopped/);
  });

  it('the first screen comes from the first bytes, while the rest is still downloading', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const bytes = new Uint8Array(
      await (await demoApi().request('/base/insertions/')).arrayBuffer(),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const cut = 300 * 1024;
    expect(bytes.length).toBeGreaterThan(cut * 2);
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
    const stream = streamInsertions({}, undefined, SIZES);
    const first = await stream.next();
    expect(first.done).toBe(false);
    const chunk = first.value as InsertionChunk;
    expect(chunk.items).toHaveLength(100);
    expect(chunk.total).toBeNull();
    release();
    const chunks = [chunk];
    for await (const next of stream) chunks.push(next);
    expect(withoutViewer(collect(chunks))).toEqual(await whole());
  });

  it('a long list keeps its worker, which searches and sorts the rows it read', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const chunks: InsertionChunk[] = [];
    for await (const chunk of streamInsertions({}, undefined, SIZES, 1000)) chunks.push(chunk);
    const list = collect(chunks);
    const order = await list.viewer!.view(QUANTITY_DESC);
    expect(Array.from(order!)).toEqual(Array.from(insertionView(list.items, QUANTITY_DESC)!));
    expect(order).toHaveLength(list.items.length);
    const found = await list.viewer!.view({ ...QUANTITY_DESC, sort: null, query: 'opening' });
    expect(found!.length).toBeGreaterThan(0);
    expect(found!.length).toBeLessThan(list.items.length);
    expect(await list.viewer!.view({ ...QUANTITY_DESC, sort: null })).toBeNull();
  });

  it('without a worker (or when it fails to start) the same reading runs here', async () => {
    class BrokenWorker extends InProcessWorker {
      constructor() {
        super();
        setTimeout(() => this.onerror?.({ message: 'blocked', preventDefault() {} }), 0);
      }
    }
    vi.stubGlobal('Worker', BrokenWorker);
    const viaFallback: InsertionChunk[] = [];
    for await (const chunk of streamInsertions({}, undefined, SIZES)) viaFallback.push(chunk);
    expect(InProcessWorker.requests).toBe(0);
    expect(collect(viaFallback)).toEqual(await whole());
  });

  it('an HTTP error is the ApiError every endpoint throws, with Retry-After', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    net.headers['x-demo-fault'] = '429';
    const error = await (async () => {
      for await (const chunk of streamInsertions({}, undefined, SIZES)) void chunk;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a malformed answer read in the worker becomes a parse ApiError', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    net.headers['x-demo-fault'] = 'malformed';
    const error = await (async () => {
      for await (const chunk of streamInsertions({}, undefined, SIZES)) void chunk;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse', endpoint: ENDPOINT });
  });
});

describe('insertionListQuery', () => {
  it('the data grows chunk by chunk and ends whole', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const client = new QueryClient();
    const seen: { read: number; total: number }[] = [];
    client.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as { read: number; total: number } | undefined;
      if (event.type === 'updated' && data && seen.at(-1)?.read !== data.read) {
        seen.push({ read: data.read, total: data.total });
      }
    });
    const list = await client.fetchQuery(insertionListQuery());
    expect(seen).toEqual([
      // The first screen from the answer's first bytes: how many there are is not known yet.
      { read: 100, total: null },
      { read: 1504, total: 1504 },
    ]);
    expect(withoutViewer(list)).toEqual(await whole());
  });
});
