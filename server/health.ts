// Health probes for an orchestrator or a load balancer: /livez (the process answers) and /readyz
// (it can serve: the build is loaded, the store is open and takes a write, it is not shutting
// down). Both are answered before sign-in and every counter, carry no data, and never ask the
// upstream API: an API outage is the gateway's to soften with held copies, not a reason to take
// every replica out of rotation.
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import type { GatewayDb } from './gateway/database';
import { storeProblem } from './gateway/store-health';

/**
 * Why this server should get no traffic now, or null when it is ready; `note`, what a ready
 * server says all the same (it stopped waiting for something after a limit).
 */
export type ReadinessCheck = (() => string | null) & { note?: () => string | null };

/**
 * Ready once this server's copy of the account has caught up (`behind` is null), or after
 * `limitMs` from the start, then ready with a note that says why it stopped waiting.
 */
export function catchUpReadiness(
  behind: () => string | null,
  limitMs: number,
  now: () => number = Date.now,
) {
  const started = now();
  return {
    problem: () => (now() - started < limitMs ? behind() : null),
    note: () => {
      const still = now() - started >= limitMs ? behind() : null;
      return still && `${still} after ${Math.round(limitMs / 1000)} s; serving what it holds`;
    },
  };
}

/**
 * Probes spaced closer than this share one answer, so a probe storm costs one write a second; an
 * orchestrator probes every few seconds and sees a change within this much more.
 */
export const STORE_PROBE_SPACING_MS = 1000;

/**
 * Whether the store is open and writable, by the same kind of write the quota ledger makes (a
 * full disk or a read-only DATA_DIR fail it as they fail the ledger): one row in a table of its
 * own, rewritten, so the store does not grow.
 */
export function storeReadiness(
  db: GatewayDb,
  options: { now?: () => number } = {},
): ReadinessCheck & { stopping(): void } {
  const now = options.now ?? Date.now;
  db.exec(
    'CREATE TABLE IF NOT EXISTS readiness (id INTEGER PRIMARY KEY CHECK (id = 1), probed_at INTEGER NOT NULL)',
  );
  const touch = db.prepare<[number]>(
    'INSERT INTO readiness (id, probed_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at',
  );
  let stopping = false;
  let last: { at: number; problem: string | null } | null = null;
  const probe = (): string | null => {
    if (!db.open) return "the gateway's store is closed";
    try {
      touch.run(now());
      return null;
    } catch (error) {
      if (error instanceof Database.SqliteError) {
        return `the quota ledger cannot be written: ${storeProblem(error)}`;
      }
      throw error;
    }
  };
  const check = (): string | null => {
    if (stopping) return 'the server is shutting down';
    const at = now();
    if (!last || at - last.at >= STORE_PROBE_SPACING_MS || at < last.at) {
      last = { at, problem: probe() };
    }
    return last.problem;
  };
  return Object.assign(check, {
    stopping: () => {
      stopping = true;
    },
  });
}

const NO_STORE = { 'cache-control': 'no-store' };

/** /livez and /readyz; `built` says whether the app's index.html was loaded at start-up. */
export function healthRoutes(built: boolean, ready: ReadinessCheck = () => null): Hono {
  const routes = new Hono();
  routes.get('/livez', (c) => c.json({ status: 'live' }, 200, NO_STORE));
  routes.get('/readyz', (c) => {
    const problem = built
      ? ready()
      : 'the app is not built (no index.html in the build directory): run `npm run build`';
    if (problem) return c.json({ error: `Not ready: ${problem}` }, 503, NO_STORE);
    const note = ready.note?.();
    return c.json(note ? { status: 'ready', note } : { status: 'ready' }, 200, NO_STORE);
  });
  return routes;
}
