// The invoice list as a query on the mirror: the API's filters, sorts and paging on the records'
// own wire values (as the API applies them), and the viewer's own status and past-due filters on
// the typed columns (as the app reads a record). The gateway's answers (answer.ts) and the invoice
// views (views/invoices.ts) both read it.
import type { InvoiceListParams } from '../../src/domain/invoice-list-request';
import { toListInvoice } from './invoice-wire';
import type { GatewayDb } from '../gateway/database';

export interface InvoiceQuery extends InvoiceListParams {
  /** The viewer's own: unpaid or paid (a record without a status is neither). */
  status?: 'unpaid' | 'paid';
  /** The viewer's own: unpaid and due before `today`. */
  past_due?: boolean;
  /** YYYY-MM-DD, for past_due. */
  today?: string;
}

// The wire's own values, as the API filters and sorts them (placeholder dates included); answer.ts
// indexes them.
export const CREATED = "json_extract(wire, '$.date_created')";
export const DUE = "json_extract(wire, '$.date_due')";

export function whereOf(q: InvoiceQuery): { sql: string; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    if (value === undefined) return;
    where.push(clause);
    args.push(value);
  };
  add('advertiser_id = ?', q.advertiser_id);
  add('contract_id = ?', q.contract_id);
  // In cents, as the API compares money.
  const cents = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 100));
  add('CAST(round(total * 100) AS INTEGER) >= ?', cents(q.amount_from));
  add('CAST(round(total * 100) AS INTEGER) <= ?', cents(q.amount_to));
  // Whole days, both ends included.
  add(`${CREATED} >= ?`, q.date_created_after && `${q.date_created_after} 00:00:00`);
  add(`${CREATED} <= ?`, q.date_created_before && `${q.date_created_before} 23:59:59`);
  add(`${DUE} >= ?`, q.date_due_after);
  add(`${DUE} <= ?`, q.date_due_before);
  if (q.status) add('status = ?', q.status === 'unpaid' ? 'Unpaid' : 'Paid');
  if (q.past_due) add("status = 'Unpaid' AND date_due IS NOT NULL AND date_due < ?", q.today);
  return { sql: where.length ? ` WHERE ${where.join(' AND ')}` : '', args };
}

const COLUMNS = { id: 'id', date_created: CREATED, date_due: DUE, total: 'total' } as const;

/**
 * One page of the invoices matching `q`, in the list's wire shape (each record's text), and, with
 * `count`, how many match in all. Ties are broken by id in the sort's direction.
 */
export function invoicePage(
  db: GatewayDb,
  q: InvoiceQuery,
  { count = false }: { count?: boolean } = {},
): { rows: string[]; count: number | null } {
  const { sql, args } = whereOf(q);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 25;
  const sortBy = q.sort_by ?? 'id';
  const order = q.sort_order ?? 'desc';
  const offset = (page - 1) * perPage;
  const total = count
    ? (db
        .prepare(`SELECT COUNT(*) FROM invoices${sql}`)
        .pluck()
        .get(...args) as number)
    : null;
  if (!Number.isSafeInteger(offset)) return { rows: [], count: total };
  const orderBy = sortBy === 'id' ? `id ${order}` : `${COLUMNS[sortBy]} ${order}, id ${order}`;
  const rows = db
    .prepare(`SELECT wire FROM invoices${sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...args, perPage, offset) as string[];
  return { rows: rows.map(toListInvoice), count: total };
}

/** The ids of every invoice matching `q`'s filters (a watched view's rows: server/watch). */
export function invoiceIds(db: GatewayDb, q: InvoiceQuery): number[] {
  const { sql, args } = whereOf(q);
  return db
    .prepare(`SELECT id FROM invoices${sql} ORDER BY id`)
    .pluck()
    .all(...args) as number[];
}
