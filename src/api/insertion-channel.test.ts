// The insertion list's one path: the service read through a worker (the worker module itself, run
// here behind a stand-in that clones messages as a browser does) or, without one, in this thread.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertionView } from '../lib/insertion-view';
import { contractEnds } from '../lib/renewals';
import { ApiError } from './client';
import type { InsertionViewRequest } from './insertion-types';
import { insertionHandle } from './insertion-handle';
import type { InsertionChunk, ToService } from './insertion-protocol';
import { QueryClient, skipToken } from '@tanstack/react-query';
import { runSheet } from '../lib/run-sheet';
import {
  fetchInsertions,
  insertionKeptQuery,
  readInsertions,
  runSheetInsertionsQuery,
} from './insertions';
import { demoApi, withDemoFetch } from './test-fetch';

const net = withDemoFetch();
const SIZES = { sizes: { first: 100, rest: 300 }, send: null, ends: false };

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

async function chunksOf<Chunk extends InsertionChunk>(stream: AsyncGenerator<Chunk>) {
  const chunks: Chunk[] = [];
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
  const firstScreen = { ...SIZES, send: 100 };

  it('keeps the list it read and answers windows of it: only the first screen crosses', async () => {
    const { items: all } = await fetchInsertions();
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    try {
      const chunks = await chunksOf(handle.read({}, undefined, firstScreen));
      expect(chunks.flatMap((c) => c.items)).toEqual(all.slice(0, 100));
      expect(chunks.slice(1).every((c) => c.items.length === 0)).toBe(true);
      const { list, kept } = chunks.at(-1)!;
      expect(kept).toBe(all.length);
      const sorted = Array.from(insertionView(all, request)!, (i) => all[i]!);
      const top = await handle.window(list, { request, count: kept, from: 0, to: 50 });
      expect(top).toEqual({ from: 0, rows: sorted.slice(0, 50), size: all.length });
      // Past the end: the rows there are, from where asked.
      const end = await handle.window(list, { request, count: kept, from: 1400, to: 1600 });
      expect(end).toEqual({ from: 1400, rows: sorted.slice(1400), size: all.length });
      // A search: its matches, in the list's order.
      const search = { ...request, sort: null, query: 'opening' };
      const found = await handle.window(list, { request: search, count: kept, from: 0, to: 5000 });
      expect(found.size).toBeGreaterThan(0);
      expect(found.size).toBeLessThan(all.length);
      expect(found.rows.every((r) => /opening/i.test(r.description ?? ''))).toBe(true);
      // The first screen alone, as the page views it while the rest is read.
      const early = await handle.window(list, { request, count: 100, from: 0, to: 100 });
      const first = all.slice(0, 100);
      expect(early.rows).toEqual(Array.from(insertionView(first, request)!, (i) => first[i]!));
      expect(InProcessWorker.created).toBe(1);
      expect(InProcessWorker.sent.map((m) => m.type)).toEqual([
        'read',
        'window',
        'window',
        'window',
        'window',
      ]);
    } finally {
      handle.close();
    }
  });

  it("renewals' read sends no record, and every contract's last day at the end", async () => {
    const { items: all } = await fetchInsertions();
    vi.stubGlobal('Worker', InProcessWorker);
    const chunks = await chunksOf(readInsertions({}, undefined, { ...SIZES, send: 0, ends: true }));
    expect(chunks.flatMap((c) => c.items)).toEqual([]);
    expect(chunks.slice(0, -1).every((c) => c.ends === undefined)).toBe(true);
    const ends = chunks.at(-1)!.ends!;
    expect(ends.length).toBeGreaterThan(10);
    expect(new Map(ends.map((e) => [e.contractId, e]))).toEqual(contractEnds(all));
  });

  it('a list it does not keep is refused with a reason', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    try {
      await expect(handle.window(7, { request, count: 10, from: 0, to: 10 })).rejects.toThrow(
        'The rows could not be shown: the list was not kept (0 of 10 rows)',
      );
    } finally {
      handle.close();
    }
  });

  it("the page's query reads through the page's handle, whose worker then answers its windows", async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    try {
      const list = await new QueryClient().fetchQuery(insertionKeptQuery({}, handle));
      expect(list.items).toHaveLength(100);
      expect(list).toMatchObject({ kept: 1504, total: 1504, read: 1504 });
      const window = await handle.window(list.list!, {
        request: { ...request, sort: null },
        count: list.kept,
        from: 1500,
        to: 1600,
      });
      expect(window.rows.map((r) => r.id)).toEqual([101501, 101502, 101503, 101504]);
      expect(InProcessWorker.created).toBe(1);
    } finally {
      handle.close();
    }
  });

  it('a page that releases its handle and holds it again within a moment keeps its worker', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    const ask = (list: number) => handle.window(list, { request, count: 7, from: 0, to: 7 });
    const chunks = await chunksOf(handle.read({ contract_id: 1003 }, undefined, firstScreen));
    const { list } = chunks.at(-1)!;
    handle.release();
    handle.hold();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await ask(list)).rows).toHaveLength(7);
    handle.release();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Closed: another worker, which keeps no list.
    await expect(ask(list)).rejects.toThrow(/not kept/);
    expect(InProcessWorker.created).toBe(2);
    handle.close();
  });

  it('closing fails what was still asked; the next use starts another worker', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    const asked = handle.window(1, { request, count: 0, from: 0, to: 10 });
    handle.close();
    await expect(asked).rejects.toThrow(/closed/);
    expect(InProcessWorker.created).toBe(1);
    const chunks = await chunksOf(handle.read({ contract_id: 1003 }, undefined, firstScreen));
    expect(chunks.at(-1)!.kept).toBe(7);
    expect(InProcessWorker.created).toBe(2);
    handle.close();
  });
});

describe("the run sheet's insertions", () => {
  const week = { from: '2026-11-23', to: '2026-11-29' };
  const idsOn = (sheet: ReturnType<typeof runSheet>) =>
    sheet.flatMap((p) => p.dates.flatMap((d) => d.lines.map((l) => l.insertion.id)));

  for (const where of ['a worker', 'this thread'] as const) {
    it(`through ${where}: the list crosses as progress alone, then only the sheet's insertions`, async () => {
      const { items: all } = await fetchInsertions();
      if (where === 'a worker') vi.stubGlobal('Worker', InProcessWorker);
      net.urls = [];
      const handle = insertionHandle();
      const client = new QueryClient();
      try {
        const list = await client.fetchQuery(insertionKeptQuery({}, handle, 0));
        expect(list.items).toEqual([]);
        expect(list).toMatchObject({ kept: all.length, read: all.length, total: all.length });
        const sheet = { window: week, filter: {} };
        const picked = await client.fetchQuery(runSheetInsertionsQuery(handle, list, sheet));
        // Those the sheet over the whole list holds, each once, and no other.
        const expected = runSheet(all, week);
        expect(picked.map((i) => i.id).sort()).toEqual([...new Set(idsOn(expected))].sort());
        expect(picked.length).toBeGreaterThan(10);
        expect(picked.length).toBeLessThan(all.length / 5);
        expect(runSheet(picked, week)).toEqual(expected);
        // Other days and a section: asked of the kept list, not read again.
        const sectionId = picked[0]!.sectionId!;
        const other = { window: { from: '2026-12-01', to: '2026-12-31' }, filter: { sectionId } };
        const narrowed = await client.fetchQuery(runSheetInsertionsQuery(handle, list, other));
        expect(narrowed.length).toBeGreaterThan(0);
        expect(narrowed.every((i) => i.sectionId === sectionId)).toBe(true);
        expect(runSheet(narrowed, other.window, other.filter)).toEqual(
          runSheet(all, other.window, other.filter),
        );
        expect(net.urls).toEqual(['/api/base/insertions/']);
        if (where === 'a worker') {
          expect(InProcessWorker.created).toBe(1);
          expect(InProcessWorker.sent.map((m) => m.type)).toEqual([
            'read',
            'run-sheet',
            'run-sheet',
          ]);
        }
      } finally {
        handle.close();
      }
    });
  }

  it('waits while the list is read: nothing is asked of a list not whole', () => {
    const handle = insertionHandle();
    const reading = {
      items: [],
      problems: [],
      count: 0,
      read: 100,
      total: null,
      kept: 100,
      list: 1,
    };
    const options = runSheetInsertionsQuery(handle, reading, { window: week, filter: {} });
    expect(options.queryFn).toBe(skipToken);
    handle.close();
  });

  it('a list the worker does not keep is refused with a reason; closing fails what was asked', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const handle = insertionHandle();
    const sheet = { window: week, filter: {}, count: 10 };
    await expect(handle.runSheet(7, sheet)).rejects.toThrow(
      'The run sheet could not be made: the list was not kept (0 of 10 rows)',
    );
    const asked = handle.runSheet(7, sheet);
    handle.close();
    await expect(asked).rejects.toThrow(/closed/);
  });
});
