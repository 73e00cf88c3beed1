// The run sheet: every insertion not cancelled with a schedule entry overlapping a window, one line
// per day it starts running in the window, grouped by product then date. Pure: no React (the
// insertion list's worker picks the sheet's insertions with `runSheetInsertions`, the page groups).
import type { SheetFields } from './run-sheet-view';
import type { DateWindow } from './date-only';
import { compareDates } from './date-only';
import { runningRanges, runsWithin } from './inventory';
import type { DateRange, RunEntry } from './insertion-schedule';

/** What the sheet shows and counts of an insertion (its table, its CSV). */
export type SheetInsertion = SheetFields & { schedule: RunEntry[] };

/**
 * Only what the sheet reads of `insertion`, and of its schedule the entries not deleted: the
 * server sends the page its sheet's insertions so (about a third of their size).
 */
export function sheetInsertionOf(insertion: SheetInsertion): SheetInsertion {
  const { id, contractId, productId, adSizeId, sectionId, placement, description } = insertion;
  return {
    id,
    contractId,
    productId,
    adSizeId,
    sectionId,
    placement,
    description,
    dateCanceled: insertion.dateCanceled,
    schedule: insertion.schedule
      .filter((entry) => !entry.dateDeleted)
      .map(({ dateStart, dateEnd }) => ({ dateStart, dateEnd, dateDeleted: null })),
  };
}

export interface RunLine {
  insertion: SheetInsertion;
  /** The day it is placed on the sheet: the run's first day within the window. */
  date: string;
  /** The run (schedule entry) this line stands for, which may reach outside the window. */
  run: DateRange;
}

export interface RunDate {
  date: string;
  lines: RunLine[];
}

export interface RunProduct {
  productId: number;
  dates: RunDate[];
  count: number;
}

export interface RunFilter {
  sectionId?: number;
  adSizeId?: number;
}

const ofFilter = (insertion: SheetInsertion, filter: RunFilter) =>
  (filter.sectionId === undefined || insertion.sectionId === filter.sectionId) &&
  (filter.adSizeId === undefined || insertion.adSizeId === filter.adSizeId);

/**
 * The insertions on the sheet over `window`: not cancelled, of the filter's section and ad size,
 * with a run overlapping the window. The list's service sends the page only these.
 */
export const runSheetInsertions = <I extends SheetInsertion>(
  insertions: readonly I[],
  window: DateWindow,
  filter: RunFilter = {},
): I[] =>
  insertions.filter(
    (i) => ofFilter(i, filter) && runsWithin(i, { start: window.from, end: window.to }),
  );

/** The lines of the sheet, by product (ascending id) then date, then insertion id. */
export function runSheet(
  insertions: readonly SheetInsertion[],
  window: DateWindow,
  filter: RunFilter = {},
): RunProduct[] {
  const byProduct = new Map<number, Map<string, RunLine[]>>();
  for (const insertion of insertions) {
    if (!ofFilter(insertion, filter)) continue;
    const seen = new Set<string>();
    for (const run of runningRanges(insertion)) {
      if (run.start > window.to || run.end < window.from) continue;
      const date = run.start < window.from ? window.from : run.start;
      // Two entries of one insertion starting on the same day are one line.
      if (seen.has(date)) continue;
      seen.add(date);
      let dates = byProduct.get(insertion.productId);
      if (!dates) byProduct.set(insertion.productId, (dates = new Map()));
      const lines = dates.get(date) ?? [];
      lines.push({ insertion, date, run });
      dates.set(date, lines);
    }
  }
  return [...byProduct.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, dates]) => {
      const sorted = [...dates.entries()]
        .sort(([a], [b]) => compareDates(a, b))
        .map(([date, lines]) => ({
          date,
          lines: lines.sort((a, b) => a.insertion.id - b.insertion.id),
        }));
      return { productId, dates: sorted, count: sorted.reduce((n, d) => n + d.lines.length, 0) };
    });
}

/** The distinct insertions on a sheet (an insertion running on several days counts once). */
export function insertionCount(sheet: readonly RunProduct[]): number {
  const ids = new Set<number>();
  for (const p of sheet) for (const d of p.dates) for (const l of d.lines) ids.add(l.insertion.id);
  return ids.size;
}
