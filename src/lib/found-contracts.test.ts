import { describe, expect, it } from 'vitest';
import type { Insertion } from '../api/insertions';
import { groupByContract } from './found-contracts';

const insertion = (over: Partial<Insertion>): Insertion => ({
  id: 1,
  adId: null,
  adRateId: 1,
  adSizeId: 1,
  contractId: 1,
  dateCanceled: null,
  dateDelivery: null,
  description: null,
  discount: 0,
  issueId: null,
  locationId: null,
  placement: null,
  productId: 1,
  quantity: 1,
  sectionId: null,
  taxable: true,
  schedule: [],
  ...over,
});
const on = (start: string, end: string) => [
  {
    id: 1,
    insertionId: 1,
    dateStart: start,
    dateEnd: end,
    dateCreated: null,
    dateDeleted: null,
    order: 1,
    duration: null,
  },
];

describe('groupByContract', () => {
  it('lists each contract once with its products, count and scheduled span', () => {
    const found = groupByContract([
      insertion({
        id: 3,
        contractId: 1060,
        productId: 1,
        schedule: on('2025-05-25', '2025-05-25'),
      }),
      insertion({
        id: 1,
        contractId: 1003,
        productId: 4,
        schedule: on('2024-12-05', '2024-12-18'),
      }),
      insertion({
        id: 2,
        contractId: 1003,
        productId: 1,
        schedule: on('2024-12-09', '2024-12-12'),
      }),
      insertion({ id: 4, contractId: 1003, productId: 4, dateCanceled: '2024-10-19' }),
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
    expect(groupByContract([insertion({ contractId: 7 })])[0]!.span).toBeNull();
    expect(groupByContract([])).toEqual([]);
  });
});
