// A change of the mirror's log as a sentence a person reads ("Contract 10412, Harbor Bakery: Open →
// Won, $4,200.00, sold by Dana Whitfield"), the record it links to, and the day it is grouped
// under. Days and times are UTC: the server's HTML and the browser's render must say the same.
import { formatDate, formatMoney } from './format';
import type { FeedChange } from './mirror-views';

/** An advertiser's name, or "Advertiser N" when not known. */
export type NameOf = (advertiserId: number) => string;

const text = (value: unknown): string =>
  value === null || value === undefined || value === '' ? 'no status' : String(value);

const money = (change: Pick<FeedChange, 'currency'>, amount: unknown) =>
  typeof amount === 'number' ? formatMoney(amount, change.currency) : null;

function soldBy(change: FeedChange): string {
  return change.sellerName ? `, sold by ${change.sellerName}` : '';
}

function party(change: FeedChange, nameOf: NameOf): string {
  return change.advertiserId === null ? '' : `, ${nameOf(change.advertiserId)}`;
}

const span = (value: unknown) => {
  const dates = value as { first?: string | null; last?: string | null } | null;
  if (!dates?.first || !dates.last) return 'no run dates';
  return dates.first === dates.last
    ? formatDate(dates.first)
    : `${formatDate(dates.first)} to ${formatDate(dates.last)}`;
};

export function changeSentence(change: FeedChange, nameOf: NameOf): string {
  const who = party(change, nameOf);
  switch (change.record) {
    case 'contract': {
      const total = money(change, change.total);
      const amount = total ? `, ${total}` : '';
      if (change.kind === 'new') {
        const after = change.after as { status?: unknown } | null;
        return `New contract ${change.id}${who}: ${text(after?.status)}${amount}${soldBy(change)}`;
      }
      if (change.kind === 'status') {
        return `Contract ${change.id}${who}: ${text(change.before)} → ${text(change.after)}${amount}${soldBy(change)}`;
      }
      if (change.kind === 'total') {
        return `Contract ${change.id}${who}: total ${money(change, change.before) ?? '—'} → ${money(change, change.after) ?? '—'}${soldBy(change)}`;
      }
      return `Contract ${change.id}${who} changed (${change.kind})`;
    }
    case 'invoice': {
      if (change.kind === 'paid') return `Invoice ${change.id}${who} paid`;
      if (change.kind === 'new') {
        const total = money(change, change.total);
        return `New invoice ${change.id}${who}${total ? `: ${total}` : ''}`;
      }
      return `Invoice ${change.id}${who} changed (${change.kind})`;
    }
    case 'insertion': {
      const of = change.contractId === null ? '' : ` of contract ${change.contractId}`;
      if (change.kind === 'cancelled') return `Insertion ${change.id}${of} cancelled`;
      if (change.kind === 'dates') {
        return `Insertion ${change.id}${of} now runs ${span(change.after)} (was ${span(change.before)})`;
      }
      return `Insertion ${change.id}${of} changed (${change.kind})`;
    }
  }
}

/** The day a change is listed under (UTC), YYYY-MM-DD. */
export const dayOf = (change: Pick<FeedChange, 'when'>) => change.when.slice(0, 10);

/** "14:02" (UTC). */
export const timeOf = (change: Pick<FeedChange, 'when'>) => change.when.slice(11, 16);

/** Changes grouped by day, newest day first, each day's newest first (the answer's order). */
export function byDay<T extends Pick<FeedChange, 'when'>>(changes: readonly T[]) {
  const days = new Map<string, T[]>();
  for (const change of changes) {
    const day = dayOf(change);
    const list = days.get(day) ?? [];
    list.push(change);
    days.set(day, list);
  }
  return [...days].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
}
