// The demo's SQLite store: one row per record with its pre-rendered wire JSON and filter columns.
import Database from 'better-sqlite3';
import type { GenContract } from './generate';

export type Db = Database.Database;

const SCHEMA = `
  CREATE TABLE contracts (id INTEGER PRIMARY KEY, advertiser_id INTEGER NOT NULL,
    head TEXT NOT NULL, line_items TEXT NOT NULL, status TEXT NOT NULL, total INTEGER NOT NULL,
    date_created TEXT NOT NULL, date_sold TEXT);
  CREATE TABLE insertions (id INTEGER PRIMARY KEY, contract_id INTEGER NOT NULL,
    advertiser_id INTEGER NOT NULL, product_id INTEGER NOT NULL, section_id INTEGER,
    issue_id INTEGER, location_id INTEGER, json TEXT NOT NULL);
  CREATE TABLE contract_line_items (id INTEGER PRIMARY KEY, contract_id INTEGER NOT NULL,
    json TEXT NOT NULL);
  CREATE TABLE invoices (id INTEGER PRIMARY KEY, advertiser_id INTEGER NOT NULL,
    contract_id INTEGER NOT NULL, total INTEGER NOT NULL, date_created TEXT NOT NULL,
    date_due TEXT NOT NULL, json TEXT NOT NULL);
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

const num = (s: string | null) => (s === null ? null : Number(s));

/** Returns a function that stores one generated contract; call it inside a transaction. */
export function contractWriter(db: Db): (g: GenContract) => void {
  const contract = db.prepare('INSERT INTO contracts VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertion = db.prepare('INSERT INTO insertions VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const lineItem = db.prepare('INSERT INTO contract_line_items VALUES (?, ?, ?)');
  const invoice = db.prepare('INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?)');
  return (g) => {
    const id = Number(g.head.id);
    const h = g.head;
    contract.run(
      id,
      g.advertiserId,
      JSON.stringify(h),
      JSON.stringify(g.embeddedLineItems),
      h.status,
      Math.round(Number(h.total) * 100),
      h.date_created,
      h.date_sold,
    );
    for (const { wire: w } of g.insertions) {
      insertion.run(
        Number(w.id),
        id,
        g.advertiserId,
        Number(w.product_id),
        num(w.section_id),
        num(w.issue_id),
        num(w.location_id),
        JSON.stringify(w),
      );
    }
    for (const item of g.secondaryLineItems)
      lineItem.run(Number(item.id), id, JSON.stringify(item));
    for (const { wire: w, totalCents } of g.invoices) {
      invoice.run(
        Number(w.id),
        g.advertiserId,
        id,
        totalCents,
        w.date_created,
        w.date_due,
        JSON.stringify(w),
      );
    }
  };
}
