// Calendar arithmetic on `YYYY-MM-DD` dates for the mirror's views: whole days in UTC, so that a
// server's time zone never moves a day, and the same day a year before (29 February → 28 February).
import { isCalendarDate } from '../../../src/domain/view-contract';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utc(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function isoOf(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return isoOf(utc(date) + days * DAY_MS);
}

/** The same day `years` years before; 29 February becomes 28 February in a year without one. */
export function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5);
  const candidate = `${pad(year, 4)}-${monthDay}`;
  return isCalendarDate(candidate) ? candidate : `${pad(year, 4)}-02-28`;
}

/** The last day of `date`'s month. */
export function monthEnd(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return isoOf(Date.UTC(y, m, 0));
}

/** Monday to Friday from `from` to `to`, both included (0 when `from` is after `to`). */
export function workingDays(from: string, to: string): number {
  const start = utc(from);
  const end = utc(to);
  if (start > end) return 0;
  const days = Math.round((end - start) / DAY_MS) + 1;
  let count = Math.floor(days / 7) * 5;
  // The days past whole weeks, one at a time (at most six).
  const weekday = new Date(start).getUTCDay();
  for (let i = 0; i < days % 7; i++) {
    const d = (weekday + i) % 7;
    if (d !== 0 && d !== 6) count += 1;
  }
  return count;
}
