// The mirror's Postgres copy against a real Postgres (a throwaway cluster for the file, a fresh
// database per test) and the demo API: the leader publishes, a second mirror follows, a new leader
// resumes a pass from the shared cursor, an outage only delays publishing, the report role reads
// and cannot write, and a database newer than the code is refused.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../demo/index';
import type { GatewayDb } from '../../gateway/database';
import { matchEndpoint } from '../../gateway/endpoints';
import { appUpstream, type Upstream } from '../../gateway/upstream';
import { clusterForFile } from '../../store/pg-cluster';
import { createMirrorAnswers } from '../answer';
import { mirrorHarness } from '../../testing/mirror';
import { createReportRole } from './report-role';
import { CHILD_TABLES, RECORD_TABLES } from '../tables';
import { MIRROR_SCHEMA_VERSION, migrateMirrorSchema } from './schema';

const { cluster, freshDatabase } = clusterForFile('mirror');
const open: { stop: () => Promise<void> }[] = [];
const clients: pg.Client[] = [];

afterEach(async () => {
  for (const item of open.splice(0)) await item.stop();
  for (const client of clients.splice(0)) await client.end().catch(() => undefined);
});

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // A connection the test cuts off (Postgres "down") must not end the test run.
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

type Harness = ReturnType<typeof mirrorHarness>;
/** A mirror with its Postgres copy, stopped after the test. */
function harness(options: Parameters<typeof mirrorHarness>[0]): Harness & {
  postgres: NonNullable<Harness['postgres']>;
} {
  const made = mirrorHarness(options);
  if (!made.postgres) throw new Error('no Postgres copy');
  open.push(made.postgres);
  return made as Harness & { postgres: NonNullable<Harness['postgres']> };
}

const TABLES = [...RECORD_TABLES, ...CHILD_TABLES].map((t) => t.name);
const localCount = (db: GatewayDb, table: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
async function pgCount(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(rows[0]!.n);
}
/**
 * Every row of a local table, in key order (the follower's copy must equal the leader's). `data`
 * parsed: Postgres holds it as jsonb, which keeps the record, not its text's key order.
 */
const localRows = (db: GatewayDb, table: string) =>
  (db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all() as Record<string, unknown>[]).map(
    (row) => ('data' in row ? { ...row, data: JSON.parse(row.data as string) as unknown } : row),
  );

/** The demo with a hook on every request. */
function demoWith(
  demo: ReturnType<typeof createDemoApi>,
  hook: (path: string, query: string) => Response | null = () => null,
): Upstream {
  const upstream = appUpstream(demo.app);
  return async (request) => hook(request.path, request.query) ?? upstream(request);
}

/** Deletes the newest insertion in the demo (its whole list is made again). */
function deleteNewestInsertion(demo: ReturnType<typeof createDemoApi>): number {
  const id = demo.db.prepare('SELECT max(id) FROM insertions').pluck().get() as number;
  demo.db.prepare('DELETE FROM insertions WHERE id = ?').run(id);
  const version = demo.db.pragma('user_version', { simple: true }) as number;
  demo.db.pragma(`user_version = ${version + 1}`);
  return id;
}

/** Pays the newest unpaid invoice in the demo (a short pass reads it and logs a change). */
function payNewestInvoice(demo: ReturnType<typeof createDemoApi>): number {
  const newest = demo.db
    .prepare(
      `SELECT id, json FROM invoices WHERE json LIKE '%"status":"Unpaid"%' ORDER BY id DESC LIMIT 1`,
    )
    .get() as { id: number; json: string };
  demo.db
    .prepare('UPDATE invoices SET json = ? WHERE id = ?')
    .run(newest.json.replace('"status":"Unpaid"', '"status":"Paid"'), newest.id);
  return newest.id;
}

/** A fresh database, the demo, and a leader that made a full pass and published it. */
async function publishedLeader() {
  const database = freshDatabase();
  const demo = createDemoApi({ scale: 1, contractList: true });
  const leader = harness({ upstream: demoWith(demo), databaseUrl: database.url });
  await leader.postgres.ready;
  expect((await leader.sync.start('full')).outcome).toBe('complete');
  const started = performance.now();
  const published = await leader.postgres.publish();
  return { ...database, demo, leader, published, ms: performance.now() - started };
}

describe('publishing (the sync leader)', () => {
  it('copies a full pass to typed tables, then drops a record no longer listed and sends the changes', async () => {
    const { url, demo, leader, published, ms } = await publishedLeader();
    console.log(
      `published a full pass of the demo (scale 1): ${published} entries in ${ms.toFixed(0)} ms`,
    );
    const client = await connect(url);
    for (const table of [...TABLES, 'changes', 'mirror_streams']) {
      expect([table, await pgCount(client, table)]).toEqual([table, localCount(leader.db, table)]);
    }
    expect(localCount(leader.db, 'insertions')).toBeGreaterThan(1000);
    expect(leader.postgres.status()).toMatchObject({ role: 'leader', behind: 0, problem: null });

    // Typed as a reporting tool reads them.
    const local = leader.db
      .prepare(
        `SELECT c.id, c.total, c.is_proposal, c.date_created, i.date_due, i.id AS invoice
         FROM contracts c JOIN invoices i ON i.contract_id = c.id ORDER BY c.id DESC LIMIT 1`,
      )
      .get() as Record<string, number | string>;
    const { rows } = await client.query(
      `SELECT c.total, pg_typeof(c.total)::text AS money, c.is_proposal,
         to_char(c.date_created, 'YYYY-MM-DD HH24:MI:SS') AS created,
         pg_typeof(c.date_created)::text AS created_type, c.data->>'id' AS data_id,
         pg_typeof(c.data)::text AS data_type, i.date_due::text AS due,
         pg_typeof(i.date_due)::text AS due_type
       FROM contracts c, invoices i WHERE c.id = $1 AND i.id = $2`,
      [local.id, local.invoice],
    );
    expect(rows[0]).toEqual({
      total: String(local.total),
      money: 'numeric',
      is_proposal: local.is_proposal === 1,
      created: local.date_created,
      created_type: 'timestamp without time zone',
      data_id: String(local.id),
      data_type: 'jsonb',
      due: local.date_due,
      due_type: 'date',
    });

    // An insertion deleted in MediaOS: the next read of the whole list drops it, here and there.
    const gone = deleteNewestInsertion(demo);
    const paid = payNewestInvoice(demo);
    expect((await leader.sync.start('short')).outcome).toBe('complete');
    expect(localCount(leader.db, 'insertions')).toBe(demo.stats.insertions - 1);
    expect(leader.postgres.status().behind).toBeGreaterThan(0);
    await leader.postgres.publish();
    const held = await client.query('SELECT id FROM insertions WHERE id = $1', [gone]);
    expect(held.rowCount).toBe(0);
    const schedule = await client.query('SELECT 1 FROM schedule_entries WHERE insertion_id = $1', [
      gone,
    ]);
    expect(schedule.rowCount).toBe(0);
    expect(await pgCount(client, 'insertions')).toBe(localCount(leader.db, 'insertions'));
    const tomb = await client.query("SELECT id FROM mirror_tombstones WHERE tbl = 'insertions'");
    expect(tomb.rows).toEqual([{ id: String(gone) }]);
    const changes = await client.query(
      `SELECT record, record_id, kind, after FROM changes WHERE record = 'invoice'`,
    );
    expect(changes.rows).toContainEqual({
      record: 'invoice',
      record_id: String(paid),
      kind: 'paid',
      after: 'Paid',
    });
    const status = await client.query('SELECT status FROM invoices WHERE id = $1', [paid]);
    expect(status.rows).toEqual([{ status: 'Paid' }]);
  }, 60_000);

  it('empties Postgres on a change of account, as the local tables are emptied', async () => {
    const { url } = freshDatabase();
    const one = harness({ databaseUrl: url, account: 'one' });
    await one.postgres.ready;
    await one.sync.start('full');
    await one.postgres.publish();
    const client = await connect(url);
    expect(await pgCount(client, 'contracts')).toBeGreaterThan(0);
    // A follower of another account does not take these rows.
    const other = harness({ databaseUrl: url, account: 'two', isLeader: () => false });
    const report = await other.postgres.pull();
    expect(report.problem).toMatch(/another account/);
    expect(localCount(other.db, 'contracts')).toBe(0);
    // The leader, now pointed at account two, empties them.
    const two = harness({ databaseUrl: url, account: 'two' });
    await two.postgres.publish();
    expect(await pgCount(client, 'contracts')).toBe(0);
    expect(await pgCount(client, 'changes')).toBe(0);
    const account = await client.query("SELECT value FROM mirror_meta WHERE key = 'account'");
    expect(account.rows).toEqual([{ value: 'two' }]);
  }, 60_000);
});

describe('following (the other servers)', () => {
  it('copies the same rows, and its answers and status are the same as the leader’s', async () => {
    const { url, demo, leader } = await publishedLeader();
    // The follower's gateway would fail any upstream read: it answers from its copy alone.
    const follower = harness({
      databaseUrl: url,
      isLeader: () => false,
      upstream: async () => {
        throw new Error('a follower read upstream');
      },
    });
    const started = performance.now();
    const first = await follower.postgres.pull();
    console.log(
      `a follower's first pull: ${first.rows} rows in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(first.problem).toBeNull();
    expect(first.rows).toBeGreaterThan(2000);
    const same = () => {
      for (const table of [...TABLES, 'mirror_streams']) {
        expect([table, localRows(follower.db, table)]).toEqual([
          table,
          localRows(leader.db, table),
        ]);
      }
    };
    same();
    expect(follower.sync.status().resources).toEqual(leader.sync.status().resources);
    expect(follower.sync.status().lastPass).toEqual(leader.sync.status().lastPass);

    // A drop and a change on the leader reach the follower at its next pull.
    const gone = deleteNewestInsertion(demo);
    const paid = payNewestInvoice(demo);
    await leader.sync.start('short');
    await leader.postgres.publish();
    const second = await follower.postgres.pull();
    expect(second.dropped).toBe(1);
    expect(follower.db.prepare('SELECT id FROM insertions WHERE id = ?').get(gone)).toBeUndefined();
    same();
    expect(follower.mirror.changes.since(0)).toEqual(leader.mirror.changes.since(0));
    expect(follower.mirror.changes.since(0).map((c) => [c.id, c.kind])).toContainEqual([
      paid,
      'paid',
    ]);
    // The answers the gateway gives from each copy, byte for byte (the API's own text).
    const leaderAnswers = createMirrorAnswers(leader.db);
    const followerAnswers = createMirrorAnswers(follower.db);
    const contractId = leader.db
      .prepare('SELECT contract_id FROM invoices WHERE id = ?')
      .pluck()
      .get(paid) as number;
    for (const [path, query] of [
      ['/base/invoices/', 'page=2&per_page=50&sort_by=total&sort_order=desc'],
      ['/base/insertions/', `contract_id=${contractId}`],
      [`/base/contracts/${contractId}`, ''],
      ['/base/products/', ''],
    ] as const) {
      const match = matchEndpoint(path, query)!;
      const expected = leaderAnswers(match, 0);
      expect([path, expected === null]).toEqual([path, false]);
      expect([path, followerAnswers(match, 0)]).toEqual([path, expected]);
    }
    // Nothing the follower copied waits to be published by it.
    expect(follower.postgres.status()).toMatchObject({ role: 'follower', behind: 0 });
  }, 60_000);
});

describe('the loop', () => {
  it('publishes on its own as the leader, and a follower pulls on its own every few seconds', async () => {
    const { url } = freshDatabase();
    const leader = harness({ databaseUrl: url, postgresLoop: true });
    const follower = harness({
      databaseUrl: url,
      isLeader: () => false,
      postgresLoop: true,
      followSeconds: 0.2,
    });
    await leader.sync.start('full');
    // Up to 40 s: publishing a pass takes about 1 s alone, many under the whole suite's load.
    const caughtUp = async () => {
      for (let i = 0; i < 400; i++) {
        const invoices = localCount(follower.db, 'invoices');
        // The follower can copy a publish's first batches while the leader writes its last.
        const published = leader.postgres.status().publishedAt !== null;
        if (published && invoices > 0 && invoices === localCount(leader.db, 'invoices')) {
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await caughtUp()).toBe(true);
    expect(follower.postgres.status().pulledAt).not.toBeNull();
    expect(leader.postgres.status().publishedAt).not.toBeNull();
  }, 60_000);
});

describe('a new leader', () => {
  it('finishes a pass the old leader stopped midway, from the shared cursor', async () => {
    const { url } = freshDatabase();
    const demo = createDemoApi({ scale: 1, contractList: true });
    const listPage = (path: string) => path.startsWith('/invoices') && !/\/invoices\/\d/.test(path);
    // The old leader stops at the third page of invoices (it dies there).
    const old = harness({
      databaseUrl: url,
      upstream: demoWith(demo, (path, query) =>
        listPage(path) && query.includes('page=3')
          ? new Response('{"error":"gone"}', { status: 500 })
          : null,
      ),
    });
    await old.postgres.ready;
    expect((await old.sync.start('full')).outcome).toMatch(/^stopped/);
    await old.postgres.publish();

    let leading = false;
    const pages: string[] = [];
    const next = harness({
      databaseUrl: url,
      isLeader: () => leading,
      upstream: demoWith(demo, (path, query) => {
        pages.push(`${path}?${query}`);
        return null;
      }),
    });
    await next.postgres.pull();
    leading = true;
    const report = await next.sync.start('full');
    expect(report.outcome).toBe('complete');
    const invoicePages = Math.ceil((demo.stats.invoices + 1) / 100);
    // Invoices from page 3 on; products, users, references and insertions not read again.
    expect(pages.filter((p) => listPage(p)).length).toBe(invoicePages - 2);
    expect(pages.some((p) => p.startsWith('/insertions'))).toBe(false);
    const whole = mirrorHarness({ upstream: demoWith(demo) });
    const full = await whole.sync.start('full');
    expect(report.calls).toBeLessThan(full.calls);
    await next.postgres.publish();
    const client = await connect(url);
    expect(await pgCount(client, 'invoices')).toBe(demo.stats.invoices);
    expect(await pgCount(client, 'contracts')).toBe(demo.stats.contracts);
    const pass = await client.query("SELECT value FROM mirror_meta WHERE key = 'pass'");
    expect(pass.rowCount).toBe(0);
  }, 60_000);
});

describe('Postgres down', () => {
  it('the local mirror goes on; publishing catches up when Postgres is back', async () => {
    const { name, url, demo, leader } = await publishedLeader();
    const paid = payNewestInvoice(demo);
    expect((await leader.sync.start('short')).outcome).toBe('complete');
    const localStatus = () =>
      leader.db.prepare('SELECT status FROM invoices WHERE id = ?').pluck().get(paid);
    expect(localStatus()).toBe('Paid');
    // Postgres goes away in the middle of a batch: held on a lock, then cut off.
    const blocker = await connect(url);
    await blocker.query('BEGIN');
    await blocker.query(`LOCK TABLE ${TABLES.join(', ')} IN ACCESS EXCLUSIVE MODE`);
    const publishing = leader.postgres.publish();
    const waiting = () =>
      Number(
        cluster().psql(
          `SELECT count(*) FROM pg_stat_activity WHERE datname = '${name}' AND wait_event_type = 'Lock'`,
        ),
      );
    for (let i = 0; i < 100 && waiting() === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(waiting()).toBe(1);
    cluster().psql(
      `ALTER DATABASE ${name} ALLOW_CONNECTIONS false;
       SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}';`,
    );
    await expect(publishing).rejects.toThrow(/terminat/);
    await expect(leader.postgres.publish()).rejects.toThrow(/not currently accepting connections/);
    const down = leader.postgres.status();
    expect(down.behind).toBeGreaterThan(0);
    expect(down.problem).toMatch(/Postgres publishing failed/);
    expect(leader.status()).toMatchObject({ mirror: { postgres: { problem: down.problem } } });
    // The local mirror still takes what the API sends (a product renamed, read for a page).
    const products = (await (
      await demo.app.fetch(new Request('http://demo.invalid/base/products/'))
    ).json()) as { id: number; name: string }[];
    products[0]!.name = 'Renamed while Postgres was down';
    const ingested = await leader.mirror.ingest(
      matchEndpoint('/base/products/', '')!,
      Buffer.from(JSON.stringify(products)),
    );
    expect(ingested?.kept).toBe(products.length);

    cluster().psql(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await leader.postgres.publish();
    expect(leader.postgres.status()).toMatchObject({ behind: 0, problem: null });
    const client = await connect(url);
    const status = await client.query('SELECT status FROM invoices WHERE id = $1', [paid]);
    expect(status.rows).toEqual([{ status: 'Paid' }]);
    const renamed = await client.query('SELECT name FROM products WHERE id = $1', [
      products[0]!.id,
    ]);
    expect(renamed.rows).toEqual([{ name: 'Renamed while Postgres was down' }]);
    // Every row as the local mirror last wrote it, the batch cut off included.
    const { rows } = await client.query<{ id: string; at: string }>(
      `SELECT id, round(extract(epoch FROM updated_at) * 1000) AS at FROM insertions ORDER BY id`,
    );
    expect(rows.map((r) => [Number(r.id), Number(r.at)])).toEqual(
      leader.db.prepare('SELECT id, updated_at FROM insertions ORDER BY id').raw().all(),
    );
  }, 60_000);
});

describe('the report role', () => {
  it('reads the mirror’s tables and cannot write them nor read the gateway’s', async () => {
    const { name, url, leader } = await publishedLeader();
    // The gateway's own tables, before and after the role is made.
    cluster().psql('CREATE TABLE ledger (at bigint); INSERT INTO ledger VALUES (1)', name);
    const admin = await connect(url);
    await expect(createReportRole(admin, 'Bad Name', 'long enough secret')).rejects.toThrow(
      /not a role name/,
    );
    await expect(createReportRole(admin, 'postgres', 'long enough secret')).rejects.toThrow(
      /not a reporting role/,
    );
    const { leftToDo } = await createReportRole(admin, 'metabase', 'long enough secret');
    // The cluster's other databases are PUBLIC's to connect to: only their owner can change that.
    expect(leftToDo).toContain('REVOKE CONNECT, TEMPORARY ON DATABASE "postgres" FROM PUBLIC;');
    expect(leftToDo.join()).not.toContain(name);
    expect(cluster().psql("SELECT rolconnlimit FROM pg_roles WHERE rolname = 'metabase'")).toBe(
      '5\n',
    );
    cluster().psql('CREATE TABLE cache (key text); INSERT INTO cache VALUES ($$k$$)', name);
    const reports = await connect(
      `postgres://metabase:${encodeURIComponent('long enough secret')}@127.0.0.1:${cluster().port}/${name}`,
    );
    for (const table of ['contracts', 'invoices', 'insertions', 'schedule_entries', 'changes']) {
      const { rows } = await reports.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`);
      expect([table, Number(rows[0]!.n)]).toEqual([table, localCount(leader.db, table)]);
    }
    for (const sql of [
      "INSERT INTO contracts (id, advertiser_id, is_proposal, total, from_record, data, wire, seen, updated_at) VALUES (1, 1, false, 1, false, '{}', '{}', 0, now())",
      'UPDATE invoices SET total = 0',
      'DELETE FROM insertions',
      'SELECT * FROM ledger',
      'SELECT * FROM cache',
    ]) {
      await expect(reports.query(sql), sql).rejects.toThrow(/permission denied|read-only/);
    }
    // Bounded: its statements, lock waits and idle transactions end; no temporary tables.
    const { rows } = await reports.query(
      `SELECT current_setting('statement_timeout') AS statement,
         current_setting('lock_timeout') AS lock,
         current_setting('idle_in_transaction_session_timeout') AS idle,
         has_database_privilege(current_database(), 'TEMPORARY') AS temp`,
    );
    expect(rows[0]).toEqual({ statement: '1min', lock: '5s', idle: '1min', temp: false });
    // Its sessions are read-only by default; without that, the privilege alone refuses it.
    await reports.query('SET default_transaction_read_only = off');
    await expect(reports.query('CREATE TEMP TABLE scratch (x integer)')).rejects.toThrow(
      /permission denied/,
    );
  }, 60_000);
});

describe('migrations', () => {
  it('run once when two servers start together, and a database newer than the code is refused', async () => {
    const { url } = freshDatabase();
    const [a, b] = [await connect(url), await connect(url)];
    await Promise.all([migrateMirrorSchema(a), migrateMirrorSchema(b)]);
    const { rows } = await a.query('SELECT version FROM mirror_schema_version');
    expect(rows).toEqual([{ version: MIRROR_SCHEMA_VERSION }]);
    await a.query('INSERT INTO mirror_schema_version (version) VALUES ($1)', [
      MIRROR_SCHEMA_VERSION + 1,
    ]);
    const server = harness({ databaseUrl: url });
    await expect(server.postgres.ready).rejects.toThrow(
      `mirror tables are at version ${MIRROR_SCHEMA_VERSION + 1}, newer than this server's ${MIRROR_SCHEMA_VERSION}`,
    );
    expect(server.postgres.status().problem).toMatch(/newer than this server/);
    // The local mirror is untouched by it.
    expect((await server.sync.start('full')).outcome).toBe('complete');
  }, 60_000);
});
