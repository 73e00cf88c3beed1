// What /receivables must show, worked out independently of the app: every page of the demo's own
// invoice list for the window, read with the request fixture, then bucketed here in whole cents.
import type { APIRequestContext } from '@playwright/test';
import { readWholeList } from './demo-contracts';

export interface WireInvoice {
  id: string;
  advertiser_id: string;
  status: string | null;
  date_due: string | null;
  total: string | number;
  currency: { name: string } | null;
}

export const BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'over90', 'noDue'] as const;
export const BUCKET_LABELS = [
  'Not yet due',
  '1–30 days',
  '31–60 days',
  '61–90 days',
  'Over 90 days',
  'No due date',
];
type Bucket = (typeof BUCKETS)[number];

export interface Expected {
  currency: string | null;
  advertiserId?: number;
  /** Cents. */
  unpaid: number;
  pastDue: number;
  pastDueCount: number;
  count: number;
  buckets: Record<Bucket, { count: number; cents: number }>;
  oldestDue: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's today, as the page computes it (same machine, same time zone). */
export const localToday = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const utcDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

/** The default window: 24 calendar months back to 60 days ahead. */
export function defaultWindow(today: string) {
  const [y, m, d] = today.split('-').map(Number);
  const back = new Date(Date.UTC(y! - 2, m! - 1, 1));
  const last = new Date(Date.UTC(y! - 2, m!, 0)).getUTCDate();
  back.setUTCDate(Math.min(d!, last));
  const ahead = new Date(utcDay(today) + 60 * 86_400_000);
  const iso = (t: Date) => t.toISOString().slice(0, 10);
  return { after: iso(back), before: iso(ahead) };
}

export async function readAllInvoices(
  request: APIRequestContext,
  after: string,
  before: string,
): Promise<WireInvoice[]> {
  const query = `date_due_after=${after}&date_due_before=${before}&sort_by=date_due&sort_order=asc`;
  return readWholeList(request, '/api/base/invoices/', 'invoices', query);
}

/** Whole days an invoice is past due `today` (0 or less: not yet), null without a due date. */
export function daysLate(due: string | null, today: string): number | null {
  if (!due || /^(0000|1969-12-31)/.test(due)) return null;
  return Math.round((utcDay(today) - utcDay(due.slice(0, 10))) / 86_400_000);
}

function bucketOf(due: string | null, today: string): Bucket {
  const days = daysLate(due, today);
  if (days === null) return 'noDue';
  if (days <= 0) return 'notDue';
  if (days <= 30) return 'd1to30';
  if (days <= 60) return 'd31to60';
  if (days <= 90) return 'd61to90';
  return 'over90';
}

function empty(currency: string | null, advertiserId?: number): Expected {
  const buckets = Object.fromEntries(BUCKETS.map((b) => [b, { count: 0, cents: 0 }]));
  return {
    currency,
    advertiserId,
    unpaid: 0,
    pastDue: 0,
    pastDueCount: 0,
    count: 0,
    buckets: buckets as Expected['buckets'],
    oldestDue: null,
  };
}

/** Unpaid invoices grouped by `keyOf`, each group's figures in cents. */
export function expectedFigures(
  invoices: readonly WireInvoice[],
  today: string,
  perAdvertiser: boolean,
): Expected[] {
  const groups = new Map<string, Expected>();
  for (const invoice of invoices) {
    if (invoice.status !== 'Unpaid') continue;
    const currency = invoice.currency?.name ?? null;
    const advertiserId = perAdvertiser ? Number(invoice.advertiser_id) : undefined;
    const key = `${advertiserId}|${currency}`;
    const group = groups.get(key) ?? empty(currency, advertiserId);
    groups.set(key, group);
    const cents = Math.round(Number(invoice.total) * 100);
    const bucket = bucketOf(invoice.date_due, today);
    group.count += 1;
    group.unpaid += cents;
    group.buckets[bucket].count += 1;
    group.buckets[bucket].cents += cents;
    if (bucket !== 'notDue' && bucket !== 'noDue') {
      group.pastDue += cents;
      group.pastDueCount += 1;
    }
    const due = bucket === 'noDue' ? null : invoice.date_due!.slice(0, 10);
    if (due && (group.oldestDue === null || due < group.oldestDue)) group.oldestDue = due;
  }
  return [...groups.values()];
}

/**
 * As the page writes money: en-US, in the invoice's currency, or without one in the account's own
 * (the suite's demo: USD, its ACCOUNT_CURRENCY default; issue 40).
 */
export function money(cents: number, currency: string | null): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency ?? 'USD' }).format(
    cents / 100,
  );
}
