import { describe, expect, it } from 'vitest';
import { addDays, quickPickRange } from './date-quick-picks';

describe('date quick picks', () => {
  it('this month runs from the 1st to the month end', () => {
    expect(quickPickRange('this-month', '2026-11-23')).toEqual(['2026-11-01', '2026-11-30']);
    expect(quickPickRange('this-month', '2026-12-31')).toEqual(['2026-12-01', '2026-12-31']);
    expect(quickPickRange('this-month', '2028-02-10')).toEqual(['2028-02-01', '2028-02-29']);
    expect(quickPickRange('this-month', '2026-02-10')).toEqual(['2026-02-01', '2026-02-28']);
  });

  it("last month: January's is the December before", () => {
    expect(quickPickRange('last-month', '2026-01-15')).toEqual(['2025-12-01', '2025-12-31']);
    expect(quickPickRange('last-month', '2026-03-31')).toEqual(['2026-02-01', '2026-02-28']);
    expect(quickPickRange('last-month', '2024-03-01')).toEqual(['2024-02-01', '2024-02-29']);
    expect(quickPickRange('last-month', '2026-11-23')).toEqual(['2026-10-01', '2026-10-31']);
  });

  it('last and next 30 days include today, across month and year ends', () => {
    expect(quickPickRange('last-30', '2026-11-23')).toEqual(['2026-10-25', '2026-11-23']);
    expect(quickPickRange('next-30', '2026-12-15')).toEqual(['2026-12-15', '2027-01-13']);
    expect(quickPickRange('last-30', '2026-01-10')).toEqual(['2025-12-12', '2026-01-10']);
  });

  it('adds days on calendar dates (a daylight-saving change does not shift them)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
