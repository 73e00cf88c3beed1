// Server processes on one Postgres, against what production does to them: a reporting login (made
// by `npm run db:report-role`) holding every advisory lock it can see, a leader stopped with
// SIGSTOP in the middle of a pass, a new replica whose copy is behind, and Postgres stopped and
// started under load. The figures (takeover after a hang, the outage's answers) are printed.
import { spawnSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountOf } from '../gateway/account';
import { createDemoApi } from '../demo/index';
import { startFakeApi, type FakeApi } from '../testing/gateway';
import { startCluster, type Cluster } from './pg-cluster';
import { ROOT, startServerProcess, until, type ServerProcess } from '../testing/replica-harness';

const DB = 'faults';
const LEASE_SECONDS = 3;
const demo = createDemoApi({ scale: 1, contractList: true });
const INVOICE_LIST = /^\/base-host\/invoices\/?\?/;
/** Contract ids the API does not know: each read is an upstream call (the ledger's), a 404. */
let unknownId = 990_000;

let cluster: Cluster;
let api: FakeApi;
const servers: ServerProcess[] = [];
let A: ServerProcess;
let B: ServerProcess;
let C: ServerProcess;

/** The demo's answer, each page of the invoice list slow, so a pass can be caught in it. */
function answer(req: IncomingMessage, res: ServerResponse) {
  const url = (req.url ?? '')
    .replace(/^\/base-host/, '/base')
    .replace(/^\/legacy-host/, '/secondary');
  void (async () => {
    if (INVOICE_LIST.test(req.url ?? '')) await new Promise((r) => setTimeout(r, 1_000));
    const response = await demo.app.fetch(new Request(`http://demo.invalid${url}`));
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  })();
}

const start = async (name: string) => {
  const server = await startServerProcess(name, {
    database: cluster.urlOf(DB),
    apiRoot: api.root,
    env: {
      AUTH_MODE: 'none',
      SYNC_DAILY_BUDGET: '1000',
      DATABASE_LEADER_LEASE_SECONDS: String(LEASE_SECONDS),
    },
  });
  servers.push(server);
  return server;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function eventually(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms: ${what}`);
    await sleep(100);
  }
}
/** An uncached read: the ledger admits it before the API is asked. */
const uncached = (server: ServerProcess) =>
  fetch(`${server.url}/api/base/contracts/${unknownId++}`, { signal: AbortSignal.timeout(30_000) });
const metric = async (server: ServerProcess, name: string) =>
  Number(
    new RegExp(`^${name} (\\S+)$`, 'm').exec(
      await (await fetch(`${server.url}/metrics`)).text(),
    )?.[1],
  );

beforeAll(async () => {
  cluster = await startCluster();
  cluster.createDatabase(DB);
  api = await startFakeApi();
  api.override = answer;
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.process.kill('SIGCONT');
    server.process.kill('SIGKILL');
  }
  await api?.close();
  cluster?.stop();
});

it('a reporting login holding every advisory lock it can see does not slow an uncached call', async () => {
  A = await start('A');
  await until(
    () => A.ledAt() !== null,
    15_000,
    () => A.logs.join('\n'),
  );
  const password = 'a reporting password';
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/db-report-role.ts', 'reports'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: cluster.urlOf(DB), REPORT_PASSWORD: password },
      encoding: 'utf8',
    },
  );
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toMatch(/REVOKE CONNECT, TEMPORARY ON DATABASE "postgres" FROM PUBLIC/);
  const reports = new pg.Client({
    connectionString: `postgres://reports:${encodeURIComponent(password)}@127.0.0.1:${cluster.port}/${DB}`,
  });
  await reports.connect();
  reports.on('error', () => undefined);
  // Its sessions are read-only by default; without that, the privileges alone refuse it.
  await reports.query('SET default_transaction_read_only = off');
  // What the app locks, the reporting login may not.
  for (const sql of [
    "SELECT * FROM ledger_accounts WHERE account = 'x' FOR UPDATE",
    "UPDATE leases SET expires_at = now() + interval '1 day'",
    'BEGIN; LOCK TABLE schema_version IN EXCLUSIVE MODE',
  ]) {
    await expect(reports.query(sql), sql).rejects.toThrow(/permission denied/);
    await reports.query('ROLLBACK');
  }
  // The keys the app used to lock (migrations, the ledger, the leader), and whatever pg_locks
  // shows, taken again and again while the calls run.
  const account = accountOf({
    mode: 'proxy',
    baseUrl: `${api.root}/base-host`,
    secondaryBaseUrl: `${api.root}/legacy-host`,
    apiKey: 'key-0123456789',
  });
  const held: string[] = [];
  for (const sql of [
    'SELECT pg_try_advisory_lock(41001) AS got',
    'SELECT pg_try_advisory_lock(4112041) AS got',
    `SELECT pg_try_advisory_lock(41002, hashtext('${account}')) AS got`,
    `SELECT pg_try_advisory_lock(41003, hashtext('${account}')) AS got`,
  ]) {
    // Tried until taken (an admission may hold a key for a moment).
    for (let tries = 0; tries < 100; tries++) {
      if ((await reports.query<{ got: boolean }>(sql)).rows[0]!.got) {
        held.push(sql);
        break;
      }
      await sleep(20);
    }
  }
  expect(held).toHaveLength(4);
  let grabbing = true;
  const grab = (async () => {
    while (grabbing) {
      const { rows } = await reports.query<{ classid: number; objid: number; objsubid: number }>(
        "SELECT classid::int8, objid::int8, objsubid FROM pg_locks WHERE locktype = 'advisory' AND pid <> pg_backend_pid()",
      );
      for (const { classid, objid, objsubid } of rows) {
        const sql =
          objsubid === 2
            ? 'SELECT pg_try_advisory_lock($1::int8::bit(32)::int4, $2::int8::bit(32)::int4)'
            : 'SELECT pg_try_advisory_lock(($1::int8 << 32) | $2::int8)';
        await reports.query(sql, [classid, objid]);
        held.push(`${classid}/${objid}`);
      }
      await sleep(20);
    }
  })();
  let took: number;
  let answers: Response[];
  try {
    const began = Date.now();
    answers = await Promise.all(Array.from({ length: 8 }, () => uncached(A)));
    took = Date.now() - began;
  } finally {
    grabbing = false;
    await grab.catch(() => undefined);
    await reports.end();
  }
  console.log(`8 parallel uncached calls under the reporting login's locks: ${took} ms`);
  expect(answers.map((r) => r.status)).toEqual(Array(8).fill(404));
  expect(took).toBeLessThan(3_000);
  // Every connection of the app is named.
  const names = cluster.psql(
    `SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = '${DB}' AND usename = 'postgres' AND pid <> pg_backend_pid()`,
    DB,
  );
  expect(names.trim().split('\n')).toEqual(['adsales-viewer']);
}, 90_000);

it('a leader stopped with SIGSTOP is replaced within the lease and stops its pass when it wakes', async () => {
  B = await start('B');
  const publishedCursor = () =>
    Number(cluster.psql("SELECT cursor FROM mirror_streams WHERE stream = 'invoices'", DB) || 0);
  // The leader is in the invoice list, reading a page a second.
  await until(() => publishedCursor() >= 2, 60_000);
  expect(B.ledAt()).toBeNull();
  A.process.kill('SIGSTOP');
  const stopped = Date.now();
  await until(
    () => B.ledAt() !== null,
    10_000,
    () => B.logs.join('\n'),
  );
  const takeover = Date.now() - stopped;
  console.log(
    `takeover after a hang: ${takeover} ms (DATABASE_LEADER_LEASE_SECONDS=${LEASE_SECONDS})`,
  );
  expect(takeover).toBeLessThan(LEASE_SECONDS * 1000);
  await sleep(Math.max(0, 6_000 - takeover));
  A.process.kill('SIGCONT');
  const woke = Date.now();
  await until(
    () => A.logs.some((l) => l.includes('this server no longer leads the sync')),
    5_000,
    () => A.logs.join('\n'),
  );
  // Its pass stops at its next page (the one in flight when it was stopped answers first).
  await eventually(
    async () => {
      const status = (await (await fetch(`${A.url}/api/status`)).json()) as {
        mirror: { currentPass: unknown };
      };
      return status.mirror.currentPass === null;
    },
    5_000,
    "the woken leader's pass to stop",
  );
  console.log(`the woken leader stopped its pass within ${Date.now() - woke} ms`);
  expect(await metric(A, 'mirror_sync_leader')).toBe(0);
  expect(await metric(B, 'mirror_sync_leader')).toBe(1);
  expect(cluster.psql('SELECT holder FROM leases', DB)).toContain(`:${B.process.pid}:`);
}, 120_000);

it('a new replica is not ready before its copy has caught up with what the leader published', async () => {
  // The shared copy held back (a lock as a long migration would take): the new server's pull waits.
  const blocker = new pg.Client({ connectionString: cluster.urlOf(DB) });
  await blocker.connect();
  blocker.on('error', () => undefined);
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE mirror_meta IN ACCESS EXCLUSIVE MODE');
  // What was published before the new server started is in its first pull (taken later).
  const published = Number(cluster.psql('SELECT count(*) FROM invoices', DB));
  C = await start('C');
  for (let i = 0; i < 5; i++) {
    const ready = await fetch(`${C.url}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.text();
    expect(body).toMatch(/not yet caught up with what the sync's leader has published/);
    expect(body).not.toContain('127.0.0.1');
    await sleep(500);
  }
  await blocker.query('COMMIT');
  await blocker.end();
  await eventually(async () => (await fetch(`${C.url}/readyz`)).status === 200, 30_000, 'ready');
  const rows = async () =>
    (
      (await (await fetch(`${C.url}/api/status`)).json()) as {
        mirror: { resources: Record<string, { rows: number }> };
      }
    ).mirror.resources.invoices!.rows;
  expect(published).toBeGreaterThan(0);
  expect(await rows()).toBeGreaterThanOrEqual(published);
}, 90_000);

it('Postgres stopped and started under load: 503 JSON saying so (never 500 or 429), then recovers', async () => {
  // A record read through one server is a hit on the others (the shared cache), and each keeps
  // it in its own copy too.
  const record = `/api/base/contracts/${demo.db.prepare('SELECT max(id) FROM contracts').pluck().get() as number}`;
  const sources = [];
  for (const server of [A, B, C]) {
    const response = await fetch(`${server.url}${record}`);
    expect(response.status).toBe(200);
    sources.push(response.headers.get('x-gateway-cache'));
  }
  expect(sources).toEqual(['miss', 'hit', 'hit']);
  type Phase = 'before' | 'during' | 'after';
  let phase: Phase = 'before';
  const seen: { phase: Phase; what: string; status: number; body: string }[] = [];
  let loading = true;
  const ask = async (server: ServerProcess, what: string, path: string) => {
    const response =
      what === 'uncached'
        ? await uncached(server)
        : await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(30_000) });
    seen.push({ phase, what, status: response.status, body: await response.text() });
  };
  const load = (async () => {
    while (loading) {
      await Promise.all(
        [A, B, C].flatMap((server) => [
          ask(server, 'uncached', ''),
          ask(server, 'held record', record),
          ask(server, 'status', '/api/status'),
          ask(server, 'capabilities', '/api/capabilities'),
          ask(server, 'readyz', '/readyz'),
          ask(server, 'livez', '/livez'),
          ask(server, 'page', '/contracts'),
        ]),
      );
      await sleep(100);
    }
  })();
  await sleep(2_000);
  phase = 'during';
  cluster.pause();
  await sleep(8_000);
  phase = 'after';
  cluster.resume();
  const resumed = Date.now();
  await eventually(
    async () => {
      const answers = await Promise.all([A, B, C].map((s) => uncached(s)));
      return answers.every((r) => r.status === 404);
    },
    20_000,
    'uncached calls answered again',
  ).catch((error: Error) => {
    for (const s of [A, B, C])
      console.log(s.name, s.process.exitCode, s.logs.slice(-15).join('\n'));
    throw error;
  });
  const recovery = Date.now() - resumed;
  await eventually(
    async () =>
      (await Promise.all([A, B, C].map((s) => fetch(`${s.url}/readyz`)))).every(
        (r) => r.status === 200,
      ),
    20_000,
    'ready again',
  );
  loading = false;
  await load;

  const counts: Record<string, Record<string, number>> = {};
  for (const { phase: p, what, status } of seen) {
    const key = `${p} ${what}`;
    counts[key] ??= {};
    counts[key][status] = (counts[key][status] ?? 0) + 1;
  }
  console.log(`the outage's answers by status: ${JSON.stringify(counts)}; recovery ${recovery} ms`);
  expect(seen.filter((s) => s.status === 500 || s.status === 429)).toEqual([]);
  const during = seen.filter((s) => s.phase === 'during');
  const of = (what: string) => during.filter((s) => s.what === what);
  // Calls that need the ledger: 503 with a JSON error that says why, no address.
  const needLedger = of('uncached').filter((s) => s.status !== 404);
  expect(needLedger.length).toBeGreaterThan(0);
  for (const s of needLedger) {
    expect(s.status).toBe(503);
    expect(JSON.parse(s.body).error).toMatch(/the database is unreachable/);
  }
  // What each replica holds answers from its own copy; the status and capabilities answer.
  expect(new Set(of('held record').map((s) => s.status))).toEqual(new Set([200]));
  expect(new Set(of('page').map((s) => s.status))).toEqual(new Set([200]));
  expect(new Set(of('capabilities').map((s) => s.status))).toEqual(new Set([200]));
  expect(new Set(of('status').map((s) => s.status))).toEqual(new Set([200]));
  expect(of('status').some((s) => /the database is unreachable/.test(s.body))).toBe(true);
  expect(of('capabilities').some((s) => /the database is unreachable/.test(s.body))).toBe(true);
  // /livez: the process alone answers it, never the database.
  expect(new Set(of('livez').map((s) => s.status))).toEqual(new Set([200]));
  // /readyz: not ready, without the database's address.
  expect(of('readyz').some((s) => s.status === 503)).toBe(true);
  for (const s of of('readyz')) expect(s.body).not.toMatch(/127\.0\.0\.1|ECONN/);
  expect(recovery).toBeLessThan(10_000);
}, 120_000);
