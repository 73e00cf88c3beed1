// The gateway's one SQLite file (DATA_DIR/gateway.sqlite): the cache and the quota ledger, so a
// restart loses neither, each row marked with its upstream account (see account.ts). `:memory:`
// keeps everything in memory (tests, the e2e demo server).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type GatewayDb = Database.Database;

export const MEMORY = ':memory:';

/** DATA_DIR cannot hold the store: what is wrong and what to set, for the person starting it. */
export class StoreOpenError extends Error {}

export function openGatewayDb(dataDir: string): GatewayDb {
  try {
    return open(dataDir);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!/^(SQLITE_|E[A-Z]+$)/.test(code)) throw error;
    const message = (error as Error).message;
    const why = message.includes(code) ? message : `${message}, ${code}`;
    throw new StoreOpenError(
      `DATA_DIR "${dataDir}" cannot hold the gateway's cache and quota ledger ` +
        `(${why}). Set DATA_DIR to a directory this server may ` +
        'create and write, or DATA_DIR=:memory: to keep them in memory (lost at every restart).',
    );
  }
}

/** Stores from before rows had an account: their rows get none, so no account takes them. */
function addAccountColumns(db: GatewayDb) {
  for (const table of ['cache', 'ledger']) {
    const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
    if (columns.length > 0 && !columns.includes('account')) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN account TEXT NOT NULL DEFAULT ''`);
    }
  }
}

function open(dataDir: string): GatewayDb {
  let file = MEMORY;
  if (dataDir !== MEMORY) {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'gateway.sqlite');
  }
  const db = new Database(file);
  // WAL: readers never wait for the writer; NORMAL is durable enough for a cache and a ledger.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  addAccountColumns(db);
  db.exec(`
    CREATE TABLE IF NOT EXISTS cache (
      key TEXT PRIMARY KEY,
      account TEXT NOT NULL,
      content_type TEXT NOT NULL,
      gzip BLOB NOT NULL,
      br BLOB NOT NULL,
      bytes INTEGER NOT NULL,
      stored_at INTEGER NOT NULL,
      fresh_until INTEGER NOT NULL,
      last_used INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS cache_last_used ON cache (last_used);
    CREATE INDEX IF NOT EXISTS cache_stored_at ON cache (stored_at);
    CREATE TABLE IF NOT EXISTS ledger (
      account TEXT NOT NULL,
      at INTEGER NOT NULL,
      client TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      status INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ledger_at ON ledger (at);
    CREATE INDEX IF NOT EXISTS ledger_client ON ledger (client, at);
    CREATE TABLE IF NOT EXISTS capabilities (
      name TEXT PRIMARY KEY,
      value INTEGER NOT NULL,
      checked_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS mirror_verdicts (
      account TEXT NOT NULL,
      kind TEXT NOT NULL,
      compared INTEGER NOT NULL,
      differed INTEGER NOT NULL,
      off INTEGER NOT NULL,
      since_on INTEGER NOT NULL,
      request TEXT,
      member TEXT,
      at INTEGER,
      PRIMARY KEY (account, kind)
    );
    -- Watches and digests (server/watch/store.ts; on Postgres, migration 2).
    CREATE TABLE IF NOT EXISTS watch_people (
      owner TEXT PRIMARY KEY, email TEXT, roles TEXT NOT NULL DEFAULT '[]', visited_at INTEGER,
      digest_through INTEGER, unsubscribed_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS watches (
      id INTEGER PRIMARY KEY AUTOINCREMENT, owner TEXT NOT NULL, kind TEXT NOT NULL,
      target TEXT NOT NULL, label TEXT NOT NULL, created_at INTEGER NOT NULL,
      seen_state TEXT, sent_state TEXT, UNIQUE (owner, kind, target)
    );
    CREATE TABLE IF NOT EXISTS digest_runs (run TEXT PRIMARY KEY, at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS digests (
      id INTEGER PRIMARY KEY AUTOINCREMENT, owner TEXT NOT NULL, run TEXT NOT NULL,
      recipient TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL, html TEXT NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL,
      claimed_until INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, sent_at INTEGER,
      last_error TEXT, link_used_at INTEGER, UNIQUE (owner, run)
    );
    CREATE TABLE IF NOT EXISTS watch_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  return db;
}
