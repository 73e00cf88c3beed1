// Figures over contracts read from the contract list: the pipeline (open proposals by seller and by
// advertiser) and bookings (won contracts by month and seller, by advertiser). Amounts are added in
// integer cents and only within one currency: contracts that carry different currencies are
// never added together.
import type { ContractRow } from './contract-list';
import { addMonths } from './date-only';

/** The currency a contract's total is in; '' for the account's own (no currency on the wire). */
export const currencyOf = (c: Pick<ContractRow, 'currency'>): string => c.currency ?? '';

/** What the figures read of a contract (the pipeline keeps no more in its page's state). */
type Dated = Pick<ContractRow, 'id' | 'dateCreated' | 'total'>;

const cents = (amount: number) => Math.round(amount * 100);

export interface Group<R extends Dated = ContractRow> {
  key: number;
  count: number;
  /** Sum of the totals, in cents. */
  cents: number;
  /** The group's contracts, oldest created first (no date last). */
  contracts: R[];
}

const byCreated = (a: Dated, b: Dated) => {
  if (a.dateCreated === b.dateCreated) return a.id - b.id;
  if (a.dateCreated === null) return 1;
  if (b.dateCreated === null) return -1;
  return a.dateCreated < b.dateCreated ? -1 : 1;
};

/** Contracts per currency, in a stable order (the account's own first, then by code). */
export function splitByCurrency<R extends Pick<ContractRow, 'currency'>>(
  rows: readonly R[],
): Map<string, R[]> {
  const out = new Map<string, R[]>();
  for (const code of [...new Set(rows.map(currencyOf))].sort()) out.set(code, []);
  for (const row of rows) out.get(currencyOf(row))!.push(row);
  return out;
}

/** Groups of one currency's contracts by a key (seller, advertiser), the oldest open first. */
export function groupBy<R extends Dated>(
  rows: readonly R[],
  keyOf: (c: R) => number | null,
): Group<R>[] {
  const groups = new Map<number, Group<R>>();
  for (const row of rows) {
    const key = keyOf(row) ?? 0;
    let group = groups.get(key);
    if (!group) {
      group = { key, count: 0, cents: 0, contracts: [] };
      groups.set(key, group);
    }
    group.count += 1;
    group.cents += cents(row.total);
    group.contracts.push(row);
  }
  const list = [...groups.values()];
  for (const group of list) group.contracts.sort(byCreated);
  // The group whose oldest contract is oldest comes first: that is who to call.
  return list.sort((a, b) => byCreated(a.contracts[0]!, b.contracts[0]!));
}

/** `YYYY-MM` months from `from` to `to` (both `YYYY-MM-DD`), both ends included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const end = to.slice(0, 7);
  let month = from.slice(0, 7);
  while (month <= end && months.length < 1200) {
    months.push(month);
    month = addMonths(`${month}-01`, 1).slice(0, 7);
  }
  return months;
}

export interface Bookings {
  currency: string;
  months: string[];
  /** Sellers (user id, 0 for none recorded) with cents per month, in `months` order. */
  sellers: { key: number; byMonth: number[]; cents: number; count: number }[];
  monthTotals: number[];
  advertisers: { key: number; cents: number; count: number }[];
  cents: number;
  count: number;
}

/**
 * Won contracts of one window by month sold and seller, and by advertiser, one figure set per
 * currency. Contracts without a sale date in the window (placeholders) are left out and counted.
 */
export function bookingsOf(
  rows: readonly Pick<
    ContractRow,
    'dateSold' | 'status' | 'total' | 'soldByUserId' | 'advertiserId' | 'currency'
  >[],
  window: { from: string; to: string },
): { sets: Bookings[]; undated: number } {
  const months = monthsBetween(window.from, window.to);
  const index = new Map(months.map((m, i) => [m, i]));
  let undated = 0;
  const sets: Bookings[] = [];
  for (const [currency, list] of splitByCurrency(rows)) {
    const sellers = new Map<number, Bookings['sellers'][number]>();
    const advertisers = new Map<number, Bookings['advertisers'][number]>();
    const monthTotals = months.map(() => 0);
    let total = 0;
    let count = 0;
    for (const row of list) {
      const day = row.dateSold?.slice(0, 10);
      const at =
        day && day >= window.from && day <= window.to ? index.get(day.slice(0, 7)) : undefined;
      if (row.status !== 'Won' || at === undefined) {
        undated += 1;
        continue;
      }
      const amount = cents(row.total);
      const sellerKey = row.soldByUserId ?? 0;
      let seller = sellers.get(sellerKey);
      if (!seller) {
        seller = { key: sellerKey, byMonth: months.map(() => 0), cents: 0, count: 0 };
        sellers.set(sellerKey, seller);
      }
      seller.byMonth[at]! += amount;
      seller.cents += amount;
      seller.count += 1;
      const advertiser = advertisers.get(row.advertiserId) ?? {
        key: row.advertiserId,
        cents: 0,
        count: 0,
      };
      advertiser.cents += amount;
      advertiser.count += 1;
      advertisers.set(row.advertiserId, advertiser);
      monthTotals[at]! += amount;
      total += amount;
      count += 1;
    }
    if (count === 0) continue;
    sets.push({
      currency,
      months,
      sellers: [...sellers.values()].sort((a, b) => b.cents - a.cents || a.key - b.key),
      monthTotals,
      advertisers: [...advertisers.values()].sort((a, b) => b.cents - a.cents || a.key - b.key),
      cents: total,
      count,
    });
  }
  return { sets, undated };
}
