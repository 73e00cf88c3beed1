// The run sheet (/schedule): the insertions not cancelled with a run in the sheet's days, picked
// in SQL from the schedule entries, laid out by product, section and date and cut into pages by the
// sheet's own rules (src/domain/run-sheet.ts); the page's contracts with their advertiser, its ad
// sizes and the sheet's sections by name.
import type { GatewayDb } from '../../gateway/database';
import type { Insertion } from '../../../src/domain/insertion-types';
import {
  SHEET_PAGE_LINES,
  type RunSheetView,
  type RunSheetViewRequest,
} from '../../../src/domain/run-sheet-view';
import { compareLines, sheetLines, sheetPage, type SheetLine } from '../../../src/domain/run-sheet';
import { insertionState, NO_PAUSE } from './state';

// An entry's days as entryRange (src/domain/insertion-schedule.ts) reads them: a missing end is one
// day, reversed dates are put in order; deleted entries and those without a date cover nothing.
const ENTRY_START = 'min(COALESCE(e.date_start, e.date_end), COALESCE(e.date_end, e.date_start))';
const ENTRY_END = 'max(COALESCE(e.date_start, e.date_end), COALESCE(e.date_end, e.date_start))';

/** Rows read and parsed between two pauses: a year's sheet is thousands of insertions. */
const CHUNK = 500;

/**
 * Page `request.page` of the sheet of `request`'s days. A year's sheet reads thousands of
 * insertions: `pause` lets other requests in between chunks of them (the event loop stays free).
 */
export async function runSheetView(
  db: GatewayDb,
  request: RunSheetViewRequest,
  pause = NO_PAUSE,
): Promise<RunSheetView> {
  const state = insertionState(db);
  const where = ['i.date_canceled IS NULL'];
  const values: unknown[] = [request.to, request.from];
  for (const [column, value] of [
    ['product_id', request.product_id],
    ['section_id', request.section_id],
    ['ad_size_id', request.ad_size_id],
  ] as const) {
    if (value === undefined) continue;
    where.push(`i.${column} = ?`);
    values.push(value);
  }
  // Candidates by their entries in SQL; sheetLines then places each run exactly.
  const ids = db
    .prepare(
      `SELECT i.id FROM insertions i WHERE i.id IN (
         SELECT e.insertion_id FROM schedule_entries e
         WHERE e.date_deleted IS NULL AND ${ENTRY_START} <= ? AND ${ENTRY_END} >= ?)
       AND ${where.join(' AND ')}`,
    )
    .pluck()
    .all(...values) as number[];
  const read = db.prepare(
    'SELECT data FROM insertions WHERE id IN (SELECT value FROM json_each(?))',
  );
  const window = { from: request.from, to: request.to };
  const lines: SheetLine[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = JSON.stringify(ids.slice(start, start + CHUNK));
    for (const data of read.pluck().all(chunk) as string[]) {
      lines.push(...sheetLines(JSON.parse(data) as Insertion, window));
    }
    await pause();
  }
  const sheet = sheetPage(
    lines.sort(compareLines),
    request.page ?? 1,
    request.per_page ?? SHEET_PAGE_LINES,
  );
  const shown = sheet.parts.flatMap((part) => part.days.flatMap((day) => day.lines));
  const pairs = <T>(sql: string, ids: Iterable<number | null>) =>
    db
      .prepare(`${sql} WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`)
      .raw()
      .all(JSON.stringify([...new Set(ids)].filter((id) => id !== null))) as [number, T][];
  return {
    ...state,
    ...sheet,
    advertisers: pairs<number>(
      'SELECT id, advertiser_id FROM contracts',
      shown.map((line) => line.contractId),
    ),
    sizes: pairs<string>(
      'SELECT id, name FROM ad_sizes',
      shown.map((line) => line.adSizeId),
    ),
    sections: pairs<string>(
      'SELECT id, name FROM sections',
      sheet.groups.map((group) => group.sectionId),
    ),
  };
}
