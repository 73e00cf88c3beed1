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
  /** Upstream calls in the 24 hours before `at`. */
  used(at: number): number;
  /** The calls of one client in the 24 hours before `at`. */
  usedBy(client: string, at: number): number;
  /** When the oldest call still in the window at `at` leaves it (for "retry in N"), or null. */
  firstExpiry(at: number, client?: string): number | null;
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
  /** `select` over the account's calls after a time: of every client (`all`) or of one (`of`). */
  const since = (select: string) => ({
    all: db.prepare<[string, number]>(`${select} WHERE account = ? AND at > ?`).pluck(),
    of: db
      .prepare<[string, string, number]>(`${select} WHERE account = ? AND client = ? AND at > ?`)
      .pluck(),
  });
  const count = since('SELECT COUNT(*) FROM ledger');
  const oldest = since('SELECT MIN(at) FROM ledger');
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
    used: (at) => count.all.get(account, at - WINDOW_MS) as number,
    usedBy: (client, at) => count.of.get(account, client, at - WINDOW_MS) as number,
    firstExpiry(at, client) {
      const first = (
        client === undefined
          ? oldest.all.get(account, at - WINDOW_MS)
          : oldest.of.get(account, client, at - WINDOW_MS)
      ) as number | null;
      return first === null ? null : first + WINDOW_MS;
    },
    close: () => clearInterval(timer),
  };
}
