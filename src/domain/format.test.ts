import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatInteger,
  formatCompactMoney,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTimestamp,
  formatWeekday,
  setAccountCurrency,
  todayIso,
  setAccountTimeZone,
  WRITTEN_CURRENCIES,
} from './format';

// The formatters write en-US text without Intl (no locale data to load before hydration): it must
// be Intl's text, character for character, or the server's and the browser's pages would differ
// from what the person is used to.
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);
const amounts = fc.oneof(
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
  fc.constantFrom(0.005, 1.005, 2.675, -0.001, -0.005, 1e15, 999_999_999_999_999, 0.125, -0),
  fc.constantFrom(Infinity, -Infinity, NaN),
);

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A day as YYYY-MM-DD text and as Date.UTC reads its parts: any year, impossible days included. */
const anyDay = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .map(([year, month, day]) => ({
    text: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    utc: Date.UTC(year, month - 1, day),
  }));

describe('the text is Intl en-US text', () => {
  it('money in the currencies written without Intl, and without a currency', () => {
    const plain = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const codes = [...WRITTEN_CURRENCIES.keys()].filter((code) => code !== '');
    expect(codes).toContain('EUR');
    const formats = new Map(
      codes.map((code) => [code, intl({ style: 'currency', currency: code })]),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom(...codes), (amount, code) => {
        const value = amount === 0 ? 0 : amount;
        expect(formatMoney(amount, code)).toBe(formats.get(code)!.format(value));
        expect(formatMoney(amount, null)).toBe(plain.format(value));
      }),
      { numRuns: 5000 },
    );
  });
  it('numbers, counts and whole numbers', () => {
    const four = intl({ maximumFractionDigits: 4 });
    const standard = intl({});
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatNumber(value)).toBe(four.format(value));
        expect(formatInteger(value)).toBe(standard.format(value));
        expect(formatInteger(value)).toBe(value.toLocaleString('en-US'));
      }),
      { numRuns: 3000 },
    );
  });
  it('dates, impossible days and two-digit years included', () => {
    const date = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(anyDay, ({ text, utc }) => {
        expect(formatDate(text)).toBe(date.format(utc));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('weekdays and months, as Intl writes them', () => {
  it("a day's weekday, impossible days rolled over as Intl's Date does", () => {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(anyDay, ({ text, utc }) => {
        expect(formatWeekday(text)).toBe(weekday.format(utc));
      }),
      { numRuns: 3000 },
    );
    expect(formatWeekday('2026-11-25')).toBe('Wednesday');
    expect(formatWeekday('soon')).toBe('soon');
  });
  it('a month and its year', () => {
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const text = `${y}-${pad(m, 2)}`;
        expect(formatMonth(text)).toBe(`${short.format(Date.UTC(y, m - 1, 1))} ${y}`);
      }),
      { numRuns: 1000 },
    );
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('2026-00')).toBe('2026-00');
    expect(formatMonth('March')).toBe('March');
  });
});

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
  it('writes an amount whose record names no currency in the account’s own, one way throughout', () => {
    try {
      setAccountCurrency('USD');
      // A contract's total (no currency on the wire) as an invoice's in USD: both with "$".
      expect(formatMoney(16070, null)).toBe('$16,070.00');
      expect(formatMoney(16070, undefined)).toBe(formatMoney(16070, 'USD'));
      expect(formatMoney(3, 'dollars')).toBe('$3.00');
      expect(formatCompactMoney(12_345, null)).toBe('$12.3K');
      // Whole amounts without a decimal, as the browser's Intl writes them (Node's wrote "$950.0").
      expect(formatCompactMoney(950, null)).toBe('$950');
      expect(formatCompactMoney(-1_272_461.8, null)).toBe('-$1.3M');
      expect(formatCompactMoney(950, 'JPY')).toBe('¥950');
      // A record's own currency still wins.
      expect(formatMoney(20, 'EUR')).toBe('€20.00');
      expect(formatCompactMoney(12_345, 'EUR')).toBe('€12.3K');
      // Not a code: no account currency, plain amounts again.
      setAccountCurrency('us dollars');
      expect(formatMoney(16070, null)).toBe('16,070.00');
      expect(formatCompactMoney(12_345, null)).toBe('12.3K');
    } finally {
      setAccountCurrency(null);
    }
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
  it('gives today in local time', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
  it("gives today in the account's time zone near midnight", () => {
    const late = new Date('2026-11-28T23:30:00Z');
    expect(todayIso(late, 'Pacific/Auckland')).toBe('2026-11-29'); // 12:30 the next day
    expect(todayIso(late, 'America/Los_Angeles')).toBe('2026-11-28'); // 15:30
    expect(todayIso(new Date('2026-11-28T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-11-27');
    expect(todayIso(late, 'UTC')).toBe('2026-11-28');
    // Set once (from the configuration), it is every page's today.
    try {
      setAccountTimeZone('Pacific/Auckland');
      expect(todayIso(late)).toBe('2026-11-29');
      setAccountTimeZone('America/Los_Angeles');
      expect(todayIso(late)).toBe('2026-11-28');
      // A name that is no zone leaves the machine's own, never a thrown render.
      setAccountTimeZone('Mars/Olympus_Mons');
      expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    } finally {
      setAccountTimeZone(null);
    }
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
