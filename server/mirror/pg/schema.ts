// The mirror's tables in Postgres: the team's shared copy of the account, typed for reporting
// tools (money `numeric`, dates `date`, the account's own times `timestamp`, flags `boolean`, the
// record as the app reads it `jsonb`), reachable with the default search path (schema `public`).
// The tables are declared once (../tables.ts): their DDL here, the publisher's upserts and the
// followers' reads come from the declaration. Migrations run at start-up under a table lock and are
// counted in their own table (`mirror_schema_version`), apart from the gateway's.
import type pg from 'pg';
import { createTableOnce } from '../../store/migrations';

import {
  CHANGES,
  CHILD_TABLES,
  RECORD_TABLES,
  STREAMS,
  type Column,
  type Kind,
  type TableSpec,
} from '../tables';

/**
 * Each kind's Postgres type, its type in the publisher's JSON batch (as SQLite holds it), the SQL
 * that turns a batch value into the Postgres type, and the SQL that reads it back as SQLite holds it.
 */
const KINDS: Record<Kind, [pg: string, wire: string, to?: string, from?: string]> = {
  int: ['bigint', 'bigint'],
  text: ['text', 'text'],
  money: ['numeric', 'numeric', undefined, '$::float8'],
  bool: ['boolean', 'integer', '($ <> 0)', '$::int'],
  date: ['date', 'text', 'mirror_date($)', "to_char($, 'YYYY-MM-DD')"],
  timestamp: ['timestamp', 'text', 'mirror_timestamp($)', "to_char($, 'YYYY-MM-DD HH24:MI:SS')"],
  ms: [
    'timestamptz',
    'bigint',
    "(timestamptz 'epoch' + $ * interval '1 millisecond')",
    'round(extract(epoch FROM $) * 1000)::bigint',
  ],
  jsonb: ['jsonb', 'text', '$::jsonb', '$::text'],
  json: ['json', 'text', '$::json', '$::text'],
};

/** The SQL that turns a batch column (`x.name`, as SQLite held it) into its Postgres type. */
export function toPg(column: Column, from = 'x'): string {
  const v = `${from}.${column.name}`;
  return KINDS[column.kind][2]?.replace('$', v) ?? v;
}

/** The SQL that reads a Postgres column back as SQLite holds it. */
export function fromPg({ name, kind }: Column): string {
  const from = KINDS[kind][3];
  return from ? `${from.replace('$', name)} AS ${name}` : name;
}

/** The publisher's batch (`$1`, JSON rows as SQLite holds them) as a row set `x`. */
export const recordset = (spec: TableSpec) =>
  `json_to_recordset($1::json) AS x(${spec.columns.map((c) => `${c.name} ${KINDS[c.kind][1]}`).join(', ')})`;

/** Upserts a batch of local rows into the table, typed; `withPubSeq`: numbered for followers. */
export function pgUpsertSql(spec: TableSpec, withPubSeq: boolean): string {
  const names = spec.columns.map((c) => c.name);
  const updates = names
    .filter((n) => !spec.key.includes(n))
    .map((n) => `${n} = excluded.${n}`)
    .concat(withPubSeq ? ["pub_seq = nextval('mirror_pub_seq')"] : []);
  return `INSERT INTO ${spec.name} (${names.join(', ')})
    SELECT ${spec.columns.map((c) => toPg(c)).join(', ')} FROM ${recordset(spec)}
    ON CONFLICT (${spec.key.join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
}

const columnDdl = (col: Column) =>
  `${col.name} ${KINDS[col.kind][0]}${col.notNull ? ' NOT NULL' : ''}`;

function tableDdl(spec: TableSpec, extra: string[] = []): string {
  const columns = spec.columns.map(columnDdl);
  return `CREATE TABLE ${spec.name} (\n  ${[...columns, ...extra, `PRIMARY KEY (${spec.key.join(', ')})`].join(',\n  ')}\n)`;
}

/** `pub_seq`: the order rows were published in; a follower reads what is past its watermark. */
const PUB_SEQ = "pub_seq bigint NOT NULL DEFAULT nextval('mirror_pub_seq')";

/** Version 1: every table, the date helpers, the publishing order and the tombstones. */
const VERSION_1 = [
  'CREATE SEQUENCE mirror_pub_seq',
  // A value the API sent that is no date (the writer keeps its text) becomes NULL rather than
  // failing the batch it came in (and holding every later row back).
  `CREATE FUNCTION mirror_date(value text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $$
   BEGIN RETURN value::date; EXCEPTION WHEN others THEN RETURN NULL; END $$`,
  `CREATE FUNCTION mirror_timestamp(value text) RETURNS timestamp LANGUAGE plpgsql IMMUTABLE AS $$
   BEGIN RETURN value::timestamp; EXCEPTION WHEN others THEN RETURN NULL; END $$`,
  ...[...RECORD_TABLES, ...CHILD_TABLES].flatMap((spec) => [
    tableDdl(spec, spec.parent ? [] : [PUB_SEQ]),
    ...(spec.parent
      ? [`CREATE INDEX ${spec.name}_parent ON ${spec.name} (${spec.parent.column})`]
      : [`CREATE INDEX ${spec.name}_pub_seq ON ${spec.name} (pub_seq)`]),
  ]),
  ...RECORD_TABLES.flatMap((spec) =>
    (spec.indexes ?? [])
      .filter((i) => i.pg)
      .map((i) => `CREATE INDEX ${i.name} ON ${spec.name} (${i.on})`),
  ),
  `CREATE TABLE changes (
     id bigserial PRIMARY KEY,
     ${CHANGES.columns.map(columnDdl).join(',\n     ')},
     UNIQUE (at, record, record_id, kind)
   )`,
  tableDdl(STREAMS),
  'CREATE TABLE mirror_meta (key text PRIMARY KEY, value text NOT NULL)',
  // A record dropped by the leader, for followers to drop too (only while it is not a row again).
  `CREATE TABLE mirror_tombstones (tbl text NOT NULL, id bigint NOT NULL, ${PUB_SEQ},
     at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (tbl, id))`,
  'CREATE INDEX mirror_tombstones_pub_seq ON mirror_tombstones (pub_seq)',
];

/** Each version's statements, in order; a new version is appended, never edited. */
const MIGRATIONS: string[][] = [VERSION_1];
export const MIRROR_SCHEMA_VERSION = MIGRATIONS.length;

/** Runs `work` in a transaction opened by `begin`: committed, or rolled back and the error rethrown. */
export async function inTransaction<T>(
  client: pg.ClientBase,
  work: () => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  await client.query(begin);
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Brings the mirror's tables to this code's version (the other store's migration runner may call
 * this too). Under a lock on its version table (not an advisory lock: see store/migrations.ts), so
 * two servers starting together migrate once; refuses a database a newer server has migrated,
 * rather than write rows it cannot know.
 */
export async function migrateMirrorSchema(client: pg.ClientBase): Promise<number> {
  await createTableOnce(
    client,
    `CREATE TABLE IF NOT EXISTS mirror_schema_version (
       version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  return inTransaction(client, async () => {
    await client.query('SET LOCAL lock_timeout = 0; SET LOCAL statement_timeout = 0');
    await client.query('LOCK TABLE mirror_schema_version IN EXCLUSIVE MODE');
    const { rows } = await client.query<{ v: number | null }>(
      'SELECT max(version) AS v FROM mirror_schema_version',
    );
    const held = rows[0]?.v ?? 0;
    if (held > MIRROR_SCHEMA_VERSION) {
      throw new Error(
        `The Postgres database's mirror tables are at version ${held}, newer than this server's ` +
          `${MIRROR_SCHEMA_VERSION}: a newer server has migrated them. Run that version (or ` +
          'newer), or point DATABASE_URL at another database.',
      );
    }
    for (let version = held + 1; version <= MIRROR_SCHEMA_VERSION; version++) {
      for (const statement of MIGRATIONS[version - 1]!) await client.query(statement);
      await client.query('INSERT INTO mirror_schema_version (version) VALUES ($1)', [version]);
    }
    return MIRROR_SCHEMA_VERSION;
  });
}
