// The quota ledger: every upstream call with its time and who caused it, counted over the rolling
// 24 hours. A call is written when it is sent (the API counts it whether it succeeds or fails), so
// calls in flight count too. It is kept in the store (SQLite here, Postgres in
// server/store/postgres.ts), so a restart does not hand the team a fresh quota it does not have;
// its rows are the account's own (account.ts).
// What may be written is not the ledger's to decide: an admission passes its rules (admission.ts).
import type { GatewayDb } from './database';
import type { StoreHealth } from './store-health';

/** The quota's rolling window. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What the ledger holds for one admission, read in one statement: the account's calls in the
 * window, the client's, and the oldest of each (for "retry in N").
 */
export interface Tally {
  used: number;
  usedBy: number;
  /** The oldest call still in the window, or null. */
  oldest: number | null;
  /** The client's oldest call still in the window, or null. */
  oldestBy: number | null;
}

/** Whether one more call may be written, from the tally: null, or why not. */
export type Judge<R> = (tally: Tally) => R | null;

/** The status of a call sent and not answered yet (or never answered: a timeout). */
export const PENDING = 0;

/** How often calls older than the window are deleted. */
export const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The ledger as both stores keep it. Every method is async: the Postgres ledger is shared by every
 * server on the database, and its answers come over the network.
 */
export interface Ledger {
  /**
   * Tallies the window and, when `judge` allows it, writes the call about to be sent, in one
   * transaction: no other server's call can slip between the check and the write. The entry, or
   * the judge's refusal. Rejects with a StoreFault when the call cannot be written (then it must
   * not be sent).
   */
  admit<R>(client: string, endpoint: string, at: number, judge: Judge<R>): Promise<number | R>;
  /** Writes a call without a check (the demo's injected faults, counted like any call). */
  record(client: string, endpoint: string, at: number): Promise<number>;
  /** The answer's status for an entry (for the record; the entry counts either way). Never rejects. */
  settle(entry: number, status: number): Promise<void>;
  /** What an admission reads: the counts and oldest calls in the 24 hours before `at`. */
  tally(client: string, at: number): Promise<Tally>;
  /** Upstream calls in the 24 hours before `at`. */
  used(at: number): Promise<number>;
  /** The calls of one client in the 24 hours before `at`. */
  usedBy(client: string, at: number): Promise<number>;
  /** When the oldest call still in the window at `at` leaves it (for "retry in N"), or null. */
  firstExpiry(at: number, client?: string): Promise<number | null>;
  close(): void;
}

export interface LedgerOptions {
  now?: () => number;
  account?: string;
  health?: StoreHealth;
}

/** Runs `prune` every PRUNE_EVERY_MS until the returned stop is called. */
export function pruneEvery(prune: () => void): () => void {
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** A store's raw tally row (SQLite and Postgres name it alike) as numbers. */
export function tallyOf(row: {
  used: number | string;
  used_by: number | string | null;
  oldest: number | string | null;
  oldest_by: number | string | null;
}): Tally {
  const n = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    used: Number(row.used),
    usedBy: Number(row.used_by ?? 0),
    oldest: n(row.oldest),
    oldestBy: n(row.oldest_by),
  };
}

/** The ledger in the gateway's SQLite file: one process, its statements synchronous. */
export function createLedger(db: GatewayDb, options: LedgerOptions): Ledger {
  const account = options.account ?? '';
  const health = options.health;
  const write = <T>(what: string, run: () => T): T => (health ? health.write(what, run) : run());
  const insert = db.prepare<[string, number, string, string, number]>(
    'INSERT INTO ledger (account, at, client, endpoint, status) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[number, number]>('UPDATE ledger SET status = ? WHERE rowid = ?');
  const tallyRow = db.prepare<[string, string, string, number]>(
    `SELECT COUNT(*) AS used, SUM(client = ?) AS used_by, MIN(at) AS oldest,
       MIN(CASE WHEN client = ? THEN at END) AS oldest_by
     FROM ledger WHERE account = ? AND at > ?`,
  );
  const tally = (client: string, at: number) =>
    tallyOf(tallyRow.get(client, client, account, at - WINDOW_MS) as Parameters<typeof tallyOf>[0]);
  const prune = db.prepare<[number]>('DELETE FROM ledger WHERE at <= ?');
  // IMMEDIATE: the write lock is taken before the count, so even another process on the file
  // cannot count the same free call.
  const admit = db.transaction(
    (client: string, endpoint: string, at: number, judge: Judge<unknown>): unknown => {
      const refusal = judge(tally(client, at));
      if (refusal) return refusal;
      return Number(insert.run(account, at, client, endpoint, PENDING).lastInsertRowid);
    },
  );

  const now = options.now ?? Date.now;
  const stop = pruneEvery(() => {
    const run = () => void prune.run(now() - WINDOW_MS);
    if (health) health.tryWrite('pruning the ledger', run);
    else run();
  });

  // async: a store fault arrives as a rejection, as it does from Postgres.
  return {
    admit: async <R>(client: string, endpoint: string, at: number, judge: Judge<R>) =>
      write('recording an API call', () => admit.immediate(client, endpoint, at, judge)) as
        number | R,
    record: async (client, endpoint, at) =>
      Number(
        write('recording an API call', () => insert.run(account, at, client, endpoint, PENDING))
          .lastInsertRowid,
      ),
    async settle(entry, status) {
      const run = () => void update.run(status, entry);
      if (health) health.tryWrite('recording an answer', run);
      else run();
    },
    tally: async (client, at) => tally(client, at),
    used: async (at) => tally('', at).used,
    usedBy: async (client, at) => tally(client, at).usedBy,
    async firstExpiry(at, client) {
      const t = tally(client ?? '', at);
      const first = client === undefined ? t.oldest : t.oldestBy;
      return first === null ? null : first + WINDOW_MS;
    },
    close: stop,
  };
}
