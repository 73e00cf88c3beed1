// The availability pages' address: ?from=&to= (default: today to three months ahead, computed,
// not written), and on the page across products `q`, the search by size or product name.
import { addMonths } from '../../domain/date-only';
import { resolveWindow } from '../../lib/date-window';
import type { DateWindow } from '../../domain/date-only';
import {
  dateParam,
  defineListSpec,
  parseListParams,
  textParam,
  type ListValues,
} from '../../lib/list-params';

export const availabilitySpec = defineListSpec({
  params: { from: dateParam(), to: dateParam() },
  ranges: [['from', 'to']],
});

/** /availability: the same window, and the search. */
export const availabilityAllSpec = defineListSpec({
  params: { from: dateParam(), to: dateParam(), q: textParam() },
  ranges: [['from', 'to']],
});

/** The default window: "is it free next quarter?" is the question, so three months from today. */
export const AVAILABILITY_MONTHS = 3;
/** A year of weeks or months; days beyond it would be a grid nobody reads. */
export const AVAILABILITY_MAX_DAYS = 366;

export const defaultAvailabilityWindow = (today: string): DateWindow => ({
  from: today,
  to: addMonths(today, AVAILABILITY_MONTHS),
});

export function availabilityWindow(
  values: { from?: string | undefined; to?: string | undefined },
  today: string,
) {
  // One end given: the other is three months from it (calendar months, not a day count that
  // would change with today's month).
  const from = values.from ?? (values.to ? addMonths(values.to, -AVAILABILITY_MONTHS) : undefined);
  const to = values.to ?? (values.from ? addMonths(values.from, AVAILABILITY_MONTHS) : undefined);
  return resolveWindow(from, to, {
    defaults: defaultAvailabilityWindow(today),
    maxDays: AVAILABILITY_MAX_DAYS,
    names: ['from', 'to'],
  });
}

export const parseAvailability = (search: URLSearchParams) =>
  parseListParams(availabilitySpec, search);

export type AvailabilityAllValues = ListValues<typeof availabilityAllSpec.params>;
