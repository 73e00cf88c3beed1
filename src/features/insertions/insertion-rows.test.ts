import { describe, expect, it } from 'vitest';
import type { Insertion } from '../../api/insertions';
import { filterInsertionRows, toInsertionRows } from './insertion-rows';

const base: Insertion = {
  id: 100013,
  adId: null,
  adRateId: 33,
  adSizeId: 16,
  contractId: 1003,
  dateCanceled: null,
  dateDelivery: null,
  description: 'Café Mañana – Weekend special',
  discount: 0,
  issueId: null,
  locationId: null,
  placement: null,
  productId: 4,
  quantity: 50000,
  sectionId: null,
  taxable: false,
  schedule: [
    {
      id: 21,
      insertionId: 100013,
      dateStart: '2024-12-05',
      dateEnd: '2024-12-18',
      dateCreated: null,
      dateDeleted: null,
      order: 1,
      duration: 14,
    },
  ],
};

describe('toInsertionRows and filterInsertionRows', () => {
  const rows = toInsertionRows(
    [
      base,
      {
        ...base,
        id: 100099,
        contractId: 1060,
        description: '🎉 Party',
        schedule: [],
        productId: 9,
      },
    ],
    new Map([[4, 'harborcitygazette.com']]),
  );

  it('resolves the product name and the schedule span', () => {
    expect(rows[0]!.productName).toBe('harborcitygazette.com');
    expect(rows[0]!.span).toEqual({ start: '2024-12-05', end: '2024-12-18' });
    expect(rows[1]!.productName).toBeNull();
    expect(rows[1]!.span).toBeNull();
  });

  it('matches every word, case-insensitively, across id, contract, product and description', () => {
    expect(filterInsertionRows(rows, '').length).toBe(2);
    expect(filterInsertionRows(rows, 'CAFÉ weekend').map((r) => r.insertion.id)).toEqual([100013]);
    expect(filterInsertionRows(rows, '1060').map((r) => r.insertion.id)).toEqual([100099]);
    expect(filterInsertionRows(rows, 'harborcity').map((r) => r.insertion.id)).toEqual([100013]);
    expect(filterInsertionRows(rows, '🎉').map((r) => r.insertion.id)).toEqual([100099]);
    expect(filterInsertionRows(rows, 'café party')).toEqual([]);
  });
});
