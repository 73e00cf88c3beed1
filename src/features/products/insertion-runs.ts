// When an insertion runs, from its schedule (the all-null entry of an unscheduled one is skipped).
import type { ScheduleEntry } from '../../domain/insertion-types';

export interface Runs {
  first: string | null;
  last: string | null;
  count: number;
}

export function insertionRuns(schedule: readonly ScheduleEntry[]): Runs {
  let first: string | null = null;
  let last: string | null = null;
  let count = 0;
  for (const entry of schedule) {
    if (entry.dateDeleted || !entry.dateStart) continue;
    count += 1;
    const end = entry.dateEnd ?? entry.dateStart;
    // YYYY-MM-DD strings compare in date order.
    if (first === null || entry.dateStart < first) first = entry.dateStart;
    if (last === null || end > last) last = end;
  }
  return { first, last, count };
}
