// One contract for the watches' store, run on both: the gateway's SQLite file and Postgres
// (migrated as a server starts). A person's watches are theirs alone; a run and a digest are
// claimed by one sender however many ask at once; a failed send waits, a day-old one is given up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openGatewayDb } from '../gateway/database';
import { clusterForFile } from '../store/pg-cluster';
import { openPostgres } from '../store/postgres';
import { createWatchStore, type WatchStore } from './store';
import { sqliteSql, postgresSql } from '../store/sql';

const { freshDatabase } = clusterForFile('watches');

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** Two stores on one database: two servers. */
async function sqlitePair(): Promise<[WatchStore, WatchStore]> {
  const dir = mkdtempSync(join(tmpdir(), 'watches-'));
  const [a, b] = [openGatewayDb(dir), openGatewayDb(dir)];
  closers.push(() => {
    a.close();
    b.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return [createWatchStore(sqliteSql(a)), createWatchStore(sqliteSql(b))];
}

async function postgresPair(): Promise<[WatchStore, WatchStore]> {
  const { url } = freshDatabase();
  const [a, b] = await Promise.all([openPostgres(url), openPostgres(url)]);
  closers.push(a.close, b.close);
  return [createWatchStore(postgresSql(a.pool)), createWatchStore(postgresSql(b.pool))];
}

const T0 = 1_800_000_000_000;
const DIGEST = { recipient: 'dana@example.com', subject: 's', text: 't', html: 'h' };

describe.each([
  ['SQLite', sqlitePair],
  ['Postgres', postgresPair],
])('the watches in %s', (_, open) => {
  it("keeps a person's watches apart from another's, once each", async () => {
    const [a, b] = await open();
    const first = await a.add(
      'dana@x',
      { kind: 'contract', target: '10412', label: 'Contract 10412', state: null },
      T0,
    );
    expect(
      await a.add(
        'dana@x',
        { kind: 'contract', target: '10412', label: 'again', state: null },
        T0 + 1,
      ),
    ).toEqual(first);
    const view = await a.add(
      'dana@x',
      { kind: 'view', target: '/invoices?status=past_due', label: 'Past due', state: '{"1":{}}' },
      T0 + 2,
    );
    expect(view).toMatchObject({ seenState: '{"1":{}}', sentState: '{"1":{}}' });
    await b.saveStates('seen', [[view.id, '{}']]);
    expect(await a.list('dana@x')).toMatchObject([
      { seenState: null },
      { seenState: '{}', sentState: '{"1":{}}' },
    ]);
    await b.add(
      'lee@x',
      { kind: 'contract', target: '10412', label: 'Contract 10412', state: null },
      T0 + 3,
    );
    // The other server sees them.
    expect((await b.list('dana@x')).map((w) => [w.kind, w.target, w.createdAt])).toEqual([
      ['contract', '10412', T0],
      ['view', '/invoices?status=past_due', T0 + 2],
    ]);
    expect(await b.remove('lee@x', first.id)).toBe(false);
    expect(await b.list('dana@x')).toHaveLength(2);
    expect(await b.remove('dana@x', first.id)).toBe(true);
    expect(await a.list('dana@x')).toHaveLength(1);
  });

  it('keeps who a person is, their last visit and last digest, and who stopped the e-mail', async () => {
    const [a, b] = await open();
    await a.savePerson('dana@x', 'Dana@x', ['sales']);
    await a.add('dana@x', { kind: 'contract', target: '1', label: 'Contract 1', state: null }, T0);
    await a.savePerson('lee@x', 'lee@x', ['production']);
    await a.add('lee@x', { kind: 'contract', target: '1', label: 'Contract 1', state: null }, T0);
    await a.savePerson('nobody@x', 'nobody@x', []);
    await a.mark('dana@x', 'visited_at', T0 + 5);
    await a.mark('dana@x', 'digest_through', T0 + 6);
    expect(await b.person('dana@x')).toEqual({
      owner: 'dana@x',
      email: 'Dana@x',
      roles: ['sales'],
      visitedAt: T0 + 5,
      digestThrough: T0 + 6,
      unsubscribedAt: null,
    });
    expect((await a.subscribers()).map((p) => p.owner)).toEqual(['dana@x', 'lee@x']);
    await b.mark('lee@x', 'unsubscribed_at', T0 + 7);
    // Who watches nothing, or stopped the e-mail, gets none.
    expect((await a.subscribers()).map((p) => p.owner)).toEqual(['dana@x']);
  });

  it('lets one sender write a run and send a digest, however many ask at once', async () => {
    const [a, b] = await open();
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimRun('2026-11-28', T0)),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await a.addDigest({ owner: 'dana@x', run: 'r', ...DIGEST }, T0)).toBe(1);
    expect(await b.addDigest({ owner: 'dana@x', run: 'r', ...DIGEST }, T0)).toBe(0);
    const [digest] = await b.due(T0);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claim(digest!.id, T0, T0 + 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Claimed: due for no one until the claim ends.
    expect(await a.due(T0 + 1)).toEqual([]);
    await a.sent(digest!.id, T0 + 2);
    expect(await b.due(T0 + 120_000)).toEqual([]);
  });

  it('keeps a refused digest for its next attempt, and gives it up after a day', async () => {
    const [a, b] = await open();
    await a.addDigest({ owner: 'dana@x', run: 'r', ...DIGEST }, T0);
    const [digest] = await a.due(T0);
    expect(await a.claim(digest!.id, T0, T0 + 60_000)).toBe(true);
    await a.failed(digest!.id, '550 refused', T0 + 60_000);
    expect(await b.due(T0 + 59_999)).toEqual([]);
    expect(await b.due(T0 + 60_000)).toMatchObject([{ attempts: 1, lastError: '550 refused' }]);
    expect(await b.troubles(T0)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(await b.expire(T0 + 1)).toBe(1);
    expect(await a.due(T0 + 120_000)).toEqual([]);
    expect(await a.troubles(T0)).toMatchObject([
      { status: 'expired', recipient: DIGEST.recipient },
    ]);
  });

  it('uses an unsubscribe link once, and shares one signing secret', async () => {
    const [a, b] = await open();
    await a.addDigest({ owner: 'dana@x', run: 'r', ...DIGEST }, T0);
    expect(await a.useLink('dana@x', 'r', T0)).toBe('done');
    expect(await b.useLink('dana@x', 'r', T0)).toBe('used');
    expect(await b.useLink('dana@x', 'other', T0)).toBeNull();
    const secret = await a.secret();
    expect(secret).toMatch(/^[\w-]{40,}$/);
    expect(await b.secret()).toBe(secret);
  });
});
