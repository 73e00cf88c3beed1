// Following (a server that is not the sync leader): what the leader published since this server's
// watermarks is copied into the local tables, so its views and answer.ts serve the same rows
// without an upstream call. Rows are copied as the leader resolved them (its `seen`, its
// `updated_at`, its as-of), not written again through the writer: the writer compares each row
// with what it held to log changes, and the leader's changes arrive as they are (the follower
// would log each one twice). One read-only snapshot per pull, so a list's `full_at` never arrives
// before its rows.
import type pg from 'pg';
import type { GatewayDb } from '../../gateway/database';
import {
  ALL_TABLES,
  CHANGES,
  CHILD_TABLES,
  RECORD_TABLES,
  STREAMS,
  type TableSpec,
} from '../tables';
import { LOCAL_META, localState, OUTBOX } from './outbox';
import { isSharedMeta } from './publish';
import { fromPg, inTransaction } from './schema';

/** Rows a pull reads at a time: one local transaction each, a few tens of ms at most. */
const PULL_BATCH = 500;

export interface PullReport {
  /** Rows copied, tombstones applied, changes added. */
  rows: number;
  dropped: number;
  changes: number;
  /** Why nothing was pulled, when nothing could be. */
  problem: string | null;
}

type Row = Record<string, unknown>;

/** The row without Postgres's own numbering (the local statement names only its columns). */
function withoutKey(row: Row, key: string): Row {
  const copy = { ...row };
  delete copy[key];
  return copy;
}

function replaceInto(db: GatewayDb, spec: TableSpec) {
  const names = spec.columns.map((c) => c.name);
  return db.prepare(
    `INSERT OR REPLACE INTO ${spec.name} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
  );
}

export function createFollower(db: GatewayDb, account: string) {
  const state = localState(db);
  const tables = [...RECORD_TABLES, ...CHILD_TABLES, STREAMS, CHANGES];
  const insert = new Map(tables.map((spec) => [spec.name, replaceInto(db, spec)]));
  const watermarks = (): Record<string, number> => JSON.parse(state.get('follow') ?? '{}');
  const saveMark = (table: string, value: number) =>
    state.set('follow', JSON.stringify({ ...watermarks(), [table]: value }));

  const dropChildren = (table: string, keys: unknown[]) => {
    for (const child of CHILD_TABLES.filter((t) => t.parent!.table === table)) {
      db.prepare(
        `DELETE FROM ${child.name} WHERE ${child.parent!.column} IN (SELECT value FROM json_each(?))`,
      ).run(JSON.stringify(keys));
    }
  };

  /** Another epoch (a new database, another account's emptied one): start from nothing. */
  const restart = db.transaction((epoch: string) => {
    for (const table of ALL_TABLES) db.exec(`DELETE FROM ${table}`);
    db.exec(`DELETE FROM mirror_meta WHERE NOT (${LOCAL_META})`);
    state.set('follow', '{}');
    state.set('epoch', epoch);
  });

  async function records(client: pg.ClientBase, spec: TableSpec): Promise<number> {
    const key = spec.key[0]!;
    const select = `SELECT pub_seq, ${spec.columns.map(fromPg).join(', ')} FROM ${spec.name}
      WHERE pub_seq > $1 ORDER BY pub_seq LIMIT ${PULL_BATCH}`;
    let total = 0;
    for (;;) {
      const mark = watermarks()[spec.name] ?? 0;
      const { rows } = await client.query<Row & { pub_seq: number }>(select, [mark]);
      if (rows.length === 0) return total;
      const keys = rows.map((r) => r[key]);
      const children = new Map<TableSpec, Row[]>();
      for (const child of CHILD_TABLES.filter((t) => t.parent!.table === spec.name)) {
        const got = await client.query<Row>(
          `SELECT ${child.columns.map(fromPg).join(', ')} FROM ${child.name}
           WHERE ${child.parent!.column} = ANY($1)`,
          [keys],
        );
        children.set(child, got.rows);
      }
      db.transaction(() => {
        const put = insert.get(spec.name)!;
        for (const row of rows) put.run(withoutKey(row, 'pub_seq'));
        dropChildren(spec.name, keys);
        for (const [child, list] of children) {
          const putChild = insert.get(child.name)!;
          for (const row of list) putChild.run(row);
        }
        saveMark(spec.name, rows[rows.length - 1]!.pub_seq);
      })();
      total += rows.length;
    }
  }

  async function tombstones(client: pg.ClientBase): Promise<number> {
    let total = 0;
    for (;;) {
      const mark = watermarks().mirror_tombstones ?? 0;
      const { rows } = await client.query<{ pub_seq: number; tbl: string; id: number }>(
        `SELECT pub_seq, tbl, id FROM mirror_tombstones WHERE pub_seq > $1
         ORDER BY pub_seq LIMIT ${PULL_BATCH}`,
        [mark],
      );
      if (rows.length === 0) return total;
      db.transaction(() => {
        for (const spec of RECORD_TABLES) {
          const keys = rows.filter((r) => r.tbl === spec.name).map((r) => r.id);
          if (keys.length === 0) continue;
          db.prepare(
            `DELETE FROM ${spec.name} WHERE ${spec.key[0]} IN (SELECT value FROM json_each(?))`,
          ).run(JSON.stringify(keys));
          dropChildren(spec.name, keys);
        }
        saveMark('mirror_tombstones', rows[rows.length - 1]!.pub_seq);
      })();
      total += rows.length;
    }
  }

  async function changes(client: pg.ClientBase): Promise<number> {
    let total = 0;
    for (;;) {
      const mark = watermarks().changes ?? 0;
      const { rows } = await client.query<Row & { id: number }>(
        `SELECT id, ${CHANGES.columns.map(fromPg).join(', ')} FROM changes WHERE id > $1
         ORDER BY id LIMIT ${PULL_BATCH}`,
        [mark],
      );
      if (rows.length === 0) return total;
      db.transaction(() => {
        for (const row of rows) insert.get('changes')!.run(withoutKey(row, 'id'));
        saveMark('changes', rows[rows.length - 1]!.id);
      })();
      total += rows.length;
    }
  }

  /** The streams' state and the shared meta (the pass in progress, the last pass) as they are. */
  async function shared(client: pg.ClientBase) {
    const streams = await client.query<Row>(
      `SELECT ${STREAMS.columns.map(fromPg).join(', ')} FROM mirror_streams`,
    );
    const meta = await client.query<{ key: string; value: string }>(
      'SELECT key, value FROM mirror_meta',
    );
    const kept = meta.rows.filter((r) => isSharedMeta(r.key));
    db.transaction(() => {
      db.exec('DELETE FROM mirror_streams');
      const put = insert.get('mirror_streams')!;
      for (const row of streams.rows) put.run(row);
      db.exec(`DELETE FROM mirror_meta WHERE NOT (${LOCAL_META})`);
      const set = db.prepare('INSERT OR REPLACE INTO mirror_meta (key, value) VALUES (?, ?)');
      for (const { key, value } of kept) set.run(key, value);
    })();
  }

  /** Copies what was published since the last pull. */
  async function pull(client: pg.ClientBase): Promise<PullReport> {
    const report: PullReport = { rows: 0, dropped: 0, changes: 0, problem: null };
    try {
      await inTransaction(
        client,
        async () => {
          const { rows } = await client.query<{ key: string; value: string }>(
            "SELECT key, value FROM mirror_meta WHERE key IN ('account', 'epoch')",
          );
          const held = new Map(rows.map((r) => [r.key, r.value]));
          const epoch = held.get('epoch');
          if (!epoch) {
            report.problem = 'nothing is published in Postgres yet';
          } else if (held.get('account') !== account) {
            report.problem =
              "Postgres holds another account's mirror (its leader is pointed at another account)";
          } else {
            if (state.get('epoch') !== epoch) restart(epoch);
            for (const spec of RECORD_TABLES) report.rows += await records(client, spec);
            report.dropped = await tombstones(client);
            report.changes = await changes(client);
            await shared(client);
          }
        },
        'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      );
    } finally {
      // A follower publishes nothing: what the copies (and its own page views) put in the outbox
      // is already in Postgres, or will be read again by the leader.
      db.exec(`DELETE FROM ${OUTBOX}`);
    }
    return report;
  }

  return { pull };
}
