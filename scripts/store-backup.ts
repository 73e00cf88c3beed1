// `npm run store:backup -- <file>` and `npm run store:restore -- <file>` (in the image:
// `node dist/server/store-backup.js backup|restore <file>`): an online copy of DATA_DIR's
// gateway.sqlite (the mirror, the cache, the ledger, sign-outs) while the server runs, and its
// restore into a DATA_DIR whose server is stopped. docs/operations.md, "Backup, restore, rollback".
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const STORE = 'gateway.sqlite';
/** What makes a file the gateway's store: a restore of anything else is refused. */
const TABLES = ['cache', 'ledger'];

function usage(): never {
  console.error(
    'Usage: DATA_DIR=/data node dist/server/store-backup.js backup <file>\n' +
      '       DATA_DIR=/data node dist/server/store-backup.js restore <file>   (server stopped)',
  );
  process.exit(2);
}

/** SQLite's online backup: consistent while the server writes, page by page. */
async function copy(from: string, to: string, options: Database.Options) {
  const db = new Database(from, { ...options, fileMustExist: true });
  try {
    await db.backup(to);
  } finally {
    db.close();
  }
}

async function backup(dataDir: string, target: string) {
  const source = join(dataDir, STORE);
  if (!existsSync(source)) throw new Error(`${source} does not exist: is DATA_DIR right?`);
  if (existsSync(target)) throw new Error(`${target} exists: name a new file`);
  await copy(source, target, {});
  return describe(target);
}

/** Checks the file, then replaces DATA_DIR's store with a copy of it (the old WAL goes too). */
async function restore(dataDir: string, file: string) {
  const summary = describe(file);
  mkdirSync(dataDir, { recursive: true });
  const store = join(dataDir, STORE);
  const incoming = `${store}.restoring`;
  rmSync(incoming, { force: true });
  await copy(file, incoming, { readonly: true });
  for (const suffix of ['-wal', '-shm']) rmSync(store + suffix, { force: true });
  renameSync(incoming, store);
  return summary;
}

/** What the file holds, after SQLite's own check; throws when it is not a sound gateway store. */
function describe(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all(),
    );
    const missing = TABLES.filter((name) => !tables.has(name));
    if (missing.length) throw new Error(`${file} is no gateway store (no ${missing.join(', ')})`);
    const count = (table: string) =>
      tables.has(table) ? (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number) : 0;
    return (
      `${count('cache')} cached answers, ${count('ledger')} ledger rows, ` +
      `${count('contracts')} contracts, ${count('invoices')} invoices, ${count('insertions')} insertions`
    );
  } finally {
    db.close();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const dataDir = process.env.DATA_DIR || '.data';
  if (!file || (command !== 'backup' && command !== 'restore')) usage();
  if (dataDir === ':memory:') throw new Error('DATA_DIR=:memory: keeps nothing to back up');
  const path = resolve(file);
  const summary = command === 'backup' ? await backup(dataDir, path) : await restore(dataDir, path);
  console.log(
    command === 'backup'
      ? `Backed up ${join(dataDir, STORE)} to ${path}: ${summary}`
      : `Restored ${path} into ${join(dataDir, STORE)}: ${summary}`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
