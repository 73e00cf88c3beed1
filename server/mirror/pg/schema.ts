// The mirror's tables in Postgres: the team's shared copy of the account, typed for reporting
// tools (money `numeric`, dates `date`, the account's own times `timestamp`, flags `boolean`, the
// record as the app reads it `jsonb`), reachable with the default search path (schema `public`).
// One description per table (TABLES) makes the DDL, the publisher's upserts and the followers'
// reads, so a column is named once. Migrations run at start-up under a table lock and are
// counted in their own table (`mirror_schema_version`), apart from the gateway's.
import type pg from 'pg';
import { createTableOnce } from '../../store/migrations';

/**
 * How a column is held in SQLite (left) and typed in Postgres:
 * int → bigint; text; money → numeric (a SQLite REAL: its shortest decimal text, so it reads
 * back as the same double); bool (0/1) → boolean; date ('YYYY-MM-DD') → date; timestamp
 * ('YYYY-MM-DD HH:MM:SS' in the account's own time, no zone) → timestamp; ms (milliseconds
 * since 1970, an instant) → timestamptz; jsonb (the app's reading of a record, queried by
 * reports); json (the API's text, kept byte for byte: answer.ts serves it as the API's answer,
 * and jsonb would reorder its keys).
 */
export type Kind =
  'int' | 'text' | 'money' | 'bool' | 'date' | 'timestamp' | 'ms' | 'jsonb' | 'json';

export interface Column {
  name: string;
  kind: Kind;
  notNull?: boolean;
}

export interface TableSpec {
  name: string;
  /** The primary key's columns. */
  key: string[];
  columns: Column[];
  /** A child table: its rows belong to one parent row and are replaced with it. */
  parent?: { table: string; column: string };
}

const c = (name: string, kind: Kind, notNull = false): Column => ({ name, kind, notNull });
const id = c('id', 'int', true);
/** The sync's own columns of every record table. */
const own = [
  c('data', 'jsonb', true),
  c('wire', 'json', true),
  c('seen', 'int', true),
  c('updated_at', 'ms', true),
];

/** The record tables (one row per record), in the order a follower applies them. */
export const RECORD_TABLES: TableSpec[] = [
  {
    name: 'users',
    key: ['id'],
    columns: [id, c('email', 'text'), c('name', 'text', true), ...own],
  },
  {
    name: 'products',
    key: ['id'],
    columns: [id, c('name', 'text', true), c('active', 'bool', true), ...own],
  },
  {
    name: 'ad_sizes',
    key: ['id'],
    columns: [id, c('product_id', 'int', true), c('name', 'text', true), ...own],
  },
  {
    name: 'ad_rates',
    key: ['id'],
    columns: [
      id,
      c('product_id', 'int', true),
      c('ad_size_id', 'int', true),
      c('name', 'text', true),
      c('rate', 'money', true),
      ...own,
    ],
  },
  {
    name: 'sections',
    key: ['id'],
    columns: [id, c('product_id', 'int', true), c('name', 'text', true), ...own],
  },
  { name: 'line_item_types', key: ['id'], columns: [id, c('name', 'text', true), ...own] },
  {
    name: 'contracts',
    key: ['id'],
    columns: [
      id,
      c('advertiser_id', 'int', true),
      c('agency_id', 'int'),
      c('sold_by_user_id', 'int'),
      c('status', 'text'),
      c('is_proposal', 'bool', true),
      c('date_created', 'timestamp'),
      c('date_sold', 'timestamp'),
      c('total', 'money', true),
      c('currency', 'text'),
      c('from_record', 'bool', true),
      ...own,
    ],
  },
  {
    name: 'invoices',
    key: ['id'],
    columns: [
      id,
      c('advertiser_id', 'int', true),
      c('contract_id', 'int'),
      c('status', 'text'),
      c('date_created', 'timestamp'),
      c('date_due', 'date'),
      c('total', 'money', true),
      c('currency', 'text'),
      ...own,
    ],
  },
  {
    name: 'insertions',
    key: ['id'],
    columns: [
      id,
      c('contract_id', 'int', true),
      c('advertiser_id', 'int'),
      c('product_id', 'int', true),
      c('ad_size_id', 'int', true),
      c('ad_rate_id', 'int', true),
      c('section_id', 'int'),
      c('issue_id', 'int'),
      c('location_id', 'int'),
      c('quantity', 'money', true),
      c('discount', 'money', true),
      c('date_canceled', 'date'),
      c('first_day', 'date'),
      c('last_day', 'date'),
      ...own,
    ],
  },
  {
    name: 'contract_line_items',
    key: ['contract_id'],
    columns: [
      c('contract_id', 'int', true),
      c('embedded', 'json'),
      c('embedded_at', 'ms'),
      c('listed', 'json'),
      c('listed_at', 'ms'),
    ],
  },
];

/** Rows that belong to a record and are written, dropped and published with it. */
export const CHILD_TABLES: TableSpec[] = [
  {
    name: 'invoice_line_items',
    key: ['invoice_id', 'id'],
    parent: { table: 'invoices', column: 'invoice_id' },
    columns: [
      id,
      c('invoice_id', 'int', true),
      c('type_id', 'int'),
      c('insertion_id', 'int'),
      c('amount', 'money', true),
      c('total', 'money', true),
      c('description', 'text'),
    ],
  },
  {
    name: 'schedule_entries',
    key: ['insertion_id', 'id'],
    parent: { table: 'insertions', column: 'insertion_id' },
    columns: [
      id,
      c('insertion_id', 'int', true),
      c('date_start', 'date'),
      c('date_end', 'date'),
      c('date_deleted', 'timestamp'),
    ],
  },
];

/** The changes feed: Postgres numbers its rows itself (`id`); SQLite's `seq` is per server. */
export const CHANGES: TableSpec = {
  name: 'changes',
  key: ['id'],
  columns: [
    c('at', 'ms', true),
    c('record', 'text', true),
    c('record_id', 'int', true),
    c('kind', 'text', true),
    c('before', 'jsonb'),
    c('after', 'jsonb'),
    c('contract_id', 'int'),
    c('seller_id', 'int'),
  ],
};

export const STREAMS: TableSpec = {
  name: 'mirror_streams',
  key: ['stream'],
  columns: [
    c('stream', 'text', true),
    c('generation', 'int', true),
    c('cursor', 'text'),
    c('as_of', 'ms'),
    c('full_at', 'ms'),
    c('rows_read', 'int', true),
  ],
};

/** The tables a reporting tool reads (the read-only role's grants). */
export const REPORT_TABLES = [
  ...RECORD_TABLES.map((t) => t.name),
  ...CHILD_TABLES.map((t) => t.name),
  'changes',
  'mirror_streams',
];

const PG_TYPE: Record<Kind, string> = {
  int: 'bigint',
  text: 'text',
  money: 'numeric',
  bool: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  ms: 'timestamptz',
  jsonb: 'jsonb',
  json: 'json',
};

/** The type a value has in the publisher's JSON batch (as SQLite holds it). */
export const WIRE_TYPE: Record<Kind, string> = {
  int: 'bigint',
  text: 'text',
  money: 'numeric',
  bool: 'integer',
  date: 'text',
  timestamp: 'text',
  ms: 'bigint',
  jsonb: 'text',
  json: 'text',
};

/** The SQL that turns a batch column (`x.name`, as SQLite held it) into its Postgres type. */
export function toPg(column: Column, from = 'x'): string {
  const v = `${from}.${column.name}`;
  switch (column.kind) {
    case 'bool':
      return `(${v} <> 0)`;
    case 'date':
      return `mirror_date(${v})`;
    case 'timestamp':
      return `mirror_timestamp(${v})`;
    case 'ms':
      return `(timestamptz 'epoch' + ${v} * interval '1 millisecond')`;
    case 'jsonb':
      return `${v}::jsonb`;
    case 'json':
      return `${v}::json`;
    default:
      return v;
  }
}

/** The SQL that reads a Postgres column back as SQLite holds it. */
export function fromPg(column: Column): string {
  const v = column.name;
  switch (column.kind) {
    case 'bool':
      return `${v}::int AS ${v}`;
    case 'money':
      return `${v}::float8 AS ${v}`;
    case 'date':
      return `to_char(${v}, 'YYYY-MM-DD') AS ${v}`;
    case 'timestamp':
      return `to_char(${v}, 'YYYY-MM-DD HH24:MI:SS') AS ${v}`;
    case 'ms':
      return `round(extract(epoch FROM ${v}) * 1000)::bigint AS ${v}`;
    case 'jsonb':
    case 'json':
      return `${v}::text AS ${v}`;
    default:
      return v;
  }
}

function tableDdl(spec: TableSpec, extra: string[] = []): string {
  const columns = spec.columns.map(
    (col) => `${col.name} ${PG_TYPE[col.kind]}${col.notNull ? ' NOT NULL' : ''}`,
  );
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
  'CREATE INDEX contracts_advertiser ON contracts (advertiser_id)',
  'CREATE INDEX invoices_advertiser ON invoices (advertiser_id)',
  'CREATE INDEX invoices_contract ON invoices (contract_id)',
  'CREATE INDEX insertions_contract ON insertions (contract_id)',
  `CREATE TABLE changes (
     id bigserial PRIMARY KEY,
     ${CHANGES.columns.map((col) => `${col.name} ${PG_TYPE[col.kind]}${col.notNull ? ' NOT NULL' : ''}`).join(',\n     ')},
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
export const MIGRATIONS: string[][] = [VERSION_1];
export const MIRROR_SCHEMA_VERSION = MIGRATIONS.length;

export class NewerSchemaError extends Error {}

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
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL lock_timeout = 0; SET LOCAL statement_timeout = 0');
    await client.query('LOCK TABLE mirror_schema_version IN EXCLUSIVE MODE');
    const { rows } = await client.query<{ v: number | null }>(
      'SELECT max(version) AS v FROM mirror_schema_version',
    );
    const held = rows[0]?.v ?? 0;
    if (held > MIRROR_SCHEMA_VERSION) {
      throw new NewerSchemaError(
        `The Postgres database's mirror tables are at version ${held}, newer than this server's ` +
          `${MIRROR_SCHEMA_VERSION}: a newer server has migrated them. Run that version (or ` +
          'newer), or point DATABASE_URL at another database.',
      );
    }
    for (let version = held + 1; version <= MIRROR_SCHEMA_VERSION; version++) {
      for (const statement of MIGRATIONS[version - 1]!) await client.query(statement);
      await client.query('INSERT INTO mirror_schema_version (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
    return MIRROR_SCHEMA_VERSION;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
