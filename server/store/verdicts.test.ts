// The verdicts on the copy's kinds of answer, one contract for both stores: the gateway's SQLite
// file and Postgres (every server on the database sees a kind another turned off).
import { afterEach, describe, expect, it } from 'vitest';
import { openGatewayDb, MEMORY } from '../gateway/database';
import type { VerdictStore } from '../mirror/verify';
import { clusterForFile } from './pg-cluster';
import { openPostgres } from './postgres';
import { sqliteSql } from './sql';
import { verdictStore } from './verdicts';

const { freshDatabase } = clusterForFile('verdicts');

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** Two servers' stores on one database (SQLite: one file), for accounts `a` and `b`. */
async function sqlite(): Promise<(account: string) => VerdictStore> {
  const db = openGatewayDb(MEMORY);
  closers.push(() => void db.close());
  return (account) => verdictStore(sqliteSql(db), account);
}

async function postgres(): Promise<(account: string) => VerdictStore> {
  const opened = await openPostgres(freshDatabase().url);
  closers.push(opened.close);
  return (account) => verdictStore(opened.sql, account);
}

describe.each([
  ['SQLite', sqlite],
  ['Postgres', postgres],
])('verdicts in %s', (_, open) => {
  it('counts comparisons, keeps a kind off with where it differed, turns it back on', async () => {
    const store = (await open())('a');
    await store.record('users?first_name', null, 1);
    await store.record(
      'users?first_name',
      { request: 'secondary/users/?first_name=x', member: '$.users[0]' },
      2,
    );
    await store.record('users?first_name', null, 3);
    await store.record('products?', null, 4);
    expect(await store.all()).toEqual([
      {
        kind: 'products?',
        compared: 1,
        differed: 0,
        off: false,
        sinceOn: 1,
        request: null,
        member: null,
        at: null,
      },
      {
        kind: 'users?first_name',
        compared: 3,
        differed: 1,
        off: true,
        sinceOn: 3,
        request: 'secondary/users/?first_name=x',
        member: '$.users[0]',
        at: 2,
      },
    ]);
    expect(await store.reset('products?')).toBe(0);
    expect(await store.reset(null)).toBe(1);
    const [, users] = await store.all();
    expect(users).toMatchObject({ off: false, sinceOn: 0, compared: 3, differed: 1 });
  });

  it("keeps each account's verdicts apart and turns off one kind by name", async () => {
    const stores = await open();
    const a = stores('a');
    await a.record('invoices?page', { request: 'r', member: '$' }, 1);
    await a.record('users?email', { request: 'r', member: '$' }, 1);
    if (_ === 'Postgres') expect(await stores('b').all()).toEqual([]);
    expect(await a.reset('users?email')).toBe(1);
    expect((await a.all()).map((v) => [v.kind, v.off])).toEqual([
      ['invoices?page', true],
      ['users?email', false],
    ]);
  });
});
