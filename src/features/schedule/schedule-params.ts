// The run sheet's address: /schedule?from=&to=&product_id=&section_id=&ad_size_id=&page= (default:
// this week, Monday to Sunday, computed and not written into the URL; the first page).
import { quickPickRange } from '../../domain/date-quick-picks';
import { resolveWindow } from '../../lib/date-window';
import type { DateWindow } from '../../domain/date-only';
import {
  dateParam,
  defineListSpec,
  idFilterParam,
  integerParam,
  type ListValues,
} from '../../lib/list-params';

export const scheduleSpec = defineListSpec({
  params: {
    from: dateParam(),
    to: dateParam(),
    product_id: idFilterParam(),
    section_id: idFilterParam(),
    ad_size_id: idFilterParam(),
    page: integerParam({ min: 1, max: 1_000_000, default: 1 }),
  },
  ranges: [['from', 'to']],
  page: 'page',
});

export type ScheduleValues = ListValues<typeof scheduleSpec.params>;

/** A year: the longest period an availability cell links to. */
export const SCHEDULE_MAX_DAYS = 366;

export const thisWeek = (today: string): DateWindow => {
  const [from, to] = quickPickRange('this-week', today);
  return { from, to };
};

export const scheduleWindow = (values: ScheduleValues, today: string) =>
  resolveWindow(values.from, values.to, {
    defaults: thisWeek(today),
    maxDays: SCHEDULE_MAX_DAYS,
    names: ['from', 'to'],
  });
