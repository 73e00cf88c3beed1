// What the availability, run sheet and renewals pages should show, worked out here from the demo
// API's own answers with plain code of the test's own (not the app's modules), so a page that
// counts wrong cannot agree with itself.
import type { APIRequestContext } from '@playwright/test';

export interface WireEntry {
  date_start: string | null;
  date_end: string | null;
  date_deleted: string | null;
}
export interface WireInsertion {
  id: string;
  ad_size_id: string;
  contract_id: string;
  product_id: string;
  section_id: string | null;
  date_canceled: string | null;
  schedule: WireEntry[];
}
export interface WireSize {
  id: string;
  name: string;
  key_date: string | null;
  schedule_concurrent_limit: string | null;
  scheduling_units: string | null;
  date_deleted: string | null;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export const insertionsOf = async (request: APIRequestContext, query = '') =>
  (await json<{ insertions: WireInsertion[] }>(request, `/api/base/insertions/${query}`))
    .insertions;

export const sizesOf = async (request: APIRequestContext, productId: number) =>
  (await json<{ ad_sizes: WireSize[] }>(request, `/api/base/adSizes/product/${productId}`))
    .ad_sizes;

export const advertiserOfContract = async (request: APIRequestContext, contractId: string) =>
  Number(
    (await json<{ advertiser_id: string }>(request, `/api/base/contracts/${contractId}`))
      .advertiser_id,
  );

const DAY = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const plusDays = (date: string, days: number) =>
  new Date(ms(date) + days * DAY).toISOString().slice(0, 10);

/** The runs of an insertion that is not cancelled: [start, end] of each live dated entry. */
export function runs(insertion: WireInsertion): [string, string][] {
  if (insertion.date_canceled) return [];
  return insertion.schedule
    .filter((e) => !e.date_deleted && (e.date_start || e.date_end))
    .map((e) => {
      const a = (e.date_start ?? e.date_end)!;
      const b = (e.date_end ?? e.date_start)!;
      return a <= b ? [a, b] : [b, a];
    });
}

export const runsIn = (insertion: WireInsertion, from: string, to: string) =>
  runs(insertion).some(([a, b]) => a <= to && b >= from);

/** Booked counts per Monday-to-Sunday week, for sizes without a key date. */
export function weeklyBookings(
  insertions: WireInsertion[],
  size: WireSize,
  mondays: string[],
): number[] {
  return mondays.map(
    (monday) =>
      insertions.filter((i) => i.ad_size_id === size.id && runsIn(i, monday, plusDays(monday, 6)))
        .length,
  );
}

/** The Mondays of the weeks that overlap [from, to]. */
export function mondays(from: string, to: string): string[] {
  const weekday = (new Date(ms(from)).getUTCDay() + 6) % 7;
  const out: string[] = [];
  for (let d = plusDays(from, -weekday); d <= to; d = plusDays(d, 7)) out.push(d);
  return out;
}

export interface ExpectedRenewal {
  advertiserId: number;
  lastDay: string;
}

/** Advertisers due: their last day over all their insertions in [asOf, asOf + within]. */
export async function expectedRenewals(
  request: APIRequestContext,
  asOf: string,
  within: number,
): Promise<{ candidates: number; advertisers: Set<number>; due: ExpectedRenewal[] }> {
  const end = plusDays(asOf, within);
  const all = await insertionsOf(request);
  const lastOfContract = new Map<string, string>();
  for (const i of all) {
    for (const [, b] of runs(i)) {
      if ((lastOfContract.get(i.contract_id) ?? '') < b) lastOfContract.set(i.contract_id, b);
    }
  }
  const candidates = [...lastOfContract].filter(([, d]) => d >= asOf && d <= end);
  const advertisers = new Set<number>();
  for (const [contractId] of candidates) {
    advertisers.add(await advertiserOfContract(request, contractId));
  }
  const due: ExpectedRenewal[] = [];
  for (const advertiserId of advertisers) {
    const own = await insertionsOf(request, `?advertiser_id=${advertiserId}`);
    const last = own.flatMap(runs).reduce((m, [, b]) => (b > m ? b : m), '');
    if (last >= asOf && last <= end) due.push({ advertiserId, lastDay: last });
  }
  due.sort((a, b) => a.lastDay.localeCompare(b.lastDay) || a.advertiserId - b.advertiserId);
  return { candidates: candidates.length, advertisers, due };
}
