import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { resetConfig } from '../api/client';
import { fetchContractList, type ContractRow } from '../api/contract-list';
import { demoApi, queryOf, stubDemoFetch, withDemoFetch } from '../testing/demo-fetch';
import {
  collectFigures,
  figuresParamsOf,
  figuresPath,
  readFigures,
  readFiguresStream,
  serverFigures,
  type FiguresLine,
  type FiguresParams,
} from './contract-figures';

const net = withDemoFetch();

/** Every contract of a filter, read page by page by hand. */
async function every(params: Parameters<typeof fetchContractList>[0]) {
  const rows: ContractRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchContractList({ ...params, page, per_page: 100 });
    rows.push(...answer.items);
    if (!answer.hasNextPage) return rows;
  }
}

const cents = (rows: ContractRow[]) => rows.reduce((s, c) => s + Math.round(c.total * 100), 0);
const signal = () => new AbortController().signal;
const WIDE = { kind: 'bookings', from: '2000-01-01', to: '2030-12-31' } as const;

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}
const line = (value: FiguresLine) => `${JSON.stringify(value)}\n`;

describe('the figures read from the demo', () => {
  it('the pipeline: every open contract, with only what the page shows of each', async () => {
    const open = await every({ status: 'Open' });
    net.urls = [];
    const figures = await collectFigures(
      new QueryClient(),
      { kind: 'pipeline' },
      { signal: signal() },
    );
    expect(figures.status).toBe('done');
    if (figures.status !== 'done' || figures.kind !== 'pipeline') throw new Error('not done');
    expect(figures.count).toBe(open.length);
    expect(figures.rows.map((r) => r.id).sort()).toEqual(open.map((c) => c.id).sort());
    expect(Object.keys(figures.rows[0]!).sort()).toEqual(
      [
        'advertiserId',
        'currency',
        'dateCreated',
        'id',
        'isProposal',
        'soldByUserId',
        'total',
      ].sort(),
    );
    expect(figures.requests).toBe(net.urls.length);
    expect(net.urls.every((u) => u.includes('status=Open') && u.includes('per_page=100'))).toBe(
      true,
    );
  });

  it('bookings: the won contracts of the window added up', async () => {
    const won = await every({
      status: 'Won',
      date_sold_after: WIDE.from,
      date_sold_before: WIDE.to,
    });
    const figures = await collectFigures(new QueryClient(), WIDE, { signal: signal() });
    if (figures.status !== 'done' || figures.kind !== 'bookings') throw new Error('not done');
    expect(figures.count).toBe(won.length);
    expect(figures.sets.reduce((s, b) => s + b.cents, 0)).toBe(
      cents(won.filter((c) => c.dateSold !== null)),
    );
  });

  it('a page failing mid-way is thrown (the query shows it with Retry), not half the figures', async () => {
    const won = await every({
      status: 'Won',
      date_sold_after: WIDE.from,
      date_sold_before: WIDE.to,
    });
    expect(won.length).toBeGreaterThan(100);
    const inner = stubDemoFetch(demoApi());
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      /[?&]page=2(&|$)/.test(String(input))
        ? Promise.resolve(Response.json({ error: 'Too many requests' }, { status: 429 }))
        : real(input, init),
    );
    const error = await collectFigures(new QueryClient(), WIDE, { signal: signal() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(inner.urls.some((u) => /[?&]page=1(&|$)/.test(u))).toBe(true);
  });

  it('a server without figures (404) leaves the read to the browser; Cancel ends it as cancelled', async () => {
    resetConfig({
      baseUrl: '/api/base',
      secondaryBaseUrl: '/api/secondary',
      figuresUrl: '/api/figures',
    });
    const figures = await readFigures(
      new QueryClient(),
      { kind: 'pipeline' },
      { signal: signal() },
    );
    expect(figures.status).toBe('done');
    expect(net.urls[0]).toBe('/api/figures/pipeline');
    expect(net.urls.slice(1).every((u) => u.startsWith('/api/secondary/contracts/'))).toBe(true);

    const stop = new AbortController();
    const cancelled = readFigures(new QueryClient(), WIDE, {
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    expect((await cancelled).status).toBe('cancelled');
  });
});

describe("the server's kept figures", () => {
  /** A gateway in front of the demo: a held copy answers only-if-cached with its tag; `refuse` 403s all. */
  function gateway(copy: { tag: string; refuse: boolean }) {
    const inner = stubDemoFetch(demoApi());
    const real = globalThis.fetch;
    const asked: { url: string; onlyIfCached: boolean }[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const onlyIfCached = new Headers(init?.headers).get('cache-control') === 'only-if-cached';
      asked.push({ url: String(input), onlyIfCached });
      if (copy.refuse) return Response.json({ error: 'Not for your role' }, { status: 403 });
      const answer = await real(input, init);
      if (!onlyIfCached) return answer;
      return new Response(answer.body, {
        headers: { 'content-type': 'application/json', etag: copy.tag },
      });
    });
    return { asked, inner };
  }

  it("are read once per copy: a render of the same copy asks only the copy's first page", async () => {
    const copy = { tag: '"account-a bookings 1"', refuse: false };
    const { asked } = gateway(copy);
    const first = await serverFigures.resultOf(WIDE, { signal: signal() });
    expect(first.status).toBe('done');
    const pagesRead = asked.filter((a) => !a.onlyIfCached).length;
    expect(pagesRead).toBeGreaterThan(1);
    asked.length = 0;
    expect(await serverFigures.resultOf(WIDE, { signal: signal() })).toBe(first);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.onlyIfCached).toBe(true);
    expect(queryOf(asked[0]!.url)).toMatchObject({ page: '1', per_page: '100', status: 'Won' });
    // Another copy (another account, a newer read): read again.
    copy.tag = '"account-b bookings 1"';
    asked.length = 0;
    const other = await serverFigures.resultOf(WIDE, { signal: signal() });
    expect(other).not.toBe(first);
    expect(asked.filter((a) => !a.onlyIfCached)).toHaveLength(pagesRead);
  });

  it('a person the gateway refuses gets the refusal, not figures kept for someone else', async () => {
    const copy = { tag: '"account-a bookings 2"', refuse: false };
    gateway(copy);
    expect((await serverFigures.resultOf(WIDE, { signal: signal() })).status).toBe('done');
    copy.refuse = true;
    const error = await serverFigures
      .resultOf({ kind: 'pipeline' }, { signal: signal() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});

describe("the server's streamed answer", () => {
  const params: FiguresParams = { kind: 'pipeline' };
  const done: FiguresLine = {
    figures: { status: 'over-limit', requests: 2 },
  };

  it('reports progress and returns the figures, lines cut anywhere', async () => {
    const seen: number[] = [];
    const text =
      line({ progress: { requests: 1, rows: 100 }, total: 250 }) +
      line({ progress: { requests: 2, rows: 200 }, total: 250 }) +
      line(done);
    const figures = await readFiguresStream(
      streamOf(text.slice(0, 7), text.slice(7, 60), text.slice(60)),
      params,
      (p) => seen.push(p.rows),
    );
    expect(seen).toEqual([100, 200]);
    expect(figures).toEqual(done.figures);
  });

  it("an error line is the ApiError the browser's own read would have met", async () => {
    const error = await readFiguresStream(
      streamOf(
        line({
          error: {
            kind: 'http',
            endpoint: 'secondary /contracts/',
            status: 429,
            message: 'Too many requests',
            retryAfterSeconds: 30,
          },
        }),
      ),
      params,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
      endpoint: 'secondary /contracts/',
    });
  });

  it('a line that is not JSON, or an answer cut before the figures, is an error', async () => {
    await expect(readFiguresStream(streamOf('<html>\n'), params)).rejects.toMatchObject({
      kind: 'parse',
    });
    await expect(
      readFiguresStream(
        streamOf(line({ progress: { requests: 1, rows: 100 }, total: null })),
        params,
      ),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('the figures address', () => {
  it('round-trips, and refuses what is not a window', () => {
    const bookings: FiguresParams = { kind: 'bookings', from: '2026-01-01', to: '2026-12-31' };
    const path = figuresPath('/api/figures', bookings, true);
    expect(path).toBe('/api/figures/bookings?from=2026-01-01&to=2026-12-31&fresh=1');
    const url = new URL(path, 'http://x');
    expect(figuresParamsOf('bookings', url.searchParams)).toEqual(bookings);
    expect(figuresPath('/api/figures', { kind: 'pipeline' })).toBe('/api/figures/pipeline');
    expect(figuresParamsOf('pipeline', new URLSearchParams())).toEqual({ kind: 'pipeline' });
    for (const bad of [
      'from=2026-13&to=2026-12-31',
      'from=2026-02-01&to=2026-01-31',
      'to=2026-01-01',
      'from=<b>&to=2026-01-01',
    ]) {
      expect(figuresParamsOf('bookings', new URLSearchParams(bad)), bad).toBeNull();
    }
    expect(figuresParamsOf('invoices', new URLSearchParams())).toBeNull();
  });
});
