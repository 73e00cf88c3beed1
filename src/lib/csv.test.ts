import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values as they are', () => {
    expect(csvCell('Paid')).toBe('Paid');
    expect(csvCell(605.96)).toBe('605.96');
    expect(csvCell(-35)).toBe('-35');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Gull Point, ME')).toBe('"Gull Point, ME"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('=cmd|/c calc')).toBe("'=cmd|/c calc");
    expect(csvCell('-foo')).toBe("'-foo");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
  it('never guards a number, negative ones and amounts written as text included', () => {
    expect(csvCell(-1901153.75)).toBe('-1901153.75');
    expect(csvCell('-1901153.75')).toBe('-1901153.75');
    expect(csvCell('-35')).toBe('-35');
    expect(csvCell((-12345 / 100).toFixed(2))).toBe('-123.45');
    expect(toCsv(['Difference'], [['-0.50'], [-2]])).toBe('Difference\r\n-0.50\r\n-2\r\n');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'total'],
        [
          [1, 2.5],
          [2, null],
        ],
      ),
    ).toBe('id,total\r\n1,2.5\r\n2,\r\n');
  });
});
