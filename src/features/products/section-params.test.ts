import { describe, expect, it } from 'vitest';
import { isValidCreatedDate, parseSectionLookup, secondaryParams } from './section-params';

describe('parseSectionLookup', () => {
  it('reads id and date_created under the API’s names', () => {
    const { lookup, corrections } = parseSectionLookup(
      new URLSearchParams('id=7&date_created=2025-03-14'),
    );
    expect(lookup).toEqual({ id: 7, dateCreated: '2025-03-14' });
    expect(corrections).toEqual([]);
    expect(secondaryParams(1, lookup)).toEqual({
      product_id: 1,
      id: 7,
      date_created: '2025-03-14',
    });
  });

  it('leaves out bad values with a note and never sends them', () => {
    const { lookup, corrections } = parseSectionLookup(
      new URLSearchParams('id=seven&date_created=2025-02-30'),
    );
    expect(lookup).toEqual({ id: null, dateCreated: null });
    expect(corrections.map((c) => c.param)).toEqual(['id', 'date_created']);
    expect(secondaryParams(1, lookup)).toEqual({ product_id: 1 });
  });

  it('accepts a day or a month', () => {
    expect(isValidCreatedDate('2025-03')).toBe(true);
    expect(isValidCreatedDate('2024-02-29')).toBe(true);
    expect(isValidCreatedDate('2025-13')).toBe(false);
    expect(isValidCreatedDate('2025-3-1')).toBe(false);
  });
});
