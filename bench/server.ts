// Starts the real server (tsx server/main.ts) on demo data as a child process and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { Browser } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What every measurement is given: where it starts servers, the results' details it writes into. */
export interface BenchContext {
  /** The checkout. */
  root: string;
  /** The production build. */
  distDir: string;
  /** The port for the real server. */
  port: number;
  /** DEMO_SCALE of the large demo. */
  scale: number;
  details: Record<string, unknown>;
}

/** The measurements in a browser on the server of the large demo (DEMO_SCALE=scale). */
export interface OnServer extends BenchContext {
  browser: Browser;
  url: string;
}

/** Listens on a free port of 127.0.0.1 and gives it (a fake API, a gateway under load). */
export function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export function closeServer(server: { close: (done: () => void) => unknown }): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, host);
  });
}

async function waitForConfig(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `env`: more environment, e.g. the gateway's cache settings. */
export async function startServer(
  options: Omit<BenchContext, 'details'> & { env?: Record<string, string> },
) {
  const host = '127.0.0.1';
  if (!(await portIsFree(options.port, host))) {
    throw new Error(`port ${options.port} is in use; set BENCH_PORT to a free port`);
  }
  const child = spawn(join(options.root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: host,
      DEMO_SCALE: String(options.scale),
      DIST_DIR: options.distDir,
      API_BASE_URL: '',
      API_SECONDARY_BASE_URL: '',
      // The gateway's cache and ledger in memory (nothing left behind); every bench client is
      // 127.0.0.1, so the fair share must not refuse the later measurements.
      DATA_DIR: ':memory:',
      API_DAILY_QUOTA: '1000000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops the node process tsx starts.
    detached: true,
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  const baseUrl = `http://${host}:${options.port}`;
  try {
    await waitForConfig(`${baseUrl}/config.json`, child, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log.join('\n')}`);
  }
  return { baseUrl, log, stop };
}

/** The server's /api/status, as far as the bench reads it. */
export interface Status {
  quota: { used: number };
  cache: { bytes: number; entries: number };
  mirror?: {
    lastPass: { outcome: string } | null;
    currentPass: unknown;
    callsToday?: number;
    dailyBudget?: number | null;
  };
}

export async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

export const status = (baseUrl: string) => getJson<Status>(`${baseUrl}/api/status`);

/** Runs `task` `total` times, `concurrency` at once; each call is given its number from 1. */
export async function pool(total: number, concurrency: number, task: (n: number) => Promise<void>) {
  let sent = 0;
  const lane = async () => {
    while (sent < total) await task(++sent);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/**
 * Waits until the server's first pass of its copy of the account has ended (the demo's sync is
 * free and starts with the server): the pages answered from it are then what a current copy gives.
 * A server without a copy has nothing to wait for.
 */
export async function mirrorFilled(baseUrl: string, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { mirror } = await status(baseUrl);
    if (!mirror) return 0;
    if (mirror?.lastPass && !mirror.currentPass) {
      if (mirror.lastPass.outcome !== 'complete') {
        throw new Error(`the first pass ended ${mirror.lastPass.outcome}`);
      }
      return Date.now() - started;
    }
    if (Date.now() - started > timeoutMs) throw new Error('the first pass did not end in time');
    await sleep(500);
  }
}
