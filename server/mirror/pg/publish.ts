// Publishing (the sync leader): what the outbox names is read from the local tables as they are
// now and written to Postgres, a batch at a time in one transaction each: a row that is still
// held is upserted (its children replaced with it), one that is gone is deleted and leaves a
// tombstone for the followers. The outbox entries go only once Postgres has committed, so an
// outage loses nothing: the next attempt sends them again (upserts are idempotent).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { GatewayDb } from '../../gateway/database';
import { enqueueEverything, localState, OUTBOX } from './outbox';
import {
  ALL_TABLES,
  CHANGES,
  CHILD_TABLES,
  META,
  RECORD_TABLES,
  STREAMS,
  type TableSpec,
} from '../tables';
import { inTransaction, pgUpsertSql, recordset, toPg } from './schema';

/** Outbox entries a batch takes: one Postgres transaction, a few milliseconds of SQLite reads. */
const PUBLISH_BATCH = 500;

/** Every table the account's records are in, for emptying on a change of account. */
export const PG_MIRROR_TABLES = [...ALL_TABLES, 'mirror_meta', 'mirror_tombstones'];

const CHANGES_INSERT = `INSERT INTO changes (${CHANGES.columns.map((c) => c.name).join(', ')})
  SELECT ${CHANGES.columns.map((c) => toPg(c)).join(', ')} FROM ${recordset(CHANGES)}
  ON CONFLICT (at, record, record_id, kind) DO NOTHING`;

interface Entry {
  seq: number;
  tbl: string;
  key: number | string;
}

export function createPublisher(db: GatewayDb, account: string) {
  const state = localState(db);
  const take = db.prepare(`SELECT seq, tbl, key FROM ${OUTBOX} ORDER BY seq LIMIT ?`);
  const done = db.prepare(`DELETE FROM ${OUTBOX} WHERE seq <= ?`);
  /** The local rows of a table whose `key` column is one of `keys`, with the spec's columns. */
  const rowsOf = (spec: TableSpec, key: string, keys: unknown[]) =>
    db
      .prepare(
        `SELECT ${spec.columns.map((c) => c.name).join(', ')} FROM ${spec.name}
         WHERE ${key} IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(keys)) as Record<string, unknown>[];

  /**
   * Postgres holds this account's mirror (another account's is emptied, as the local tables are)
   * and has everything this server held before it published there (a new database, or one this
   * server last published to under another epoch, gets the whole local mirror).
   */
  async function claim(client: pg.ClientBase) {
    const epoch = await inTransaction(client, async () => {
      await client.query('LOCK TABLE mirror_meta IN EXCLUSIVE MODE');
      const { rows } = await client.query<{ key: string; value: string }>(
        "SELECT key, value FROM mirror_meta WHERE key IN ('account', 'epoch')",
      );
      const held = new Map(rows.map((r) => [r.key, r.value]));
      if (held.get('account') === account && held.get('epoch')) return held.get('epoch')!;
      await client.query(`TRUNCATE ${PG_MIRROR_TABLES.join(', ')}`);
      const fresh = randomUUID();
      await client.query(
        "INSERT INTO mirror_meta (key, value) VALUES ('account', $1), ('epoch', $2)",
        [account, fresh],
      );
      return fresh;
    });
    if (state.get('epoch') !== epoch) {
      enqueueEverything(db);
      state.set('epoch', epoch);
    }
  }

  /**
   * The rows of `keys` as the local table holds them now: upserted, or deleted where gone. A
   * record's children are replaced with it (the writer does the same locally), and a record gone
   * leaves a tombstone for the followers; the streams' state and the shared meta (the pass's saved
   * place: what a new leader resumes from) are copied as they are.
   */
  async function publishRows(client: pg.ClientBase, spec: TableSpec, keys: unknown[]) {
    const record = RECORD_TABLES.includes(spec);
    const key = spec.key[0]!;
    const shared = keys.filter((k) => spec !== META || isSharedMeta(String(k)));
    const rows = rowsOf(spec, key, shared);
    const held = new Set(rows.map((r) => r[key]));
    const gone = shared.filter((k) => !held.has(k));
    if (rows.length > 0) await client.query(pgUpsertSql(spec, record), [JSON.stringify(rows)]);
    if (record && rows.length > 0) {
      await client.query('DELETE FROM mirror_tombstones WHERE tbl = $1 AND id = ANY($2)', [
        spec.name,
        [...held],
      ]);
    }
    for (const child of CHILD_TABLES.filter((t) => t.parent!.table === spec.name)) {
      const parent = child.parent!.column;
      await client.query(`DELETE FROM ${child.name} WHERE ${parent} = ANY($1)`, [keys]);
      const children = rowsOf(child, parent, [...held]);
      if (children.length > 0) {
        await client.query(pgUpsertSql(child, false), [JSON.stringify(children)]);
      }
    }
    if (gone.length > 0)
      await client.query(`DELETE FROM ${spec.name} WHERE ${key} = ANY($1)`, [gone]);
    if (record && gone.length > 0) {
      await client.query(
        `INSERT INTO mirror_tombstones (tbl, id) SELECT $1, unnest($2::bigint[])
         ON CONFLICT (tbl, id) DO UPDATE SET pub_seq = nextval('mirror_pub_seq'), at = now()`,
        [spec.name, gone],
      );
    }
  }

  /** Publishes one batch; how many outbox entries it took (0: Postgres is current). */
  async function step(client: pg.ClientBase): Promise<number> {
    const entries = take.all(PUBLISH_BATCH) as Entry[];
    if (entries.length === 0) return 0;
    const byTable = new Map<string, Set<number | string>>();
    for (const { tbl, key } of entries) {
      if (!byTable.has(tbl)) byTable.set(tbl, new Set());
      byTable.get(tbl)!.add(key);
    }
    await inTransaction(client, async () => {
      // Records before the streams that say a list was read whole, as the writer wrote them.
      for (const spec of RECORD_TABLES) {
        const keys = byTable.get(spec.name);
        if (keys) await publishRows(client, spec, [...keys]);
      }
      const changes = byTable.get('changes');
      if (changes) {
        const rows = rowsOf(CHANGES, 'seq', [...changes]);
        if (rows.length > 0) await client.query(CHANGES_INSERT, [JSON.stringify(rows)]);
      }
      for (const spec of [STREAMS, META]) {
        const keys = byTable.get(spec.name);
        if (keys) await publishRows(client, spec, [...keys]);
      }
    });
    done.run(entries[entries.length - 1]!.seq);
    return entries.length;
  }

  /** Drops what is older than the local feed keeps (the leader prunes both). */
  async function pruneChanges(client: pg.ClientBase, olderThan: number) {
    await client.query(
      "DELETE FROM changes WHERE at < timestamptz 'epoch' + $1 * interval '1 millisecond'",
      [olderThan],
    );
  }

  return { claim, step, pruneChanges };
}

/** The mirror_meta keys shared through Postgres (not a server's own, nor the database's). */
export const isSharedMeta = (key: string) => !/^(account$|epoch$|pg\.)/.test(key);
