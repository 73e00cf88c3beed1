import { describe, expect, it } from 'vitest';
import { atMost, budgetRow, doublingRow, notMeasured, under } from './report';

describe('the rows of the report', () => {
  it('meets "at most" at the limit and "under" only below it', () => {
    expect(budgetRow('a', 2, atMost(2, 'calls'))).toEqual({
      figure: 'a',
      value: 2,
      unit: 'calls',
      budget: '≤ 2 calls',
      met: true,
    });
    expect(budgetRow('b', 250, under(250, 'ms'), 'why')).toMatchObject({
      budget: '< 250 ms',
      met: false,
      note: 'why',
    });
  });

  it('says a figure was not measured, with its budget or with none', () => {
    expect(notMeasured('c', under(6, 'requests'), 'no server')).toEqual({
      figure: 'c',
      value: null,
      unit: 'requests',
      budget: '< 6 requests',
      met: null,
      note: 'not measured: no server',
    });
    expect(notMeasured('d', 'ms', 'timed out')).toEqual({
      figure: 'd',
      value: null,
      unit: 'ms',
      budget: '—',
      met: null,
      note: 'not measured: timed out',
    });
  });

  it('gives the growth of the calls when the views double, against under 20 %', () => {
    const row = doublingRow('e', { upstream: 100, views: 400 }, { upstream: 117, views: 800 });
    expect(row).toMatchObject({ value: 17, budget: '< 20 %', met: true });
    expect(row.note).toBe('100 calls for 400 views, 117 for 800');
  });
});
