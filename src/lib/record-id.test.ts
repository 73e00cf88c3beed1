import { describe, expect, it } from 'vitest';
import { parseRecordNumber } from './record-id';

describe('parseRecordNumber', () => {
  it('reads whole numbers above 0, with spaces, a leading # and leading zeros', () => {
    expect(parseRecordNumber('1003')).toBe(1003);
    expect(parseRecordNumber(' 7')).toBe(7);
    expect(parseRecordNumber('7 ')).toBe(7);
    expect(parseRecordNumber('007')).toBe(7);
    expect(parseRecordNumber('#12')).toBe(12);
    expect(parseRecordNumber(' # 12 ')).toBe(12);
    expect(parseRecordNumber(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['0'],
    ['000'],
    ['-1'],
    ['+7'],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    [''],
    [' '],
    ['#'],
    ['##7'],
    ['7#'],
    ['1 2'],
    ['abc'],
    ['12abc'],
    ['٣'], // an Arabic-Indic digit: not an ASCII digit
    ['9007199254740992'], // Number.MAX_SAFE_INTEGER + 1
    ['99999999999999999999999'],
  ])('refuses %j', (raw) => {
    expect(parseRecordNumber(raw)).toBeNull();
  });
});
