// Two server processes (`tsx server/main.ts`) on one Postgres, in front of one fake API that counts
// what it is asked: the fair share holds across both (100 parallel requests of one person split
// across them, quota 60, share 0.25: 15 upstream calls), they start one first pass between them,
// a sign-out on one is refused by the other, and when the sync's leader is killed the other leads.
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../auth/session';
import { USERS } from '../demo/people';
import { startFakeApi, type FakeApi } from '../testing/gateway';
import { freePort, startCluster, type Cluster } from './pg-cluster';
import { ROOT, startServerProcess, until, type ServerProcess } from '../testing/replica-harness';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const [PERSON, OTHER] = USERS.filter((u) => u.active && !u.date_deleted).map((u) => u.email);
const RECORD = /^\/base-host\/contracts\/\d+$/;
const PROBE = '/legacy-host/contracts/?per_page=1';

type Server = ServerProcess;

let cluster: Cluster;
let api: FakeApi;
const servers: Server[] = [];

function answer(req: IncomingMessage, res: ServerResponse) {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const path = req.url ?? '';
  if (path === '/legacy-host/users/') return send(200, { users: USERS });
  // Slow enough that the parallel requests are all in flight together.
  if (RECORD.test(path)) return void setTimeout(() => send(200, { id: path }), 50);
  // Every list the sync reads: "not here" (a 4xx is that read's, the pass goes on and counts it).
  send(404, { error: 'Not found' });
}

async function startServer(name: string, database: string): Promise<Server> {
  const server = await startServerProcess(name, {
    database,
    apiRoot: api.root,
    env: {
      API_DAILY_QUOTA: '60',
      API_CLIENT_SHARE: '0.25',
      SYNC_DAILY_BUDGET: '5',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'viewer',
      SESSION_SECRET: SECRET,
    },
  });
  servers.push(server);
  return server;
}

const sessionOf = (email: string, sid: string) =>
  `viewer_session=${seal(SECRET, { sid, email, exp: Date.now() + 3_600_000 })}`;
const cookie = sessionOf(PERSON!, 'session-of-the-test');
const get = (server: Server, path: string, as = cookie) =>
  fetch(`${server.url}${path}`, { headers: { cookie: as } });

interface Status {
  mirror: { lastPass: { calls: number; outcome: string } | null; currentPass: unknown };
}
const statusOf = async (server: Server) =>
  (await (await get(server, '/api/status')).json()) as Status;

let a: Server;
let b: Server;
beforeAll(async () => {
  cluster = await startCluster();
  cluster.createDatabase('replicas');
  api = await startFakeApi();
  api.override = answer;
  // Started together: each migrates (once between them) and tries for the lead.
  [a, b] = await Promise.all([
    startServer('A', cluster.urlOf('replicas')),
    startServer('B', cluster.urlOf('replicas')),
  ]);
}, 90_000);

afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  await api?.close();
  cluster?.stop();
});

describe('two servers on one Postgres', () => {
  it('make one first pass between them, not two', async () => {
    await until(() => a.ledAt() !== null || b.ledAt() !== null, 10_000);
    const leader = a.ledAt() !== null ? a : b;
    const other = leader === a ? b : a;
    let pass: Status['mirror']['lastPass'] = null;
    const deadline = Date.now() + 20_000;
    while (!pass && Date.now() < deadline) {
      pass = (await statusOf(leader)).mirror.lastPass;
      if (!pass) await new Promise((r) => setTimeout(r, 100));
    }
    expect(pass?.outcome).toMatch(/^(complete|stopped: )/);
    expect(other.ledAt()).toBeNull();
    const otherStatus = await statusOf(other);
    expect(otherStatus.mirror.lastPass).toBeNull();
    expect(otherStatus.mirror.currentPass).toBeNull();
    // The API's own count of the sync's reads: the leader's pass, once. (The users list is read by
    // the pass and by sign-in alike, so it is left out of both counts; every other list a pass
    // reads once, so a second pass would show each twice.)
    const syncReads = api.seen
      .map(({ url }) => url)
      .filter((url) => url !== '/legacy-host/users/' && url !== PROBE && !RECORD.test(url));
    console.log(`first pass: ${pass!.calls} calls (${pass!.outcome}), by ${leader.name} alone`);
    expect(syncReads.length).toBeGreaterThan(2);
    expect(syncReads).toHaveLength(pass!.calls - 1);
    expect(new Set(syncReads).size).toBe(syncReads.length);
  }, 40_000);

  it('answer on one server a page the other fetched, from the cache they share', async () => {
    const other = sessionOf(OTHER!, 'session-of-another');
    const path = '/api/base/contracts/777';
    const first = await get(a, path, other);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-gateway-cache')).toBe('miss');
    const second = await get(b, path, other);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-gateway-cache')).toBe('hit');
    expect(await second.json()).toEqual({ id: '/base-host/contracts/777' });
    expect(api.seen.filter(({ url }) => url === '/base-host/contracts/777')).toHaveLength(1);
  });

  it('hold one person to the share across both: 100 parallel requests, 15 calls upstream', async () => {
    const before = api.seen.filter(({ url }) => RECORD.test(url)).length;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        get(i % 2 === 0 ? a : b, `/api/base/contracts/${900_000 + i}`).then(async (r) => ({
          status: r.status,
          server: i % 2,
          refusal: r.headers.get('x-gateway-refusal'),
          body: await r.text(),
        })),
      ),
    );
    const calls = api.seen.filter(({ url }) => RECORD.test(url)).length - before;
    expect(calls).toBe(15);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(15);
    // Each server alone would have let 15 through: 30 in all.
    console.log(
      `admitted by A: ${ok.filter((r) => r.server === 0).length}, by B: ${ok.filter((r) => r.server === 1).length}`,
    );
    const refused = answers.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.refusal}`))).toEqual(new Set(['429 share']));
    expect(refused[0]!.body).toMatch(/You have caused 15 API requests in 24 hours/);
  }, 30_000);

  it('refuse on one server a session signed out on the other', async () => {
    expect((await get(b, '/auth/me')).status).toBe(200);
    const signOut = await fetch(`${a.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(signOut.status).toBe(303);
    const signedOut = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - signedOut < 1_000) {
      status = (await get(b, '/auth/me')).status;
    }
    expect(status).toBe(401);
    expect((await get(a, '/auth/me')).status).toBe(401);
  });

  it("lead the sync from the other server within seconds of the leader's death", async () => {
    const leader = a.ledAt() !== null ? a : b;
    const other = leader === a ? b : a;
    expect(other.ledAt()).toBeNull();
    const killed = Date.now();
    leader.process.kill('SIGKILL');
    await until(() => other.ledAt() !== null, 10_000);
    const takeover = Date.now() - killed;
    console.log(
      `takeover after ${takeover} ms (DATABASE_LEADER_LEASE_SECONDS=3, the leader killed)`,
    );
    expect(takeover).toBeLessThan(5_000);
  }, 20_000);
});

describe('a server started on a database it cannot use', () => {
  /** Runs the server to its exit; its exit code and what it printed. */
  const run = (database: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', DATA_DIR: ':memory:', DATABASE_URL: database },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('stops with both versions named when the database is newer than the code', async () => {
    cluster.createDatabase('newer');
    cluster.psql('CREATE TABLE schema_version (version integer NOT NULL)', 'newer');
    cluster.psql('INSERT INTO schema_version VALUES (99)', 'newer');
    const { code, output } = await run(cluster.urlOf('newer'));
    expect(code).toBe(2);
    expect(output).toMatch(
      /Configuration error: The database at DATABASE_URL is at schema version 99, newer than this server's \d+/,
    );
  }, 30_000);

  it('stops with what is wrong, and without the password, when the database cannot be reached', async () => {
    const port = await freePort();
    const { code, output } = await run(`postgres://viewer:pa55word@127.0.0.1:${port}/viewer`);
    expect(code).toBe(2);
    expect(output).toMatch(
      /Configuration error: the database at DATABASE_URL cannot be used: the database is unreachable \(.*ECONNREFUSED.*\)/,
    );
    expect(output).not.toContain('pa55word');
  }, 30_000);
});
