// The quota ledger: every upstream call with its time and who caused it, counted over the rolling
// 24 hours. A call is written when it is sent (the API counts it whether it succeeds or fails), so
// calls in flight count too. It lives in SQLite, so a restart does not hand the team a fresh quota
// it does not have; its rows are the account's own (account.ts).
import type { GatewayDb } from './database';
import type { StoreHealth } from './store-health';

export const WINDOW_MS = 24 * 60 * 60 * 1000;

/** The status of a call sent and not answered yet (or never answered: a timeout). */
export const PENDING = 0;

export interface Ledger {
  /**
   * Writes a call about to be sent and returns its entry; throws a StoreFault when it cannot be
   * written (then the call must not be sent).
   */
  reserve(client: string, endpoint: string, at: number): number;
  /** The answer's status for an entry (for the record; the entry counts either way). */
  settle(entry: number, status: number): void;
  /** Upstream calls in the 24 hours before `now`. */
  used(now: number): number;
  usedBy(client: string, now: number): number;
  /** When the oldest call still in the window leaves it (for "retry in N"), or null. */
  firstExpiry(now: number, client?: string): number | null;
  close(): void;
}

export function createLedger(
  db: GatewayDb,
  options: { now?: () => number; account?: string; health?: StoreHealth } = {},
): Ledger {
  const account = options.account ?? '';
  const health = options.health;
  const write = <T>(what: string, run: () => T): T => (health ? health.write(what, run) : run());
  const insert = db.prepare<[string, number, string, string, number]>(
    'INSERT INTO ledger (account, at, client, endpoint, status) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[number, number]>('UPDATE ledger SET status = ? WHERE rowid = ?');
  const count = db
    .prepare<[string, number]>('SELECT COUNT(*) FROM ledger WHERE account = ? AND at > ?')
    .pluck();
  const countBy = db
    .prepare<[string, string, number]>(
      'SELECT COUNT(*) FROM ledger WHERE account = ? AND client = ? AND at > ?',
    )
    .pluck();
  const oldest = db
    .prepare<[string, number]>('SELECT MIN(at) FROM ledger WHERE account = ? AND at > ?')
    .pluck();
  const oldestBy = db
    .prepare<[string, string, number]>(
      'SELECT MIN(at) FROM ledger WHERE account = ? AND client = ? AND at > ?',
    )
    .pluck();
  const prune = db.prepare<[number]>('DELETE FROM ledger WHERE at <= ?');

  const now = options.now ?? Date.now;
  const timer = setInterval(() => {
    const run = () => void prune.run(now() - WINDOW_MS);
    if (health) health.tryWrite('pruning the ledger', run);
    else run();
  }, 10 * 60_000);
  timer.unref();

  return {
    reserve: (client, endpoint, at) =>
      Number(
        write('recording an API call', () => insert.run(account, at, client, endpoint, PENDING))
          .lastInsertRowid,
      ),
    settle(entry, status) {
      const run = () => void update.run(status, entry);
      if (health) health.tryWrite('recording an answer', run);
      else run();
    },
    used: (t) => count.get(account, t - WINDOW_MS) as number,
    usedBy: (client, t) => countBy.get(account, client, t - WINDOW_MS) as number,
    firstExpiry(t, client) {
      const first = (
        client === undefined
          ? oldest.get(account, t - WINDOW_MS)
          : oldestBy.get(account, client, t - WINDOW_MS)
      ) as number | null;
      return first === null ? null : first + WINDOW_MS;
    },
    close: () => clearInterval(timer),
  };
}
