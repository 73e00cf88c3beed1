import { describe, expect, it } from 'vitest';
import type { AdSize } from './ad-sizes';
import type { Insertion, ScheduleEntry } from './insertion-types';
import { buildInsertion, DELETED_ON, scheduleEntry } from '../testing/insertions';
import { addMonths, mondayOf } from './date-only';
import { availability, planPeriods } from './inventory';

const size = (over: Partial<AdSize> = {}): AdSize => ({
  id: 1,
  productId: 4,
  name: 'Leaderboard',
  description: null,
  width: 728,
  height: 90,
  keyDate: null,
  locationId: null,
  scheduleConcurrentLimit: 2,
  schedulingUnits: 'Weeks',
  dateCreated: null,
  dateDeleted: null,
  ...over,
});

let nextEntry = 1;
const entry = (dateStart: string | null, dateEnd: string | null, deleted = false): ScheduleEntry =>
  scheduleEntry({ id: nextEntry++, dateStart, dateEnd, dateDeleted: deleted ? DELETED_ON : null });

const insertion = (
  id: number,
  schedule: ScheduleEntry[],
  over: Partial<Insertion> = {},
): Insertion => buildInsertion({ id, contractId: 100, productId: 4, schedule, ...over });

const starts = (plan: ReturnType<typeof planPeriods>) => plan.periods.map((p) => p.start);

describe('date arithmetic', () => {
  it('month ends: Jan 31 + 1 month is the last day of February, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });
});

describe('planPeriods', () => {
  it('counts weeks from the key date; a window starting mid-period starts with that period', () => {
    const plan = planPeriods(size({ keyDate: '2025-01-08' }), {
      from: '2026-11-24',
      to: '2026-12-10',
    });
    expect(plan.basis).toBe('key-date');
    // 2025-01-08 is a Wednesday: periods run Wednesday to Tuesday.
    expect(plan.periods[0]).toEqual({ start: '2026-11-18', end: '2026-11-24' });
    expect(starts(plan)).toEqual(['2026-11-18', '2026-11-25', '2026-12-02', '2026-12-09']);
    expect(plan.periods.at(-1)!.end).toBe('2026-12-15');
  });

  // Each period counted from the size's key date, in its unit: [what, key date, unit, window, periods].
  it.each([
    [
      'days from the key date, also before it',
      '2026-12-01',
      'Days',
      ['2026-11-29', '2026-12-02'],
      [
        ['2026-11-29', '2026-11-29'],
        ['2026-11-30', '2026-11-30'],
        ['2026-12-01', '2026-12-01'],
        ['2026-12-02', '2026-12-02'],
      ],
    ],
    [
      'months from a key date on the 31st, each from the key date (no drift)',
      '2024-01-31',
      'Months',
      ['2024-02-10', '2024-04-30'],
      [
        ['2024-01-31', '2024-02-28'],
        ['2024-02-29', '2024-03-30'],
        ['2024-03-31', '2024-04-29'],
        ['2024-04-30', '2024-05-30'],
      ],
    ],
    [
      'years from a leap day',
      '2024-02-29',
      'Years',
      ['2026-03-01', '2028-03-01'],
      [
        ['2026-02-28', '2027-02-27'],
        ['2027-02-28', '2028-02-28'],
        ['2028-02-29', '2029-02-27'],
      ],
    ],
  ] as const)('counts %s', (_what, keyDate, schedulingUnits, [from, to], periods) => {
    const plan = planPeriods(size({ keyDate, schedulingUnits }), { from, to });
    expect(plan.periods).toEqual(periods.map(([start, end]) => ({ start, end })));
  });

  it('uses calendar periods from the window start when there is no key date', () => {
    const weeks = planPeriods(size(), { from: '2026-11-25', to: '2026-12-07' });
    expect(weeks.basis).toBe('calendar');
    expect(starts(weeks)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    const months = planPeriods(size({ schedulingUnits: 'Months' }), {
      from: '2026-11-24',
      to: '2027-01-01',
    });
    expect(months.periods).toEqual([
      { start: '2026-11-01', end: '2026-11-30' },
      { start: '2026-12-01', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-01-31' },
    ]);
    const years = planPeriods(size({ schedulingUnits: 'Years' }), {
      from: '2026-11-24',
      to: '2026-12-01',
    });
    expect(years.periods).toEqual([{ start: '2026-01-01', end: '2026-12-31' }]);
  });

  it('assumes calendar weeks for a size without a unit, even with a key date', () => {
    const plan = planPeriods(size({ schedulingUnits: null, keyDate: '2025-01-08' }), {
      from: '2026-11-24',
      to: '2026-11-30',
    });
    expect(plan).toMatchObject({ unit: 'Weeks', unitAssumed: true, basis: 'calendar' });
    expect(plan.periods).toEqual([
      { start: '2026-11-23', end: '2026-11-29' },
      { start: '2026-11-30', end: '2026-12-06' },
    ]);
  });

  it('stops at MAX_PERIODS and says so', () => {
    const plan = planPeriods(size({ schedulingUnits: 'Days' }), {
      from: '2020-01-01',
      to: '2026-01-01',
    });
    expect(plan.cut).toBe(true);
    expect(plan.periods).toHaveLength(400);
  });
});

describe('availability', () => {
  const window = { from: '2026-11-23', to: '2026-12-06' };
  const sizes = [size(), size({ id: 2, scheduleConcurrentLimit: null })];

  it('counts running insertions per period: cancelled, deleted and placeholder entries do not count', () => {
    const list = [
      insertion(1, [entry('2026-11-24', '2026-11-24')]),
      insertion(2, [entry('2026-11-20', '2026-11-23')]), // overlaps the first week by its last day
      insertion(3, [entry('2026-11-24', '2026-11-30')], { dateCanceled: '2026-11-01' }),
      insertion(4, [entry('2026-11-24', '2026-11-30', true)]),
      insertion(5, []), // the all-null placeholder is read as an empty schedule
      insertion(6, [entry('2026-11-24', '2026-11-30')], { adSizeId: 2 }),
      insertion(7, [entry('2026-11-16', '2026-11-22')]), // ends the day before
    ];
    const [row, ...others] = availability(sizes, list, window);
    expect(others).toHaveLength(0); // the size without a limit is not inventory-controlled
    expect(row!.cells.map((c) => c.insertionIds)).toEqual([[1, 2], []]);
    expect(row!.cells[0]).toMatchObject({ booked: 2, limit: 2, free: 0, oversold: false });
    expect(row!.cells[1]).toMatchObject({ booked: 0, free: 2, oversold: false });
  });

  it('counts an insertion spanning several periods in each, and marks a period over its limit', () => {
    const list = [
      insertion(1, [entry('2026-11-25', '2026-12-02')]),
      insertion(2, [entry('2026-11-23', '2026-11-23'), entry('2026-12-06', '2026-12-06')]),
      insertion(3, [entry('2026-11-29', null)]),
    ];
    const [row] = availability(sizes, list, window);
    expect(row!.cells.map((c) => c.booked)).toEqual([3, 2]);
    expect(row!.cells[0]).toMatchObject({ free: 0, oversold: true });
    expect(row!.cells[1]).toMatchObject({ free: 0, oversold: false });
  });
});
