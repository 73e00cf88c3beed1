// The invoice list as a query on the mirror: the API's filters, sorts and paging on the records'
// own wire values (as the API applies them), and the viewer's own status and past-due filters on
// the typed columns (as the app reads a record). The gateway's answers (answer.ts) and the invoice
// views (views/invoices.ts) both read it; the seller contract list (views/seller-contracts.ts)
// shares its clauses and paging.
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

type Clause = readonly [sql: string, value: unknown];

/** ` WHERE a AND b` of the clauses whose value is set (each with one `?`), and those values. */
export function whereOf(clauses: readonly Clause[]): { sql: string; args: unknown[] } {
  const set = clauses.filter(([, value]) => value !== undefined);
  const sql = set.length ? ` WHERE ${set.map(([clause]) => clause).join(' AND ')}` : '';
  return { sql, args: set.map(([, value]) => value) };
}

/** A total compared in cents, as the API compares money. */
export const moneyClauses = (from: number | undefined, to: number | undefined): Clause[] => [
  ['CAST(round(total * 100) AS INTEGER) >= ?', from === undefined ? from : Math.round(from * 100)],
  ['CAST(round(total * 100) AS INTEGER) <= ?', to === undefined ? to : Math.round(to * 100)],
];

/** The invoices matching `q`'s filters, the API's and the viewer's own. */
export function invoiceWhere(q: InvoiceQuery) {
  return whereOf([
    ['advertiser_id = ?', q.advertiser_id],
    ['contract_id = ?', q.contract_id],
    ...moneyClauses(q.amount_from, q.amount_to),
    // Whole days, both ends included.
    [`${CREATED} >= ?`, q.date_created_after && `${q.date_created_after} 00:00:00`],
    [`${CREATED} <= ?`, q.date_created_before && `${q.date_created_before} 23:59:59`],
    [`${DUE} >= ?`, q.date_due_after],
    [`${DUE} <= ?`, q.date_due_before],
    ['status = ?', q.status && (q.status === 'unpaid' ? 'Unpaid' : 'Paid')],
    [
      "status = 'Unpaid' AND date_due IS NOT NULL AND date_due < ?",
      q.past_due ? q.today : undefined,
    ],
  ]);
}

/**
 * One page of `table`'s rows matching `where` (their wire text), sorted by `column` with ties
 * broken by id in the sort's direction, and how many match in all (with `count`).
 */
export function pageOf(
  db: GatewayDb,
  table: 'invoices' | 'contracts',
  { sql, args }: { sql: string; args: unknown[] },
  q: { column: string; order?: 'asc' | 'desc'; page?: number; per_page?: number; count: boolean },
): { rows: string[]; count: number | null } {
  const perPage = q.per_page ?? 25;
  const offset = ((q.page ?? 1) - 1) * perPage;
  const order = q.order ?? 'desc';
  const count = q.count
    ? (db
        .prepare(`SELECT COUNT(*) FROM ${table}${sql}`)
        .pluck()
        .get(...args) as number)
    : null;
  if (!Number.isSafeInteger(offset)) return { rows: [], count };
  const orderBy = q.column === 'id' ? `id ${order}` : `${q.column} ${order}, id ${order}`;
  const rows = db
    .prepare(`SELECT wire FROM ${table}${sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...args, perPage, offset) as string[];
  return { rows, count };
}

const COLUMNS = { id: 'id', date_created: CREATED, date_due: DUE, total: 'total' } as const;

/**
 * One page of the invoices matching `q`, in the list's wire shape (each record's text), and, with
 * `count`, how many match in all.
 */
export function invoicePage(
  db: GatewayDb,
  q: InvoiceQuery,
  { count = false }: { count?: boolean } = {},
): { rows: string[]; count: number | null } {
  const column = COLUMNS[q.sort_by ?? 'id'];
  const page = pageOf(db, 'invoices', invoiceWhere(q), {
    ...q,
    column,
    order: q.sort_order,
    count,
  });
  return { rows: page.rows.map(toListInvoice), count: page.count };
}

/** The ids of every invoice matching `q`'s filters (a watched view's rows: server/watch). */
export function invoiceIds(db: GatewayDb, q: InvoiceQuery): number[] {
  const { sql, args } = invoiceWhere(q);
  return db
    .prepare(`SELECT id FROM invoices${sql} ORDER BY id`)
    .pluck()
    .all(...args) as number[];
}
