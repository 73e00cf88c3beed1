// The availability tab's address: ?from=&to= (default: today to 90 days ahead, computed, not written).
import { addDays } from '../../lib/date-only';
import { resolveWindow, type DateWindow } from '../../lib/date-window';
import { dateParam, defineListSpec, parseListParams, type ListValues } from '../../lib/list-params';

export const availabilitySpec = defineListSpec({
  params: { from: dateParam(), to: dateParam() },
  ranges: [['from', 'to']],
});

export const AVAILABILITY_DAYS = 90;
/** A year of weeks or months; days beyond it would be a grid nobody reads. */
export const AVAILABILITY_MAX_DAYS = 366;

export const defaultAvailabilityWindow = (today: string): DateWindow => ({
  from: today,
  to: addDays(today, AVAILABILITY_DAYS),
});

export function availabilityWindow(
  values: ListValues<typeof availabilitySpec.params>,
  today: string,
) {
  return resolveWindow(values.from, values.to, {
    defaults: defaultAvailabilityWindow(today),
    maxDays: AVAILABILITY_MAX_DAYS,
    names: ['from', 'to'],
  });
}

export const parseAvailability = (search: URLSearchParams) =>
  parseListParams(availabilitySpec, search);
