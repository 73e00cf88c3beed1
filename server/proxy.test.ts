// The proxy against a small fake upstream on 127.0.0.1: credentials, cache, coalescing, errors.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createProxy, type ProxyOptions } from './proxy';

const KEY = 'key-0123456789';
const PASSWORD = 'p4ssw0rd-secret';

interface Seen {
  url: string;
  authorization: string | undefined;
}

let upstream: Server;
let root = '';
const seen: Seen[] = [];

/** Paths that choose the fake upstream's answer; the rest echo back what they were asked. */
function answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
  seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  if (path.endsWith('/forbidden')) return json(403, { error: 'Invalid credentials' });
  if (path.endsWith('/missing')) return json(404, { error: 'Contract 9 not found' });
  if (path.endsWith('/limited'))
    return json(429, { error: 'Too many requests' }, { 'retry-after': '120' });
  if (path.endsWith('/broken')) return json(500, { error: 'Internal error' });
  if (path.endsWith('/slow')) return void setTimeout(() => json(200, { late: true }), 1500);
  if (path.endsWith('/echo-secret'))
    return json(200, { leaked: req.headers.authorization, key: KEY });
  // Slow enough that concurrent requests overlap.
  setTimeout(() => json(200, { url: req.url, n: seen.length }), 50);
}

beforeAll(async () => {
  upstream = createServer(answer);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  root = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function proxy(overrides: Partial<ProxyOptions> = {}) {
  const api = createProxy({
    baseUrl: `${root}/base-host`,
    secondaryBaseUrl: `${root}/legacy-host`,
    apiKey: KEY,
    apiPassword: PASSWORD,
    cacheTtlMs: 30_000,
    timeoutMs: 20_000,
    ...overrides,
  });
  const app = createApp({ api, mode: 'proxy', distDir: '/nonexistent' });
  return { api, app };
}

describe('proxy mode', () => {
  it('forwards GETs to the right upstream with Basic credentials and the query unchanged', async () => {
    const { app } = proxy();
    const res = await app.request('/api/base/invoices/?sort_by=total&page=2&contract_id=1003');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      url: '/base-host/invoices/?sort_by=total&page=2&contract_id=1003',
    });
    const expected = 'Basic ' + Buffer.from(`${KEY}:${PASSWORD}`).toString('base64');
    expect(seen[0]!.authorization).toBe(expected);

    await app.request('/api/secondary/users/?email=a%40b.com');
    expect(seen[1]!.url).toBe('/legacy-host/users/?email=a%40b.com');
  });

  it('never lets credentials reach the browser', async () => {
    const { app } = proxy();
    for (const path of [
      '/api/base/products/',
      '/api/base/x/forbidden',
      '/api/base/x/echo-secret',
    ]) {
      const res = await app.request(path);
      const text = JSON.stringify([...res.headers]) + (await res.text());
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(Buffer.from(`${KEY}:${PASSWORD}`).toString('base64'));
    }
    const config = await (await app.request('/config.json')).text();
    expect(config).not.toContain(KEY);
    expect(config).toContain('/api/base');
  });

  it('drops an apiKey a browser tries to send', async () => {
    const { app } = proxy();
    await app.request('/api/base/products/?apiKey=other&x=1');
    expect(seen[0]!.url).toBe('/base-host/products/?x=1');
  });

  it('merges 200 concurrent identical requests into one upstream call', async () => {
    const { app, api } = proxy();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (): Promise<unknown> =>
        (await app.request('/api/base/contracts/1003')).json(),
      ),
    );
    expect(seen.filter((s) => s.url === '/base-host/contracts/1003')).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(api.stats.upstreamCalls).toBe(1);
    expect(api.stats.coalesced + api.stats.cacheHits).toBe(199);
  });

  it('serves repeats from the cache until the TTL passes, then asks again', async () => {
    let clock = 1_000;
    const { app } = proxy({ cacheTtlMs: 30_000, now: () => clock });
    await app.request('/api/base/products/');
    clock += 29_000;
    await app.request('/api/base/products/');
    expect(seen).toHaveLength(1);
    clock += 2_000;
    await app.request('/api/base/products/');
    expect(seen).toHaveLength(2);
    // A different query is a different entry.
    await app.request('/api/base/products/?a=1');
    expect(seen).toHaveLength(3);
  });

  it('caches nothing when the TTL is 0, and never caches failures', async () => {
    const { app } = proxy({ cacheTtlMs: 0 });
    await app.request('/api/base/products/');
    await app.request('/api/base/products/');
    expect(seen).toHaveLength(2);
    const cached = proxy();
    await cached.app.request('/api/base/x/broken');
    await cached.app.request('/api/base/x/broken');
    expect(seen).toHaveLength(4);
  });

  it.each([
    ['/api/base/x/forbidden', 403, 'Invalid credentials'],
    ['/api/base/contracts/missing', 404, 'Contract 9 not found'],
    ['/api/base/x/broken', 500, 'Internal error'],
  ])('passes %s through as %i with its error body', async (path, status, message) => {
    const { app } = proxy();
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: message });
  });

  it('passes a 429 through with its Retry-After', async () => {
    const { app } = proxy();
    const res = await app.request('/api/secondary/x/limited');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(await res.json()).toEqual({ error: 'Too many requests' });
  });

  it('answers 504 with an error body when the upstream is too slow', async () => {
    const { app } = proxy({ timeoutMs: 300 });
    const res = await app.request('/api/base/x/slow');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'The API did not answer within 0.3 seconds' });
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const { app } = proxy({ baseUrl: 'http://127.0.0.1:1' });
    const res = await app.request('/api/base/products/');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The API could not be reached' });
  });

  it('refuses anything but GET with 405, without calling upstream', async () => {
    const { app } = proxy();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await app.request('/api/base/products/', { method });
      expect(res.status).toBe(405);
      expect(await res.json()).toHaveProperty('error');
    }
    expect(seen).toHaveLength(0);
  });

  it('ignores the demo fault header', async () => {
    const { app } = proxy();
    const res = await app.request('/api/base/products/', { headers: { 'x-demo-fault': '500' } });
    expect(res.status).toBe(200);
  });
});
