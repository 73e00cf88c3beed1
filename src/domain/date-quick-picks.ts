// Date shortcuts for any pair of date filters (and "since"): both ends from the account's today
// (todayIso: ACCOUNT_TIME_ZONE), as YYYY-MM-DD calendar dates. Weeks run Monday to Sunday (ISO
// 8601, the run sheet's default week); "last 7 days" and "last/next 30 days" include today.
import { addDays, addMonths, mondayOf } from './date-only';
import { todayIso } from './format';

type Range = (today: string, monday: string) => [string, string];

/** The month `date` is in, moved by `months`: its first and last day. */
function monthOf(date: string, months: number): [string, string] {
  const first = addMonths(`${date.slice(0, 7)}-01`, months);
  return [first, addDays(addMonths(first, 1), -1)];
}

// Each shortcut: its label, whether it may be a "since" (none in the future:
// /changes?since=this-week), and its first and last day, both included.
const PICKS = [
  ['yesterday', 'Yesterday', true, (t) => [addDays(t, -1), addDays(t, -1)]],
  ['today', 'Today', true, (t) => [t, t]],
  ['this-week', 'This week', true, (_, monday) => [monday, addDays(monday, 6)]],
  ['next-week', 'Next week', false, (_, monday) => [addDays(monday, 7), addDays(monday, 13)]],
  ['last-7', 'Last 7 days', true, (t) => [addDays(t, -6), t]],
  ['this-month', 'This month', true, (t) => monthOf(t, 0)],
  ['next-month', 'Next month', false, (t) => monthOf(t, 1)],
  ['last-month', 'Last month', true, (t) => monthOf(t, -1)],
  ['last-30', 'Last 30 days', true, (t) => [addDays(t, -29), t]],
  ['next-30', 'Next 30 days', false, (t) => [t, addDays(t, 29)]],
] as const satisfies readonly (readonly [string, string, boolean, Range])[];

export type QuickPick = (typeof PICKS)[number][0];
export const QUICK_PICKS = PICKS.map(([id, name]) => ({ id, name }));
export const SINCE_PICKS: readonly QuickPick[] = PICKS.filter((p) => p[2]).map((p) => p[0]);

/** `text` as a shortcut, or null when it names none. */
export const readQuickPick = (text: string): QuickPick | null =>
  QUICK_PICKS.find((p) => p.id === text)?.id ?? null;

/** The first and last day of a shortcut, both included. */
export function quickPickRange(pick: QuickPick, today: string = todayIso()): [string, string] {
  return PICKS.find((p) => p[0] === pick)![3](today, mondayOf(today));
}
