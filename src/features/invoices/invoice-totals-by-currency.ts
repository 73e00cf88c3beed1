// The summary figures of a set of invoices, per currency (amounts in different currencies are
// never added together): count, total, unpaid total, past-due total.
import type { Invoice } from '../../domain/invoices';
import { isPastDue } from '../../domain/aging';

export interface CurrencySummary {
  /** The currency code, or null for invoices without one. */
  currency: string | null;
  count: number;
  total: number;
  unpaidCount: number;
  unpaidTotal: number;
  pastDueCount: number;
  pastDueTotal: number;
}

export function summariseInvoices(
  invoices: readonly Pick<Invoice, 'status' | 'dateDue' | 'total' | 'currency'>[],
  today: string,
): CurrencySummary[] {
  // Sums in whole cents, so thousands of amounts add up exactly.
  const groups = new Map<string | null, CurrencySummary>();
  for (const invoice of invoices) {
    const currency = invoice.currency?.name ?? null;
    let group = groups.get(currency);
    if (!group) {
      group = {
        currency,
        count: 0,
        total: 0,
        unpaidCount: 0,
        unpaidTotal: 0,
        pastDueCount: 0,
        pastDueTotal: 0,
      };
      groups.set(currency, group);
    }
    const cents = Math.round(invoice.total * 100);
    group.count += 1;
    group.total += cents;
    if (invoice.status === 'Unpaid') {
      group.unpaidCount += 1;
      group.unpaidTotal += cents;
    }
    if (isPastDue(invoice, today)) {
      group.pastDueCount += 1;
      group.pastDueTotal += cents;
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || String(a.currency).localeCompare(String(b.currency)))
    .map((g) => ({
      ...g,
      total: g.total / 100,
      unpaidTotal: g.unpaidTotal / 100,
      pastDueTotal: g.pastDueTotal / 100,
    }));
}
