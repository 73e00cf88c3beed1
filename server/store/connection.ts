// How every connection of the app to Postgres is made: named (`application_name`, so a DBA sees
// whose it is in pg_stat_activity), bounded (a statement, a lock wait, a transaction left open by
// a hung process all end on the server's side), kept alive (a silent network loss surfaces as an
// error instead of a connection waiting forever), and bigint read as a number.
import pg from 'pg';

/** Postgres's bigint (and count) as a number: every time and id here is well within 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The settings of a connection (or a pool's) to `connectionString`. */
export function connectionConfig(connectionString: string) {
  return {
    connectionString,
    application_name: 'adsales-viewer',
    // What one statement may take: longer is a fault (the database is overloaded or stuck).
    statement_timeout: 15_000,
    // What a statement may wait for a lock (an admission's account row, a migration aside).
    lock_timeout: 5_000,
    // A transaction left open (its process stopped mid-admission or mid-publish) is ended by the
    // server after this long, and its row locks with it.
    idle_in_transaction_session_timeout: 10_000,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    types,
  } satisfies pg.PoolConfig;
}

/** A pool of `max` connections; an idle one the server drops is replaced, not a crash. */
export function openPool(
  connectionString: string,
  max: number,
  onError: (error: Error) => void = () => undefined,
): pg.Pool {
  const pool = new pg.Pool({ ...connectionConfig(connectionString), max });
  pool.on('error', onError);
  return pool;
}
