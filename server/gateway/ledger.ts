// The quota ledger: every upstream call with its time and who caused it, counted over the rolling
// 24 hours. It lives in SQLite, so a restart does not hand the team a fresh quota it does not have.
import type { GatewayDb } from './database';

export const WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Ledger {
  record(client: string, endpoint: string, status: number, at: number): void;
  /** Upstream calls in the 24 hours before `now`. */
  used(now: number): number;
  usedBy(client: string, now: number): number;
  /** When the oldest call still in the window leaves it (for "retry in N"), or null. */
  firstExpiry(now: number, client?: string): number | null;
  close(): void;
}

export function createLedger(db: GatewayDb, options: { now?: () => number } = {}): Ledger {
  const insert = db.prepare<[number, string, string, number]>(
    'INSERT INTO ledger (at, client, endpoint, status) VALUES (?, ?, ?, ?)',
  );
  const count = db.prepare<[number]>('SELECT COUNT(*) FROM ledger WHERE at > ?').pluck();
  const countBy = db
    .prepare<[string, number]>('SELECT COUNT(*) FROM ledger WHERE client = ? AND at > ?')
    .pluck();
  const oldest = db.prepare<[number]>('SELECT MIN(at) FROM ledger WHERE at > ?').pluck();
  const oldestBy = db
    .prepare<[string, number]>('SELECT MIN(at) FROM ledger WHERE client = ? AND at > ?')
    .pluck();
  const prune = db.prepare<[number]>('DELETE FROM ledger WHERE at <= ?');

  const now = options.now ?? Date.now;
  const timer = setInterval(() => prune.run(now() - WINDOW_MS), 10 * 60_000);
  timer.unref();

  return {
    record: (client, endpoint, status, at) => void insert.run(at, client, endpoint, status),
    used: (t) => count.get(t - WINDOW_MS) as number,
    usedBy: (client, t) => countBy.get(client, t - WINDOW_MS) as number,
    firstExpiry(t, client) {
      const first = (
        client === undefined ? oldest.get(t - WINDOW_MS) : oldestBy.get(client, t - WINDOW_MS)
      ) as number | null;
      return first === null ? null : first + WINDOW_MS;
    },
    close: () => clearInterval(timer),
  };
}
