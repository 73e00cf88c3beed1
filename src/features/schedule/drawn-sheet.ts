// The part of the run sheet drawn so far: a week's sheet (1,600 lines at DEMO_SCALE=50) drawn at
// once was one task of 360 ms on this machine, four times that on Lighthouse's simulated phone, so
// the page draws DRAW_STEP more lines a task (schedule-route.tsx), whole days at a time.
import type { RunProduct } from '../../domain/run-sheet';

/** Lines drawn at most; the CSV holds them all. */
export const MAX_LINES = 3000;

/** Lines drawn at first, and added in each later task. */
export const DRAW_STEP = 80;

/**
 * The first `drawing` lines of `sheet` in whole days (the sheet's own day objects, so a day drawn
 * once is not drawn again), until `drawing` reaches `shown` (all the lines, or MAX_LINES): then
 * exactly `shown` lines, the last day cut. A product's count is its lines within MAX_LINES.
 */
export function drawnSheet(
  sheet: readonly RunProduct[],
  drawing: number,
  shown: number,
): RunProduct[] {
  let budget = drawing;
  let before = 0;
  return sheet.flatMap((p) => {
    const count = Math.max(0, Math.min(p.count, MAX_LINES - before));
    before += p.count;
    if (budget <= 0) return [];
    const dates = [];
    for (const d of p.dates) {
      if (budget <= 0) break;
      const whole = d.lines.length <= budget || drawing < shown;
      const kept = whole ? d : { ...d, lines: d.lines.slice(0, budget) };
      budget -= kept.lines.length;
      dates.push(kept);
    }
    return [{ ...p, dates, count }];
  });
}
