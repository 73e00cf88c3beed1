// What is owed and how late: unpaid invoices in aging buckets by days past due, per currency
// (amounts in different currencies are never added together) and per advertiser. Shared by the
// invoice list, the receivables report and an advertiser's statement. Sums run in whole cents.
import type { Invoice } from './invoices';
import { daysFrom } from './date-only';

/** The account's bounds when neither the person nor RECEIVABLES_BUCKETS says: 1–30, 31–60, 61–90. */
export const DEFAULT_AGING_BOUNDS: readonly number[] = [30, 60, 90];

/** A band of an aging: `days31to60`-like keys, so the default bounds keep their long-standing keys. */
export interface AgingBand {
  key: string;
  label: string;
  /** Two lines for a chart's narrow column ("31–60", "days"). */
  short: readonly [string, string];
}

/**
 * Not yet due (due today or later), one band per bound of days past due (1–30, 31–60, …), over the
 * last bound, and no due date at all. `bounds` ascend (readDayBounds in view-contract.ts checks).
 */
export function agingBands(bounds: readonly number[] = DEFAULT_AGING_BOUNDS): AgingBand[] {
  const last = bounds[bounds.length - 1]!;
  return [
    { key: 'notDue', label: 'Not yet due', short: ['Not yet', 'due'] },
    ...bounds.map((to, i) => {
      const from = (bounds[i - 1] ?? 0) + 1;
      const span = from === to ? `${to}` : `${from}–${to}`;
      return { key: `days${from}to${to}`, label: `${span} days`, short: [span, 'days'] as const };
    }),
    { key: `over${last}`, label: `Over ${last} days`, short: [`Over ${last}`, 'days'] },
    { key: 'noDueDate', label: 'No due date', short: ['No due', 'date'] },
  ];
}

export const AGING_BUCKETS = agingBands();
/** A band's key: `notDue`, `days1to30`, …, `over90`, `noDueDate` with the default bounds. */
export type AgingBucket = string;
/** The past-due bands' keys, oldest last. */
export const pastDueKeys = (bands: readonly AgingBand[]) =>
  bands.slice(1, -1).map((band) => band.key);
export const PAST_DUE_BUCKETS = pastDueKeys(AGING_BUCKETS);

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
  const days = daysFrom(dateDue, today);
  return Number.isFinite(days) ? days : null;
}

/** The bucket of an unpaid invoice. A placeholder due date is read as null: "No due date". */
export function agingBucket(
  dateDue: string | null,
  today: string,
  bounds: readonly number[] = DEFAULT_AGING_BOUNDS,
): AgingBucket {
  const days = daysPastDue(dateDue, today);
  if (days === null) return 'noDueDate';
  if (days <= 0) return 'notDue';
  const band = bounds.findIndex((bound) => days <= bound);
  if (band === -1) return `over${bounds[bounds.length - 1]!}`;
  return `days${(bounds[band - 1] ?? 0) + 1}to${bounds[band]!}`;
}

/** How an aging is cut: its bounds, and "over N days" when asked (days past due above N). */
export interface AgingCut {
  bounds: readonly number[];
  over: number | null;
}
const DEFAULT_CUT: AgingCut = { bounds: DEFAULT_AGING_BOUNDS, over: null };

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
  /** Unpaid more than `over` days past due (the cut's), or null when not asked. */
  over: BucketFigure | null;
  /** The earliest due date among the unpaid invoices, or null. */
  oldestDue: string | null;
}

export interface AdvertiserAging extends AgingFigures {
  advertiserId: number;
}

/** A bucket's figure (none of its invoices: zero). */
export const bucketFigure = (figures: AgingFigures, key: AgingBucket): BucketFigure =>
  figures.buckets[key] ?? { count: 0, total: 0 };

function emptyFigures(currency: string | null, cut: AgingCut): AgingFigures {
  const buckets = Object.fromEntries(
    agingBands(cut.bounds).map(({ key }) => [key, { count: 0, total: 0 }]),
  ) as Record<AgingBucket, BucketFigure>;
  return {
    currency,
    unpaidCount: 0,
    unpaidTotal: 0,
    pastDueCount: 0,
    pastDueTotal: 0,
    buckets,
    over: cut.over === null ? null : { count: 0, total: 0 },
    oldestDue: null,
  };
}

/** Adds one unpaid invoice, in cents. */
function add(figures: AgingFigures, invoice: AgingInvoice, today: string, cut: AgingCut) {
  const cents = Math.round(invoice.total * 100);
  const bucket = bucketFigure(figures, agingBucket(invoice.dateDue, today, cut.bounds));
  figures.unpaidCount += 1;
  figures.unpaidTotal += cents;
  bucket.count += 1;
  bucket.total += cents;
  const days = daysPastDue(invoice.dateDue, today);
  if (days !== null && days > 0) {
    figures.pastDueCount += 1;
    figures.pastDueTotal += cents;
  }
  if (figures.over && days !== null && days > cut.over!) {
    figures.over.count += 1;
    figures.over.total += cents;
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
    over: figures.over && { count: figures.over.count, total: figures.over.total / 100 },
  };
}

const currencyOf = (invoice: AgingInvoice) => invoice.currency?.name ?? null;
const byCurrency = (a: AgingFigures, b: AgingFigures) =>
  b.unpaidCount - a.unpaidCount || String(a.currency).localeCompare(String(b.currency));

/** The unpaid invoices' figures per currency, the most invoices first. Paid ones are left out. */
export function agingByCurrency(
  invoices: readonly AgingInvoice[],
  today: string,
  cut: AgingCut = DEFAULT_CUT,
): AgingFigures[] {
  const groups = new Map<string | null, AgingFigures>();
  for (const invoice of invoices) {
    if (invoice.status !== 'Unpaid') continue;
    const currency = currencyOf(invoice);
    let group = groups.get(currency);
    if (!group) groups.set(currency, (group = emptyFigures(currency, cut)));
    add(group, invoice, today, cut);
  }
  return [...groups.values()].sort(byCurrency).map(toMoney);
}

/** One row per advertiser and currency with unpaid invoices, the largest past-due total first. */
export function agingByAdvertiser(
  invoices: readonly AgingInvoice[],
  today: string,
  cut: AgingCut = DEFAULT_CUT,
): AdvertiserAging[] {
  const groups = new Map<string, AdvertiserAging>();
  for (const invoice of invoices) {
    if (invoice.status !== 'Unpaid') continue;
    const currency = currencyOf(invoice);
    const key = `${invoice.advertiserId}\u0000${currency}`;
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = { advertiserId: invoice.advertiserId, ...emptyFigures(currency, cut) }),
      );
    add(group, invoice, today, cut);
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
