// The gateway's shared state in Postgres (DATABASE_URL), one copy for every server on the database:
// the ledger, the cache and the capability check's answer through one SQL runner (sql.ts), and
// here sign-outs and readiness. The same interfaces as the SQLite file's (revocations.ts), passing
// the same tests (shared-state.test.ts).
import pg from 'pg';
import { faultOf } from '../gateway/store-health';
import { digest, memoryRevocations, type Revocations } from '../auth/revocations';
import { connectionConfig, openPool } from './connection';
import { migrate } from './migrations';
import { postgresSql } from './sql';

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
  // Keyed by the session id's hash, as the table is.
  const memory = memoryRevocations();
  const add = (hash: string, end: number) => memory.revoke(hash, end, now());
  const load = async () => {
    const { rows } = await pool.query<{ sid_hash: string; until: number }>(
      'SELECT sid_hash, until FROM revoked_sessions WHERE until > $1',
      [now()],
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
    has: (sid, at) => memory.has(digest(sid), at),
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

/** The shared state's Postgres, migrated; `sql` for createGateway, the rest for main.ts. */
export async function openPostgres(connectionString: string, options: { poolSize?: number } = {}) {
  const pool = openPool(connectionString, options.poolSize ?? 10);
  try {
    const versions = await migrate(pool);
    return { pool, versions, sql: postgresSql(pool), close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
