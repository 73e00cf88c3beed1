// The quota ledger: every upstream call with its time and who caused it, counted over the rolling
// 24 hours. A call is written when it is sent (the API counts it whether it succeeds or fails), so
// calls in flight count too. It is kept in the store (SQLite, or Postgres for every
// server: server/store/sql.ts), so a restart does not hand the team a fresh quota it does not have;
// its rows are the account's own (account.ts).
// What may be written is not the ledger's to decide: an admission passes its rules (admission.ts).
import type { StoreHealth } from './store-health';
import type { Sql, Statement } from '../store/sql';

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

interface TallyRow {
  used: number | string;
  used_by: number | string | null;
  oldest: number | string | null;
  oldest_by: number | string | null;
}

/** A store's raw tally row as numbers (Postgres's counts may come as text). */
function tallyOf(row: TallyRow): Tally {
  const n = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    used: Number(row.used),
    usedBy: Number(row.used_by ?? 0),
    oldest: n(row.oldest),
    oldestBy: n(row.oldest_by),
  };
}

/**
 * The ledger in either store (server/store/sql.ts): SQLite's file, or Postgres for every server.
 * Every method is async: the Postgres ledger is shared by every server on the database.
 */
export function createLedger(
  sql: Sql,
  options: { now?: () => number; account?: string; health?: StoreHealth },
) {
  const account = options.account ?? '';
  const health = options.health;
  const write = <T>(what: string, run: () => Promise<T>): Promise<T> =>
    health ? health.write(what, run) : run();
  const insert = (client: string, endpoint: string, at: number): Statement => [
    'INSERT INTO ledger (account, at, client, endpoint, status) VALUES (?, ?, ?, ?, ?)',
    [account, at, client, endpoint, PENDING],
  ];
  const read = (client: string, at: number): Statement => [
    `SELECT COUNT(*) AS used, SUM(CASE WHEN client = ? THEN 1 ELSE 0 END) AS used_by,
       MIN(at) AS oldest, MIN(CASE WHEN client = ? THEN at END) AS oldest_by
     FROM ledger WHERE account = ? AND at > ?`,
    [client, client, account, at - WINDOW_MS],
  ];
  const tally = async (client: string, at: number) =>
    tallyOf((await sql.all<TallyRow>(...read(client, at)))[0]!);
  // Postgres: an admission locks its account's row (FOR UPDATE, in a table only the app's role
  // may update: a reporting login cannot hold it), so admissions of one account run one at a time
  // across every server and two never count the same free call. (SERIALIZABLE would also be
  // exact, but a burst would mostly fail to serialize and retry; a lock held for one count and
  // one insert, a millisecond or two, queues them instead.)
  const lock: Statement[] = [
    [
      'INSERT INTO ledger_accounts (account) VALUES (?) ON CONFLICT (account) DO NOTHING',
      [account],
    ],
    ['SELECT 1 FROM ledger_accounts WHERE account = ? FOR UPDATE', [account]],
  ];
  const now = options.now ?? Date.now;
  const timer = setInterval(() => {
    const prune = () => sql.run('DELETE FROM ledger WHERE at <= ?', [now() - WINDOW_MS]);
    void (health ? health.write('pruning the ledger', prune) : prune()).catch(() => undefined);
  }, PRUNE_EVERY_MS);
  timer.unref();

  return {
    /**
     * Tallies the window and, when `judge` allows it, writes the call about to be sent, in one
     * transaction: no other server's call can slip between the check and the write. The entry, or
     * the judge's refusal. Rejects with a StoreFault when the call cannot be written (then it must
     * not be sent).
     */
    admit: <R>(client: string, endpoint: string, at: number, judge: Judge<R>) =>
      write('recording an API call', () =>
        sql.guardedInsert(
          read(client, at),
          (row) => judge(tallyOf(row as TallyRow)),
          insert(client, endpoint, at),
          lock,
        ),
      ),
    /** Writes a call without a check (the demo's injected faults, counted like any call). */
    record: (client: string, endpoint: string, at: number) =>
      write('recording an API call', () => sql.insert(...insert(client, endpoint, at))),
    /** The answer's status for an entry (the entry counts either way). Never rejects. */
    settle: (entry: number, status: number) =>
      write('recording an answer', () =>
        sql.run(
          `UPDATE ledger SET status = ? WHERE ${sql.dialect === 'sqlite' ? 'rowid' : 'id'} = ?`,
          [status, entry],
        ),
      ).then(
        () => undefined,
        // The entry counts either way: a status not recorded was reported (health) and is dropped.
        () => undefined,
      ),
    /** What an admission reads: the counts and oldest calls in the 24 hours before `at`. */
    tally,
    used: async (at: number) => (await tally('', at)).used,
    usedBy: async (client: string, at: number) => (await tally(client, at)).usedBy,
    close: () => clearInterval(timer),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
