// The gateway against a fake API on 127.0.0.1: credentials, merging, freshness, errors passed on
// as JSON, compression, and no secret in any answer or log line.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTag, PAGE_REFRESH_MIN_AGE_MS } from './index';
import { total } from './metrics';
import {
  BASIC,
  KEY,
  PASSWORD,
  makeGateway,
  fakeApiForFile,
  type TestGateway,
} from '../testing/gateway';

let open: TestGateway[] = [];
const { api } = fakeApiForFile();
afterEach(() => {
  for (const g of open) g.close();
  open = [];
});

function gateway(overrides: Parameters<typeof makeGateway>[1] = {}) {
  const g = makeGateway(api, overrides);
  open.push(g);
  return g;
}

describe('the gateway', () => {
  it('forwards to the right host with Basic credentials and the query sorted', async () => {
    const { app } = gateway();
    const res = await app.request('/api/base/invoices/?sort_by=total&page=2&contract_id=1003');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      url: '/base-host/invoices/?contract_id=1003&page=2&sort_by=total',
    });
    expect(api.seen[0]!.authorization).toBe(`Basic ${BASIC}`);

    await app.request('/api/secondary/users?email=a%40b.com');
    expect(api.seen[1]!.url).toBe('/legacy-host/users/?email=a%40b.com');
  });

  it('never lets credentials reach the browser or the log', async () => {
    const { app, logs } = gateway();
    for (const path of [
      '/api/base/products/',
      '/api/base/contracts/forbidden-1',
      '/api/base/contracts/echo-secret-1',
      '/api/base/contracts/broken-1',
      '/api/base/contracts/html-1',
      `/api/base/products/?apiKey=${KEY}`,
      '/api/status',
      '/metrics',
      '/config.json',
    ]) {
      const res = await app.request(path, { headers: { 'accept-encoding': 'identity' } });
      const text = JSON.stringify([...res.headers]) + (await res.text());
      for (const secret of [KEY, PASSWORD, BASIC]) expect(text).not.toContain(secret);
    }
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [KEY, PASSWORD, BASIC]) expect(logs.join('\n')).not.toContain(secret);
  });

  it('merges 200 concurrent identical requests into one upstream call', async () => {
    const { app, gateway: g } = gateway();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (): Promise<unknown> =>
        (await app.request('/api/base/contracts/1003')).json(),
      ),
    );
    expect(api.seen.filter((s) => s.url === '/base-host/contracts/1003')).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const { upstreamCalls, coalesced, cacheHits } = g.metrics;
    expect(await total(upstreamCalls)).toBe(1);
    expect((await total(coalesced)) + (await total(cacheHits))).toBe(199);
  });

  it('keeps records for API_CACHE_TTL_SECONDS, then asks again', async () => {
    let clock = 1_000_000;
    const { app } = gateway({ cacheTtlMs: 60_000, now: () => clock });
    await app.request('/api/base/invoices/?page=1');
    clock += 59_000;
    const hit = await app.request('/api/base/invoices/?page=1');
    expect(hit.headers.get('x-gateway-cache')).toBe('hit');
    expect(hit.headers.get('age')).toBe('59');
    expect(api.seen).toHaveLength(1);
    clock += 2_000;
    await app.request('/api/base/invoices/?page=1');
    expect(api.seen).toHaveLength(2);
    await app.request('/api/base/invoices/?page=2');
    expect(api.seen).toHaveLength(3);
  });

  it('keeps reference lists longer and serves an old one at once while refreshing it', async () => {
    let clock = 1_000_000;
    const { app } = gateway({ referenceTtlMs: 900_000, now: () => clock });
    await app.request('/api/secondary/users/');
    clock += 899_000;
    await app.request('/api/secondary/users/');
    expect(api.seen).toHaveLength(1);
    clock += 2_000;
    const old = await app.request('/api/secondary/users/');
    expect(old.headers.get('x-gateway-cache')).toBe('hit');
    expect(((await old.json()) as { n: number }).n).toBe(1);
    // The refresh behind the answer is stored once compressed (polled: the machine may be busy).
    await expect
      .poll(async () => {
        const fresh = await app.request('/api/secondary/users/');
        return ((await fresh.json()) as { n: number }).n;
      })
      .toBe(2);
    expect(api.seen).toHaveLength(2);
  });

  it('keeps bulk pages for API_BULK_TTL_SECONDS', async () => {
    let clock = 1_000_000;
    const { app } = gateway({ now: () => clock });
    const bulk = { headers: { 'x-bulk-read': '1' } };
    await app.request('/api/base/invoices/?per_page=100', bulk);
    clock += 30 * 60_000;
    await app.request('/api/base/invoices/?per_page=100', bulk);
    expect(api.seen).toHaveLength(1);
    // A page view of the same page wants a copy under a minute old.
    await app.request('/api/base/invoices/?per_page=100');
    expect(api.seen).toHaveLength(2);
  });

  it('asks again for a page sent with Cache-Control: no-cache: a bulk read always, a page view past a few seconds', async () => {
    let clock = 1_000_000;
    const { app } = gateway({ now: () => clock });
    const url = '/api/base/invoices/?per_page=100&page=2';
    await app.request(url, { headers: { 'x-bulk-read': '1' } });
    clock += PAGE_REFRESH_MIN_AGE_MS - 1;
    // A page view's Refresh just after the copy was read is the copy (a reload storm asks once)...
    await app.request(url, { headers: { 'cache-control': 'no-cache' } });
    expect(api.seen).toHaveLength(1);
    // ...a bulk read's Refresh always asks, and the new copy replaces the old one.
    const refreshed = await app.request(url, {
      headers: { 'x-bulk-read': '1', 'cache-control': 'max-age=0, no-cache' },
    });
    expect(api.seen).toHaveLength(2);
    expect(refreshed.headers.get('x-gateway-cache')).toBe('miss');
    expect(refreshed.headers.get('x-gateway-stored-at')).toBe(new Date(clock).toISOString());
    clock += 1_000;
    const after = await app.request(url, { headers: { 'x-bulk-read': '1' } });
    expect(api.seen).toHaveLength(2);
    expect(after.headers.get('x-gateway-stored-at')).toBe(new Date(clock - 1_000).toISOString());
    // A page view's Refresh of an older copy asks once.
    clock += PAGE_REFRESH_MIN_AGE_MS;
    const viewed = await app.request(url, { headers: { 'cache-control': 'no-cache' } });
    expect(api.seen).toHaveLength(3);
    expect(viewed.headers.get('x-gateway-cache')).toBe('miss');
  });

  it('answers Cache-Control: only-if-cached from the copy held, else 504 without asking upstream', async () => {
    let clock = 1_000_000;
    const { app } = gateway({ cacheTtlMs: 60_000, now: () => clock });
    const url = '/api/base/insertions/?product_id=3';
    const onlyIfCached = { headers: { 'cache-control': 'only-if-cached' } };
    const used = async () =>
      ((await (await app.request('/api/status')).json()) as { quota: { used: number } }).quota.used;

    const cold = await app.request(url, onlyIfCached);
    expect(cold.status).toBe(504);
    expect(await cold.json()).toEqual({ error: expect.stringContaining('no fresh copy') });
    expect(api.seen).toHaveLength(0);
    expect(await used()).toBe(0);

    const read = await app.request(url);
    expect(api.seen).toHaveLength(1);
    clock += 1_000;
    const held = await app.request(url, onlyIfCached);
    expect(held.status).toBe(200);
    expect(held.headers.get('x-gateway-cache')).toBe('hit');
    expect(await held.text()).toBe(await read.text());
    const tag = held.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    // The same copy, the same tag; asked plainly, no tag.
    expect((await app.request(url, onlyIfCached)).headers.get('etag')).toBe(tag);
    expect((await app.request(url)).headers.get('etag')).toBeNull();
    expect(api.seen).toHaveLength(1);
    expect(await used()).toBe(1);

    // Past fresh: still the copy held (its age says how old), nothing asked.
    clock += 60_000;
    const older = await app.request(url, onlyIfCached);
    expect(older.status).toBe(200);
    expect(older.headers.get('etag')).toBe(tag);
    expect(Number(older.headers.get('age'))).toBe(61);
    expect(api.seen).toHaveLength(1);
    // A page's request fetches a new copy, which has another tag.
    await app.request(url);
    expect(api.seen).toHaveLength(2);
    const renewed = await app.request(url, onlyIfCached);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('etag')).not.toBe(tag);
    expect(await used()).toBe(2);
    // Past the stale limit (a day): not held.
    clock += 25 * 60 * 60_000;
    expect((await app.request(url, onlyIfCached)).status).toBe(504);
    expect(api.seen).toHaveLength(2);
  });

  it('tags a copy by account, key and fetch time', () => {
    const tag = copyTag('account-a', 'base/insertions?', 1);
    expect(copyTag('account-a', 'base/insertions?', 1)).toBe(tag);
    expect(copyTag('account-b', 'base/insertions?', 1)).not.toBe(tag);
    expect(copyTag('account-a', 'base/insertions?product_id=1', 1)).not.toBe(tag);
    expect(copyTag('account-a', 'base/insertions?', 2)).not.toBe(tag);
  });

  it('caches nothing when both freshness settings are 0, and never caches failures', async () => {
    const { app } = gateway({ cacheTtlMs: 0, referenceTtlMs: 0, bulkTtlMs: 0 });
    await app.request('/api/base/products/');
    await app.request('/api/base/products/');
    expect(api.seen).toHaveLength(2);
    const cached = gateway();
    await cached.app.request('/api/base/contracts/broken-1');
    await cached.app.request('/api/base/contracts/broken-1');
    expect(api.seen).toHaveLength(4);
  });

  it.each([
    ['/api/base/contracts/forbidden-1', 403, 'Invalid credentials'],
    ['/api/base/contracts/missing-9', 404, 'Contract 9 not found'],
    ['/api/base/contracts/broken-1', 500, 'Internal error'],
    ['/api/base/contracts/html-1', 502, 'The API answered with something that is not JSON'],
  ])('answers %s with %i and a JSON error', async (path, status, message) => {
    const { app } = gateway();
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({ error: message });
  });

  // A 5xx (a failure) and a 4xx (passed on) with an empty body.
  it.each([503, 418])('answers a %i without a message with the status named', async (status) => {
    api.override = (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end();
    };
    const res = await gateway().app.request('/api/base/contracts/1');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: `The API answered ${status}` });
  });

  it('answers 504 when the API is too slow and 502 when it cannot be reached', async () => {
    const slow = gateway({ timeoutMs: 300 });
    const res = await slow.app.request('/api/base/contracts/slow-1');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'The API did not answer within 0.3 seconds' });
    const { app } = makeGateway({ ...api, root: 'http://127.0.0.1:1' });
    const down = await app.request('/api/base/products/');
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ error: 'The API could not be reached' });
  });

  it('answers JSON errors with the security headers at every layer', async () => {
    const { app } = gateway();
    const cases: [string, RequestInit, number][] = [
      ['/api/base/products/', { method: 'POST' }, 405],
      ['/api/elsewhere', {}, 404],
      ['/api/base/unknown/', {}, 404],
      ['/assets/missing.js', {}, 404],
      ['/', {}, 503],
      ['/anything', { method: 'DELETE' }, 405],
    ];
    for (const [path, init, status] of cases) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(Object.keys((await res.json()) as object), path).toEqual(['error']);
    }
    expect(api.seen).toHaveLength(0);
  });

  it('answers an unexpected failure as JSON 500 with the security headers, logged', async () => {
    const broken = makeGateway(api, {
      upstream: () => {
        throw new TypeError('boom');
      },
    });
    // An upstream function that throws at once is an unreachable API, not a crash.
    expect((await broken.app.request('/api/base/products/')).status).toBe(502);
    // The database gone from under the cache: nothing the gateway expects.
    broken.close();
    const res = await broken.app.request('/api/base/products/');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.json()).toEqual({ error: 'The server failed to answer this request' });
    expect(broken.logs.join('\n')).toContain('unhandled error');
  });

  it('serves answers compressed with brotli or gzip, whichever the browser accepts', async () => {
    const { app } = gateway();
    const path = '/api/base/contracts/big32kb-7';
    const br = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBody = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()) as {
      noise: string;
    };
    const plain = await app.request(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { noise: string }).noise).toBe(gzBody.noise);
    expect(api.seen).toHaveLength(1);
  });

  it('sends a large answer compressed as it goes, then keeps the stored copy', async () => {
    const { app } = gateway();
    const path = '/api/base/contracts/big6000kb-8';
    const first = await app.request(path, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('x-gateway-cache')).toBe('miss');
    expect(first.headers.get('content-encoding')).toBe('br');
    const sent = JSON.parse(
      brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString(),
    ) as { noise: string };
    expect(sent.noise.length).toBeGreaterThan(4 * 1024 * 1024);
    // Stored once its copies are compressed: then a hit, in either encoding, with the same body.
    let hit: Response | undefined;
    for (let i = 0; i < 100 && hit?.headers.get('x-gateway-cache') !== 'hit'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      hit = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    }
    expect(hit!.headers.get('x-gateway-cache')).toBe('hit');
    const kept = JSON.parse(gunzipSync(Buffer.from(await hit!.arrayBuffer())).toString()) as {
      noise: string;
    };
    expect(kept.noise).toBe(sent.noise);
    expect(api.seen).toHaveLength(1);

    const other = '/api/base/contracts/big6000kb-9';
    const gz = await app.request(other, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).length).toBeGreaterThan(4 * 1024 * 1024);
    const plain = await app.request('/api/base/contracts/big6000kb-10', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { noise: string }).noise.length).toBeGreaterThan(
      4 * 1024 * 1024,
    );
  });

  it('keeps no cached copy of a large answer where the account mirror is attached (it answers it)', async () => {
    const asked: string[] = [];
    const { app, db } = gateway({
      // A mirror that holds nothing: every request goes on to the cache or upstream.
      answerFromMirror: (match) => {
        asked.push(match.path);
        return null;
      },
    });
    const path = '/api/base/contracts/big6000kb-12';
    const first = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('x-gateway-cache')).toBe('miss');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).length).toBeGreaterThan(
      4 * 1024 * 1024,
    );
    // Long enough for both copies to be compressed and stored, were they to be.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stored = db
      .prepare('SELECT COUNT(*) FROM cache WHERE key LIKE ?')
      .pluck()
      .get('%big6000kb-12%');
    expect(stored).toBe(0);
    expect(asked).toContain('/contracts/big6000kb-12');
  });

  it('a large answer whose copies are done after the server closed its cache only logs it', async () => {
    const g = makeGateway(api);
    const response = await g.app.request('/api/base/contracts/big6000kb-11', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('x-gateway-cache')).toBe('miss');
    g.close(); // before both copies are compressed and stored
    await expect
      .poll(() => g.logs.some((line) => line.includes('storing a large answer failed')), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).length).toBeGreaterThan(
      4 * 1024 * 1024,
    );
  });

  it('ignores the demo fault header in proxy mode: neither passed on nor past the cache', async () => {
    const { app } = gateway();
    const faulty = { headers: { 'x-demo-fault': '500' } };
    const res = await app.request('/api/base/products/', faulty);
    // The fake API fails any request that carries the header; the demo's pass-through says 'bypass'.
    expect(res.status).toBe(200);
    expect(res.headers.get('x-gateway-cache')).toBe('miss');
    const again = await app.request('/api/base/products/', faulty);
    expect(again.headers.get('x-gateway-cache')).toBe('hit');
    expect(api.seen).toHaveLength(1);
  });
});
