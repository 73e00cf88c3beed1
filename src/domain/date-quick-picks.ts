// Date shortcuts for any pair of date filters (and "since"): both ends from the account's today
// (todayIso: ACCOUNT_TIME_ZONE), as YYYY-MM-DD calendar dates. Weeks run Monday to Sunday (ISO
// 8601, the run sheet's default week); "last 7 days" and "last/next 30 days" include today.
import { addDays, addMonths, mondayOf } from './date-only';
import { todayIso } from './format';

export const QUICK_PICKS = [
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'today', label: 'Today' },
  { id: 'this-week', label: 'This week' },
  { id: 'next-week', label: 'Next week' },
  { id: 'last-7', label: 'Last 7 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'next-month', label: 'Next month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'next-30', label: 'Next 30 days' },
] as const;
export type QuickPick = (typeof QUICK_PICKS)[number]['id'];

/** The shortcuts whose first day is a "since" (none in the future): /changes?since=this-week. */
export const SINCE_PICKS = [
  'yesterday',
  'today',
  'this-week',
  'last-7',
  'this-month',
  'last-month',
  'last-30',
] as const satisfies readonly QuickPick[];

/** What a shortcut may be, for a message about one that is none. */
export const QUICK_PICKS_ALLOWED = `one of ${QUICK_PICKS.map((p) => p.id).join(', ')}`;

/** `text` as a shortcut, or null when it names none. */
export const readQuickPick = (text: string): QuickPick | null =>
  QUICK_PICKS.find((p) => p.id === text)?.id ?? null;

/** The month `date` is in, moved by `months`: its first and last day. */
function monthOf(date: string, months: number): [string, string] {
  const first = addMonths(`${date.slice(0, 7)}-01`, months);
  return [first, addDays(addMonths(first, 1), -1)];
}

/** The first and last day of a shortcut, both included. */
export function quickPickRange(pick: QuickPick, today: string = todayIso()): [string, string] {
  const monday = mondayOf(today);
  switch (pick) {
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'today':
      return [today, today];
    case 'this-week':
      return [monday, addDays(monday, 6)];
    case 'next-week':
      return [addDays(monday, 7), addDays(monday, 13)];
    case 'last-7':
      return [addDays(today, -6), today];
    case 'this-month':
      return monthOf(today, 0);
    case 'next-month':
      return monthOf(today, 1);
    case 'last-month':
      return monthOf(today, -1);
    case 'last-30':
      return [addDays(today, -29), today];
    case 'next-30':
      return [today, addDays(today, 29)];
  }
}
