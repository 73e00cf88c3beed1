import { describe, expect, it } from 'vitest';
import { estimateLabelPx, fitTickLabels, layoutTimeline } from './timeline-layout';

describe('layoutTimeline', () => {
  /** The layout of one contract scheduled from `start` to `end`, seen on `today`. */
  const layoutOne = (start: string, end: string, today: string, id = 1) =>
    layoutTimeline([{ id, ranges: [{ start, end }] }], today)!;

  it('is null when nothing is scheduled', () => {
    expect(layoutTimeline([{ id: 1, ranges: [] }], '2026-11-01')).toBeNull();
  });

  it('places bars by day, end day included, and month ticks', () => {
    const layout = layoutTimeline(
      [
        { id: 1, ranges: [{ start: '2024-11-01', end: '2024-11-30' }] },
        { id: 2, ranges: [{ start: '2024-12-01', end: '2024-12-30' }] },
        { id: 3, ranges: [] },
      ],
      '2024-11-16',
    )!;
    expect(layout.from).toBe('2024-11-01');
    expect(layout.to).toBe('2024-12-30');
    // 60 days shown: November is the first half.
    expect(layout.bars.get(1)).toEqual([
      { range: { start: '2024-11-01', end: '2024-11-30' }, leftPct: 0, widthPct: 50 },
    ]);
    expect(layout.bars.get(2)![0]!.leftPct).toBe(50);
    expect(layout.bars.get(3)).toEqual([]);
    expect(layout.ticks.map((t) => [t.label, t.leftPct])).toEqual([
      ['Nov 2024', 0],
      ['Dec 2024', 50],
    ]);
    // The middle of Nov 16 (day 15.5 of 60).
    expect(layout.today).toEqual({ date: '2024-11-16', leftPct: 25.833 });
  });

  it('gives a single-day entry one day of width inside a week around it', () => {
    const layout = layoutOne('2024-12-09', '2024-12-09', '2030-01-01', 7);
    expect(layout.from).toBe('2024-12-06');
    expect(layout.to).toBe('2024-12-12');
    const [bar] = layout.bars.get(7)!;
    expect(bar!.widthPct).toBeCloseTo(100 / 7, 2);
    expect(bar!.leftPct).toBeCloseTo(300 / 7, 2);
    expect(layout.today).toEqual({ date: '2030-01-01', side: 'after' });
  });

  it('says when today is before everything shown', () => {
    const layout = layoutOne('2025-01-01', '2025-03-01', '2024-06-01');
    expect(layout.today).toEqual({ date: '2024-06-01', side: 'before' });
  });

  it('thins ticks over long spans to years', () => {
    const layout = layoutOne('2020-03-01', '2026-02-01', '2024-01-01');
    expect(layout.ticks.map((t) => t.label)).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
  });
});

describe('fitTickLabels', () => {
  // From a few days to six years, at every axis width from a phone's to a wide monitor's.
  const spans: [string, string][] = [
    ['2024-12-09', '2024-12-09'],
    ['2024-11-20', '2025-03-30'],
    ['2024-01-01', '2025-12-31'],
    ['2023-06-15', '2026-06-14'],
    ['2020-03-01', '2026-02-01'],
  ];

  it('never lets two labels overlap or run past the axis, at any width', () => {
    for (const [start, end] of spans) {
      const layout = layoutTimeline([{ id: 1, ranges: [{ start, end }] }], '2025-01-01')!;
      // The page at 320..1920 px less the names column (7rem on a phone, 15rem wider) and margins.
      for (let page = 320; page <= 1920; page += 10) {
        const axis = page - (page <= 640 ? 112 : 240) - 40;
        const kept = fitTickLabels(layout.ticks, axis);
        const boxes = kept.map((t) => {
          const left = (t.leftPct / 100) * axis;
          return { left, right: left + estimateLabelPx(t.label) };
        });
        for (const [i, box] of boxes.entries()) {
          expect(box.right, `${start}..${end} at ${page} px`).toBeLessThanOrEqual(axis);
          if (i > 0) expect(box.left).toBeGreaterThan(boxes[i - 1]!.right);
        }
      }
    }
  });

  it('keeps every month when there is room and thins them evenly when there is not', () => {
    const layout = layoutTimeline(
      [{ id: 1, ranges: [{ start: '2024-11-20', end: '2025-03-30' }] }],
      '2025-01-01',
    )!;
    const labels = (axis: number) => fitTickLabels(layout.ticks, axis).map((t) => t.label);
    expect(labels(1200)).toEqual(['Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025']);
    expect(labels(230)).toEqual(['Dec 2024', 'Feb 2025']);
  });
});
