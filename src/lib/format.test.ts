import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  formatTimestamp,
  todayIso,
} from './format';

describe('formatMoney', () => {
  it('uses the record currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(-20, 'GBP')).toBe('-£20.00');
  });
  it('falls back to a plain amount without a valid currency code', () => {
    expect(formatMoney(1234.5, null)).toBe('1,234.50');
    expect(formatMoney(3, 'dollars')).toBe('3.00');
  });
  it('never prints minus zero', () => {
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });
});

describe('dates', () => {
  it('prints a date-only value without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('2025-12-31 23:59:59')).toBe('Dec 31, 2025');
  });
  it('returns text it cannot read unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
  it('prints timestamps with hours and minutes', () => {
    expect(formatTimestamp('2026-03-01 09:05:00')).toBe('Mar 1, 2026, 09:05');
    expect(formatTimestamp('2026-03-01')).toBe('Mar 1, 2026');
  });
  it('counts days', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
  it('gives today in local time', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('counts and percents', () => {
  it('pluralises', () => {
    expect(formatCount(1, 'insertion')).toBe('1 insertion');
    expect(formatCount(1500, 'insertion')).toBe('1,500 insertions');
    expect(formatCount(2, 'entry', 'entries')).toBe('2 entries');
  });
  it('prints percents', () => {
    expect(formatPercent(7.25)).toBe('7.25%');
  });
});
