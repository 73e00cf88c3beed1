// Report figures as queries on the mirror: the pipeline (open contracts), bookings (won contracts
// by month, seller and advertiser), receivables aging and collections by seller. SQL picks the
// rows (by the indexes on status and dates); the app's own pure functions (src/domain/sales-figures,
// src/domain/aging) add them up, so every figure is what the browser's computation gives on the same
// records. Each answer says how many contracts it covers and whether the mirror holds the whole
// list: an account without the contract list has only the contracts read so far.
import type { BookingsView, PipelineRow, PipelineView } from '../../../src/domain/figures-view';
import { bookingsOf, type Bookings } from '../../../src/domain/sales-figures';
import {
  agingByAdvertiser,
  agingByCurrency,
  DEFAULT_AGING_BOUNDS,
  type AgingCut,
  daysPastDue,
  type AgingInvoice,
} from '../../../src/domain/aging';
import type { GatewayDb } from '../../gateway/database';
import { contractCoverage } from './state';
import type {
  AgingAnswer,
  CollectionsAnswer,
  SellerCollections,
  WorklistLine,
} from '../../../src/domain/mirror-views';
import type { Person } from '../../../src/domain/contract-list';

/** The pipeline: the open contracts (one seller's, or everyone's: null), with what they rest on. */
export function pipelineView(db: GatewayDb, seller: number | null = null): PipelineView {
  const coverage = contractCoverage(db);
  return { rows: pipelineRows(db, seller), coverage };
}

/** Bookings of a window (one seller's, or everyone's: null), with what they rest on. */
export function bookingsView(
  db: GatewayDb,
  window: { from: string; to: string },
  seller: number | null = null,
): BookingsView {
  const coverage = contractCoverage(db);
  return { ...bookingsFigures(db, window, seller), coverage };
}

/** SQL: the contract `c` is `@seller`'s, or any when it is null. */
const SOLD_BY = '(@seller IS NULL OR c.sold_by_user_id = @seller)';

/** Open contracts, oldest created first: what the pipeline reads of the contract list. */
export function pipelineRows(db: GatewayDb, seller: number | null = null): PipelineRow[] {
  const rows = db
    .prepare(
      `SELECT id, advertiser_id AS advertiserId, sold_by_user_id AS soldByUserId,
         date_created AS dateCreated, is_proposal AS isProposal, total, currency
       FROM contracts c WHERE status = 'Open' AND ${SOLD_BY}
       ORDER BY date_created IS NULL, date_created, id`,
    )
    .all({ seller }) as (Omit<PipelineRow, 'isProposal'> & { isProposal: number })[];
  return rows.map((r) => ({ ...r, isProposal: r.isProposal === 1 }));
}

/**
 * Bookings of a window: won contracts sold from `from` to `to` (whole days, both included, as the
 * contract list's date_sold filter), by month and seller and by advertiser, per currency.
 */
export function bookingsFigures(
  db: GatewayDb,
  window: { from: string; to: string },
  seller: number | null = null,
): { sets: Bookings[]; undated: number; count: number } {
  const rows = db
    .prepare(
      `SELECT date_sold AS dateSold, status, total, sold_by_user_id AS soldByUserId,
         advertiser_id AS advertiserId, currency
       FROM contracts c
       WHERE status = 'Won' AND date_sold >= @from AND date_sold <= @to AND ${SOLD_BY}
       ORDER BY date_sold, id`,
    )
    .all({
      from: `${window.from} 00:00:00`,
      to: `${window.to} 23:59:59`,
      seller,
    }) as Parameters<typeof bookingsOf>[0];
  const figures = bookingsOf(rows, window);
  return { ...figures, count: rows.length };
}

export interface InvoiceColumns {
  id: number;
  advertiser_id: number;
  status: 'Paid' | 'Unpaid' | null;
  date_due: string | null;
  total: number;
  currency: string | null;
}

export const agingInvoice = (r: InvoiceColumns): AgingInvoice => ({
  id: r.id,
  advertiserId: r.advertiser_id,
  status: r.status,
  dateDue: r.date_due,
  total: r.total,
  // The column holds the currency's code; aging reads nothing else of it.
  currency: r.currency === null ? null : { id: null, name: r.currency },
});

/**
 * Receivables of a due window: unpaid invoices by days past due `today`, per currency and
 * advertiser; with `seller`, the invoices of their contracts alone (a contract not held: nobody's).
 */
export function agingFigures(
  db: GatewayDb,
  params: {
    dueAfter: string;
    dueBefore: string;
    today: string;
    seller?: number | null;
  } & Partial<AgingCut>,
): Omit<AgingAnswer, 'invoices'> {
  const bind = { after: params.dueAfter, before: params.dueBefore, seller: params.seller ?? null };
  const mine = `(@seller IS NULL OR contract_id IN
    (SELECT id FROM contracts c WHERE c.sold_by_user_id = @seller))`;
  const count = db
    .prepare(
      `SELECT COUNT(*) FROM invoices WHERE date_due >= @after AND date_due <= @before AND ${mine}`,
    )
    .pluck()
    .get(bind) as number;
  const rows = db
    .prepare(
      `SELECT id, advertiser_id, status, date_due, total, currency FROM invoices
       WHERE status = 'Unpaid' AND date_due >= @after AND date_due <= @before AND ${mine}
       ORDER BY date_due, id`,
    )
    .all(bind) as InvoiceColumns[];
  const invoices = rows.map(agingInvoice);
  const cut = { bounds: params.bounds ?? DEFAULT_AGING_BOUNDS, over: params.over ?? null };
  return {
    count,
    bounds: [...cut.bounds],
    byCurrency: agingByCurrency(invoices, params.today, cut),
    byAdvertiser: agingByAdvertiser(invoices, params.today, cut),
  };
}

interface PastDueRow extends InvoiceColumns {
  contract_id: number | null;
  held: number | null;
  seller_id: number | null;
  seller_name: string | null;
  billing_email: string | null;
}

/** The user whose e-mail is `email` (case aside), for "Mine". */
export function userOfEmail(
  db: GatewayDb,
  email: string | undefined,
): { id: number; name: string } | null {
  if (!email) return null;
  const row = db
    .prepare('SELECT id, name FROM users WHERE lower(email) = lower(?) ORDER BY id LIMIT 1')
    .get(email) as { id: number; name: string } | undefined;
  return row ?? null;
}

/** The users who sold a contract the mirror holds, by name: the choices of a seller filter. */
export function sellersOf(db: GatewayDb): { id: number; name: string }[] {
  return db
    .prepare(
      `SELECT DISTINCT u.id, u.name FROM contracts c JOIN users u ON u.id = c.sold_by_user_id
       ORDER BY u.name, u.id`,
    )
    .all() as { id: number; name: string }[];
}

/**
 * Every person the copy knows, by display name: the names every signed-in role reads wherever a
 * person is named. E-mails only with `emails` (who may read the users list); never roles.
 */
export function peopleOf(db: GatewayDb, emails: boolean): Person[] {
  const rows = db.prepare('SELECT id, name, email FROM users ORDER BY id').all() as {
    id: number;
    name: string;
    email: string | null;
  }[];
  return rows.map(({ id, name, email }) => (emails && email ? { id, name, email } : { id, name }));
}

/**
 * Collections by seller: invoices unpaid and past due `today`, under the seller of each
 * invoice's contract, with the aging buckets per currency; and the worklist of who owes.
 */
export function collectionsBySeller(
  db: GatewayDb,
  params: { today: string; seller: number | null },
): CollectionsAnswer {
  const rows = db
    .prepare(
      `SELECT i.id, i.advertiser_id, i.status, i.date_due, i.total, i.currency, i.contract_id,
         c.id AS held, c.sold_by_user_id AS seller_id, u.name AS seller_name,
         COALESCE(json_extract(i.data, '$.billingEmail.email'),
                  json_extract(c.data, '$.billingEmail.email')) AS billing_email
       FROM invoices i
       LEFT JOIN contracts c ON c.id = i.contract_id
       LEFT JOIN users u ON u.id = c.sold_by_user_id
       WHERE i.status = 'Unpaid' AND i.date_due < @today AND ${SOLD_BY}
       ORDER BY i.date_due, i.id`,
    )
    .all(params) as PastDueRow[];

  type Seller = Pick<SellerCollections, 'sellerId' | 'sellerName' | 'contractUnknown'>;
  const groups = new Map<string, { seller: Seller; rows: AgingInvoice[] }>();
  const lines = new Map<string, WorklistLine>();
  let withoutContract = 0;
  for (const row of rows) {
    const unknown = row.held === null;
    if (unknown) withoutContract += 1;
    const sellerId = unknown ? null : row.seller_id;
    const sellerName = unknown ? null : row.seller_name;
    const sellerKey = unknown ? 'unknown' : String(row.seller_id ?? 'none');
    const group = groups.get(sellerKey) ?? {
      seller: { sellerId, sellerName, contractUnknown: unknown },
      rows: [],
    };
    group.rows.push(agingInvoice(row));
    groups.set(sellerKey, group);
    // Rows come oldest due first: the first of a line is its oldest invoice.
    const lineKey = `${sellerKey}\u0000${row.advertiser_id}\u0000${row.currency}`;
    const line = lines.get(lineKey);
    if (line) {
      line.invoices += 1;
      line.owed = (Math.round(line.owed * 100) + Math.round(row.total * 100)) / 100;
    } else {
      lines.set(lineKey, {
        sellerId,
        sellerName,
        advertiserId: row.advertiser_id,
        currency: row.currency,
        oldestInvoiceId: row.id,
        oldestDue: row.date_due!,
        daysLate: daysPastDue(row.date_due, params.today) ?? 0,
        invoices: 1,
        owed: Math.round(row.total * 100) / 100,
        billingEmail: row.billing_email,
      });
    }
  }
  const bySeller: SellerCollections[] = [...groups.values()].flatMap(({ seller, rows }) =>
    agingByCurrency(rows, params.today).map((figures) => ({ ...figures, ...seller })),
  );
  bySeller.sort(
    (a, b) =>
      b.pastDueTotal - a.pastDueTotal ||
      String(a.sellerName).localeCompare(String(b.sellerName)) ||
      String(a.currency).localeCompare(String(b.currency)),
  );
  const worklist = [...lines.values()].sort(
    (a, b) => b.daysLate - a.daysLate || b.owed - a.owed || a.advertiserId - b.advertiserId,
  );
  return {
    today: params.today,
    sellers: sellersOf(db),
    bySeller,
    worklist,
    withoutContract,
  };
}
