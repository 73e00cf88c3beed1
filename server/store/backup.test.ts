// The SQLite store's backup and restore (scripts/store-backup.ts): a backup taken while a server
// runs, restored into a fresh DATA_DIR, lets a new server answer the same records (the API now
// broken, so only the restored store can) and count the same quota.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '../testing/gateway';
import { ROOT, startServerProcess, type ServerProcess } from '../testing/replica-harness';

const dir = mkdtempSync(join(tmpdir(), 'store-backup-'));
const servers: ServerProcess[] = [];
let api: FakeApi | null = null;
afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The script as an operator runs it, on DATA_DIR; its exit code and what it printed. */
function storeCommand(dataDir: string, command: string, file: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/store-backup.ts', command, file],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  return { code: run.status, output: run.stdout + run.stderr };
}

async function start(name: string, dataDir: string) {
  const server = await startServerProcess(name, {
    database: '',
    apiRoot: api!.root,
    env: { DATA_DIR: dataDir, SYNC_DAILY_BUDGET: '0', LOG_LEVEL: 'warn' },
  });
  servers.push(server);
  return server;
}

const read = async (server: ServerProcess, path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.text() };
};
const quotaUsed = async (server: ServerProcess) =>
  ((await (await fetch(`${server.url}/api/status`)).json()) as { quota: { used: number } }).quota
    .used;

it('backs up a running server’s store; a fresh server restored from it serves the same records', async () => {
  api = await startFakeApi();
  const first = await start('first', join(dir, 'first'));
  const paths = ['/api/base/contracts/41', '/api/base/invoices/42', '/api/base/products/'];
  const answers = await Promise.all(paths.map((path) => read(first, path)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const used = await quotaUsed(first);
  expect(used).toBe(3);

  const backup = join(dir, 'backup.sqlite');
  const made = storeCommand(join(dir, 'first'), 'backup', backup);
  expect(made.output).toMatch(
    /^Backed up .*gateway\.sqlite to .*backup\.sqlite: 3 cached answers, 3 ledger rows/,
  );
  expect(made.code).toBe(0);
  first.process.kill('SIGTERM');
  // From now on the API fails: whatever the next server answers comes from the restored store.
  api.override = (_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"error":"down"}');
  };
  const calls = api.seen.length;

  const restored = storeCommand(join(dir, 'second'), 'restore', backup);
  expect(restored.output).toMatch(/^Restored .*backup\.sqlite into .*second.*gateway\.sqlite/);
  expect(restored.code).toBe(0);
  const second = await start('second', join(dir, 'second'));
  const again = await Promise.all(paths.map((path) => read(second, path)));
  expect(again).toEqual(answers);
  expect(api.seen.length).toBe(calls);
  expect(await quotaUsed(second)).toBe(used);
}, 60_000);

it('refuses a backup over a file, a store that is not there, and a restore of another file', () => {
  const empty = join(dir, 'nothing-here');
  expect(storeCommand(empty, 'backup', join(dir, 'b2.sqlite'))).toEqual({
    code: 1,
    output: expect.stringMatching(/gateway\.sqlite does not exist: is DATA_DIR right\?/),
  });
  const notStore = join(dir, 'notes.txt');
  writeFileSync(notStore, 'not a database');
  expect(storeCommand(join(dir, 'third'), 'restore', notStore).code).toBe(1);
  expect(storeCommand(join(dir, 'first'), 'backup', notStore)).toEqual({
    code: 1,
    output: expect.stringContaining('exists: name a new file'),
  });
  expect(storeCommand(join(dir, 'first'), 'copy', notStore).code).toBe(2);
}, 30_000);
