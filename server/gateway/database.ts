// The gateway's one SQLite file (DATA_DIR/gateway.sqlite): the cache and the quota ledger, so a
// restart loses neither. `:memory:` keeps everything in memory (tests, the e2e demo server).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type GatewayDb = Database.Database;

export const MEMORY = ':memory:';

export function openGatewayDb(dataDir: string): GatewayDb {
  let file = MEMORY;
  if (dataDir !== MEMORY) {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'gateway.sqlite');
  }
  const db = new Database(file);
  // WAL: readers never wait for the writer; NORMAL is durable enough for a cache and a ledger.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS cache (
      key TEXT PRIMARY KEY,
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
      at INTEGER NOT NULL,
      client TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      status INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ledger_at ON ledger (at);
    CREATE INDEX IF NOT EXISTS ledger_client ON ledger (client, at);
  `);
  return db;
}
