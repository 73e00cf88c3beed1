import { describe, expect, it } from 'vitest';
import type { Insertion } from './insertion-types';
import { buildInsertion, scheduleEntry } from '../testing/insertions';
import { candidatesOf, checkRenewal, contractEnds } from './renewals';

const insertion = (
  id: number,
  contractId: number,
  start: string,
  end: string,
  over: Partial<Insertion> = {},
): Insertion =>
  buildInsertion({
    id,
    contractId,
    schedule: [scheduleEntry({ id, insertionId: id, dateStart: start, dateEnd: end })],
    ...over,
  });

const window = { asOf: '2026-11-24', within: 60 };

describe('checkRenewal', () => {
  it('is due when the last day is as_of itself', () => {
    const check = checkRenewal(7, [insertion(1, 10, '2026-11-01', '2026-11-24')], window);
    expect(check).toEqual({
      due: true,
      renewal: {
        advertiserId: 7,
        lastDay: '2026-11-24',
        daysLeft: 0,
        contractIds: [10],
        productIds: [1],
        yearBefore: 1,
      },
    });
  });

  it('is due on the window end, not the day after', () => {
    expect(checkRenewal(7, [insertion(1, 10, '2026-12-01', '2027-01-23')], window).due).toBe(true);
    expect(checkRenewal(7, [insertion(1, 10, '2026-12-01', '2027-01-24')], window)).toEqual({
      due: false,
      lastDay: '2027-01-24',
    });
  });

  it('is not due with a later booking on another contract', () => {
    const list = [
      insertion(1, 10, '2026-11-01', '2026-12-01'),
      insertion(2, 11, '2027-03-01', '2027-03-07'),
    ];
    expect(checkRenewal(7, list, window)).toEqual({ due: false, lastDay: '2027-03-07' });
  });

  it('ignores a cancelled later booking and a deleted entry; names the contracts and products of the last day', () => {
    const list = [
      insertion(1, 10, '2026-11-01', '2026-12-01'),
      insertion(2, 11, '2026-12-01', '2026-12-01', { productId: 3 }),
      insertion(3, 12, '2027-03-01', '2027-03-07', { dateCanceled: '2026-10-01' }),
      insertion(4, 13, '2027-03-01', '2027-03-07', {
        schedule: [
          {
            id: 9,
            insertionId: 4,
            dateStart: '2027-03-01',
            dateEnd: '2027-03-07',
            dateCreated: null,
            dateDeleted: '2026-10-01 10:00:00',
            order: 1,
            duration: null,
          },
        ],
      }),
      insertion(5, 9, '2026-06-01', '2026-06-07'),
      insertion(6, 9, '2025-11-20', '2025-11-23'), // the day before the year before
    ];
    const check = checkRenewal(7, list, window);
    expect(check.due && check.renewal).toMatchObject({
      lastDay: '2026-12-01',
      daysLeft: 7,
      contractIds: [10, 11],
      productIds: [1, 3],
      yearBefore: 2,
    });
  });

  it('is not due when everything ended before as_of', () => {
    expect(checkRenewal(7, [insertion(1, 10, '2026-01-01', '2026-11-23')], window).due).toBe(false);
    expect(checkRenewal(7, [], window)).toEqual({ due: false, lastDay: null });
  });
});

describe('candidatesOf', () => {
  it('lists contracts ending in the window, soonest first, with the products ending last', () => {
    const list = [
      insertion(1, 10, '2026-11-01', '2026-12-20'),
      insertion(2, 11, '2026-11-01', '2026-11-24', { productId: 2 }),
      insertion(3, 11, '2026-11-20', '2026-11-24', { productId: 5 }),
      // A product ending on the last day twice is named once.
      insertion(7, 11, '2026-11-10', '2026-11-24', { productId: 5 }),
      insertion(4, 12, '2026-11-01', '2027-05-01'),
      insertion(5, 13, '2026-11-01', '2026-11-23'),
      insertion(6, 14, '2026-11-01', '2026-11-30', { dateCanceled: '2026-10-10' }),
    ];
    expect(candidatesOf(contractEnds(list).values(), window)).toEqual([
      { contractId: 11, lastDay: '2026-11-24', productIds: [2, 5] },
      { contractId: 10, lastDay: '2026-12-20', productIds: [1] },
    ]);
    expect(contractEnds(list).has(14)).toBe(false);
  });
});
