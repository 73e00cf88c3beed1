// The cache: bounded in bytes (least recently used goes first), swept on a timer, kept across a
// restart, serving a stale copy (and saying so) when the API fails; bodies capped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCacheStore, STALE_LIMIT_MS } from './cache-store';
import { total } from './metrics';
import { openGatewayDb } from './database';
import { sqliteSql } from '../store/sql';
import { cacheAnswer, fakeApiForFile, gzipBomb, makeGateway } from '../testing/gateway';

const { api, temp } = fakeApiForFile();
afterEach(() => {
  vi.useRealTimers();
});

const answer = cacheAnswer;

describe('the cache store', () => {
  // Its byte limit and least-recently-used order: the shared-state suite, on this store too.
  it('sweeps entries past the stale limit on a timer, without being asked', async () => {
    vi.useFakeTimers();
    let clock = 1_000_000;
    const db = openGatewayDb(':memory:');
    const store = createCacheStore(sqliteSql(db), {
      maxBytes: 1e6,
      sweepIntervalMs: 1000,
      now: () => clock,
    });
    await store.put('old', answer(100, clock), clock);
    await store.put('new', answer(100, clock + 1000), clock);
    clock += STALE_LIMIT_MS + 500;
    await vi.advanceTimersByTimeAsync(1000);
    expect(await store.stats()).toMatchObject({ entries: 1, bytes: 100 });
    expect(db.prepare('SELECT key FROM cache').pluck().all()).toEqual(['new']);
    store.close();
    db.close();
  });

  it("in SQLite keeps its totals itself: nothing reads every copy on a store under the bound; the file's figures", async () => {
    const db = openGatewayDb(':memory:');
    const sql = sqliteSql(db);
    const statements: string[] = [];
    const run = sql.all.bind(sql);
    sql.all = (text, params) => (statements.push(text), run(text, params));
    const store = createCacheStore(sql, { maxBytes: 1000 });
    const inFile = () =>
      db.prepare('SELECT count(*) AS entries, coalesce(sum(bytes), 0) AS bytes FROM cache').get();
    expect(await store.stats()).toEqual({ entries: 0, bytes: 0, maxBytes: 1000 });
    for (let i = 0; i < 5; i++) await store.put(`k${i}`, answer(100, i), i);
    await store.put('k0', answer(300, 9), 9);
    expect(statements.filter((text) => /OVER|sum\(/.test(text))).toHaveLength(1);
    expect(await store.stats()).toEqual({ ...(inFile() as object), maxBytes: 1000 });
    expect(await store.stats()).toMatchObject({ entries: 5, bytes: 700 });
    // Over the bound: the least recently used go, and the totals follow.
    await store.put('k5', answer(400, 10), 10);
    expect(await store.stats()).toEqual({ ...(inFile() as object), maxBytes: 1000 });
    expect(await store.stats()).toMatchObject({ bytes: 1000 });
    store.close();
    db.close();
  });
});

describe('the cache in the gateway', () => {
  it('keeps what it holds across a restart with the same DATA_DIR', async () => {
    const first = makeGateway(api, { dataDir: temp.dir });
    await first.app.request('/api/base/contracts/1003');
    first.close();
    const second = makeGateway(api, { dataDir: temp.dir });
    const res = await second.app.request('/api/base/contracts/1003');
    expect(res.headers.get('x-gateway-cache')).toBe('hit');
    expect(api.seen).toHaveLength(1);
    second.close();
  });

  it('stays within its byte limit under many distinct large answers', async () => {
    const { app, gateway, close } = makeGateway(api, { cacheMaxBytes: 1024 * 1024 });
    for (let i = 0; i < 40; i++) await app.request(`/api/base/contracts/big64kb-${i}`);
    const status = (await (await app.request('/api/status')).json()) as {
      cache: { bytes: number; entries: number };
    };
    expect(status.cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(status.cache.entries).toBeLessThan(40);
    expect(await total(gateway.metrics.upstreamCalls)).toBe(40);
    close();
  });

  it('serves the last good copy when the API fails, saying how old and why', async () => {
    let clock = Date.parse('2025-03-10T14:02:00Z');
    const { app, close } = makeGateway(api, { now: () => clock, timeoutMs: 300 });
    await app.request('/api/base/invoices/5001');
    clock += 5 * 60_000;
    const failures: [(req: unknown, res: import('node:http').ServerResponse) => void, string][] = [
      [(_q, res) => void res.writeHead(503).end('{"error":"down"}'), 'upstream-error'],
      [
        (_q, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>'),
        'not-json',
      ],
      [() => undefined, 'timeout'],
      [(_q, res) => void res.writeHead(429, { 'retry-after': '5' }).end('{}'), 'rate-limited'],
    ];
    for (const [fail, reason] of failures) {
      api.override = fail;
      const res = await app.request('/api/base/invoices/5001');
      expect(res.status, reason).toBe(200);
      expect(res.headers.get('x-gateway-cache')).toBe('stale');
      expect(res.headers.get('x-gateway-stale-reason')).toBe(reason);
      expect(res.headers.get('x-gateway-stored-at')).toBe('2025-03-10T14:02:00.000Z');
      expect(res.headers.get('age')).toBe('300');
      expect(await res.json()).toMatchObject({ url: '/base-host/invoices/5001' });
    }
    // Past 24 hours the copy is not offered any more.
    api.override = (_q, res) => void res.writeHead(503).end('{"error":"down"}');
    clock += STALE_LIMIT_MS;
    const res = await app.request('/api/base/invoices/5001');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'down' });
    close();
  });

  it('keeps a reference list a week: an old one is still shown, with its date, while the API is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    let clock = Date.parse('2025-03-10T14:02:00Z');
    const { app, gateway, close } = makeGateway(api, { now: () => clock });
    const entries = async () =>
      ((await (await app.request('/api/status')).json()) as { cache: { entries: number } }).cache
        .entries;
    await app.request('/api/base/products/');
    await app.request('/api/base/invoices/5001');
    api.override = (_q, res) => void res.writeHead(503).end('{"error":"down"}');
    clock += 3 * STALE_LIMIT_MS;
    vi.advanceTimersByTime(60_000); // the sweep: the invoice goes, the products stay
    expect(await total(gateway.metrics.upstreamCalls)).toBe(2);
    expect(await entries()).toBe(1);
    const old = await app.request('/api/base/products/');
    expect(old.status).toBe(200);
    expect(old.headers.get('x-gateway-stored-at')).toBe('2025-03-10T14:02:00.000Z');
    expect((await app.request('/api/base/invoices/5001')).status).toBe(503);
    clock += 4 * STALE_LIMIT_MS;
    vi.advanceTimersByTime(60_000);
    expect(await entries()).toBe(0);
    expect((await app.request('/api/base/products/')).status).toBe(503);
    close();
  });

  it('refuses a body over the cap, counted after decompression, and survives a gzip bomb', async () => {
    const { app, close } = makeGateway(api, { maxBodyBytes: 1024 * 1024 });
    const over = await app.request('/api/base/contracts/big1024kb-1');
    expect(over.status).toBe(502);
    expect(await over.json()).toEqual({
      error: "The API's answer was larger than the server's limit of 1 MB",
    });
    const bytes = await gzipBomb();
    expect(bytes.length).toBeLessThan(400 * 1024);
    const before = process.memoryUsage().rss;
    const bomb = await app.request('/api/base/contracts/bomb-2');
    expect(bomb.status).toBe(502);
    expect(await bomb.json()).toHaveProperty('error');
    // 200 MB inflated would show; the cap stops reading at 1 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    close();
  });
});
