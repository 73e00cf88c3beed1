// For the tests of several servers on one Postgres: a server process (`tsx server/main.ts`) with
// its own port and the environment given, its log lines kept, and when it first led the sync.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { testDist } from './viewer';
import { freePort } from '../store/pg-cluster';

export const ROOT = join(import.meta.dirname, '../..');

export interface ServerProcess {
  name: string;
  url: string;
  logs: string[];
  process: ChildProcess;
  /** Milliseconds since start when this server first logged that it leads the sync, or null. */
  ledAt: () => number | null;
}

/** Waits until `check` holds, or throws after `ms` with `why()`. */
export async function until(check: () => boolean, ms: number, why: () => string = () => '') {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms ${why()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Starts a server on `database` in front of the fake API at `apiRoot` (its `/base-host` and
 * `/legacy-host`), with the sync's leader retried every second; `env` adds or overrides settings.
 * Resolves once it listens.
 */
export async function startServerProcess(
  name: string,
  options: { database: string; apiRoot: string; env?: NodeJS.ProcessEnv },
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: ':memory:',
    DIST_DIR: testDist(),
    DATABASE_URL: options.database,
    DATABASE_LEADER_LEASE_SECONDS: '3',
    API_BASE_URL: `${options.apiRoot}/base-host`,
    API_SECONDARY_BASE_URL: `${options.apiRoot}/legacy-host`,
    API_KEY: 'key-0123456789',
    SYNC_WORK_FROM: '0',
    SYNC_WORK_TO: '24',
    PUBLIC_URL: url,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = Date.now();
  const logs: string[] = [];
  let ledAt: number | null = null;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      logs.push(line);
      if (ledAt === null && line.includes('"leading":true')) ledAt = Date.now() - started;
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const server = { name, url, logs, process: child, ledAt: () => ledAt };
  await until(
    () => logs.some((l) => l.includes('Ad-sales viewer on')),
    30_000,
    () => logs.join('\n'),
  );
  return server;
}
