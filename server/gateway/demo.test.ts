// The demo behind the same gateway: cached and counted like the real API, its fault injection
// passed straight through (never cached), the browser's requests still counted for tests.
import { readConfig } from '../config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createDemoApi } from '../demo/index';
import { faultPass } from '../demo/fault-pass';
import { openGatewayDb } from './database';
import { createGateway } from './index';
import { createLogger } from './logger';
import { appUpstream } from './upstream';

const demo = createDemoApi({ scale: 0.1 });

function demoGateway() {
  const db = openGatewayDb(':memory:');
  const gateway = createGateway({
    mode: 'demo',
    account: 'demo',
    upstream: appUpstream(demo.app),
    db,
    logger: createLogger({ write: () => undefined }),
    // The gateway's defaults, as an unconfigured server runs it.
    ...readConfig({}, '').gateway,
    front: faultPass(appUpstream(demo.app), 30_000),
  });
  const app = createApp({ gateway, mode: 'demo', distDir: '/nonexistent' });
  return { app, gateway, close: () => (gateway.close(), db.close()) };
}

let g: ReturnType<typeof demoGateway>;
beforeAll(() => {
  g = demoGateway();
});
afterAll(() => g.close());

const used = async () =>
  ((await (await g.app.request('/api/status')).json()) as { quota: { used: number } }).quota.used;
const browserCount = async () =>
  ((await (await g.app.request('/__demo/requests')).json()) as { total: number }).total;

describe('the demo behind the gateway', () => {
  it('caches demo answers and counts upstream calls in the ledger, browser calls apart', async () => {
    await g.app.request('/__demo/requests?reset');
    const before = await used();
    for (let i = 0; i < 3; i++) {
      const res = await g.app.request('/api/secondary/users/');
      expect(res.status).toBe(200);
    }
    expect(await used()).toBe(before + 1);
    // The browser asked three times: that is what tests and the bench count.
    expect(await browserCount()).toBe(3);
    const status = (await (await g.app.request('/api/status')).json()) as { mode: string };
    expect(status.mode).toBe('demo');
  });

  it('passes injected faults to the app, never caching them nor letting them stand for a copy', async () => {
    const path = '/api/base/contracts/1001';
    const inject = (fault: string) => g.app.request(path, { headers: { 'x-demo-fault': fault } });
    const failed = await inject('500');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-gateway-cache')).toBe('bypass');
    const limited = await inject('429');
    expect(limited.headers.get('retry-after')).toBe('30');
    // The malformed body reaches the app as it is (the gateway would turn it into a 502).
    const malformed = await inject('malformed');
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    // The injected 429 did not stop the team, and no fault was kept: the next request goes
    // upstream and is good.
    const good = await g.app.request(path);
    expect(good.status).toBe(200);
    expect(good.headers.get('x-gateway-cache')).toBe('miss');
    expect(((await good.json()) as { id: unknown }).id).toBe('1001');
    // A drifted answer is not served to a later plain request either.
    await inject('drift');
    const again = await g.app.request(path);
    expect(again.headers.get('x-gateway-cache')).toBe('hit');
    expect(((await again.json()) as { id: unknown }).id).toBe('1001');
  });

  it('answers numbers out of range with JSON, never a plain-text 500', async () => {
    for (const query of [
      'page=400000000000000000',
      'page=99999999999999999999999&per_page=100',
      'advertiser_id=999999999999999999999999',
    ]) {
      const res = await g.app.request(`/api/base/invoices/?${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.json(), query).toEqual({ invoices: [] });
    }
    const bad = await g.app.request('/api/base/invoices/?page=-3');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'page must be a positive integer' });
  });
});

describe('/config.json', () => {
  it("sends how long the server's copy answers reference lists, when the server says", async () => {
    const read = async (app: ReturnType<typeof createApp>) =>
      (await (await app.request('/config.json')).json()) as { referenceFreshMinutes?: number };
    const config = readConfig({ MIRROR_REFERENCE_FRESH_MINUTES: '2880' }, '').gateway;
    const app = createApp({
      gateway: g.gateway,
      mode: 'demo',
      distDir: '/nonexistent',
      referenceFreshMinutes: config.mirrorFreshMs.reference / 60_000,
    });
    expect((await read(app)).referenceFreshMinutes).toBe(2880);
    expect((await read(g.app)).referenceFreshMinutes).toBeUndefined();
  });

  it("sends the account's time zone (ACCOUNT_TIME_ZONE), every page's today", async () => {
    const { timeZone } = readConfig({ ACCOUNT_TIME_ZONE: 'Pacific/Auckland' }, '').digest;
    const app = createApp({ gateway: g.gateway, mode: 'demo', distDir: '/nonexistent', timeZone });
    const body = (await (await app.request('/config.json')).json()) as { timeZone?: string };
    expect(body.timeZone).toBe('Pacific/Auckland');
  });
});
