import { describe, expect, it } from 'vitest';
import type { AdRate } from '../../domain/ad-rates';
import { groupRates, groupTitle } from './size-tabs';

const rate = (id: number, adSizeId: number): AdRate => ({
  id,
  adSizeId,
  productId: 1,
  name: `Rate ${id}`,
  rate: 100,
  units: null,
  locationId: null,
  dateCreated: null,
  dateDeleted: null,
});

describe('groupRates', () => {
  it('puts each rate under its size, in the sizes’ order, empty sizes included', () => {
    const sizes = [
      { id: 2, name: 'Half Page', dateDeleted: null },
      { id: 1, name: 'Full Page', dateDeleted: null },
      { id: 5, name: 'Business Card', dateDeleted: null },
    ];
    const groups = groupRates(sizes, [rate(1, 1), rate(4, 2), rate(2, 1)]);
    expect(groups.map((g) => [groupTitle(g), g.rates.map((r) => r.id)])).toEqual([
      ['Half Page', [4]],
      ['Full Page', [1, 2]],
      ['Business Card', []],
    ]);
  });

  it('names a size that is not in the list by its id, after the known ones', () => {
    const groups = groupRates(
      [{ id: 1, name: 'Full Page', dateDeleted: null }],
      [rate(9, 7), rate(8, 6), rate(1, 1)],
    );
    expect(groups.map(groupTitle)).toEqual([
      'Full Page',
      'Ad size 6 (not in this product’s sizes)',
      'Ad size 7 (not in this product’s sizes)',
    ]);
  });
});
