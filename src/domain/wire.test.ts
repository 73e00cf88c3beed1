import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  readBool,
  readDate,
  readInt,
  readNumber,
  readTimestamp,
  wireBool,
  wireDate,
  wireEnumOrNull,
  wireId,
  wireIdOrNull,
  wireNumber,
  wireNumberOrNull,
  wireText,
  wireTextOrNull,
  wireTimestamp,
} from './wire';

const ok = <S extends z.ZodMiniType>(schema: S, value: unknown) => schema.parse(value);
const bad = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

describe('numbers', () => {
  it('reads numeric strings and JSON numbers', () => {
    expect(ok(wireNumber, '12.50')).toBe(12.5);
    expect(ok(wireNumber, '-35.00')).toBe(-35);
    expect(ok(wireNumber, 700)).toBe(700);
    expect(ok(wireNumber, '0.921000')).toBe(0.921);
    expect(ok(wireNumber, ' 15 ')).toBe(15);
    expect(ok(wireNumber, '1e3')).toBe(1000);
  });

  it('rejects what is not a number, with the value in the message', () => {
    for (const value of [
      'n/a',
      '',
      '12abc',
      '0x10',
      'Infinity',
      'NaN',
      null,
      undefined,
      true,
      {},
      [],
    ]) {
      expect(bad(wireNumber, value), JSON.stringify(value)).toBe(false);
    }
    expect(wireNumber.safeParse('n/a').error?.issues[0]?.message).toBe(
      'expected a number, got "n/a"',
    );
    expect(wireNumber.safeParse(Infinity).success).toBe(false);
  });

  it('nullable numbers take null, "" and a missing key as null', () => {
    expect(ok(wireNumberOrNull, null)).toBeNull();
    expect(ok(wireNumberOrNull, '')).toBeNull();
    expect(ok(z.object({ n: wireNumberOrNull }), {})).toEqual({ n: null });
    expect(ok(wireNumberOrNull, '1.000000')).toBe(1);
    expect(bad(wireNumberOrNull, 'abc')).toBe(false);
  });

  it('a missing required number is reported as missing', () => {
    const result = z.object({ total: wireNumber }).safeParse({});
    expect(result.error?.issues[0]?.path).toEqual(['total']);
    expect(result.error?.issues[0]?.message).toMatch(/missing/);
  });

  it('property: every finite double survives as a JSON number and as its string', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
        expect(readNumber(d)).toBe(d);
        // String(-0) is "0": compare by value.
        expect(readNumber(String(d)) === d).toBe(true);
      }),
    );
  });

  it('property: two-decimal money strings read exactly as Number would', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(readNumber(text)).toBe(Number(text));
      }),
    );
  });

  it('property: a string with a letter other than e is never a number', () => {
    const letter = fc.constantFrom(...'abcdfghijklmnopqrstuvwxyzABCDFXZ_$'.split(''));
    fc.assert(
      fc.property(fc.string(), letter, fc.string(), (a, l, b) => {
        expect(readNumber(`${a}${l}${b}`)).toBeUndefined();
      }),
    );
  });
});

describe('ids and integers', () => {
  it('reads id strings and numbers, rejects fractions and junk', () => {
    expect(ok(wireId, '1003')).toBe(1003);
    expect(ok(wireId, 42)).toBe(42);
    expect(bad(wireId, '12.5')).toBe(false);
    expect(bad(wireId, { value: '1' })).toBe(false);
    expect(bad(wireId, '9007199254740993')).toBe(false);
    expect(ok(wireIdOrNull, null)).toBeNull();
    expect(ok(wireIdOrNull, '')).toBeNull();
    expect(ok(wireIdOrNull, '338')).toBe(338);
  });

  it('property: every safe integer round-trips as number and string', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(readInt(n)).toBe(n);
        expect(readInt(String(n))).toBe(n);
      }),
    );
  });
});

describe('booleans', () => {
  it('reads the quirks', () => {
    expect(ok(wireBool, '1')).toBe(true);
    expect(ok(wireBool, '0')).toBe(false);
    expect(ok(wireBool, '127')).toBe(true);
    expect(ok(wireBool, true)).toBe(true);
    expect(ok(wireBool, false)).toBe(false);
    expect(ok(wireBool, 1)).toBe(true);
    expect(ok(wireBool, 0)).toBe(false);
    expect(ok(wireBool, 'true')).toBe(true);
    expect(ok(wireBool, 'false')).toBe(false);
  });

  it('rejects what is not a boolean', () => {
    for (const value of ['yes', '', null, undefined, {}, 'maybe']) {
      expect(bad(wireBool, value), String(value)).toBe(false);
    }
  });

  it('property: any integer, as number or string, is true exactly when non-zero', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(readBool(n)).toBe(n !== 0);
        expect(readBool(String(n))).toBe(n !== 0);
      }),
    );
  });

  it('property: any finite double is true exactly when non-zero', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
        expect(readBool(d)).toBe(d !== 0);
      }),
    );
  });
});

describe('text and enums', () => {
  it('required text keeps "" and rejects non-strings', () => {
    expect(ok(wireText, '')).toBe('');
    expect(ok(wireText, '<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(bad(wireText, 3)).toBe(false);
    expect(bad(wireText, undefined)).toBe(false);
  });

  it('optional text is null when blank, kept as sent otherwise', () => {
    expect(ok(wireTextOrNull, '')).toBeNull();
    expect(ok(wireTextOrNull, '   ')).toBeNull();
    expect(ok(wireTextOrNull, null)).toBeNull();
    expect(ok(wireTextOrNull, ' Suite 150')).toBe(' Suite 150');
    expect(bad(wireTextOrNull, 5)).toBe(false);
  });

  it('an empty enum is null; an unknown value is an error', () => {
    const units = wireEnumOrNull(['Years', 'Months', 'Weeks', 'Days']);
    expect(ok(units, '')).toBeNull();
    expect(ok(units, null)).toBeNull();
    expect(ok(units, 'Weeks')).toBe('Weeks');
    expect(bad(units, 'weeks')).toBe(false);
    expect(units.safeParse(42).error?.issues[0]?.message).toBe(
      'expected one of Years, Months, Weeks, Days, got 42',
    );
  });
});

describe('dates', () => {
  it('placeholders and blanks are null', () => {
    for (const value of [
      '0000-00-00',
      '0000-00-00 00:00:00',
      '1969-12-31 00:00:00',
      '1969-12-31',
      '',
      null,
      undefined,
    ]) {
      expect(ok(wireDate, value), String(value)).toBeNull();
      expect(ok(wireTimestamp, value), String(value)).toBeNull();
    }
  });

  it('keeps dates and timestamps as strings, never shifting the day', () => {
    expect(ok(wireDate, '2024-12-02')).toBe('2024-12-02');
    expect(ok(wireDate, '2024-10-19 00:00:00')).toBe('2024-10-19');
    expect(ok(wireTimestamp, '2024-11-02 16:06:30')).toBe('2024-11-02 16:06:30');
    expect(ok(wireTimestamp, '2024-11-02')).toBe('2024-11-02');
    expect(ok(wireTimestamp, '2024-11-02T23:30:00Z')).toBe('2024-11-02 23:30:00');
    expect(ok(wireTimestamp, '2024-11-02 23:30')).toBe('2024-11-02 23:30:00');
    expect(ok(wireDate, '2025-01-01T00:30:00+05:00')).toBe('2025-01-01');
    expect(ok(wireDate, '2024-02-29')).toBe('2024-02-29');
  });

  it('rejects what is not a date', () => {
    for (const value of [
      '2024-13-01',
      '2024-02-32',
      '2025-02-29',
      '2024-04-31 10:00:00',
      '02/12/2024',
      'yesterday',
      20241202,
      {},
    ]) {
      expect(bad(wireDate, value), String(value)).toBe(false);
      expect(bad(wireTimestamp, value), String(value)).toBe(false);
    }
  });

  const day = fc
    .date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2199-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString());

  it('property: any real date or timestamp is kept exactly (ISO T form gets a space)', () => {
    fc.assert(
      fc.property(day, (iso) => {
        const date = iso.slice(0, 10);
        const stamp = `${date} ${iso.slice(11, 19)}`;
        expect(readDate(date)).toBe(date);
        expect(readTimestamp(stamp)).toBe(stamp);
        expect(readDate(stamp)).toBe(date);
        expect(readTimestamp(iso)).toBe(stamp);
      }),
    );
  });

  it('property: any time on a placeholder day is null', () => {
    const time = fc
      .tuple(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map((parts) => parts.map((p) => String(p).padStart(2, '0')).join(':'));
    fc.assert(
      fc.property(fc.constantFrom('0000-00-00', '1969-12-31'), time, (placeholder, t) => {
        expect(readTimestamp(`${placeholder} ${t}`)).toBeNull();
        expect(readDate(`${placeholder} ${t}`)).toBeNull();
      }),
    );
  });
});
