import { describe, expect, it } from 'vitest';
import type { Insertion, ScheduleEntry } from './insertion-types';
import { buildInsertion, DELETED_ON, scheduleEntry } from '../testing/insertions';
import { insertionCount, runSheet, runSheetInsertions, sheetInsertionOf } from './run-sheet';

const entry = (start: string, end: string, deleted = false): ScheduleEntry =>
  scheduleEntry({ dateStart: start, dateEnd: end, dateDeleted: deleted ? DELETED_ON : null });

const insertion = (
  id: number,
  schedule: ScheduleEntry[],
  over: Partial<Insertion> = {},
): Insertion => buildInsertion({ id, contractId: 100, schedule, ...over });

const week = { from: '2026-11-23', to: '2026-11-29' };

describe('runSheet', () => {
  it('groups by product then date; a run begun before the window sits on its first day', () => {
    const sheet = runSheet(
      [
        insertion(3, [entry('2026-11-25', '2026-11-25'), entry('2026-11-28', '2026-11-28')], {
          productId: 2,
        }),
        insertion(2, [entry('2026-11-10', '2026-12-07')]),
        insertion(1, [entry('2026-11-25', '2026-11-25')]),
        insertion(4, [entry('2026-11-25', '2026-11-25')], { dateCanceled: '2026-11-01' }),
        insertion(5, [entry('2026-11-25', '2026-11-25', true)]),
        insertion(6, []),
        insertion(7, [entry('2026-11-30', '2026-12-01')]),
      ],
      week,
    );
    expect(
      sheet.map((p) => [
        p.productId,
        p.dates.map((d) => [d.date, d.lines.map((l) => l.insertion.id)]),
      ]),
    ).toEqual([
      [
        1,
        [
          ['2026-11-23', [2]],
          ['2026-11-25', [1]],
        ],
      ],
      [
        2,
        [
          ['2026-11-25', [3]],
          ['2026-11-28', [3]],
        ],
      ],
    ]);
    expect(sheet[0]!.dates[0]!.lines[0]!.run).toEqual({ start: '2026-11-10', end: '2026-12-07' });
    expect(insertionCount(sheet)).toBe(3);
  });

  it('narrows to a section and an ad size', () => {
    const list = [
      insertion(1, [entry('2026-11-25', '2026-11-25')], { sectionId: 5 }),
      insertion(2, [entry('2026-11-25', '2026-11-25')], { sectionId: 6, adSizeId: 2 }),
    ];
    expect(insertionCount(runSheet(list, week, { sectionId: 5 }))).toBe(1);
    expect(runSheet(list, week, { adSizeId: 2 })[0]!.dates[0]!.lines[0]!.insertion.id).toBe(2);
  });
});

describe('runSheetInsertions', () => {
  const list = [
    insertion(1, [entry('2026-11-25', '2026-11-25')], { sectionId: 5, adSizeId: 2 }),
    insertion(2, [entry('2026-11-10', '2026-11-23')], { sectionId: 6 }),
    insertion(3, [entry('2026-11-29', '2026-12-03'), entry('2026-11-24', '2026-11-24')]),
    insertion(4, [entry('2026-11-25', '2026-11-25')], { dateCanceled: '2026-11-01' }),
    insertion(5, [entry('2026-11-25', '2026-11-25', true)]),
    insertion(6, []),
    insertion(7, [entry('2026-11-30', '2026-12-01')]),
    insertion(8, [entry('2026-11-01', '2026-11-22')]),
  ];

  it('picks the insertions the sheet holds, each once, and the sheet made of them is the same', () => {
    const picked = runSheetInsertions(list, week);
    expect(picked.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(runSheet(picked, week)).toEqual(runSheet(list, week));
  });

  it("keeps to the filter's section and ad size", () => {
    expect(runSheetInsertions(list, week, { sectionId: 6 }).map((i) => i.id)).toEqual([2]);
    expect(runSheetInsertions(list, week, { adSizeId: 2 }).map((i) => i.id)).toEqual([1]);
    expect(runSheetInsertions(list, week, { sectionId: 6, adSizeId: 2 })).toEqual([]);
  });

  it('sent as only what the sheet reads (sheetInsertionOf), they make the same sheet', () => {
    const picked = runSheetInsertions(list, week, {});
    const sent = picked.map(sheetInsertionOf);
    const lines = (sheet: ReturnType<typeof runSheet>) =>
      sheet.map((p) => ({
        ...p,
        dates: p.dates.map((d) => ({
          ...d,
          lines: d.lines.map((l) => ({ ...l, insertion: sheetInsertionOf(l.insertion) })),
        })),
      }));
    expect(lines(runSheet(sent, week))).toEqual(lines(runSheet(picked, week)));
    // Of an insertion: the sheet's fields, and of its schedule the entries not deleted.
    const one = sheetInsertionOf(
      insertion(9, [entry('2026-11-24', '2026-11-25'), entry('2026-11-26', '2026-11-26', true)], {
        quantity: 3,
        discount: 10,
        placement: 'Above the fold',
      }),
    );
    expect(one).toEqual({
      id: 9,
      contractId: 100,
      productId: one.productId,
      adSizeId: one.adSizeId,
      sectionId: one.sectionId,
      placement: 'Above the fold',
      description: one.description,
      dateCanceled: null,
      schedule: [{ dateStart: '2026-11-24', dateEnd: '2026-11-25', dateDeleted: null }],
    });
    expect(sheetInsertionOf(one)).toEqual(one);
  });
});
