// Rows written straight into an empty mirror, for the views' boundary tests: a contract sold on a
// given day, its insertions and their rates, the users who sold them.
import { openGatewayDb, MEMORY, type GatewayDb } from '../gateway/database';
import { openMirrorTables } from '../mirror/tables';

export function emptyMirror(): GatewayDb {
  const db = openGatewayDb(MEMORY);
  openMirrorTables(db, 'test');
  return db;
}

interface ContractRowInput {
  id: number;
  advertiser?: number;
  seller?: number | null;
  status?: 'Won' | 'Lost' | 'Open' | null;
  /** 'YYYY-MM-DD' (a time is added) or a whole timestamp; null: a placeholder. */
  sold: string | null;
  total: number;
  currency?: string | null;
}

export function addContracts(db: GatewayDb, rows: readonly ContractRowInput[]): void {
  const insert = db.prepare(
    `INSERT INTO contracts (id, advertiser_id, sold_by_user_id, status, is_proposal, date_sold,
       total, currency, data, wire, updated_at)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, '{}', '{}', 0)`,
  );
  for (const r of rows) {
    insert.run(
      r.id,
      r.advertiser ?? 100,
      r.seller === undefined ? 1 : r.seller,
      r.status === undefined ? 'Won' : r.status,
      r.sold === null ? null : r.sold.length === 10 ? `${r.sold} 12:00:00` : r.sold,
      r.total,
      r.currency ?? null,
    );
  }
}

export function addUsers(
  db: GatewayDb,
  users: readonly { id: number; email: string; name: string }[],
) {
  const insert = db.prepare(
    "INSERT INTO users (id, email, name, data, wire, updated_at) VALUES (?, ?, ?, '{}', '{}', 0)",
  );
  for (const u of users) insert.run(u.id, u.email, u.name);
}

export function addInsertion(
  db: GatewayDb,
  i: {
    id: number;
    contract: number;
    product: number;
    rate: number;
    quantity: number;
    discount?: number;
    canceled?: string | null;
  },
): void {
  // One ad rate per insertion, numbered after it: the rate is what the test says.
  db.prepare(
    "INSERT INTO ad_rates (id, product_id, ad_size_id, name, rate, data, wire, updated_at) VALUES (?, ?, 1, 'r', ?, '{}', '{}', 0)",
  ).run(i.id, i.product, i.rate);
  db.prepare(
    `INSERT INTO insertions (id, contract_id, product_id, ad_size_id, ad_rate_id, quantity, discount,
       date_canceled, data, wire, updated_at)
     VALUES (?, ?, ?, 1, ?, ?, ?, ?, '{}', '{}', 0)`,
  ).run(i.id, i.contract, i.product, i.id, i.quantity, i.discount ?? 0, i.canceled ?? null);
}
