// Migrations at start-up: a fresh database gets the schema, two servers starting together migrate
// it once, and a database migrated by newer code is refused with both versions named. The sync's
// leader lock: one leader among servers; when its connection goes, another takes over.
import pg from 'pg';
import { expect, it } from 'vitest';
import { postgresLeader } from './leader';
import { LOCKS, migrate, MIGRATIONS, SchemaTooNewError } from './migrations';
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
      'ledger',
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

it('has one leader; when its connection goes, another takes over within the retry', async () => {
  const { name, url } = freshDatabase();
  const retryMs = 200;
  const leaders = [0, 1].map(() => postgresLeader(url, { account: 'acct', retryMs }));
  const changes: boolean[] = [];
  leaders[1]!.onChange((leading) => changes.push(leading));
  await new Promise((r) => setTimeout(r, 500));
  expect(leaders.map((l) => l.isLeader()).filter(Boolean)).toHaveLength(1);
  const [first, second] = leaders[0]!.isLeader() ? leaders : [leaders[1]!, leaders[0]!];
  // A listener added once the lock is held hears it at once.
  const late: boolean[] = [];
  first!.onChange((leading) => late.push(leading));
  expect(late).toEqual([true]);
  // Another account's sync has a lock of its own.
  const other = postgresLeader(url, { account: 'other', retryMs });
  await new Promise((r) => setTimeout(r, 300));
  expect(other.isLeader()).toBe(true);
  // The leader's connection killed from the server's side, as when its process dies.
  const killed = Date.now();
  cluster().psql(
    "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted " +
      `AND pid <> pg_backend_pid() AND classid = ${LOCKS.leader} AND objid = hashtext('acct')::oid`,
    name,
  );
  while (!second!.isLeader() && Date.now() - killed < 5_000) {
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(second!.isLeader()).toBe(true);
  expect(Date.now() - killed).toBeLessThan(3 * retryMs + 500);
  expect(first!.isLeader()).toBe(false);
  for (const leader of [...leaders, other]) await leader.close();
  expect(changes).toContain(true);
  expect(late).toEqual([true, false]);
});
