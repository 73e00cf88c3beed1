// The account mirror's tables in the gateway's SQLite file: one row per record, the fields the
// views filter, join and sum on as typed columns, the record as the app reads it (`data`, the
// domain object from src/api's schemas) and as the API sent it (`wire`). One account at a time: a
// change of account empties them, as it empties the cache.
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

// contract_line_items: each contract's line items once read (they have no list endpoint), as the
// API's JSON text: `embedded` as /contracts/{id} sent them (an array, or null), `listed` as
// /contractLineItems?contract_id= sent them (they may disagree), each with when it was read.
// `seen` is the generation of the last full read that held the row (see sync.ts): a whole list
// drops only what two full reads in a row did not see, so a record that moved between pages
// during a pass is not dropped. The large lists index `seen`: without it the drop at the end of
// a whole read scanned every row in one statement (54 ms for 45,000 invoices, holding the event
// loop). `updated_at` is when the row last changed (ms since the epoch).
const DDL = `
  CREATE TABLE IF NOT EXISTS mirror_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS mirror_streams (
    stream TEXT PRIMARY KEY,
    generation INTEGER NOT NULL DEFAULT 0,
    cursor TEXT,
    as_of INTEGER,
    full_at INTEGER,
    rows_read INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS contracts (
    id INTEGER PRIMARY KEY,
    advertiser_id INTEGER NOT NULL,
    agency_id INTEGER,
    sold_by_user_id INTEGER,
    status TEXT,
    is_proposal INTEGER NOT NULL,
    date_created TEXT,
    date_sold TEXT,
    total REAL NOT NULL,
    currency TEXT,
    from_record INTEGER NOT NULL DEFAULT 0,
    data TEXT NOT NULL,
    wire TEXT NOT NULL,
    seen INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contracts_advertiser ON contracts (advertiser_id);
  CREATE INDEX IF NOT EXISTS contracts_sold ON contracts (status, date_sold);
  CREATE INDEX IF NOT EXISTS contracts_seller ON contracts (sold_by_user_id);
  CREATE INDEX IF NOT EXISTS contracts_seen ON contracts (seen);
  CREATE TABLE IF NOT EXISTS invoices (
    id INTEGER PRIMARY KEY,
    advertiser_id INTEGER NOT NULL,
    contract_id INTEGER,
    status TEXT,
    date_created TEXT,
    date_due TEXT,
    total REAL NOT NULL,
    currency TEXT,
    data TEXT NOT NULL,
    wire TEXT NOT NULL,
    seen INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS invoices_advertiser ON invoices (advertiser_id);
  CREATE INDEX IF NOT EXISTS invoices_contract ON invoices (contract_id);
  CREATE INDEX IF NOT EXISTS invoices_due ON invoices (status, date_due);
  CREATE INDEX IF NOT EXISTS invoices_seen ON invoices (seen);
  CREATE TABLE IF NOT EXISTS invoice_line_items (
    id INTEGER NOT NULL,
    invoice_id INTEGER NOT NULL,
    type_id INTEGER,
    insertion_id INTEGER,
    amount REAL NOT NULL,
    total REAL NOT NULL,
    description TEXT,
    PRIMARY KEY (invoice_id, id)
  );
  CREATE TABLE IF NOT EXISTS insertions (
    id INTEGER PRIMARY KEY,
    contract_id INTEGER NOT NULL,
    advertiser_id INTEGER,
    product_id INTEGER NOT NULL,
    ad_size_id INTEGER NOT NULL,
    ad_rate_id INTEGER NOT NULL,
    section_id INTEGER,
    issue_id INTEGER,
    location_id INTEGER,
    quantity REAL NOT NULL,
    discount REAL NOT NULL,
    date_canceled TEXT,
    first_day TEXT,
    last_day TEXT,
    data TEXT NOT NULL,
    wire TEXT NOT NULL,
    seen INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS insertions_contract ON insertions (contract_id);
  CREATE INDEX IF NOT EXISTS insertions_advertiser ON insertions (advertiser_id);
  CREATE INDEX IF NOT EXISTS insertions_product ON insertions (product_id, ad_size_id);
  CREATE INDEX IF NOT EXISTS insertions_last_day ON insertions (last_day);
  CREATE INDEX IF NOT EXISTS insertions_seen ON insertions (seen);
  CREATE TABLE IF NOT EXISTS schedule_entries (
    id INTEGER NOT NULL,
    insertion_id INTEGER NOT NULL,
    date_start TEXT,
    date_end TEXT,
    date_deleted TEXT,
    PRIMARY KEY (insertion_id, id)
  );
  CREATE INDEX IF NOT EXISTS schedule_entries_start ON schedule_entries (date_start);
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY, email TEXT, name TEXT NOT NULL,
    data TEXT NOT NULL, wire TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, active INTEGER NOT NULL,
    data TEXT NOT NULL, wire TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS ad_sizes (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, name TEXT NOT NULL,
    data TEXT NOT NULL, wire TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS ad_rates (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, ad_size_id INTEGER NOT NULL,
    name TEXT NOT NULL, rate REAL NOT NULL,
    data TEXT NOT NULL, wire TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sections (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, name TEXT NOT NULL,
    data TEXT NOT NULL, wire TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS line_item_types (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL,
    data TEXT NOT NULL, wire TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS contract_line_items (
    contract_id INTEGER PRIMARY KEY,
    embedded TEXT,
    embedded_at INTEGER,
    listed TEXT,
    listed_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    record TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    before TEXT,
    after TEXT,
    contract_id INTEGER,
    seller_id INTEGER
  );
  CREATE INDEX IF NOT EXISTS changes_at ON changes (at);
  CREATE INDEX IF NOT EXISTS changes_contract ON changes (contract_id, at);
`;

/** Every table of the account's records and their state (emptied on a change of account). */
export const ALL_TABLES = [
  ...Object.values(TABLE_OF),
  'invoice_line_items',
  'schedule_entries',
  'contract_line_items',
  'changes',
  'mirror_streams',
];

/** mirror_meta's key-value rows: the sync's state, products' read times, a Postgres copy's own. */
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
