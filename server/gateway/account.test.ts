// One account, one copy: the store on disk belongs to the upstream account it was filled for. A
// change of account (demo → API, one key → another) never shows the other's answers, fresh or
// stale, and never counts its calls; the same account keeps its copy across a restart.
import Database from 'better-sqlite3';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountOf } from './account';
import { capabilityName } from './capabilities';
import { openGatewayDb } from './database';
import { KEY, from, makeGateway, fakeApiForFile } from '../testing/gateway';

const { api, temp } = fakeApiForFile();

const proxy = (apiKey: string, baseUrl = 'https://api.example.com') => ({
  mode: 'proxy' as const,
  baseUrl,
  secondaryBaseUrl: 'https://legacy.example.com',
  apiKey,
});
const DEMO = accountOf({ mode: 'demo', scale: 1 });
const A = accountOf(proxy(KEY));
const B = accountOf(proxy('another-key-4567'));

const down = () => {
  api.override = (_req, res) => void res.writeHead(503).end('{"error":"down"}');
};

async function used(app: ReturnType<typeof makeGateway>['app']) {
  const status = (await (await app.request('/api/status', from('a'))).json()) as {
    quota: { used: number };
    you: { used: number };
  };
  return [status.quota.used, status.you.used];
}

describe('the account fingerprint', () => {
  it('changes with either base URL and the key, and shows none of them', () => {
    const fingerprints = new Set([
      A,
      B,
      DEMO,
      accountOf({ mode: 'demo', scale: 2 }),
      accountOf(proxy(KEY, 'https://tenant.mediaos.com/API')),
      accountOf({ ...proxy(KEY), secondaryBaseUrl: 'https://other.example.com' }),
    ]);
    expect(fingerprints.size).toBe(6);
    expect(accountOf(proxy(KEY))).toBe(A);
    expect(A).toMatch(/^[0-9a-f]{32}$/);
    expect(A).not.toContain(KEY);
  });
});

describe('the store of one account', () => {
  it('demo → A: no hit, no stale copy, an empty ledger, one log line; A → A keeps its copy', async () => {
    const demo = makeGateway(api, { dataDir: temp.dir, account: DEMO });
    expect((await demo.app.request('/api/base/products/', from('a'))).status).toBe(200);
    await demo.app.request('/api/base/invoices/5001', from('a'));
    expect(await used(demo.app)).toEqual([2, 2]);
    expect(demo.logs.join('')).not.toContain('another account');
    demo.close();

    const a = makeGateway(api, { dataDir: temp.dir, account: A });
    const dropped = a.logs.filter((line) => line.includes("another account's entries"));
    expect(dropped).toHaveLength(1);
    expect(JSON.parse(dropped[0]!)).toMatchObject({ cacheEntries: 2, ledgerEntries: 2 });
    expect(await used(a.app)).toEqual([0, 0]);
    // The API down: the demo's copy is not offered as this account's, even stale.
    down();
    const failed = await a.app.request('/api/base/invoices/5001', from('a'));
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: 'down' });
    api.override = null;
    const fresh = await a.app.request('/api/base/products/', from('a'));
    expect(fresh.headers.get('x-gateway-cache')).toBe('miss');
    expect(await used(a.app)).toEqual([2, 2]);
    a.close();

    const again = makeGateway(api, { dataDir: temp.dir, account: A });
    const hit = await again.app.request('/api/base/products/', from('a'));
    expect(hit.headers.get('x-gateway-cache')).toBe('hit');
    expect(await used(again.app)).toEqual([2, 2]);
    expect(again.logs.join('')).not.toContain('another account');
    again.close();
    expect(api.seen).toHaveLength(4);
  });

  it("drops another account's capability answer and verdicts with its copies", () => {
    const db = openGatewayDb(temp.dir);
    db.prepare('INSERT INTO capabilities VALUES (?, 1, 1), (?, 0, 1)').run(
      capabilityName(DEMO),
      capabilityName(A),
    );
    const verdict = db.prepare(
      'INSERT INTO mirror_verdicts (account, kind, compared, differed, off, since_on) VALUES (?, ?, 1, 1, 1, 1)',
    );
    verdict.run(DEMO, 'users');
    verdict.run(A, 'products');
    db.close();
    const a = makeGateway(api, { dataDir: temp.dir, account: A });
    const left = (table: string, column: string) =>
      a.db.prepare(`SELECT ${column} FROM ${table}`).pluck().all();
    expect(left('capabilities', 'name')).toEqual([capabilityName(A)]);
    expect(left('mirror_verdicts', 'account')).toEqual([A]);
    a.close();
  });

  it('drops the rows of a store from before accounts were recorded (nobody owns them)', async () => {
    const old = new Database(join(temp.dir, 'gateway.sqlite'));
    old.exec(`
      CREATE TABLE cache (key TEXT PRIMARY KEY, content_type TEXT NOT NULL, gzip BLOB NOT NULL,
        br BLOB NOT NULL, bytes INTEGER NOT NULL, stored_at INTEGER NOT NULL,
        fresh_until INTEGER NOT NULL, last_used INTEGER NOT NULL);
      CREATE TABLE ledger (at INTEGER NOT NULL, client TEXT NOT NULL, endpoint TEXT NOT NULL,
        status INTEGER NOT NULL);
    `);
    const t = Date.now();
    old
      .prepare('INSERT INTO cache VALUES (?, ?, ?, ?, 2, ?, ?, ?)')
      .run('base/products/?', 'application/json', Buffer.from('x'), Buffer.from('y'), t, t, t);
    old.prepare('INSERT INTO ledger VALUES (?, ?, ?, 200)').run(t, 'a', 'products');
    old.close();
    const a = makeGateway(api, { dataDir: temp.dir, account: A });
    const dropped = a.logs.filter((line) => line.includes("another account's entries"));
    expect(dropped.map((line) => JSON.parse(line) as object)).toMatchObject([
      { cacheEntries: 1, ledgerEntries: 1 },
    ]);
    expect(await used(a.app)).toEqual([0, 0]);
    const res = await a.app.request('/api/base/products/', from('a'));
    expect(res.headers.get('x-gateway-cache')).toBe('miss');
    a.close();
  });

  it('A → B: B sees none of A, not even when its API is down; the key is nowhere on disk', async () => {
    const a = makeGateway(api, { dataDir: temp.dir, account: A });
    await a.app.request('/api/secondary/users/', from('a'));
    await a.app.request('/api/base/contracts/1003', from('a'));
    a.close();

    const b = makeGateway(api, { dataDir: temp.dir, account: B });
    expect(await used(b.app)).toEqual([0, 0]);
    down();
    for (const path of ['/api/secondary/users/', '/api/base/contracts/1003']) {
      const res = await b.app.request(path, from('a'));
      expect(res.status, path).toBe(503);
      expect(res.headers.get('x-gateway-cache'), path).toBeNull();
    }
    expect(await used(b.app)).toEqual([2, 2]);
    b.close();
    expect(api.seen).toHaveLength(4);

    for (const file of readdirSync(temp.dir)) {
      expect(readFileSync(join(temp.dir, file)).includes(KEY), file).toBe(false);
    }
  });
});
