// The account mirror's tables, declared once: each table's columns with their kinds, its key and
// its indexes. From the one declaration come the SQLite DDL (below), the writer's upserts
// (`upsertSql`) and the Postgres schema and copy (pg/schema.ts). One row per record, the fields the
// views filter, join and sum on as typed columns, the record as the app reads it (`data`, the
// domain object) and as the API sent it (`wire`). One account at a time: a change of account
// empties them, as it empties the cache.
import type { GatewayDb } from '../gateway/database';

/** Every resource the mirror keeps, as `GET /api/status` names them. */
export const RESOURCES = [
  'contracts',
  'invoices',
  'insertions',
  'users',
  'products',
  'adSizes',
  'adRates',
  'sections',
  'lineItemTypes',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** The table that holds each resource: its name in snake case (the names a reporting tool reads). */
export const TABLE_OF = Object.fromEntries(
  RESOURCES.map((resource) => [resource, resource.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
) as Record<Resource, string>;

/**
 * How a column is held in SQLite and typed in Postgres (pg/schema.ts):
 * int (INTEGER; bigint); text; money (REAL; numeric: its shortest decimal text reads back as the
 * same double); bool (0/1; boolean); date ('YYYY-MM-DD'; date); timestamp ('YYYY-MM-DD HH:MM:SS' in
 * the account's own time, no zone; timestamp); ms (milliseconds since 1970, an instant;
 * timestamptz); jsonb (the app's reading of a record as JSON text; jsonb, queried by reports);
 * json (the API's text, kept byte for byte: answer.ts serves it as the API's answer, and jsonb
 * would reorder its keys).
 */
export type Kind =
  'int' | 'text' | 'money' | 'bool' | 'date' | 'timestamp' | 'ms' | 'jsonb' | 'json';

export const SQLITE_TYPE: Record<Kind, string> = {
  int: 'INTEGER',
  text: 'TEXT',
  money: 'REAL',
  bool: 'INTEGER',
  date: 'TEXT',
  timestamp: 'TEXT',
  ms: 'INTEGER',
  jsonb: 'TEXT',
  json: 'TEXT',
};

export interface Column {
  name: string;
  kind: Kind;
  notNull?: boolean;
  /** SQLite's value for a row written without it. */
  initial?: number;
  /**
   * How a local upsert merges the held row's value with the new one: the larger (`max`), the
   * new one unless it is null (`coalesce`), an SQL expression, or (absent) the new one.
   */
  merge?: 'max' | 'coalesce' | { sql: string };
}

export interface TableSpec {
  name: string;
  /** The primary key's columns. */
  key: string[];
  columns: Column[];
  /** Indexes; `pg`: Postgres has it too (its copy is read by reports, not by the views). */
  indexes?: { name: string; on: string; pg?: true }[];
  /** A child table: its rows belong to one parent row and are replaced with it. */
  parent?: { table: string; column: string };
  /** SQLite numbers the rows itself in this column (the key; not among `columns`). */
  serial?: string;
}

/**
 * Columns in a notation, a word each: `name:kind`, then `!` (not null), `=N` (SQLite's initial
 * value) and `+max` or `+coalesce` (the merge), e.g. `seen:int!=0+max`. A Column object stands
 * for itself (a merge by SQL).
 */
function cols(...parts: (string | Column)[]): Column[] {
  return parts.flatMap((part) =>
    typeof part !== 'string'
      ? [part]
      : part.split(/\s+/).map((word) => {
          const m = /^(\w+):(\w+)(!?)(?:=(\d+))?(?:\+(max|coalesce))?$/.exec(word);
          if (!m || !Object.hasOwn(SQLITE_TYPE, m[2]!)) throw new Error(`bad column ${word}`);
          return {
            name: m[1]!,
            kind: m[2] as Kind,
            notNull: m[3] === '!',
            ...(m[4] !== undefined && { initial: Number(m[4]) }),
            ...(m[5] !== undefined && { merge: m[5] as 'max' | 'coalesce' }),
          };
        }),
  );
}
/** Indexes in a notation: `name(on)`, then `+pg` where Postgres has it too. */
const indexes = (...notations: string[]): TableSpec['indexes'] =>
  [...notations.join(' ').matchAll(/(\w+)\(([^)]+)\)(\+pg)?/g)].map(([, name, on, pg]) => ({
    name: name!,
    on: on!,
    ...(pg && { pg: true as const }),
  }));
/** A record table keyed by `id`. */
const table = (name: string, columns: Column[], ...index: string[]): TableSpec => ({
  name,
  key: ['id'],
  columns,
  ...(index.length > 0 && { indexes: indexes(...index) }),
});

// `seen` is the generation of the last full read that held the row (see streams.ts): a whole list
// drops only what two full reads in a row did not see, so a record that moved between pages during
// a pass is not dropped. The large lists index `seen`: without it the drop at the end of a whole
// read scanned every row in one statement (54 ms for 45,000 invoices, holding the event loop).
// `updated_at` is when the row last changed.
const OWN = 'wire:json! seen:int!=0+max updated_at:ms!';

/** The record tables (one row per record), in the order a Postgres follower applies them. */
export const RECORD_TABLES: TableSpec[] = [
  table('users', cols('id:int! email:text name:text! data:jsonb!', OWN)),
  table('products', cols('id:int! name:text! active:bool! data:jsonb!', OWN)),
  table('ad_sizes', cols('id:int! product_id:int! name:text! data:jsonb!', OWN)),
  table(
    'ad_rates',
    cols('id:int! product_id:int! ad_size_id:int! name:text! rate:money! data:jsonb!', OWN),
  ),
  table('sections', cols('id:int! product_id:int! name:text! data:jsonb!', OWN)),
  table('line_item_types', cols('id:int! name:text! data:jsonb!', OWN)),
  table(
    'contracts',
    cols(
      'id:int! advertiser_id:int! agency_id:int sold_by_user_id:int status:text is_proposal:bool!',
      'date_created:timestamp date_sold:timestamp total:money!',
      // A row of the contract list may not name the currency its record named.
      'currency:text+coalesce',
      // Whether the record (/contracts/{id}) was read, not only a row of the list: the record's
      // `data` is kept over a list row's.
      'from_record:bool!=0+max',
      {
        name: 'data',
        kind: 'jsonb',
        notNull: true,
        merge: {
          sql: 'CASE WHEN excluded.from_record >= contracts.from_record THEN excluded.data ELSE contracts.data END',
        },
      },
      OWN,
    ),
    'contracts_advertiser(advertiser_id)+pg contracts_sold(status, date_sold)',
    'contracts_seller(sold_by_user_id) contracts_seen(seen)',
  ),
  table(
    'invoices',
    cols(
      'id:int! advertiser_id:int! contract_id:int status:text date_created:timestamp',
      'date_due:date total:money! currency:text data:jsonb!',
      OWN,
    ),
    'invoices_advertiser(advertiser_id)+pg invoices_contract(contract_id)+pg',
    'invoices_due(status, date_due) invoices_seen(seen)',
  ),
  table(
    'insertions',
    cols(
      'id:int! contract_id:int!',
      // An answer that does not name it leaves the value held.
      'advertiser_id:int+coalesce',
      'product_id:int! ad_size_id:int! ad_rate_id:int! section_id:int issue_id:int location_id:int',
      'quantity:money! discount:money! date_canceled:date first_day:date last_day:date data:jsonb!',
      OWN,
    ),
    'insertions_contract(contract_id)+pg insertions_advertiser(advertiser_id)',
    'insertions_product(product_id, ad_size_id) insertions_last_day(last_day)',
    'insertions_seen(seen)',
  ),
  // Each contract's line items once read (they have no list endpoint), as the API's JSON text:
  // `embedded` as /contracts/{id} sent them (an array, or null), `listed` as
  // /contractLineItems?contract_id= sent them (they may disagree), each with when it was read.
  {
    name: 'contract_line_items',
    key: ['contract_id'],
    columns: cols('contract_id:int! embedded:json embedded_at:ms listed:json listed_at:ms'),
  },
];

/** Rows of a record (its `id` and theirs the key), written, dropped and published with it. */
const child = (name: string, table: string, column: string, columns: string): TableSpec => ({
  name,
  key: [column, 'id'],
  parent: { table, column },
  columns: cols(`id:int! ${column}:int! ${columns}`),
});

export const CHILD_TABLES: TableSpec[] = [
  child(
    'invoice_line_items',
    'invoices',
    'invoice_id',
    'type_id:int insertion_id:int amount:money! total:money! description:text',
  ),
  {
    ...child(
      'schedule_entries',
      'insertions',
      'insertion_id',
      'date_start:date date_end:date date_deleted:timestamp',
    ),
    indexes: indexes('schedule_entries_start(date_start)'),
  },
];

/** The changes feed (changes.ts). Postgres numbers its rows itself (`id`), SQLite in `seq`. */
export const CHANGES: TableSpec = {
  name: 'changes',
  key: ['seq'],
  serial: 'seq',
  columns: cols(
    'at:ms! record:text! record_id:int! kind:text! before:jsonb after:jsonb contract_id:int',
    'seller_id:int',
  ),
  indexes: indexes('changes_at(at) changes_contract(contract_id, at)'),
};

/** Each resource's stream state (streams.ts). */
export const STREAMS: TableSpec = {
  name: 'mirror_streams',
  key: ['stream'],
  columns: cols('stream:text! generation:int!=0 cursor:text as_of:ms full_at:ms rows_read:int!=0'),
};

/** Key-value rows: the sync's state, products' read times, a Postgres copy's own. */
export const META: TableSpec = {
  name: 'mirror_meta',
  key: ['key'],
  columns: cols('key:text! value:text!'),
};

const SPECS = new Map(
  [...RECORD_TABLES, ...CHILD_TABLES, CHANGES, STREAMS, META].map((spec) => [spec.name, spec]),
);
/** A table's declaration by its name. */
export function specOf(name: string): TableSpec {
  const spec = SPECS.get(name);
  if (!spec) throw new Error(`no mirror table ${name}`);
  return spec;
}

/** Every table of the account's records and their state (emptied on a change of account). */
export const ALL_TABLES = [...RECORD_TABLES, ...CHILD_TABLES, CHANGES, STREAMS].map((t) => t.name);

/** The SQLite DDL of one table and its indexes. */
function sqliteDdl(spec: TableSpec): string {
  const inlineKey = spec.key.length === 1 && !spec.serial ? spec.key[0] : null;
  const columns = spec.columns.map((col) => {
    const type = SQLITE_TYPE[col.kind];
    if (col.name === inlineKey) return `${col.name} ${type} PRIMARY KEY`;
    const initial = col.initial === undefined ? '' : ` DEFAULT ${col.initial}`;
    return `${col.name} ${type}${col.notNull ? ' NOT NULL' : ''}${initial}`;
  });
  if (spec.serial) columns.unshift(`${spec.serial} INTEGER PRIMARY KEY AUTOINCREMENT`);
  else if (!inlineKey) columns.push(`PRIMARY KEY (${spec.key.join(', ')})`);
  return [
    `CREATE TABLE IF NOT EXISTS ${spec.name} (${columns.join(', ')});`,
    ...(spec.indexes ?? []).map(
      (i) => `CREATE INDEX IF NOT EXISTS ${i.name} ON ${spec.name} (${i.on});`,
    ),
  ].join('\n');
}

/**
 * The local upsert of `columns` (default: all) by named parameters (`@name`): a held row's
 * values are merged as each column says.
 */
export function upsertSql(spec: TableSpec, columns = spec.columns.map((col) => col.name)): string {
  const updates = spec.columns
    .filter((col) => columns.includes(col.name) && !spec.key.includes(col.name))
    .map((col) => {
      const held = `${spec.name}.${col.name}`;
      const next = `excluded.${col.name}`;
      const merged =
        col.merge === 'max'
          ? `MAX(${held}, ${next})`
          : col.merge === 'coalesce'
            ? `COALESCE(${next}, ${held})`
            : (col.merge?.sql ?? next);
      return `${col.name} = ${merged}`;
    });
  return `INSERT INTO ${spec.name} (${columns.join(', ')})
    VALUES (${columns.map((name) => `@${name}`).join(', ')})
    ON CONFLICT (${spec.key.join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
}

const DDL = [META, STREAMS, ...RECORD_TABLES, ...CHILD_TABLES, CHANGES].map(sqliteDdl).join('\n');

/** mirror_meta's key-value rows. */
export function mirrorMeta(db: GatewayDb) {
  const get = db.prepare('SELECT value FROM mirror_meta WHERE key = ?').pluck();
  const set = db.prepare('INSERT OR REPLACE INTO mirror_meta (key, value) VALUES (?, ?)');
  const drop = db.prepare('DELETE FROM mirror_meta WHERE key = ?');
  return {
    get: (key: string) => get.get(key) as string | undefined,
    set: (key: string, value: string) => void set.run(key, value),
    drop: (key: string) => void drop.run(key),
  };
}

/** Creates the tables; empties them when they hold another account's records. */
export function openMirrorTables(db: GatewayDb, account: string): { dropped: boolean } {
  db.exec(DDL);
  const held = db.prepare("SELECT value FROM mirror_meta WHERE key = 'account'").pluck().get() as
    string | undefined;
  if (held === account) return { dropped: false };
  db.transaction(() => {
    for (const table of ALL_TABLES) db.exec(`DELETE FROM ${table}`);
    // The sync's state goes too (its last full pass, a pass to resume, the products' read
    // times): the new account's first full pass is due at once. A Postgres copy's own state
    // ('pg.' keys) is its module's to reset.
    db.exec("DELETE FROM mirror_meta WHERE key NOT LIKE 'pg.%'");
    db.prepare("INSERT OR REPLACE INTO mirror_meta (key, value) VALUES ('account', ?)").run(
      account,
    );
  })();
  return { dropped: held !== undefined };
}
