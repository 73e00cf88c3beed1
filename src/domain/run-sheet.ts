// The run sheet: every insertion not cancelled with a schedule entry overlapping a window, one line
// per day a run of it starts in the window, grouped by product, then section, then date, and cut
// into pages of whole lines. Pure: the server's view (server/mirror/views/run-sheet.ts) runs it.
import type { Insertion } from './insertion-types';
import type { RunSheetGroup, RunSheetLine, RunSheetPart, RunSheetView } from './run-sheet-view';
import type { DateWindow } from './date-only';
import { runningRanges } from './inventory';

/** A line with what places it on the sheet: its product, section and day. */
export interface SheetLine extends RunSheetLine {
  productId: number;
  sectionId: number | null;
  /** The run's first day within the window. */
  date: string;
}

/** The lines of `insertion` over `window`: a run begun before it sits on its first day. */
export function sheetLines(
  insertion: Pick<
    Insertion,
    | 'id'
    | 'contractId'
    | 'productId'
    | 'sectionId'
    | 'adSizeId'
    | 'placement'
    | 'description'
    | 'dateCanceled'
    | 'schedule'
  >,
  window: DateWindow,
): SheetLine[] {
  const { id, contractId, productId, sectionId, adSizeId, placement, description } = insertion;
  const lines = new Map<string, SheetLine>();
  for (const run of runningRanges(insertion)) {
    if (run.start > window.to || run.end < window.from) continue;
    const date = run.start < window.from ? window.from : run.start;
    // Two entries of one insertion starting on the same day are one line (the first).
    if (lines.has(date)) continue;
    const { start, end } = run;
    lines.set(date, {
      ...{ id, contractId, productId, sectionId, adSizeId, placement, description },
      ...{ date, start, end },
    });
  }
  return [...lines.values()];
}

/** The sheet's order: product, section (none last), date, insertion. */
export function compareLines(a: SheetLine, b: SheetLine): number {
  const section = (line: SheetLine) => line.sectionId ?? Number.MAX_SAFE_INTEGER;
  return (
    a.productId - b.productId ||
    section(a) - section(b) ||
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
    a.id - b.id
  );
}

/** The sheet's counts, its groups and one page of its lines, as the view answers them. */
export type SheetPage = Pick<
  RunSheetView,
  'lines' | 'insertions' | 'page' | 'pages' | 'groups' | 'parts'
>;

/**
 * Page `page` of `lines` (in the sheet's order) at `perPage` lines a page: every group with its
 * count and first page, and this page's part of each group on it, day by day, each day with its
 * count on the whole sheet. A page past the last is the last.
 */
export function sheetPage(lines: readonly SheetLine[], page: number, perPage: number): SheetPage {
  const pages = Math.max(1, Math.ceil(lines.length / perPage));
  const shown = Math.min(page, pages);
  const groups: RunSheetGroup[] = [];
  /** Each line's group; each group's first line and its lines by day. */
  const groupOf: number[] = [];
  const firsts: number[] = [];
  const dayCounts: Map<string, number>[] = [];
  lines.forEach((line, i) => {
    const last = groups.at(-1);
    if (!last || last.productId !== line.productId || last.sectionId !== line.sectionId) {
      const { productId, sectionId } = line;
      groups.push({ productId, sectionId, count: 0, page: Math.floor(i / perPage) + 1 });
      firsts.push(i);
      dayCounts.push(new Map());
    }
    const g = groups.length - 1;
    groups[g]!.count += 1;
    groupOf.push(g);
    dayCounts[g]!.set(line.date, (dayCounts[g]!.get(line.date) ?? 0) + 1);
  });
  const parts: RunSheetPart[] = [];
  const offset = (shown - 1) * perPage;
  for (let i = offset; i < Math.min(lines.length, offset + perPage); i++) {
    const { id, contractId, adSizeId, placement, description, start, end, date } = lines[i]!;
    const group = groupOf[i]!;
    let part = parts.at(-1);
    if (part?.group !== group) {
      parts.push((part = { group, from: i - firsts[group]!, days: [] }));
    }
    let day = part.days.at(-1);
    if (day?.date !== date) {
      part.days.push((day = { date, count: dayCounts[group]!.get(date)!, lines: [] }));
    }
    day.lines.push({ id, contractId, adSizeId, placement, description, start, end });
  }
  return {
    lines: lines.length,
    insertions: new Set(lines.map((line) => line.id)).size,
    page: shown,
    pages,
    groups,
    parts,
  };
}
