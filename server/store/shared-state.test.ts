// One contract for the gateway's shared state, run against both stores: the SQLite file (one
// server) and Postgres (every server on the database). The ledger's admission is exact under a
// burst, the reserve and the share hold, "retry in" is the oldest call's, another account's calls
// do not count; the capability answer and sign-outs are kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedRevocations, type Revocations } from '../auth/revocations';
import {
  createCacheStore,
  STALE_LIMIT_MS,
  type CacheStoreOptions,
  type SharedCache,
} from '../gateway/cache-store';
import { capabilityStore, type CapabilityStore } from '../gateway/capabilities';
import { openGatewayDb } from '../gateway/database';
import { createAdmission, type QuotaOptions } from '../gateway/admission';
import { createCircuit } from '../gateway/fetcher';
import type { Refusal } from '../gateway/decide';
import { createLedger, WINDOW_MS, type Ledger } from '../gateway/ledger';
import { cacheAnswer } from '../testing/gateway';
import { clusterForFile } from './pg-cluster';
import { openPostgres, postgresReadiness, postgresRevocations } from './postgres';
import { sqliteSql } from './sql';

/** A ledger whose admissions follow the gateway's rules for `quota` (admission.ts). */
type Admitting = Omit<Ledger, 'admit'> & {
  admit(client: string, endpoint: string, bulk: boolean, at: number): Promise<number | Refusal>;
};
const admitting = (ledger: Ledger, quota: QuotaOptions): Admitting => ({
  ...ledger,
  admit: createAdmission({ ledger, circuit: createCircuit(), quota }).admit,
});

interface Store {
  ledger(quota: QuotaOptions, account?: string): Admitting;
  cache(options: CacheStoreOptions): SharedCache;
  capabilities(): CapabilityStore;
  /** Sign-outs as a second server on the same store sees them (SQLite: the same file). */
  revocations(): Promise<Revocations>;
  close(): Promise<void>;
}

const { cluster, freshDatabase } = clusterForFile('shared');

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function sqliteStore(): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), 'shared-state-'));
  const db = openGatewayDb(dir);
  const sql = sqliteSql(db);
  const store: Store = {
    ledger: (quota, account = 'acct') => admitting(createLedger(sql, { account }), quota),
    cache: (options) => createCacheStore(sql, options),
    capabilities: () => capabilityStore(sql),
    revocations: async () => storedRevocations(openGatewayDb(dir)),
    close: async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  closers.push(store.close);
  return store;
}

async function postgresStore(): Promise<Store> {
  const { url } = freshDatabase();
  const opened = await openPostgres(url, { poolSize: 20 });
  closers.push(opened.close);
  return {
    ledger: (quota, account = 'acct') => admitting(createLedger(opened.sql, { account }), quota),
    cache: (options) => createCacheStore(opened.sql, options),
    capabilities: () => capabilityStore(opened.sql),
    async revocations() {
      const revocations = postgresRevocations(opened.pool, url, { pollMs: 60_000 });
      closers.push(revocations.close);
      await revocations.ready;
      return revocations;
    },
    close: opened.close,
  };
}

const T0 = 1_700_000_000_000;
const quota = (dailyQuota: number, clientShare = 1, quotaReserve = 0) => ({
  dailyQuota,
  clientShare,
  quotaReserve,
});
const refusalOf = (result: number | Refusal) => (typeof result === 'number' ? null : result);

/** Polls until `check` holds (a notification from another connection takes a moment). */
async function eventually(check: () => boolean, ms = 5_000, refresh = async () => undefined) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    await refresh();
  }
  return check();
}

const answer = cacheAnswer;

describe.each([
  ['SQLite', sqliteStore],
  ['Postgres', postgresStore],
])('the shared state in %s', (_, open) => {
  it('admits exactly the quota under 50 concurrent admissions', async () => {
    const store = await open();
    // Two ledgers on one store: two servers admitting at once.
    const ledgers = [store.ledger(quota(20)), store.ledger(quota(20))];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ledgers[i % 2]!.admit(`c${i}`, 'contracts', false, T0)),
    );
    const admitted = results.filter((r) => typeof r === 'number');
    expect(admitted).toHaveLength(20);
    expect(new Set(admitted).size).toBe(20);
    const refused = results.map(refusalOf).filter((r) => r !== null);
    expect(refused.map((r) => r.reason)).toEqual(Array(30).fill('quota'));
    expect(refused[0]!.message).toMatch(/daily quota of 20 API requests is spent/);
    expect(await ledgers[0]!.used(T0 + 1)).toBe(20);
    for (const ledger of ledgers) ledger.close();
  });

  it('refuses a bulk read at the reserve, not a page view', async () => {
    const store = await open();
    const ledger = store.ledger(quota(10, 1, 0.2));
    for (let i = 0; i < 8; i++) {
      expect(typeof (await ledger.admit('a', 'contracts', true, T0 + i))).toBe('number');
    }
    const bulk = refusalOf(await ledger.admit('a', 'contracts', true, T0 + 10));
    expect(bulk?.reason).toBe('reserve');
    expect(bulk?.message).toMatch(/^Fewer than 2 of the team's 10 daily API requests remain/);
    expect(typeof (await ledger.admit('a', 'contracts', false, T0 + 11))).toBe('number');
    expect(await ledger.used(T0 + 12)).toBe(9);
    ledger.close();
  });

  it("stops one client at its share; another client's calls go on", async () => {
    const store = await open();
    const ledger = store.ledger(quota(20, 0.25));
    const burst = await Promise.all(
      // One instant: concurrent admissions may take the row's lock in any order.
      Array.from({ length: 8 }, () => ledger.admit('greedy', 'contracts', false, T0)),
    );
    expect(burst.filter((r) => typeof r === 'number')).toHaveLength(5);
    const share = burst.map(refusalOf).find((r) => r !== null);
    expect(share?.reason).toBe('share');
    expect(share?.message).toMatch(/^You have caused 5 API requests in 24 hours/);
    // The share's wait is the client's own oldest call's, to the second.
    expect(share?.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    expect(typeof (await ledger.admit('modest', 'contracts', false, T0 + 9))).toBe('number');
    expect(await ledger.usedBy('greedy', T0 + 10)).toBe(5);
    expect(await ledger.usedBy('modest', T0 + 10)).toBe(1);
    ledger.close();
  });

  it("tallies the oldest call still in the window, the team's and a client's", async () => {
    const store = await open();
    const ledger = store.ledger(quota(100));
    const oldest = async (client: string, at: number) => {
      const { oldest, oldestBy } = await ledger.tally(client, at);
      return { oldest, oldestBy };
    };
    expect(await oldest('a', T0)).toEqual({ oldest: null, oldestBy: null });
    await ledger.admit('a', 'contracts', false, T0);
    await ledger.admit('b', 'invoices', false, T0 + 5_000);
    const entry = await ledger.record('b', 'invoices', T0 + 9_000);
    await ledger.settle(entry as number, 200);
    expect(await oldest('b', T0 + 10_000)).toEqual({ oldest: T0, oldestBy: T0 + 5_000 });
    expect(await oldest('nobody', T0 + 10_000)).toEqual({ oldest: T0, oldestBy: null });
    expect(await ledger.used(T0 + 10_000)).toBe(3);
    // Past the window the first call no longer counts.
    expect(await ledger.used(T0 + WINDOW_MS + 1)).toBe(2);
    expect((await oldest('a', T0 + WINDOW_MS + 1)).oldest).toBe(T0 + 5_000);
    ledger.close();
  });

  it("does not count another account's calls", async () => {
    const store = await open();
    const mine = store.ledger(quota(3), 'mine');
    const theirs = store.ledger(quota(3), 'theirs');
    for (let i = 0; i < 3; i++) await theirs.admit('a', 'contracts', false, T0 + i);
    expect(refusalOf(await theirs.admit('a', 'contracts', false, T0 + 5))?.reason).toBe('quota');
    expect(await mine.used(T0 + 5)).toBe(0);
    expect(typeof (await mine.admit('a', 'contracts', false, T0 + 6))).toBe('number');
    expect(await mine.usedBy('a', T0 + 7)).toBe(1);
    mine.close();
    theirs.close();
  });

  it('holds at most its byte limit in copies, dropping the least recently used first', async () => {
    const store = await open();
    const cache = store.cache({ maxBytes: 10_000, account: 'acct' });
    for (let i = 0; i < 4; i++) await cache.put(`k${i}`, answer(3000, i), i);
    // k0 went to make room for k3; reading k1 makes k2 the oldest.
    expect(await cache.get('k0', 'gzip', 10)).toBeUndefined();
    expect(await cache.get('k1', 'gzip', 11)).toEqual({
      contentType: 'application/json',
      body: Buffer.alloc(1500, 1),
      storedAt: 1,
      freshUntil: 60_001,
    });
    // Marking a copy used is not waited for: give it its moment.
    await new Promise((r) => setTimeout(r, 50));
    await cache.put('k4', answer(3000), 12);
    expect(await cache.get('k2', 'gzip', 13)).toBeUndefined();
    expect((await cache.get('k1', 'br', 14))?.body).toEqual(Buffer.alloc(1500, 2));
    expect(await cache.stats()).toEqual({ entries: 3, bytes: 9000, maxBytes: 10_000 });
    // Bigger than the whole cache: not kept, nothing evicted.
    await cache.put('huge', answer(20_000), 15);
    expect((await cache.stats()).entries).toBe(3);
    // Another account's server never reads these copies.
    const theirs = store.cache({ maxBytes: 10_000, account: 'theirs' });
    expect(await theirs.get('k1', 'gzip', 16)).toBeUndefined();
    cache.close();
    theirs.close();
  });

  it('sweeps copies past their stale limit on a timer, without being asked', async () => {
    const store = await open();
    const now = Date.now();
    const cache = store.cache({ maxBytes: 1e6, sweepIntervalMs: 50, account: 'acct' });
    await cache.put('old', answer(100, now - STALE_LIMIT_MS - 1000), now);
    await cache.put('new', answer(100, now - 1000), now);
    let entries = 2;
    const swept = await eventually(
      () => entries === 1,
      3_000,
      async () => {
        entries = (await cache.stats()).entries;
      },
    );
    expect(swept).toBe(true);
    expect(await cache.get('new', 'gzip', now)).toMatchObject({ storedAt: now - 1000 });
    cache.close();
  });

  it('keeps the capability answer', async () => {
    const store = await open();
    const capabilities = store.capabilities();
    expect(await capabilities.read('contractList@acct')).toBeNull();
    await capabilities.write('contractList@acct', true, T0);
    await capabilities.write('contractList@acct', false, T0 + 1);
    expect(await capabilities.read('contractList@acct')).toEqual({ value: false, at: T0 + 1 });
  });

  it('shows a sign-out on one server to another, until the session would have expired', async () => {
    const store = await open();
    const [a, b] = [await store.revocations(), await store.revocations()];
    const now = Date.now();
    expect(b.has('session-1', now)).toBe(false);
    a.revoke('session-1', now + 60_000, now);
    expect(a.has('session-1', now)).toBe(true);
    expect(await eventually(() => b.has('session-1', now))).toBe(true);
    expect(b.has('session-1', now + 60_000)).toBe(false);
    expect(b.has('session-2', now)).toBe(false);
  });
});

it("reports for /readyz when Postgres's shared state cannot be written, and when it can again", async () => {
  cluster().createDatabase('readiness');
  const opened = await openPostgres(cluster().urlOf('readiness'));
  closers.push(opened.close);
  const readiness = postgresReadiness(opened.pool, { server: 'a', everyMs: 60_000 });
  closers.push(readiness.close);
  await readiness.probe();
  expect(readiness.problem()).toBeNull();
  cluster().psql('ALTER TABLE readiness RENAME TO readiness_gone', 'readiness');
  await readiness.probe();
  expect(readiness.problem()).toMatch(
    /^the shared store cannot be written: the database failed a statement \(SQLSTATE 42P01\)$/,
  );
  cluster().psql('ALTER TABLE readiness_gone RENAME TO readiness', 'readiness');
  await readiness.probe();
  expect(readiness.problem()).toBeNull();
});
