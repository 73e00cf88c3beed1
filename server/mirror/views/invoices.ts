// The invoice views of the mirror, which the API cannot answer without every page: the invoice
// list under the viewer's own status and past-due filters (with the list's other filters, sorts
// and paging, in the list's page shape), its summary per currency, and one advertiser's balance
// (what they owe per currency and how late, and their unpaid invoices for the statement).
import type { InvoiceListParams } from '../../../src/domain/invoice-list-request';
import type {
  AdvertiserBalanceWire,
  CurrencySummary,
  InvoiceListWire,
} from '../../../src/domain/invoice-views';
import { agingByCurrency } from '../../../src/domain/aging';
import { toListInvoice } from '../invoice-wire';
import type { GatewayDb } from '../../gateway/database';
import { invoicePage, invoiceWhere } from '../invoice-query';
import { agingInvoice, type InvoiceColumns } from './figures';

interface InvoiceViewParams extends InvoiceListParams {
  status?: 'unpaid' | 'paid';
  past_due?: boolean;
}

/** One page of the invoices matching the API's filters and the viewer's own, and how many match. */
export function invoiceListView(
  db: GatewayDb,
  params: InvoiceViewParams,
  today: string,
): InvoiceListWire {
  const { rows, count } = invoicePage(db, { ...params, today }, { count: true });
  return { invoices: rows.map((text) => JSON.parse(text) as unknown), count: count ?? 0 };
}

/**
 * Count, total, unpaid and past due (unpaid, due before `today`) per currency of the invoices
 * matching the list's filters, most invoices first. Summed in whole cents, so thousands of amounts
 * add up exactly.
 */
export function invoiceSummary(
  db: GatewayDb,
  filters: InvoiceListParams,
  today: string,
): { count: number; byCurrency: CurrencySummary[] } {
  const { sql, args } = invoiceWhere(filters);
  const unpaid = "status = 'Unpaid'";
  const pastDue = `${unpaid} AND date_due IS NOT NULL AND date_due < ?`;
  const rows = db
    .prepare(
      `SELECT currency, COUNT(*) AS count, SUM(cents) AS total,
         SUM(CASE WHEN ${unpaid} THEN 1 ELSE 0 END) AS unpaidCount,
         SUM(CASE WHEN ${unpaid} THEN cents ELSE 0 END) AS unpaidTotal,
         SUM(CASE WHEN ${pastDue} THEN 1 ELSE 0 END) AS pastDueCount,
         SUM(CASE WHEN ${pastDue} THEN cents ELSE 0 END) AS pastDueTotal
       FROM (SELECT currency, status, date_due, CAST(round(total * 100) AS INTEGER) AS cents
             FROM invoices${sql})
       GROUP BY currency`,
    )
    .all(today, today, ...args) as CurrencySummary[];
  const byCurrency = rows
    .sort((a, b) => b.count - a.count || String(a.currency).localeCompare(String(b.currency)))
    .map((r) => ({
      ...r,
      total: r.total / 100,
      unpaidTotal: r.unpaidTotal / 100,
      pastDueTotal: r.pastDueTotal / 100,
    }));
  return { count: rows.reduce((sum, r) => sum + r.count, 0), byCurrency };
}

/** What one advertiser owes `today`: the figures and the invoices behind them. */
export function advertiserOwed(
  db: GatewayDb,
  params: { advertiserId: number; today: string },
): AdvertiserBalanceWire {
  const { advertiserId, today } = params;
  const invoices = db
    .prepare('SELECT COUNT(*) FROM invoices WHERE advertiser_id = ?')
    .pluck()
    .get(advertiserId) as number;
  const rows = db
    .prepare(
      `SELECT id, advertiser_id, status, date_due, total, currency, wire FROM invoices
       WHERE advertiser_id = ? AND status = 'Unpaid'
       ORDER BY date_due IS NULL, date_due, id`,
    )
    .all(advertiserId) as (InvoiceColumns & { wire: string })[];
  return {
    advertiserId,
    today,
    invoices,
    byCurrency: agingByCurrency(rows.map(agingInvoice), today),
    unpaid: rows.map((r) => JSON.parse(toListInvoice(r.wire)) as unknown),
  };
}
