// A from/to window of dates in a page's address whose defaults depend on today: computed here and
// never written into the URL. A missing end keeps the default length; a window longer than the page
// can show is shortened with a note, like any other corrected value.
import { addDays, daysFrom, type DateWindow } from '../domain/date-only';
import type { Correction } from './list-params';

export interface WindowRule {
  /** The default window (from today). */
  defaults: DateWindow;
  /** The longest window, in days from `from` to `to`. */
  maxDays: number;
  /** The parameters' names in the URL. */
  names: readonly [string, string];
}

export function resolveWindow(
  from: string | undefined,
  to: string | undefined,
  rule: WindowRule,
): { window: DateWindow; corrections: Correction[] } {
  const length = daysFrom(rule.defaults.from, rule.defaults.to);
  const start = from ?? (to === undefined ? rule.defaults.from : addDays(to, -length));
  const end = to ?? (from === undefined ? rule.defaults.to : addDays(from, length));
  const corrections: Correction[] = [];
  if (daysFrom(start, end) > rule.maxDays) {
    const cut = addDays(start, rule.maxDays);
    const [, toName] = rule.names;
    corrections.push({
      param: toName,
      given: end,
      used: cut,
      message: `${toName}=${end} makes the window longer than ${rule.maxDays} days; it ends on ${cut} instead.`,
    });
    return { window: { from: start, to: cut }, corrections };
  }
  return { window: { from: start, to: end }, corrections };
}
