// The receivables page's URL: the due-date window under the API's own names, or by=seller (and a
// seller) for collections by seller. Its defaults depend on today, so they are computed here and
// never written into the URL.
import {
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  sellerParam,
  textParam,
  type ListValues,
} from '../../lib/list-params';
import { addDays, addMonths } from '../../domain/date-only';

export const receivablesSpec = defineListSpec({
  params: {
    date_due_after: dateParam(),
    date_due_before: dateParam(),
    /** `seller`: collections by seller, from the server's mirror (no due window: past due today). */
    by: enumParam(['advertiser', 'seller'], { default: 'advertiser' }),
    /** Whose receivables: a seller's (a user id: their contracts' invoices) or `all`. */
    seller: sellerParam(),
    /** The aging buckets' bounds in days ("30,60,90"); absent: the account's. */
    buckets: textParam({ trim: true }),
    /** Only what is more than this many days past due, and who owes it. */
    over: integerParam({ min: 1, max: 3650, outOfRange: 'drop' }),
  },
  ranges: [['date_due_after', 'date_due_before']],
});

type ReceivablesValues = ListValues<typeof receivablesSpec.params>;

export interface DueWindow {
  date_due_after: string;
  date_due_before: string;
}

/** By default: due in the last 24 months up to 60 days ahead of today. */
export function defaultWindow(today: string): DueWindow {
  return { date_due_after: addMonths(today, -24), date_due_before: addDays(today, 60) };
}

/** The window asked for: what the URL says, the default for what it leaves out. */
export function dueWindow(values: ReceivablesValues, today: string): DueWindow {
  const defaults = defaultWindow(today);
  return {
    date_due_after: values.date_due_after ?? defaults.date_due_after,
    date_due_before: values.date_due_before ?? defaults.date_due_before,
  };
}
