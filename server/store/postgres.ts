// The gateway's shared state in Postgres (DATABASE_URL): the quota ledger, sign-outs and the
// capability check's answer, one copy for every server on the database. The same interfaces as the
// SQLite file's (ledger.ts, capabilities.ts, revocations.ts), passing the same tests
// (shared-state.test.ts).
import pg from 'pg';
import {
  ENTRY_COLUMNS,
  STALE_LIMIT_MS,
  type CachedEntry,
  type CacheStoreOptions,
  type SharedCache,
} from '../gateway/cache-store';
import type { CapabilityStore } from '../gateway/capabilities';
import type { SharedState } from '../gateway/index';
import {
  PENDING,
  pruneEvery,
  tallyOf,
  WINDOW_MS,
  type Judge,
  type Ledger,
  type LedgerOptions,
} from '../gateway/ledger';
import { faultOf } from '../gateway/store-health';
import { digest, type Revocations } from '../auth/revocations';
import { connectionConfig, openPool } from './connection';
import { migrate } from './migrations';
import { postgresVerdicts } from './verdicts';

const TALLY = `SELECT count(*) AS used, count(*) FILTER (WHERE client = $1) AS used_by,
    min(at) AS oldest, min(at) FILTER (WHERE client = $1) AS oldest_by
  FROM ledger WHERE account = $2 AND at > $3`;

/** Runs `work` in one transaction on one connection of the pool. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  // A connection the server ends between two statements (Postgres stopped, the transaction's
  // timeout) reports as an event on the client as well as to the next statement: without a
  // listener the event would end the process; the statement's rejection is what callers act on.
  const ignore = () => undefined;
  client.on('error', ignore);
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    broken = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', ignore);
    // A connection that failed is not handed to the next caller.
    client.release(broken);
  }
}

/**
 * The ledger every server shares. An admission locks its account's row (FOR UPDATE, in a table
 * only the app's role may update: a reporting login cannot hold it), then counts and writes:
 * admissions of one account run one at a time across every server, so two never count the same
 * free call. (SERIALIZABLE would also be exact, but a burst of admissions would mostly fail to
 * serialize and retry; a lock held for one count and one insert, a millisecond or two, queues
 * them instead.)
 */
export function postgresLedger(pool: pg.Pool, options: LedgerOptions): Ledger {
  const account = options.account ?? '';
  const health = options.health;
  const write = <T>(what: string, run: () => Promise<T>): Promise<T> =>
    health ? health.writeAsync(what, run) : run();
  const insert = (q: pg.ClientBase | pg.Pool, client: string, endpoint: string, at: number) =>
    q
      .query<{ id: number }>(
        'INSERT INTO ledger (account, at, client, endpoint, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [account, at, client, endpoint, PENDING],
      )
      .then(({ rows }) => rows[0]!.id);
  const tally = async (q: pg.ClientBase | pg.Pool, client: string, at: number) =>
    tallyOf((await q.query(TALLY, [client, account, at - WINDOW_MS])).rows[0]);
  const now = options.now ?? Date.now;
  const stop = pruneEvery(() => {
    pool.query('DELETE FROM ledger WHERE at <= $1', [now() - WINDOW_MS]).catch(() => undefined);
  });

  return {
    admit: <R>(client: string, endpoint: string, at: number, judge: Judge<R>) =>
      write('recording an API call', () =>
        transaction(pool, async (q): Promise<number | R> => {
          await q.query(
            'INSERT INTO ledger_accounts (account) VALUES ($1) ON CONFLICT (account) DO NOTHING',
            [account],
          );
          await q.query('SELECT 1 FROM ledger_accounts WHERE account = $1 FOR UPDATE', [account]);
          const refusal = judge(await tally(q, client, at));
          return refusal ?? insert(q, client, endpoint, at);
        }),
      ),
    record: (client, endpoint, at) =>
      write('recording an API call', () => insert(pool, client, endpoint, at)),
    settle: (entry, status) =>
      write('recording an answer', () =>
        pool.query('UPDATE ledger SET status = $1 WHERE id = $2', [status, entry]),
      ).then(
        () => undefined,
        // The entry counts either way: a status not recorded was reported (health) and is dropped.
        () => undefined,
      ),
    tally: (client, at) => tally(pool, client, at),
    used: async (at) => (await tally(pool, '', at)).used,
    usedBy: async (client, at) => (await tally(pool, client, at)).usedBy,
    async firstExpiry(at, client) {
      const t = await tally(pool, client ?? '', at);
      const first = client === undefined ? t.oldest : t.oldestBy;
      return first === null ? null : first + WINDOW_MS;
    },
    close: stop,
  };
}

/**
 * The cache of answers every server shares: a page one server fetched is a hit on the others.
 * Bounded in bytes as the SQLite one (least recently used first), swept on a timer. A copy that
 * cannot be stored or read is only not kept: a fault is reported to the store's health.
 */
export function postgresCache(pool: pg.Pool, options: CacheStoreOptions): SharedCache {
  const account = options.account ?? '';
  const health = options.health;
  /** A write the answer does not depend on: false when it failed (a fault is reported). */
  const tryWrite = (what: string, run: () => Promise<unknown>) =>
    (health ? health.writeAsync(what, run) : run()).then(
      () => true,
      () => false,
    );
  const limitOf = options.staleLimitOf ?? (() => STALE_LIMIT_MS);
  const now = options.now ?? Date.now;

  async function sweep(at: number) {
    const { rows } = await pool.query<{ key: string; stored_at: number }>(
      'SELECT key, stored_at FROM cache WHERE stored_at < $1',
      [at - STALE_LIMIT_MS],
    );
    const keys = rows.filter((row) => at - row.stored_at >= limitOf(row.key)).map((r) => r.key);
    if (keys.length > 0) {
      await tryWrite('sweeping old copies', () =>
        pool.query('DELETE FROM cache WHERE key = ANY($1)', [keys]),
      );
    }
  }
  const timer = setInterval(
    () => void sweep(now()).catch(() => undefined),
    options.sweepIntervalMs ?? 60_000,
  );
  timer.unref();

  return {
    async get(key, encoding, at) {
      const column = encoding === 'br' ? 'br' : 'gzip';
      const entry = await pool
        .query<CachedEntry>(
          `SELECT ${ENTRY_COLUMNS}, ${column} AS body FROM cache WHERE key = $1 AND account = $2`,
          [key, account],
        )
        // A cache that cannot be read holds nothing: the gateway asks (and its ledger decides).
        .then(
          ({ rows }) => rows[0],
          () => undefined,
        );
      if (!entry) return undefined;
      void tryWrite('marking a copy used', () =>
        pool.query('UPDATE cache SET last_used = $1 WHERE key = $2', [at, key]),
      );
      return entry;
    },
    async put(key, answer, at) {
      const size = answer.gzip.length + answer.br.length;
      // An answer bigger than the whole cache would only evict everything else.
      if (size > options.maxBytes) return;
      const stored = await tryWrite('storing a copy', () =>
        pool.query(
          `INSERT INTO cache (key, account, content_type, gzip, br, bytes, stored_at, fresh_until, last_used)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (key) DO UPDATE SET account = excluded.account,
             content_type = excluded.content_type, gzip = excluded.gzip, br = excluded.br,
             bytes = excluded.bytes, stored_at = excluded.stored_at,
             fresh_until = excluded.fresh_until, last_used = excluded.last_used`,
          [
            key,
            account,
            answer.contentType,
            answer.gzip,
            answer.br,
            size,
            answer.storedAt,
            answer.freshUntil,
            at,
          ],
        ),
      );
      if (!stored) return;
      // The most recently used are kept up to the bound (the copy just stored among them).
      await tryWrite('evicting copies', () =>
        pool.query(
          `DELETE FROM cache WHERE key IN (
             SELECT key FROM (
               SELECT key, sum(bytes) OVER (ORDER BY last_used DESC, key = $2 DESC, key) AS kept
               FROM cache) newest
             WHERE kept > $1)`,
          [options.maxBytes, key],
        ),
      );
    },
    async stats() {
      const { rows } = await pool.query<{ entries: number; bytes: number }>(
        'SELECT count(*) AS entries, coalesce(sum(bytes), 0)::bigint AS bytes FROM cache',
      );
      return { entries: rows[0]!.entries, bytes: rows[0]!.bytes, maxBytes: options.maxBytes };
    },
    close: () => clearInterval(timer),
  };
}

export function postgresCapabilities(pool: pg.Pool): CapabilityStore {
  return {
    async read(name) {
      const { rows } = await pool.query<{ value: boolean; at: number }>(
        'SELECT value, checked_at AS at FROM capabilities WHERE name = $1',
        [name],
      );
      return rows[0] ?? null;
    },
    async write(name, value, at) {
      await pool.query(
        `INSERT INTO capabilities (name, value, checked_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value, checked_at = excluded.checked_at`,
        [name, value, at],
      );
    },
  };
}

/** The channel a sign-out is announced on, to every server listening. */
const SIGN_OUTS = 'viewer_sign_outs';

/**
 * Sign-outs every server sees. A session is checked on every request, synchronously, so each
 * server keeps the unexpired sign-outs in memory: told at once of another's by LISTEN/NOTIFY, and
 * reading them all again every `pollMs` in case a notification was missed (a connection lost).
 */
export function postgresRevocations(
  pool: pg.Pool,
  connectionString: string,
  options: { pollMs?: number; now?: () => number; onError?: (error: Error) => void } = {},
): Revocations & { ready: Promise<void>; close(): Promise<void> } {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  const until = new Map<string, number>();
  const add = (hash: string, end: number) => {
    if (end > (until.get(hash) ?? 0)) until.set(hash, end);
  };
  const load = async () => {
    const at = now();
    for (const [hash, end] of until) if (end <= at) until.delete(hash);
    const { rows } = await pool.query<{ sid_hash: string; until: number }>(
      'SELECT sid_hash, until FROM revoked_sessions WHERE until > $1',
      [at],
    );
    for (const row of rows) add(row.sid_hash, row.until);
  };
  let listener: pg.Client | null = null;
  let closed = false;
  const listen = async () => {
    const client = new pg.Client(connectionConfig(connectionString));
    client.on('notification', ({ payload }) => {
      const [hash, end] = (payload ?? '').split(' ');
      if (hash && end) add(hash, Number(end));
    });
    client.on('error', (error) => {
      onError(error);
      listener = null;
      void client.end().catch(() => undefined);
    });
    await client.connect();
    await client.query(`LISTEN ${SIGN_OUTS}`);
    if (closed) await client.end();
    else listener = client;
  };
  const timer = setInterval(() => {
    const work = listener ? load() : listen().then(load);
    work.catch(onError);
  }, options.pollMs ?? 5_000);
  timer.unref();
  const ready = listen().then(load);

  return {
    ready,
    revoke(sid, exp) {
      const hash = digest(sid);
      add(hash, exp);
      pool
        .query(
          `WITH swept AS (DELETE FROM revoked_sessions WHERE until <= $3),
             saved AS (INSERT INTO revoked_sessions (sid_hash, until) VALUES ($1, $2)
               ON CONFLICT (sid_hash) DO UPDATE SET until = excluded.until)
           SELECT pg_notify('${SIGN_OUTS}', $1 || ' ' || $2)`,
          [hash, exp, now()],
        )
        .catch(onError);
    },
    has(sid, at) {
      const end = until.get(digest(sid));
      return end !== undefined && end > at;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}

/**
 * Whether the shared state can be written, for /readyz: a write like the ledger's (one row per
 * server, rewritten) every `everyMs`, its outcome kept, so a probe never waits on the database.
 * The problem names no address (a probe's answer is anyone's); `onChange` gets the detail, for
 * the log, when the state changes.
 */
export function postgresReadiness(
  pool: pg.Pool,
  options: {
    server: string;
    everyMs?: number;
    now?: () => number;
    onChange?: (problem: string | null, detail: string | null) => void;
  },
) {
  const now = options.now ?? Date.now;
  let problem: string | null = null;
  const set = (next: string | null, detail: string | null) => {
    if (next !== problem) options.onChange?.(next, detail);
    problem = next;
  };
  const probe = () =>
    pool
      .query(
        `INSERT INTO readiness (server, probed_at) VALUES ($1, $2)
         ON CONFLICT (server) DO UPDATE SET probed_at = excluded.probed_at`,
        [options.server, now()],
      )
      .then(
        () => set(null, null),
        (error: unknown) => {
          const fault = faultOf(error);
          const why = fault?.problem ?? 'an unexpected error';
          set(`the shared store cannot be written: ${why}`, fault?.detail ?? String(error));
        },
      );
  const timer = setInterval(() => void probe(), options.everyMs ?? 2_000);
  timer.unref();
  return { problem: () => problem, probe, close: () => clearInterval(timer) };
}

/** The shared state's Postgres, migrated; `shared` for createGateway, the rest for main.ts. */
export async function openPostgres(connectionString: string, options: { poolSize?: number } = {}) {
  const pool = openPool(connectionString, options.poolSize ?? 10);
  try {
    const versions = await migrate(pool);
    const shared: SharedState = {
      ledger: (ledgerOptions) => postgresLedger(pool, ledgerOptions),
      cache: (cacheOptions) => postgresCache(pool, cacheOptions),
      capabilities: postgresCapabilities(pool),
      verdicts: (account) => postgresVerdicts(pool, account),
    };
    return { pool, versions, shared, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
