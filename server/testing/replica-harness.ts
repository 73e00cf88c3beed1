// For tests of the real start-up (server/main.ts): a server process run until it exits, and, for
// the tests of several servers on one Postgres, one on its own port with its log lines kept and
// when it first led the sync.
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

/** `tsx server/main.ts` with `env` over this process's; `onOutput` hears stdout and stderr. */
function spawnServer(env: NodeJS.ProcessEnv, onOutput: (chunk: Buffer) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  return child;
}

/** Runs the server on the demo until it exits or prints `until`; its output and exit code. */
export function runServer(env: Record<string, string>, until?: RegExp) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const settings = { API_BASE_URL: '', API_SECONDARY_BASE_URL: '', PORT: '0', DEMO_SCALE: '0.1' };
    const child = spawnServer({ ...settings, ...env }, (chunk) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
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
  const started = Date.now();
  const logs: string[] = [];
  let ledAt: number | null = null;
  const child = spawnServer(env, (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      logs.push(line);
      if (ledAt === null && line.includes('"leading":true')) ledAt = Date.now() - started;
    }
  });
  const server = { name, url, logs, process: child, ledAt: () => ledAt };
  await until(
    () => logs.some((l) => l.includes('Ad-sales viewer on')),
    30_000,
    () => logs.join('\n'),
  );
  return server;
}
