// Inventory of ad sizes sold in scheduling units: the periods of a size within a window, and how
// many of the size's insertions run in each (booked of limit, free, oversold). Pure: no React.
import type { AdSize, SchedulingUnit } from './ad-sizes';
import type { Insertion } from './insertion-types';
import { addDays, addMonths, daysFrom, mondayOf, monthIndexDiff } from './date-only';
import { entryRange, type DateRange, type RunEntry } from './insertion-schedule';

export interface Window {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export interface PeriodPlan {
  unit: SchedulingUnit;
  /** The size has no unit (null or ''): calendar weeks are assumed. */
  unitAssumed: boolean;
  /** Periods counted from the size's key date, or calendar periods (no key date or no unit). */
  basis: 'key-date' | 'calendar';
  /** Where the counting starts (the key date, or the calendar start of the first period). */
  anchor: string;
  periods: DateRange[];
  /** More periods than MAX_PERIODS fall in the window: the rest are left out. */
  cut: boolean;
}

export const MAX_PERIODS = 400;
const DEFAULT_UNIT: SchedulingUnit = 'Weeks';

/** The start of period k counted from `anchor` (k may be negative). */
export function periodStart(anchor: string, unit: SchedulingUnit, k: number): string {
  switch (unit) {
    case 'Days':
      return addDays(anchor, k);
    case 'Weeks':
      return addDays(anchor, 7 * k);
    case 'Months':
      return addMonths(anchor, k);
    case 'Years':
      return addMonths(anchor, 12 * k);
  }
}

/** The calendar period holding `date`: the day, its Monday-to-Sunday week, its month, its year. */
function calendarStart(date: string, unit: SchedulingUnit): string {
  switch (unit) {
    case 'Days':
      return date;
    case 'Weeks':
      return mondayOf(date);
    case 'Months':
      return `${date.slice(0, 7)}-01`;
    case 'Years':
      return `${date.slice(0, 4)}-01-01`;
  }
}

/** The number of the period counted from `anchor` that holds `date`. */
function periodIndexOf(anchor: string, unit: SchedulingUnit, date: string): number {
  if (unit === 'Days') return daysFrom(anchor, date);
  if (unit === 'Weeks') return Math.floor(daysFrom(anchor, date) / 7);
  const per = unit === 'Months' ? 1 : 12;
  // A first guess from the calendar months, moved until period k starts on or before the date and
  // period k + 1 after it (month ends make the guess one off at most).
  let k = Math.floor(monthIndexDiff(anchor, date) / per);
  while (periodStart(anchor, unit, k) > date) k -= 1;
  while (periodStart(anchor, unit, k + 1) <= date) k += 1;
  return k;
}

/** The size's periods that overlap the window, the first one possibly starting before it. */
export function planPeriods(
  size: Pick<AdSize, 'keyDate' | 'schedulingUnits'>,
  window: Window,
): PeriodPlan {
  const unit = size.schedulingUnits ?? DEFAULT_UNIT;
  const unitAssumed = size.schedulingUnits === null;
  const byKey = size.keyDate !== null && !unitAssumed;
  const anchor = byKey ? size.keyDate! : calendarStart(window.from, unit);
  const periods: DateRange[] = [];
  let k = periodIndexOf(anchor, unit, window.from);
  let start = periodStart(anchor, unit, k);
  let cut = false;
  while (start <= window.to) {
    if (periods.length === MAX_PERIODS) {
      cut = true;
      break;
    }
    const next = periodStart(anchor, unit, k + 1);
    periods.push({ start, end: addDays(next, -1) });
    k += 1;
    start = next;
  }
  return { unit, unitAssumed, basis: byKey ? 'key-date' : 'calendar', anchor, periods, cut };
}

/** An ad size sold in limited numbers: `schedule_concurrent_limit` set. */
export const isInventoryControlled = (size: AdSize) =>
  size.scheduleConcurrentLimit !== null && size.dateDeleted === null;

/** What an insertion's runs are worked out from: not cancelled, and its schedule's entries. */
export type Runs = Pick<Insertion, 'dateCanceled'> & { schedule: readonly RunEntry[] };

/** The dates an insertion runs (not cancelled; deleted and placeholder entries skipped). */
export function runningRanges(insertion: Runs): DateRange[] {
  if (insertion.dateCanceled !== null) return [];
  const ranges: DateRange[] = [];
  for (const entry of insertion.schedule) {
    const range = entryRange(entry);
    if (range) ranges.push(range);
  }
  return ranges;
}

const overlaps = (ranges: readonly DateRange[], window: DateRange) =>
  ranges.some((r) => r.start <= window.end && r.end >= window.start);

export interface PeriodCell {
  period: DateRange;
  /** The insertions running in the period, by id. */
  insertionIds: number[];
  booked: number;
  limit: number;
  /** Places left (0 when full or oversold). */
  free: number;
  oversold: boolean;
}

export interface SizeAvailability {
  size: AdSize;
  plan: PeriodPlan;
  cells: PeriodCell[];
}

/** Booked of limit in every period of each inventory-controlled size. */
export function availability(
  sizes: readonly AdSize[],
  insertions: readonly Insertion[],
  window: Window,
): SizeAvailability[] {
  const controlled = sizes.filter(isInventoryControlled);
  const running = new Map<number, { id: number; ranges: DateRange[] }[]>();
  for (const size of controlled) running.set(size.id, []);
  for (const insertion of insertions) {
    const list = running.get(insertion.adSizeId);
    if (!list) continue;
    const ranges = runningRanges(insertion);
    if (ranges.length) list.push({ id: insertion.id, ranges });
  }
  return controlled.map((size) => {
    const plan = planPeriods(size, window);
    const limit = size.scheduleConcurrentLimit!;
    const cells = plan.periods.map((period) => {
      const insertionIds = running
        .get(size.id)!
        .filter((r) => overlaps(r.ranges, period))
        .map((r) => r.id);
      const booked = insertionIds.length;
      return {
        period,
        insertionIds,
        booked,
        limit,
        free: Math.max(0, limit - booked),
        oversold: booked > limit,
      };
    });
    return { size, plan, cells };
  });
}
