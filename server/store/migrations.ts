// The Postgres schema, as numbered migrations run at start-up. Every server on the database runs
// them in one transaction holding a lock on the version table, so two servers starting together
// migrate once (the second waits, then finds nothing to do), and a database a newer server has
// migrated further than this code knows is refused rather than misread. No lock the app relies on
// is an advisory lock: any role may take those (they are named in pg_locks), while a table lock
// needs a privilege the reporting role does not have.
import type pg from 'pg';

/**
 * Runs `CREATE TABLE IF NOT EXISTS` on its own: two servers creating one table at once collide on
 * the catalog (the second fails with a duplicate name or type) rather than wait, which is no error here.
 */
export async function createTableOnce(client: pg.ClientBase, ddl: string): Promise<void> {
  try {
    await client.query(ddl);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07' && code !== '42710') throw error;
  }
}

/**
 * Each migration once, in order; schema_version holds the number of the last one applied. Append
 * only: a migration that shipped is never edited (a database may already hold it).
 */
export const MIGRATIONS: readonly string[] = [
  // 1: the gateway's shared state: the quota ledger, the cache of answers, sign-outs and the
  // capability check's answer;
  // readiness: each server's last write probe (/readyz).
  `CREATE TABLE ledger (
     id bigserial PRIMARY KEY,
     account text NOT NULL,
     at bigint NOT NULL,
     client text NOT NULL,
     endpoint text NOT NULL,
     status integer NOT NULL
   );
   CREATE INDEX ledger_account_at ON ledger (account, at);
   CREATE INDEX ledger_account_client_at ON ledger (account, client, at);
   CREATE TABLE revoked_sessions (
     sid_hash text PRIMARY KEY,
     until bigint NOT NULL
   );
   CREATE TABLE capabilities (
     name text PRIMARY KEY,
     value boolean NOT NULL,
     checked_at bigint NOT NULL
   );
   CREATE TABLE cache (
     key text PRIMARY KEY,
     account text NOT NULL,
     content_type text NOT NULL,
     gzip bytea NOT NULL,
     br bytea NOT NULL,
     bytes integer NOT NULL,
     stored_at bigint NOT NULL,
     fresh_until bigint NOT NULL,
     last_used bigint NOT NULL
   );
   CREATE INDEX cache_last_used ON cache (last_used);
   CREATE INDEX cache_stored_at ON cache (stored_at);
   CREATE TABLE readiness (
     server text PRIMARY KEY,
     probed_at bigint NOT NULL
   );`,
  // 2: watches and the morning digests (server/watch/store.ts, SQLite's schema beside it).
  `CREATE TABLE watch_people (
     owner text PRIMARY KEY,
     email text,
     roles text NOT NULL DEFAULT '[]',
     visited_at bigint,
     digest_through bigint,
     unsubscribed_at bigint
   );
   CREATE TABLE watches (
     id bigserial PRIMARY KEY,
     owner text NOT NULL,
     kind text NOT NULL,
     target text NOT NULL,
     label text NOT NULL,
     created_at bigint NOT NULL,
     seen_state text,
     sent_state text,
     UNIQUE (owner, kind, target)
   );
   CREATE TABLE digest_runs (run text PRIMARY KEY, at bigint NOT NULL);
   CREATE TABLE digests (
     id bigserial PRIMARY KEY,
     owner text NOT NULL,
     run text NOT NULL,
     recipient text NOT NULL,
     subject text NOT NULL,
     text text NOT NULL,
     html text NOT NULL,
     status text NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     next_at bigint NOT NULL,
     claimed_until bigint NOT NULL DEFAULT 0,
     created_at bigint NOT NULL,
     sent_at bigint,
     last_error text,
     link_used_at bigint,
     UNIQUE (owner, run)
   );
   CREATE TABLE watch_settings (name text PRIMARY KEY, value text NOT NULL);`,
  // 3: the verdicts on the copy's kinds of answer (server/mirror/verify.ts).
  `CREATE TABLE mirror_verdicts (
     account text NOT NULL,
     kind text NOT NULL,
     compared bigint NOT NULL,
     differed bigint NOT NULL,
     off boolean NOT NULL,
     since_on bigint NOT NULL,
     request text,
     member text,
     at bigint,
     PRIMARY KEY (account, kind)
   );`,
  // 4: what admission and leadership lock, as rows only the app's role may update (a reporting
  // login may read pg_locks and take any advisory lock, so those could stall every replica):
  // an admission locks its account's row FOR UPDATE; the sync's leader holds a lease row.
  `CREATE TABLE ledger_accounts (account text PRIMARY KEY);
   CREATE TABLE leases (
     name text PRIMARY KEY,
     holder text NOT NULL,
     expires_at timestamptz NOT NULL
   );`,
];

/** The database was migrated by newer code: what both versions are, for the person starting it. */
export class SchemaTooNewError extends Error {}

/**
 * Brings the database to the code's version; returns the versions before and after. Rejects with
 * a SchemaTooNewError when the database is newer than the code.
 */
export async function migrate(
  pool: pg.Pool,
  migrations: readonly string[] = MIGRATIONS,
): Promise<{ from: number; to: number }> {
  const client = await pool.connect();
  try {
    await createTableOnce(
      client,
      'CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)',
    );
    await client.query('BEGIN');
    // A second server waits for the first's migrations, and a migration runs, however long.
    await client.query('SET LOCAL lock_timeout = 0; SET LOCAL statement_timeout = 0');
    // Held to the transaction's end: a second server waits here, then sees the version written.
    await client.query('LOCK TABLE schema_version IN EXCLUSIVE MODE');
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_version',
    );
    const from = rows[0]?.version ?? 0;
    if (from > migrations.length) {
      throw new SchemaTooNewError(
        `The database at DATABASE_URL is at schema version ${from}, newer than this server's ` +
          `${migrations.length}: a newer release of the viewer has migrated it. Run that release ` +
          '(or newer), or point DATABASE_URL at another database.',
      );
    }
    for (let version = from + 1; version <= migrations.length; version++) {
      await client.query(migrations[version - 1]!);
    }
    if (from < migrations.length) {
      await client.query('DELETE FROM schema_version');
      await client.query('INSERT INTO schema_version (version) VALUES ($1)', [migrations.length]);
    }
    await client.query('COMMIT');
    return { from, to: migrations.length };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
