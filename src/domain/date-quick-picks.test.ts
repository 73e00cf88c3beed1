import { describe, expect, it } from 'vitest';
import { quickPickRange, readQuickPick } from './date-quick-picks';

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

  it('weeks run Monday to Sunday: this week holds today, next week the seven days after', () => {
    // 2026-11-28 is a Saturday.
    expect(quickPickRange('this-week', '2026-11-28')).toEqual(['2026-11-23', '2026-11-29']);
    expect(quickPickRange('next-week', '2026-11-28')).toEqual(['2026-11-30', '2026-12-06']);
    // A Monday is its week's first day, a Sunday its last.
    expect(quickPickRange('this-week', '2026-11-23')).toEqual(['2026-11-23', '2026-11-29']);
    expect(quickPickRange('this-week', '2026-11-29')).toEqual(['2026-11-23', '2026-11-29']);
    expect(quickPickRange('next-week', '2026-12-31')).toEqual(['2027-01-04', '2027-01-10']);
  });

  it('yesterday, today and the last 7 days (today included), across a year end', () => {
    expect(quickPickRange('yesterday', '2026-01-01')).toEqual(['2025-12-31', '2025-12-31']);
    expect(quickPickRange('today', '2026-11-28')).toEqual(['2026-11-28', '2026-11-28']);
    expect(quickPickRange('last-7', '2026-11-28')).toEqual(['2026-11-22', '2026-11-28']);
    expect(quickPickRange('last-7', '2026-01-03')).toEqual(['2025-12-28', '2026-01-03']);
  });

  it("next month: December's is the January after, February's end in a leap year", () => {
    expect(quickPickRange('next-month', '2026-12-31')).toEqual(['2027-01-01', '2027-01-31']);
    expect(quickPickRange('next-month', '2028-01-31')).toEqual(['2028-02-01', '2028-02-29']);
    expect(quickPickRange('next-month', '2026-11-28')).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('an unknown shortcut is none', () => {
    expect(readQuickPick('next-week')).toBe('next-week');
    expect(readQuickPick('fortnight')).toBeNull();
    expect(readQuickPick('constructor')).toBeNull();
  });
});
