// Geometry of the schedule timeline: where each bar, month tick and the today line sit, in percent.
import { dateOfDay, dayNumber, type DateRange } from '../../domain/insertion-schedule';

interface TimelineInput {
  id: number;
  ranges: readonly DateRange[];
}

interface TimelineBar {
  range: DateRange;
  leftPct: number;
  widthPct: number;
}

interface TimelineLayout {
  /** First and last day shown, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  ticks: { date: string; label: string; leftPct: number }[];
  bars: Map<number, TimelineBar[]>;
  /** Where today is: on the axis, or before or after everything shown. */
  today: { date: string; leftPct: number } | { date: string; side: 'before' | 'after' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TICK_STEPS = [1, 2, 3, 6, 12, 24, 60];
const MAX_TICKS = 8;
/** A single scheduled day alone would fill the whole width; show a week around it instead. */
const MIN_DAYS = 7;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Null when no row has a scheduled date. */
export function layoutTimeline(
  rows: readonly TimelineInput[],
  today: string,
): TimelineLayout | null {
  let first = Infinity;
  let last = -Infinity;
  for (const row of rows) {
    for (const range of row.ranges) {
      first = Math.min(first, dayNumber(range.start) ?? Infinity);
      last = Math.max(last, dayNumber(range.end) ?? -Infinity);
    }
  }
  if (!Number.isFinite(first) || !Number.isFinite(last)) return null;

  // Days are whole cells: a bar covers its start day through the end of its end day.
  let start = first;
  let end = last + 1;
  if (end - start < MIN_DAYS) {
    const pad = Math.ceil((MIN_DAYS - (end - start)) / 2);
    start -= pad;
    end += pad;
  }
  const total = end - start;
  const pct = (day: number) => round(((day - start) / total) * 100);

  const bars = new Map<number, TimelineBar[]>();
  for (const row of rows) {
    bars.set(
      row.id,
      row.ranges.map((range) => {
        const s = dayNumber(range.start)!;
        const e = dayNumber(range.end)! + 1;
        return { range, leftPct: pct(s), widthPct: round(((e - s) / total) * 100) };
      }),
    );
  }

  const todayDay = dayNumber(today);
  const todayMark: TimelineLayout['today'] =
    todayDay === null || todayDay < start
      ? { date: today, side: 'before' }
      : todayDay >= end
        ? { date: today, side: 'after' }
        : { date: today, leftPct: round(((todayDay + 0.5 - start) / total) * 100) };

  const ticks = monthTicks(start, end);
  return {
    from: dateOfDay(start),
    to: dateOfDay(end - 1),
    ticks: ticks.days.map((day) => ({
      date: dateOfDay(day),
      label: tickLabel(dateOfDay(day), ticks.step),
      leftPct: pct(day),
    })),
    bars,
    today: todayMark,
  };
}

/** Month starts inside [start, end), thinned to a step that keeps at most MAX_TICKS of them. */
function monthTicks(start: number, end: number): { days: number[]; step: number } {
  const firstDate = dateOfDay(start);
  let year = Number(firstDate.slice(0, 4));
  let month = Number(firstDate.slice(5, 7)) - 1;
  if (firstDate.slice(8) !== '01') month += 1;
  const all: { day: number; index: number }[] = [];
  for (;;) {
    if (month > 11) {
      year += Math.floor(month / 12);
      month %= 12;
    }
    const day = Math.round(Date.UTC(year, month, 1) / 86_400_000);
    if (day >= end) break;
    all.push({ day, index: year * 12 + month });
    month += 1;
  }
  const step = TICK_STEPS.find((s) => Math.ceil(all.length / s) <= MAX_TICKS) ?? 120;
  return { days: all.filter((t) => t.index % step === 0).map((t) => t.day), step };
}

/** "Dec 2024"; only the year when ticks are a year or more apart (they all fall in January). */
function tickLabel(date: string, step: number): string {
  const month = Number(date.slice(5, 7)) - 1;
  return step >= 12 ? date.slice(0, 4) : `${MONTHS[month]} ${date.slice(0, 4)}`;
}

/** The axis labels' type: 0.75rem (contract.css .timeline__tick), in px. */
const TICK_FONT_PX = 12;
/** The tick's left border and padding (contract.css) and the least space between two labels. */
const TICK_PADDING_PX = 4;
const TICK_GAP_PX = 8;

/**
 * A label's width, on the generous side: the widest of the characters used ("Sep 2026" measures
 * about 0.58 em a character in the app's sans-serif type; 0.66 leaves room for other fonts).
 */
export function estimateLabelPx(label: string): number {
  return Math.ceil(label.length * TICK_FONT_PX * 0.66) + TICK_PADDING_PX;
}

/**
 * The ticks whose labels fit an axis `axisPx` wide without touching: every tick, else every second,
 * third… (so they stay evenly spread), and none whose label would run past the right end.
 */
export function fitTickLabels<T extends { label: string; leftPct: number }>(
  ticks: readonly T[],
  axisPx: number,
  labelPx: (label: string) => number = estimateLabelPx,
): T[] {
  if (axisPx <= 0) return [];
  const at = (tick: T) => (tick.leftPct / 100) * axisPx;
  for (let every = 1; every <= Math.max(1, ticks.length); every++) {
    const kept = ticks
      .filter((_, index) => index % every === 0)
      .filter((tick) => at(tick) + labelPx(tick.label) <= axisPx);
    const apart = kept.every(
      (tick, i) =>
        i === 0 || at(tick) - at(kept[i - 1]!) >= labelPx(kept[i - 1]!.label) + TICK_GAP_PX,
    );
    if (apart) return kept;
  }
  return [];
}
