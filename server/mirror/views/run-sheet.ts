// The run sheet (/schedule): the insertions not cancelled with a run in the sheet's days, picked
// in SQL from the schedule entries, laid out by product and date by the page's own rules
// (src/domain/run-sheet.ts runSheet), each contract with its advertiser and the sheet's ad sizes and
// sections by name.
import type { GatewayDb } from '../../gateway/database';
import type { Insertion } from '../../../src/domain/insertion-types';
import type {
  RunSheetView,
  RunSheetViewProduct,
  RunSheetViewRequest,
} from '../../../src/domain/run-sheet-view';
import {
  runSheet,
  sheetInsertionOf,
  type RunProduct,
  type SheetInsertion,
} from '../../../src/domain/run-sheet';
import { compareDates } from '../../../src/domain/date-only';
import { insertionState, NO_PAUSE } from './state';

// An entry's days as entryRange (src/domain/insertion-schedule.ts) reads them: a missing end is one
// day, reversed dates are put in order; deleted entries and those without a date cover nothing.
const ENTRY_START = 'min(COALESCE(e.date_start, e.date_end), COALESCE(e.date_end, e.date_start))';
const ENTRY_END = 'max(COALESCE(e.date_start, e.date_end), COALESCE(e.date_end, e.date_start))';

/** Rows read and parsed between two pauses: a year's sheet is thousands of insertions. */
const CHUNK = 500;

/**
 * The sheet of `request`'s days. A year's sheet reads thousands of insertions: `pause` lets other
 * requests in between chunks of them and between products (the event loop stays free).
 */
export async function runSheetView(
  db: GatewayDb,
  request: RunSheetViewRequest,
  pause = NO_PAUSE,
): Promise<RunSheetView> {
  const state = insertionState(db);
  const where = ['i.date_canceled IS NULL'];
  const values: unknown[] = [request.to, request.from];
  if (request.product_id !== undefined) {
    where.push('i.product_id = ?');
    values.push(request.product_id);
  }
  if (request.section_id !== undefined) {
    where.push('i.section_id = ?');
    values.push(request.section_id);
  }
  if (request.ad_size_id !== undefined) {
    where.push('i.ad_size_id = ?');
    values.push(request.ad_size_id);
  }
  // Candidates by their entries in SQL; runSheet then places each run exactly as the page did.
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
  const byProduct = new Map<number, SheetInsertion[]>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = JSON.stringify(ids.slice(start, start + CHUNK));
    for (const data of read.pluck().all(chunk) as string[]) {
      const insertion = sheetInsertionOf(JSON.parse(data) as Insertion);
      const list = byProduct.get(insertion.productId) ?? [];
      list.push(insertion);
      byProduct.set(insertion.productId, list);
    }
    await pause();
  }
  // Laid out CHUNK insertions at a time (each insertion's lines are its own), then each product's
  // days in order and each day's lines by insertion, as runSheet orders them.
  const window = { from: request.from, to: request.to };
  const sheet: RunProduct[] = [];
  for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
    const list = byProduct.get(productId)!;
    const days = new Map<string, RunProduct['dates'][number]['lines']>();
    for (let start = 0; start < list.length; start += CHUNK) {
      for (const part of runSheet(list.slice(start, start + CHUNK), window)) {
        for (const { date, lines } of part.dates)
          days.set(date, [...(days.get(date) ?? []), ...lines]);
      }
      await pause();
    }
    if (days.size === 0) continue;
    const dates = [...days]
      .sort(([a], [b]) => compareDates(a, b))
      .map(([date, lines]) => ({
        date,
        lines: lines.sort((a, b) => a.insertion.id - b.insertion.id),
      }));
    sheet.push({ productId, dates, count: dates.reduce((n, d) => n + d.lines.length, 0) });
  }
  const insertions = [...byProduct.values()].flat();
  // Each line carries what its row shows: the run is the line's own, so no schedule crosses.
  const products: RunSheetViewProduct[] = sheet.map((p) => ({
    productId: p.productId,
    count: p.count,
    dates: p.dates.map((d) => ({
      date: d.date,
      lines: d.lines.map(({ insertion, date, run }) => {
        const { id, contractId, productId, adSizeId, sectionId, placement, description } =
          insertion;
        const row = { id, contractId, productId, adSizeId, sectionId, placement, description };
        return { insertion: { ...row, dateCanceled: null, schedule: [] as [] }, date, run };
      }),
    })),
  }));
  const contracts = [...new Set(insertions.map((i) => i.contractId))];
  const sizeIds = [...new Set(insertions.map((i) => i.adSizeId))];
  const sectionIds = [
    ...new Set(insertions.flatMap((i) => (i.sectionId === null ? [] : [i.sectionId]))),
  ];
  const pairs = (sql: string, ids: readonly number[]) =>
    db.prepare(sql).raw().all(JSON.stringify(ids)) as [number, number | string][];
  return {
    ...state,
    products,
    advertisers: pairs(
      'SELECT id, advertiser_id FROM contracts WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
      contracts,
    ) as [number, number][],
    sizes: pairs(
      'SELECT id, name FROM ad_sizes WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
      sizeIds,
    ) as [number, string][],
    sections: pairs(
      'SELECT id, name FROM sections WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
      sectionIds,
    ) as [number, string][],
  };
}
