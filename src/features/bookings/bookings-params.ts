// /bookings' URL: the sale-date window under the contract list's own names. Without them the window
// is this calendar year, computed each time and never written into the URL.
// `advertisers=all` lists every advertiser (by default the first ones by total: a table of a
// thousand rows costs a phone seconds to show; the CSV has them all); `seller` whose ("Mine").
import {
  dateParam,
  defineListSpec,
  enumParam,
  sellerParam,
  type ListValues,
} from '../../lib/list-params';

export const bookingsSpec = defineListSpec({
  params: {
    date_sold_after: dateParam(),
    date_sold_before: dateParam(),
    advertisers: enumParam(['all']),
    /** Whose bookings (a salesperson's own by default: the server's). */
    seller: sellerParam(),
  },
  ranges: [['date_sold_after', 'date_sold_before']],
});

/** Advertisers listed before "Show all". */
export const FIRST_ADVERTISERS = 50;

export type BookingsState = ListValues<typeof bookingsSpec.params>;

/** The window read: given ends as they are, a missing end from the other end's year (or today's). */
export function bookingsWindow(state: BookingsState, today: string): { from: string; to: string } {
  const year = (state.date_sold_after ?? state.date_sold_before ?? today).slice(0, 4);
  return {
    from: state.date_sold_after ?? `${year}-01-01`,
    to: state.date_sold_before ?? `${year}-12-31`,
  };
}
