// The demo's SQLite store: one row per record with its pre-rendered wire JSON and filter columns.
import Database from 'better-sqlite3';
import type { GenContract } from './generate';

export type Db = Database.Database;

// The filter columns are read from the stored JSON (stored generated columns), so a record is
// written once and a change to it (next-day.ts) changes its columns too. Money in cents.
const int = (json: string, key: string) => `INTEGER AS (CAST(${json} ->> '$.${key}' AS INTEGER))`;
const text = (json: string, key: string) => `TEXT AS (${json} ->> '$.${key}')`;
const cents = (json: string) =>
  `INTEGER AS (CAST(round((${json} ->> '$.total') * 100) AS INTEGER))`;

const SCHEMA = `
  CREATE TABLE contracts (id INTEGER PRIMARY KEY, head TEXT NOT NULL, line_items TEXT NOT NULL,
    advertiser_id ${int('head', 'advertiser_id')} STORED, status ${text('head', 'status')} STORED,
    total ${cents('head')} STORED, date_created ${text('head', 'date_created')} STORED,
    date_sold ${text('head', 'date_sold')} STORED);
  CREATE TABLE insertions (id INTEGER PRIMARY KEY, advertiser_id INTEGER NOT NULL,
    json TEXT NOT NULL, contract_id ${int('json', 'contract_id')} STORED,
    product_id ${int('json', 'product_id')} STORED, section_id ${int('json', 'section_id')} STORED,
    issue_id ${int('json', 'issue_id')} STORED, location_id ${int('json', 'location_id')} STORED);
  CREATE TABLE contract_line_items (id INTEGER PRIMARY KEY, json TEXT NOT NULL,
    contract_id ${int('json', 'contract_id')} STORED);
  CREATE TABLE invoices (id INTEGER PRIMARY KEY, json TEXT NOT NULL,
    advertiser_id ${int('json', 'advertiser_id')} STORED,
    contract_id ${int('json', 'contract_id')} STORED, total ${cents('json')} STORED,
    date_created ${text('json', 'date_created')} STORED, date_due ${text('json', 'date_due')} STORED);
`;

// Created after the bulk insert: building an index once is faster than maintaining it per row.
const INDEXES = `
  CREATE INDEX insertions_contract ON insertions (contract_id);
  CREATE INDEX insertions_advertiser ON insertions (advertiser_id);
  CREATE INDEX insertions_product ON insertions (product_id);
  CREATE INDEX insertions_section ON insertions (section_id);
  CREATE INDEX insertions_issue ON insertions (issue_id);
  CREATE INDEX insertions_location ON insertions (location_id);
  CREATE INDEX contract_line_items_contract ON contract_line_items (contract_id);
  CREATE INDEX contracts_advertiser ON contracts (advertiser_id);
  CREATE INDEX invoices_advertiser ON invoices (advertiser_id);
  CREATE INDEX invoices_contract ON invoices (contract_id);
  CREATE INDEX invoices_total ON invoices (total, id);
  CREATE INDEX invoices_created ON invoices (date_created, id);
  CREATE INDEX invoices_due ON invoices (date_due, id);
`;

export function openDb(): Db {
  const db = new Database(':memory:');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec(SCHEMA);
  return db;
}

export function finishDb(db: Db): void {
  db.exec(INDEXES);
  db.exec('ANALYZE');
}

/** Returns a function that stores one generated contract; call it inside a transaction. */
export function contractWriter(db: Db): (g: GenContract) => void {
  const contract = db.prepare('INSERT INTO contracts (id, head, line_items) VALUES (?, ?, ?)');
  const insertion = db.prepare('INSERT INTO insertions (id, advertiser_id, json) VALUES (?, ?, ?)');
  const lineItem = db.prepare('INSERT INTO contract_line_items (id, json) VALUES (?, ?)');
  const invoice = db.prepare('INSERT INTO invoices (id, json) VALUES (?, ?)');
  const json = JSON.stringify;
  return (g) => {
    contract.run(Number(g.head.id), json(g.head), json(g.embeddedLineItems));
    for (const { wire } of g.insertions) insertion.run(Number(wire.id), g.advertiserId, json(wire));
    for (const item of g.secondaryLineItems) lineItem.run(Number(item.id), json(item));
    for (const wire of g.invoices) invoice.run(Number(wire.id), json(wire));
  };
}
