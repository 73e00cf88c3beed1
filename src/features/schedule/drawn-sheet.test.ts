import { describe, expect, it } from 'vitest';
import type { RunProduct } from '../../domain/run-sheet';
import { buildInsertion } from '../../testing/insertions';
import { drawnSheet, MAX_LINES } from './drawn-sheet';

/** A product with days of the given numbers of lines. */
const product = (productId: number, days: number[]): RunProduct => ({
  productId,
  dates: days.map((n, d) => ({
    date: `2026-11-${String(23 + d).padStart(2, '0')}`,
    lines: Array.from({ length: n }, (_, i) => ({
      insertion: buildInsertion({ id: productId * 10_000 + d * 1000 + i, productId }),
      date: '2026-11-23',
      run: { start: '2026-11-23', end: '2026-11-23' },
    })),
  })),
  count: days.reduce((a, b) => a + b, 0),
});

const shape = (sheet: RunProduct[]) =>
  sheet.map((p) => [p.productId, p.dates.map((d) => d.lines.length)]);

describe('the run sheet drawn so far', () => {
  const sheet = [product(1, [30, 50, 40]), product(2, [60, 10])];

  it('draws whole days up to the lines asked, the sheet’s own day objects', () => {
    const first = drawnSheet(sheet, 80, 190);
    expect(shape(first)).toEqual([[1, [30, 50]]]);
    expect(first[0]!.dates[0]).toBe(sheet[0]!.dates[0]);
    expect(first[0]!.dates[1]).toBe(sheet[0]!.dates[1]);
    // A day past the lines asked is drawn whole rather than cut while the rest is to come.
    expect(shape(drawnSheet(sheet, 100, 190))).toEqual([[1, [30, 50, 40]]]);
    expect(shape(drawnSheet(sheet, 160, 190))).toEqual([
      [1, [30, 50, 40]],
      [2, [60]],
    ]);
    // The heading counts the product's lines, drawn or still to come.
    expect(drawnSheet(sheet, 80, 190)[0]!.count).toBe(120);
  });

  it('once all are drawn, every line', () => {
    const all = drawnSheet(sheet, 190, 190);
    expect(shape(all)).toEqual([
      [1, [30, 50, 40]],
      [2, [60, 10]],
    ]);
    expect(all.map((p) => p.count)).toEqual([120, 70]);
  });

  it(`stops at ${MAX_LINES} lines, the last day cut, the counts those drawn`, () => {
    const big = [product(1, [2000, 900]), product(2, [500]), product(3, [10])];
    const drawn = drawnSheet(big, MAX_LINES, MAX_LINES);
    expect(shape(drawn)).toEqual([
      [1, [2000, 900]],
      [2, [100]],
    ]);
    expect(drawn.map((p) => p.count)).toEqual([2900, 100]);
  });
});
