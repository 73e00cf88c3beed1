import { describe, expect, it } from 'vitest';
import { buildInsertion, scheduleEntry } from '../testing/insertions';
import { groupByContract } from './found-contracts';

const on = (start: string, end: string) => [scheduleEntry({ dateStart: start, dateEnd: end })];

describe('groupByContract', () => {
  it('lists each contract once with its products, count and scheduled span', () => {
    const found = groupByContract([
      buildInsertion({
        id: 3,
        contractId: 1060,
        productId: 1,
        schedule: on('2025-05-25', '2025-05-25'),
      }),
      buildInsertion({
        id: 1,
        contractId: 1003,
        productId: 4,
        schedule: on('2024-12-05', '2024-12-18'),
      }),
      buildInsertion({
        id: 2,
        contractId: 1003,
        productId: 1,
        schedule: on('2024-12-09', '2024-12-12'),
      }),
      buildInsertion({ id: 4, contractId: 1003, productId: 4, dateCanceled: '2024-10-19' }),
    ]);
    expect(found).toEqual([
      {
        contractId: 1003,
        productIds: [1, 4],
        insertionCount: 3,
        cancelledCount: 1,
        span: { start: '2024-12-05', end: '2024-12-18' },
      },
      {
        contractId: 1060,
        productIds: [1],
        insertionCount: 1,
        cancelledCount: 0,
        span: { start: '2025-05-25', end: '2025-05-25' },
      },
    ]);
  });

  it('has no span for a contract with nothing scheduled', () => {
    expect(groupByContract([buildInsertion({ contractId: 7 })])[0]!.span).toBeNull();
    expect(groupByContract([])).toEqual([]);
  });
});
