import { describe, expect, it } from 'vitest';
import type { Insertion } from '../../api/insertions';
import { filterInsertions, spanOf } from './insertion-rows';

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
const other: Insertion = {
  ...base,
  id: 100099,
  contractId: 1060,
  description: '🎉 Party',
  placement: 'Back page',
  schedule: [],
  productId: 9,
};
const names = new Map([[4, 'harborcitygazette.com']]);
const productName = (id: number) => names.get(id) ?? null;
const ids = (list: readonly Insertion[]) => list.map((i) => i.id);

describe('spanOf', () => {
  it('gives the scheduled span, or null when nothing is scheduled', () => {
    expect(spanOf(base)).toEqual({ start: '2024-12-05', end: '2024-12-18' });
    expect(spanOf(base)).toBe(spanOf(base));
    expect(spanOf(other)).toBeNull();
  });
});

describe('filterInsertions', () => {
  const all = [base, other];
  it('keeps the list as it is without a query', () => {
    expect(filterInsertions(all, '  ', productName)).toBe(all);
  });
  it('matches every word, case-insensitively, across id, contract, text and product', () => {
    expect(ids(filterInsertions(all, 'CAFÉ weekend', productName))).toEqual([100013]);
    expect(ids(filterInsertions(all, '1060', productName))).toEqual([100099]);
    expect(ids(filterInsertions(all, 'back PAGE', productName))).toEqual([100099]);
    expect(ids(filterInsertions(all, 'harborcity café', productName))).toEqual([100013]);
    expect(ids(filterInsertions(all, '🎉', productName))).toEqual([100099]);
    expect(filterInsertions(all, 'café party', productName)).toEqual([]);
  });
});
