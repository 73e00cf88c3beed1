import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDates, daysFrom } from './date-only';
import { isoDate } from './format';

const date = fc
  .tuple(
    fc.integer({ min: 1000, max: 9999 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => isoDate(y, m, d));

describe('compareDates', () => {
  it('orders dates as the calendar does (as localeCompare did)', () => {
    fc.assert(
      fc.property(date, date, (a, b) => {
        expect(Math.sign(compareDates(a, b))).toBe(Math.sign(a.localeCompare(b)));
        expect(Math.sign(compareDates(a, b))).toBe(
          Math.sign(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) || 0,
        );
      }),
      { numRuns: 2000 },
    );
  });
  it('sorts', () => {
    expect(['2026-11-30', '2025-12-01', '2026-02-28'].sort(compareDates)).toEqual([
      '2025-12-01',
      '2026-02-28',
      '2026-11-30',
    ]);
    expect(compareDates('2026-11-25', '2026-11-25')).toBe(0);
  });
});

describe('daysFrom', () => {
  it('counts whole days across a month end, either way, and NaN for what is not a date', () => {
    expect(daysFrom('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysFrom('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysFrom('2026-03-01', 'soon')).toBeNaN();
  });
});
