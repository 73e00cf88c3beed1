// Migrations at start-up: a fresh database gets the schema, two servers starting together migrate
// it once, and a database migrated by newer code is refused with both versions named. The sync's
// leader lease: one leader among servers; when it stops renewing, another takes over.
import pg from 'pg';
import { expect, it } from 'vitest';
import { postgresLeader } from './leader';
import { migrate, MIGRATIONS, SchemaTooNewError } from './migrations';
import { clusterForFile } from './pg-cluster';

const { cluster, freshDatabase } = clusterForFile('migrations');

async function withPool<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

it('migrates a fresh database to the code version, and a second start finds nothing to do', async () => {
  const { url } = freshDatabase();
  await withPool(url, async (pool) => {
    expect(await migrate(pool)).toEqual({ from: 0, to: MIGRATIONS.length });
    const { rows } = await pool.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    expect(rows.map((r: { tablename: string }) => r.tablename)).toEqual([
      'cache',
      'capabilities',
      'digest_runs',
      'digests',
      'leases',
      'ledger',
      'ledger_accounts',
      'mirror_verdicts',
      'readiness',
      'revoked_sessions',
      'schema_version',
      'watch_people',
      'watch_settings',
      'watches',
    ]);
    expect(await migrate(pool)).toEqual({ from: MIGRATIONS.length, to: MIGRATIONS.length });
  });
});

it('migrates once when two servers start together', async () => {
  const { name, url } = freshDatabase();
  // A migration that would fail if run twice (no IF NOT EXISTS), and a slow one, so both starts
  // are in flight at once.
  const migrations = [...MIGRATIONS, 'SELECT pg_sleep(0.3); CREATE TABLE once (id integer)'];
  const results = await Promise.all(
    [0, 1].map(() => withPool(url, (pool) => migrate(pool, migrations))),
  );
  expect(results.map((r) => r.from).sort()).toEqual([0, migrations.length]);
  expect(cluster().psql('SELECT version FROM schema_version', name).trim()).toBe(
    String(migrations.length),
  );
});

it('refuses a database newer than the code, naming both versions', async () => {
  const { url } = freshDatabase();
  await withPool(url, async (pool) => {
    await migrate(pool, [...MIGRATIONS, 'CREATE TABLE later (id integer)']);
    const refused = migrate(pool);
    await expect(refused).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(refused).rejects.toThrow(
      `The database at DATABASE_URL is at schema version ${MIGRATIONS.length + 1}, newer than ` +
        `this server's ${MIGRATIONS.length}`,
    );
  });
});

it('has one leader; one that stops renewing is replaced within the lease and stays replaced', async () => {
  const { url } = freshDatabase();
  // Long enough that a loaded machine's query latency stays well inside the lease's slack (the
  // takeover comes within two thirds of it; the test allows all of it).
  const leaseMs = 1_500;
  await withPool(url, async (pool) => {
    await migrate(pool);
    // A's queries can be made to hang, as a stopped process's or a cut-off network's do (they
    // fail when it comes back, as a connection the server ended does).
    let hung = false;
    const waiting: (() => void)[] = [];
    const hangable = {
      query: (...args: Parameters<pg.Pool['query']>) =>
        hung
          ? new Promise((_, reject) => waiting.push(() => reject(new Error('connection lost'))))
          : (pool.query as (...a: unknown[]) => unknown)(...args),
    } as unknown as pg.Pool;
    const first = postgresLeader(hangable, { account: 'acct', leaseMs, holder: 'A' });
    await new Promise((r) => setTimeout(r, 200));
    const second = postgresLeader(pool, { account: 'acct', leaseMs, holder: 'B' });
    const changes: boolean[] = [];
    second.onChange((leading) => changes.push(leading));
    await new Promise((r) => setTimeout(r, 300));
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);
    // A listener added once the lease is held hears it at once.
    const late: boolean[] = [];
    first.onChange((leading) => late.push(leading));
    expect(late).toEqual([true]);
    // Another account's sync has a lease of its own.
    const other = postgresLeader(pool, { account: 'other', leaseMs });
    await new Promise((r) => setTimeout(r, 300));
    expect(other.isLeader()).toBe(true);

    hung = true;
    const since = Date.now();
    while (!second.isLeader() && Date.now() - since < 5_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(second.isLeader()).toBe(true);
    expect(Date.now() - since).toBeLessThan(leaseMs);
    // A counts its lease on its own clock: it stopped leading before B took over.
    expect(first.isLeader()).toBe(false);
    expect(late).toEqual([true, false]);
    // Woken, A finds the lease taken and does not lead again.
    hung = false;
    for (const fail of waiting) fail();
    await new Promise((r) => setTimeout(r, 2 * leaseMs));
    expect([first.isLeader(), second.isLeader()]).toEqual([false, true]);
    await expect(
      pool.query("SELECT holder FROM leases WHERE name = 'sync:acct'"),
    ).resolves.toMatchObject({ rows: [{ holder: 'B' }] });
    // Given up on close, the lease is free at once.
    await second.close();
    await new Promise((r) => setTimeout(r, leaseMs / 3));
    expect(first.isLeader()).toBe(true);
    for (const leader of [first, other]) await leader.close();
    expect(changes).toEqual([true, false]);
  });
});

it('takes no advisory lock: admission and leadership rest on rows only the app may update', async () => {
  const { url } = freshDatabase();
  await withPool(url, async (pool) => {
    await migrate(pool);
    const leader = postgresLeader(pool, { account: 'acct', leaseMs: 600 });
    await new Promise((r) => setTimeout(r, 200));
    expect(leader.isLeader()).toBe(true);
    const { rows } = await pool.query(
      "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory'",
    );
    expect(rows[0]).toEqual({ n: '0' });
    await leader.close();
  });
});
