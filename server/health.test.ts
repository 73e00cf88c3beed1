// /livez and /readyz: answered without sign-in in every mode, never reaching the API or a counter;
// /readyz says why not when the build is missing, the store cannot be written or the server stops.
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { gatewaySettings } from './config';
import { readAuthConfig } from './auth/config';
import { stubGateway, testDist } from './testing/viewer';
import { createDemoApi } from './demo/index';
import { openGatewayDb } from './gateway/database';
import { createGateway } from './gateway/index';
import { createLogger } from './gateway/logger';
import { appUpstream } from './gateway/upstream';
import { catchUpReadiness, STORE_PROBE_SPACING_MS, storeReadiness } from './health';

const quiet = createLogger({ write: () => undefined });
const temp = mkdtempSync(join(tmpdir(), 'viewer-health-'));
const opened: Database.Database[] = [];
afterAll(() => opened.forEach((db) => db.open && db.close()));

/** An API stand-in that counts every request it gets (the users list included). */
function countingApi() {
  const seen: string[] = [];
  const api = new Hono();
  api.get('*', (c) => {
    seen.push(c.req.path);
    return c.json({ users: [] });
  });
  return { api, seen };
}

const MODES = {
  none: {},
  proxy: { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1' },
  oidc: {
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: 'https://id.example.com/realms/team',
    OIDC_CLIENT_ID: 'viewer',
    PUBLIC_URL: 'https://viewer.example.com/',
    SESSION_SECRET: 'x'.repeat(32),
  },
};

describe('without sign-in', () => {
  for (const [mode, env] of Object.entries(MODES)) {
    it(`AUTH_MODE=${mode}: both answer, the API is not asked`, async () => {
      const { api, seen } = countingApi();
      const app = createApp({
        gateway: stubGateway(api),
        mode: 'proxy',
        distDir: testDist(),
        auth: { config: readAuthConfig(env, mode === 'none' ? '127.0.0.1' : '0.0.0.0') },
      });
      // The guard is on: a page needs a person in proxy and oidc mode.
      expect((await app.request('/')).status).toBe(mode === 'none' ? 200 : 401);
      const live = await app.request('/livez');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'live' });
      expect(live.headers.get('cache-control')).toBe('no-store');
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect((await app.request('/readyz', { method: 'HEAD' })).status).toBe(200);
      expect(seen).toEqual([]);
    });
  }
});

it('counts neither as an API request nor in the quota ledger (demo)', async () => {
  const db = openGatewayDb(':memory:');
  opened.push(db);
  const gateway = createGateway({
    mode: 'demo',
    account: 'demo',
    upstream: appUpstream(createDemoApi({ scale: 0.1 }).app),
    db,
    logger: quiet,
    ...gatewaySettings({}),
  });
  const app = createApp({ gateway, mode: 'demo', distDir: testDist(), ready: storeReadiness(db) });
  for (let i = 0; i < 3; i++) {
    expect((await app.request('/livez')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(200);
  }
  expect(await (await app.request('/__demo/requests')).json()).toEqual({ total: 0, byPath: {} });
  const status = (await (await app.request('/api/status')).json()) as { quota: { used: number } };
  expect(status.quota.used).toBe(0);
  // The probes wrote nothing to the ledger either.
  expect(db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()).toBe(0);
  gateway.close();
});

describe('/readyz says why not', () => {
  const appWith = (distDir: string, ready?: ReturnType<typeof storeReadiness>) =>
    createApp({ gateway: stubGateway(new Hono()), mode: 'proxy', distDir, ready });

  it('when the build is missing; /livez stays 200', async () => {
    const app = appWith(join(temp, 'no-build'));
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error:
        'Not ready: the app is not built (no index.html in the build directory): run `npm run build`',
    });
    expect((await app.request('/livez')).status).toBe(200);
  });

  it('when the store cannot be written, once per spacing, and is ready again after', async () => {
    let clock = 1_000_000;
    const db = openGatewayDb(join(temp, 'data'));
    opened.push(db);
    const app = appWith(testDist(), storeReadiness(db, { now: () => clock }));
    expect((await app.request('/readyz')).status).toBe(200);
    expect(db.prepare('SELECT probed_at FROM readiness').pluck().get()).toBe(clock);

    // SQLite refuses every write (SQLITE_READONLY), as on a DATA_DIR remounted read-only.
    db.pragma('query_only = ON');
    // Within the spacing the last answer stands: a probe storm costs one write a second.
    expect((await app.request('/readyz')).status).toBe(200);
    clock += STORE_PROBE_SPACING_MS;
    const refused = await app.request('/readyz');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: 'Not ready: the quota ledger cannot be written: DATA_DIR is not writable',
    });
    expect((await app.request('/livez')).status).toBe(200);

    db.pragma('query_only = OFF');
    clock += STORE_PROBE_SPACING_MS;
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('until the copy has caught up, or after the limit, ready saying why', async () => {
    let clock = 0;
    let behind: string | null = 'the copy is behind';
    const catchUp = catchUpReadiness(
      () => behind,
      60_000,
      () => clock,
    );
    const check = Object.assign(() => catchUp.problem(), { note: catchUp.note });
    const app = createApp({
      gateway: stubGateway(new Hono()),
      mode: 'proxy',
      distDir: testDist(),
      ready: check,
    });
    const refused = await app.request('/readyz');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'Not ready: the copy is behind' });
    clock = 60_000;
    const late = await app.request('/readyz');
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({
      status: 'ready',
      note: 'the copy is behind after 60 s; serving what it holds',
    });
    behind = null;
    expect(await (await app.request('/readyz')).json()).toEqual({ status: 'ready' });
    clock = 0;
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('when the store is closed or the server is shutting down', async () => {
    let clock = 0;
    const db = openGatewayDb(':memory:');
    const ready = storeReadiness(db, { now: () => clock });
    const app = appWith(testDist(), ready);
    expect((await app.request('/readyz')).status).toBe(200);
    db.close();
    clock += STORE_PROBE_SPACING_MS;
    expect(await (await app.request('/readyz')).json()).toEqual({
      error: "Not ready: the gateway's store is closed",
    });
    ready.stopping();
    const stopping = await app.request('/readyz');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ error: 'Not ready: the server is shutting down' });
    expect((await app.request('/livez')).status).toBe(200);
  });
});
