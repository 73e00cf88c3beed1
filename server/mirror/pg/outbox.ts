// What the local mirror wrote and Postgres has not yet been told: an outbox table in the server's
// SQLite file, filled by triggers on the mirror's tables. The triggers are TEMP (this connection
// only, created when Postgres is attached): a server without DATABASE_URL keeps no outbox and pays
// nothing, and the file's schema is the same either way. The outbox itself is a real table, so
// what was written but not yet published survives a restart.
//
// Why an outbox rather than "rows whose updated_at is past a watermark": it records drops (a
// record no longer listed, its children with it) exactly as they happen, needs no clock (two
// writes in one millisecond, or a clock set back, lose nothing), and costs an index-free append
// per written row.
import type { GatewayDb } from '../../gateway/database';
import { mirrorMeta, RECORD_TABLES } from '../tables';

export const OUTBOX = 'mirror_pg_outbox';

/** mirror_meta keys that are this server's own, never published: its account, its Postgres state. */
export const LOCAL_META = "key = 'account' OR key LIKE 'pg.%'";
const NOT_LOCAL = `NOT (${LOCAL_META})`;

/** The tables whose writes the outbox names: by key, and `when` a row is published. */
const WATCHED: { table: string; key: string; events: string[]; when?: string }[] = [
  ...RECORD_TABLES.map((spec) => ({
    table: spec.name,
    key: spec.key[0]!,
    events: ['INSERT', 'UPDATE', 'DELETE'],
  })),
  { table: 'changes', key: 'seq', events: ['INSERT'] },
  { table: 'mirror_streams', key: 'stream', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'mirror_meta', key: 'key', events: ['INSERT', 'UPDATE', 'DELETE'], when: NOT_LOCAL },
];

/** Creates the outbox and this connection's triggers (idempotent). */
export function installOutbox(db: GatewayDb) {
  db.exec(`CREATE TABLE IF NOT EXISTS ${OUTBOX} (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, tbl TEXT NOT NULL, key ANY NOT NULL)`);
  for (const { table, key, events, when } of WATCHED) {
    for (const event of events) {
      const row = event === 'DELETE' ? 'OLD' : 'NEW';
      const condition = when ? ` WHEN ${when.replace(/\bkey\b/g, `${row}.key`)}` : '';
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS pg_outbox_${table}_${event.toLowerCase()}
         AFTER ${event} ON main.${table}${condition}
         BEGIN INSERT INTO main.${OUTBOX} (tbl, key) VALUES ('${table}', ${row}.${key}); END`,
      );
    }
  }
}

/** Puts every row the local mirror holds in the outbox: Postgres is new to this server. */
export function enqueueEverything(db: GatewayDb) {
  db.transaction(() => {
    for (const { table, key, when } of WATCHED) {
      const where = when ? ` WHERE ${when}` : '';
      db.exec(`INSERT INTO ${OUTBOX} (tbl, key) SELECT '${table}', ${key} FROM ${table}${where}`);
    }
  })();
}

export const outboxSize = (db: GatewayDb) =>
  db.prepare(`SELECT COUNT(*) FROM ${OUTBOX}`).pluck().get() as number;

/** The server's own Postgres state in mirror_meta ('pg.' keys are never published). */
export function localState(db: GatewayDb) {
  const meta = mirrorMeta(db);
  return {
    get: (key: string) => meta.get(`pg.${key}`) ?? null,
    set: (key: string, value: string) => meta.set(`pg.${key}`, value),
  };
}
