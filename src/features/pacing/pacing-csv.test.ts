// The pacing file: a row per seller with the goal columns where the goals apply, a total row per
// currency, the currencies in blocks of their own.
import { describe, expect, it } from 'vitest';
import type { PacingAnswer, PacingRow } from '../../domain/question-views';
import { pacingCsv } from './pacing-csv';
import { changeText } from './pacing-figures';

const row = (key: number, name: string | null, current: number, prior: number): PacingRow => ({
  key,
  name,
  current,
  prior,
  currentCount: 1,
  priorCount: prior ? 1 : 0,
  goal: null,
});

const answer: PacingAnswer = {
  asOf: '2026-03-10',
  by: 'seller',
  current: { from: '2026-01-01', to: '2026-03-10' },
  prior: { from: '2025-01-01', to: '2025-03-10' },
  coverage: { contracts: 3, complete: true, asOf: null },
  undated: 0,
  goals: null,
  detail: null,
  sets: [
    {
      currency: '',
      current: 15000,
      prior: 10000,
      currentCount: 2,
      priorCount: 1,
      months: [],
      hasGoals: true,
      rows: [
        {
          ...row(7, 'Dana', 12000, 10000),
          goal: {
            toDate: 24000,
            percent: 50,
            monthGoal: 0,
            monthBooked: 0,
            yearGoal: 0,
            monthNeedPerDay: null,
            yearNeedPerDay: 150,
          },
        },
        row(0, null, 3000, 0),
      ],
    },
    {
      currency: 'EUR',
      current: 500,
      prior: 0,
      currentCount: 1,
      priorCount: 0,
      months: [],
      hasGoals: false,
      rows: [row(7, 'Dana', 500, 0)],
    },
  ],
};

describe('pacingCsv', () => {
  it('writes a row per seller, the goal columns and a total per currency', () => {
    expect(pacingCsv(answer).split('\r\n')).toEqual([
      'Currency,Seller id,Seller,2026-01-01 to 2026-03-10,2025-01-01 to 2025-03-10,Difference,Change %,Contracts,Contracts a year before,Goal to date,% of goal,Needed a working day (month),Needed a working day (year)',
      ',7,Dana,120.00,100.00,20.00,20.0,1,1,240.00,50.0,,1.50',
      ',,No seller recorded,30.00,0.00,30.00,,1,0,,,,',
      ',,Total,150.00,100.00,50.00,50.0,2,1',
      'EUR,7,Dana,5.00,0.00,5.00,,1,0,,,,',
      'EUR,,Total,5.00,0.00,5.00,,1,0',
      '',
    ]);
  });

  it('writes a fall as a plain negative number a spreadsheet can sum, never as text', () => {
    const fell = {
      ...answer,
      sets: [{ ...answer.sets[1]!, rows: [row(7, 'Dana', 500, 190115375)] }],
    };
    expect(pacingCsv(fell).split('\r\n')[1]).toBe(
      'EUR,7,Dana,5.00,1901153.75,-1901148.75,-100.0,1,1',
    );
  });

  it('says a change as a signed percentage, "new" with nothing to compare', () => {
    expect(changeText(11000, 10000)).toBe('+10.0%');
    expect(changeText(9000, 10000)).toBe('−10.0%');
    expect(changeText(5, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('–');
  });
});
