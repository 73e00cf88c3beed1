// Calendar arithmetic on `YYYY-MM-DD` dates for the mirror's views, by UTC day numbers
// (src/domain/date-only) so that a server's time zone never moves a day.
import { addDays, addMonths, dayNumber } from '../../../src/domain/date-only';
import { isCalendarDate } from '../../../src/domain/view-contract';

export { addDays };

/** The same day `years` years before; 29 February becomes 28 February in a year without one. */
export function yearsBefore(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) - years).padStart(4, '0');
  const candidate = `${year}-${date.slice(5)}`;
  return isCalendarDate(candidate) ? candidate : `${year}-02-28`;
}

/** The last day of `date`'s month. */
export const monthEnd = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/** Monday to Friday from `from` to `to`, both included (0 when `from` is after `to`). */
export function workingDays(from: string, to: string): number {
  const start = dayNumber(from)!;
  const days = dayNumber(to)! - start + 1;
  if (days <= 0) return 0;
  let count = Math.floor(days / 7) * 5;
  // The days past whole weeks, one at a time (at most six); day 0 (1970-01-01) was a Thursday.
  for (let i = 0; i < days % 7; i++) {
    const weekday = (((start + i + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}
