// Quick picks for a pair of date filters, from the browser's local today: both ends are set, as
// YYYY-MM-DD (no time zone enters: the arithmetic is on calendar dates).
import { isoDate, todayIso } from '../domain/format';

export const QUICK_PICKS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'next-30', label: 'Next 30 days' },
] as const;
export type QuickPick = (typeof QUICK_PICKS)[number]['id'];

/** Days in a month (1-12), leap years included. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** today (YYYY-MM-DD) moved by whole days, in UTC so no daylight-saving hour shifts the date. */
export function addDays(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The from and to of a pick; "last 30 days" ends today, "next 30 days" starts today (30 days each). */
export function quickPickRange(pick: QuickPick, today: string = todayIso()): [string, string] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (pick) {
    case 'this-month':
      return [isoDate(y, m, 1), isoDate(y, m, daysIn(y, m))];
    case 'last-month': {
      const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return [isoDate(py, pm, 1), isoDate(py, pm, daysIn(py, pm))];
    }
    case 'last-30':
      return [addDays(today, -29), today];
    case 'next-30':
      return [today, addDays(today, 29)];
  }
}
