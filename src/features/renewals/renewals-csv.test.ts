import { describe, expect, it } from 'vitest';
import { renewalsCsv } from './renewals-csv';

describe('renewalsCsv', () => {
  it('writes one line an advertiser, names guarded against formulas', () => {
    const text = renewalsCsv(
      [
        {
          advertiserId: 7,
          lastDay: '2026-12-01',
          daysLeft: 7,
          contractIds: [10, 11],
          productIds: [1, 3],
          yearBefore: 2,
        },
      ],
      () => '=HYPERLINK("x")',
      (id) => `Product ${id}`,
    );
    expect(text.split('\r\n')[1]).toBe(
      `7,"'=HYPERLINK(""x"")",2026-12-01,7,10 11,Product 1; Product 3,2`,
    );
  });
});
