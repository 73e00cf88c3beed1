// What is owed and how late: unpaid invoices in aging buckets by days past due, per currency
// (amounts in different currencies are never added together) and per advertiser. Shared by the
// invoice list, the receivables report and an advertiser's statement. Sums run in whole cents.
import type { Invoice } from './invoices';
import { daysBetween } from './format';

/** Not yet due (due today or later), four bands of days past due, and no due date at all. */
export const AGING_BUCKETS = [
  { key: 'notDue', label: 'Not yet due' },
  { key: 'days1to30', label: '1–30 days' },
  { key: 'days31to60', label: '31–60 days' },
  { key: 'days61to90', label: '61–90 days' },
  { key: 'over90', label: 'Over 90 days' },
  { key: 'noDueDate', label: 'No due date' },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['key'];
/** The past-due buckets, oldest last. */
export const PAST_DUE_BUCKETS = ['days1to30', 'days31to60', 'days61to90', 'over90'] as const;

export type AgingInvoice = Pick<
  Invoice,
  'id' | 'advertiserId' | 'status' | 'dateDue' | 'total' | 'currency'
>;

/** Unpaid and due before today (YYYY-MM-DD): today itself is not yet past due. */
export function isPastDue(invoice: Pick<Invoice, 'status' | 'dateDue'>, today: string): boolean {
  return invoice.status === 'Unpaid' && invoice.dateDue !== null && invoice.dateDue < today;
}

/** Whole days past due (0 when due today, negative when due later); null without a due date. */
export function daysPastDue(dateDue: string | null, today: string): number | null {
  if (dateDue === null) return null;
  const days = daysBetween(dateDue, today);
  return Number.isFinite(days) ? days : null;
}

/** The bucket of an unpaid invoice. A placeholder due date is read as null: "No due date". */
export function agingBucket(dateDue: string | null, today: string): AgingBucket {
  const days = daysPastDue(dateDue, today);
  if (days === null) return 'noDueDate';
  if (days <= 0) return 'notDue';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

export interface BucketFigure {
  count: number;
  total: number;
}

export interface AgingFigures {
  /** The currency code, or null for invoices without one. */
  currency: string | null;
  unpaidCount: number;
  unpaidTotal: number;
  pastDueCount: number;
  pastDueTotal: number;
  buckets: Record<AgingBucket, BucketFigure>;
  /** The earliest due date among the unpaid invoices, or null. */
  oldestDue: string | null;
}

export interface AdvertiserAging extends AgingFigures {
  advertiserId: number;
}

function emptyFigures(currency: string | null): AgingFigures {
  const buckets = Object.fromEntries(
    AGING_BUCKETS.map(({ key }) => [key, { count: 0, total: 0 }]),
  ) as Record<AgingBucket, BucketFigure>;
  return {
    currency,
    unpaidCount: 0,
    unpaidTotal: 0,
    pastDueCount: 0,
    pastDueTotal: 0,
    buckets,
    oldestDue: null,
  };
}

/** Adds one unpaid invoice, in cents. */
function add(figures: AgingFigures, invoice: AgingInvoice, today: string) {
  const cents = Math.round(invoice.total * 100);
  const bucket = agingBucket(invoice.dateDue, today);
  figures.unpaidCount += 1;
  figures.unpaidTotal += cents;
  figures.buckets[bucket].count += 1;
  figures.buckets[bucket].total += cents;
  if ((PAST_DUE_BUCKETS as readonly string[]).includes(bucket)) {
    figures.pastDueCount += 1;
    figures.pastDueTotal += cents;
  }
  if (
    invoice.dateDue !== null &&
    (figures.oldestDue === null || invoice.dateDue < figures.oldestDue)
  )
    figures.oldestDue = invoice.dateDue;
}

function toMoney<T extends AgingFigures>(figures: T): T {
  const buckets = Object.fromEntries(
    Object.entries(figures.buckets).map(([key, b]) => [
      key,
      { count: b.count, total: b.total / 100 },
    ]),
  ) as Record<AgingBucket, BucketFigure>;
  return {
    ...figures,
    unpaidTotal: figures.unpaidTotal / 100,
    pastDueTotal: figures.pastDueTotal / 100,
    buckets,
  };
}

const currencyOf = (invoice: AgingInvoice) => invoice.currency?.name ?? null;
const byCurrency = (a: AgingFigures, b: AgingFigures) =>
  b.unpaidCount - a.unpaidCount || String(a.currency).localeCompare(String(b.currency));

/** The unpaid invoices' figures per currency, the most invoices first. Paid ones are left out. */
export function agingByCurrency(invoices: readonly AgingInvoice[], today: string): AgingFigures[] {
  const groups = new Map<string | null, AgingFigures>();
  for (const invoice of invoices) {
    if (invoice.status !== 'Unpaid') continue;
    const currency = currencyOf(invoice);
    let group = groups.get(currency);
    if (!group) groups.set(currency, (group = emptyFigures(currency)));
    add(group, invoice, today);
  }
  return [...groups.values()].sort(byCurrency).map(toMoney);
}

/** One row per advertiser and currency with unpaid invoices, the largest past-due total first. */
export function agingByAdvertiser(
  invoices: readonly AgingInvoice[],
  today: string,
): AdvertiserAging[] {
  const groups = new Map<string, AdvertiserAging>();
  for (const invoice of invoices) {
    if (invoice.status !== 'Unpaid') continue;
    const currency = currencyOf(invoice);
    const key = `${invoice.advertiserId}\u0000${currency}`;
    let group = groups.get(key);
    if (!group)
      groups.set(key, (group = { advertiserId: invoice.advertiserId, ...emptyFigures(currency) }));
    add(group, invoice, today);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        b.pastDueTotal - a.pastDueTotal ||
        b.unpaidTotal - a.unpaidTotal ||
        a.advertiserId - b.advertiserId ||
        String(a.currency).localeCompare(String(b.currency)),
    )
    .map(toMoney);
}
