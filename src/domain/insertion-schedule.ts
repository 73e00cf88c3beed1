// Reading an insertion's schedule: when it runs, first and last dates, as used by lists and timelines.
import type { ScheduleEntry } from './insertion-types';

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, inclusive; equal to start for a single day. */
  end: string;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 (UTC) of a YYYY-MM-DD date, or null. */
export function dayNumber(date: string): number | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / 86_400_000);
}

/** The YYYY-MM-DD date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** What the dates an entry covers are worked out from. */
export type RunEntry = Pick<ScheduleEntry, 'dateStart' | 'dateEnd' | 'dateDeleted'>;

/**
 * The dates an entry covers. A missing end means a single day; a deleted entry or one without any
 * date covers nothing. Reversed dates are put in order rather than dropped.
 */
export function entryRange(entry: RunEntry): DateRange | null {
  if (entry.dateDeleted) return null;
  const start = entry.dateStart ?? entry.dateEnd;
  const end = entry.dateEnd ?? entry.dateStart;
  if (!start || !end || dayNumber(start) === null || dayNumber(end) === null) return null;
  return start <= end ? { start, end } : { start: end, end: start };
}

/** First and last scheduled date of a schedule, or null when nothing is scheduled. */
export function scheduleSpan(schedule: readonly ScheduleEntry[]): DateRange | null {
  return mergeSpans(schedule.map(entryRange));
}

/** The span covering all the given spans (nulls skipped), or null. */
export function mergeSpans(spans: readonly (DateRange | null)[]): DateRange | null {
  let start: string | null = null;
  let end: string | null = null;
  for (const span of spans) {
    if (!span) continue;
    if (start === null || span.start < start) start = span.start;
    if (end === null || span.end > end) end = span.end;
  }
  return start !== null && end !== null ? { start, end } : null;
}
