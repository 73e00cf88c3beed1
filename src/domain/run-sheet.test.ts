import { describe, expect, it } from 'vitest';
import type { Insertion, ScheduleEntry } from './insertion-types';
import { buildInsertion, DELETED_ON, scheduleEntry } from '../testing/insertions';
import { compareLines, sheetLines, sheetPage } from './run-sheet';

const entry = (start: string, end: string, deleted = false): ScheduleEntry =>
  scheduleEntry({ dateStart: start, dateEnd: end, dateDeleted: deleted ? DELETED_ON : null });

const insertion = (
  id: number,
  schedule: ScheduleEntry[],
  over: Partial<Insertion> = {},
): Insertion =>
  buildInsertion({ id, contractId: 100, productId: 1, sectionId: null, schedule, ...over });

const week = { from: '2026-11-23', to: '2026-11-29' };

/** The sheet's lines of `insertions`, in its order. */
const linesOf = (insertions: Insertion[]) =>
  insertions.flatMap((i) => sheetLines(i, week)).sort(compareLines);

describe('sheetLines', () => {
  it('a line a run starting in the window; one begun before sits on its first day', () => {
    const lines = sheetLines(
      insertion(3, [
        entry('2026-11-10', '2026-12-07'),
        entry('2026-11-25', '2026-11-25'),
        // Reversed dates are put in order; a second entry on a day already taken is no line.
        entry('2026-11-28', '2026-11-27'),
        entry('2026-11-25', '2026-11-26'),
        entry('2026-11-30', '2026-12-01'),
      ]),
      week,
    );
    expect(lines.map((l) => [l.date, l.start, l.end])).toEqual([
      ['2026-11-23', '2026-11-10', '2026-12-07'],
      ['2026-11-25', '2026-11-25', '2026-11-25'],
      ['2026-11-27', '2026-11-27', '2026-11-28'],
    ]);
    expect(lines[0]).toMatchObject({ id: 3, contractId: 100, productId: 1, sectionId: null });
  });

  it('none for a cancelled, deleted or unscheduled insertion', () => {
    expect(
      linesOf([
        insertion(4, [entry('2026-11-25', '2026-11-25')], { dateCanceled: '2026-11-01' }),
        insertion(5, [entry('2026-11-25', '2026-11-25', true)]),
        insertion(6, []),
      ]),
    ).toEqual([]);
  });
});

describe('sheetPage', () => {
  // Product 1: section 5 (ids 1–3), no section (4, 5); product 2: section 2 (6).
  const lines = linesOf([
    insertion(5, [entry('2026-11-24', '2026-11-24')]),
    insertion(6, [entry('2026-11-23', '2026-11-23')], { productId: 2, sectionId: 2 }),
    insertion(3, [entry('2026-11-25', '2026-11-25')], { sectionId: 5 }),
    insertion(1, [entry('2026-11-24', '2026-11-24'), entry('2026-11-26', '2026-11-26')], {
      sectionId: 5,
    }),
    insertion(2, [entry('2026-11-24', '2026-11-24')], { sectionId: 5 }),
    insertion(4, [entry('2026-11-23', '2026-11-23')]),
  ]);
  /** A page's lines as `group date ids`. */
  const shape = (page: ReturnType<typeof sheetPage>) =>
    page.parts.flatMap((p) =>
      p.days.map((d) => `${p.group} ${d.date} ${d.count} ${d.lines.map((l) => l.id).join(',')}`),
    );

  it('orders by product, section (none last), date, insertion; every group with its count', () => {
    const whole = sheetPage(lines, 1, 100);
    expect(whole).toMatchObject({ lines: 7, insertions: 6, page: 1, pages: 1 });
    expect(whole.groups).toEqual([
      { productId: 1, sectionId: 5, count: 4, page: 1 },
      { productId: 1, sectionId: null, count: 2, page: 1 },
      { productId: 2, sectionId: 2, count: 1, page: 1 },
    ]);
    expect(shape(whole)).toEqual([
      '0 2026-11-24 2 1,2',
      '0 2026-11-25 1 3',
      '0 2026-11-26 1 1',
      '1 2026-11-23 1 4',
      '1 2026-11-24 1 5',
      '2 2026-11-23 1 6',
    ]);
    expect(whole.parts.map((p) => p.from)).toEqual([0, 0, 0]);
    // A line carries what its row shows and no more (its group and day say the rest).
    expect(whole.parts[0]!.days[0]!.lines[0]).toEqual({
      id: 1,
      contractId: 100,
      adSizeId: lines[0]!.adSizeId,
      placement: lines[0]!.placement,
      description: lines[0]!.description,
      start: '2026-11-24',
      end: '2026-11-24',
    });
  });

  it('cuts pages of whole lines: a group or a day across two pages keeps its whole counts', () => {
    const first = sheetPage(lines, 1, 3);
    const second = sheetPage(lines, 2, 3);
    const third = sheetPage(lines, 3, 3);
    expect([first.pages, second.pages, third.pages]).toEqual([3, 3, 3]);
    expect(first.groups.map((g) => g.page)).toEqual([1, 2, 3]);
    expect(shape(first)).toEqual(['0 2026-11-24 2 1,2', '0 2026-11-25 1 3']);
    expect(shape(second)).toEqual(['0 2026-11-26 1 1', '1 2026-11-23 1 4', '1 2026-11-24 1 5']);
    expect(second.parts.map((p) => [p.group, p.from])).toEqual([
      [0, 3],
      [1, 0],
    ]);
    expect(shape(third)).toEqual(['2 2026-11-23 1 6']);
    // A day split between pages: its count is the day's on the whole sheet.
    const split = sheetPage(lines, 1, 1);
    expect(shape(split)).toEqual(['0 2026-11-24 2 1']);
    expect(shape(sheetPage(lines, 2, 1))).toEqual(['0 2026-11-24 2 2']);
    expect(sheetPage(lines, 2, 1).parts[0]!.from).toBe(1);
  });

  it('a page past the last is the last; an empty sheet is one empty page', () => {
    expect(sheetPage(lines, 99, 3)).toEqual(sheetPage(lines, 3, 3));
    expect(sheetPage([], 4, 100)).toEqual({
      lines: 0,
      insertions: 0,
      page: 1,
      pages: 1,
      groups: [],
      parts: [],
    });
  });
});
