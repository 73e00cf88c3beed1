// Renewals: advertisers whose last scheduled day (over their insertions not cancelled) falls within
// a window after `as_of`, with nothing scheduled after it. Pure: no React.
// Insertions do not carry their advertiser, so the view finds candidates by contract first (from the
// whole list), then reads each candidate advertiser's own insertions to be sure of the rest.
import type { Insertion } from './insertion-types';
import type { RenewalRow } from './renewals-view';
import { addDays, addMonths, compareDates, daysFrom } from './date-only';
import { runningRanges } from './inventory';

export interface RenewalWindow {
  asOf: string;
  /** Days after as_of; the window is [as_of, as_of + within]. */
  within: number;
}

export const windowEnd = (w: RenewalWindow) => addDays(w.asOf, w.within);

/** The year before as_of: the insertions counted in a renewal's "year before". */
export const yearBefore = (asOf: string) => ({
  start: addMonths(asOf, -12),
  end: addDays(asOf, -1),
});

/** The last day each insertion not cancelled runs, or null when it runs on no day. */
export function lastDayOf(insertion: Insertion): string | null {
  let last: string | null = null;
  for (const range of runningRanges(insertion))
    if (last === null || range.end > last) last = range.end;
  return last;
}

export interface ContractEnd {
  contractId: number;
  lastDay: string;
  productIds: number[];
}

/** Per contract: its last scheduled day and the products of the insertions that end on it. */
export function contractEnds(insertions: readonly Insertion[]): Map<number, ContractEnd> {
  const ends = new Map<number, ContractEnd>();
  for (const insertion of insertions) {
    const { contractId, productId } = insertion;
    const last = lastDayOf(insertion);
    if (last === null) continue;
    const end = ends.get(contractId);
    if (!end || last > end.lastDay) {
      ends.set(contractId, { contractId, lastDay: last, productIds: [productId] });
    } else if (last === end.lastDay && !end.productIds.includes(productId)) {
      end.productIds.push(productId);
    }
  }
  return ends;
}

/**
 * Contracts whose last day is in the window, soonest first: only their advertisers can be due
 * (an advertiser's last day is the last day of one of their contracts).
 */
export function candidatesOf(ends: Iterable<ContractEnd>, window: RenewalWindow): ContractEnd[] {
  const end = windowEnd(window);
  return [...ends]
    .filter((c) => c.lastDay >= window.asOf && c.lastDay <= end)
    .sort((a, b) => compareDates(a.lastDay, b.lastDay) || a.contractId - b.contractId);
}

/** An advertiser due (the server's renewals view answers these: src/domain/renewals-view.ts). */
export type Renewal = RenewalRow;

export type RenewalCheck = { due: true; renewal: Renewal } | { due: false; lastDay: string | null };

/** Whether an advertiser is due, from all of their insertions (the list by advertiser_id). */
export function checkRenewal(
  advertiserId: number,
  insertions: readonly Insertion[],
  window: RenewalWindow,
): RenewalCheck {
  let lastDay: string | null = null;
  const contracts = new Set<number>();
  const products = new Set<number>();
  const year = yearBefore(window.asOf);
  let countYear = 0;
  for (const insertion of insertions) {
    const ranges = runningRanges(insertion);
    if (ranges.length === 0) continue;
    if (ranges.some((r) => r.start <= year.end && r.end >= year.start)) countYear += 1;
    const last = ranges.reduce((max, r) => (r.end > max ? r.end : max), ranges[0]!.end);
    if (lastDay === null || last > lastDay) {
      lastDay = last;
      contracts.clear();
      products.clear();
    }
    if (last === lastDay) {
      contracts.add(insertion.contractId);
      products.add(insertion.productId);
    }
  }
  if (lastDay === null || lastDay < window.asOf || lastDay > windowEnd(window)) {
    return { due: false, lastDay };
  }
  return {
    due: true,
    renewal: {
      advertiserId,
      lastDay,
      daysLeft: daysFrom(window.asOf, lastDay),
      contractIds: [...contracts].sort((a, b) => a - b),
      productIds: [...products].sort((a, b) => a - b),
      yearBefore: countYear,
    },
  };
}

/** Soonest first; the same day by advertiser number. */
export const byDueDate = (a: Renewal, b: Renewal) =>
  compareDates(a.lastDay, b.lastDay) || a.advertiserId - b.advertiserId;
