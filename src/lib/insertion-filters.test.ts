import { describe, expect, it } from 'vitest';
import {
  insertionFilterParams,
  insertionFilterSearch,
  insertionFiltersOf,
} from './insertion-filters';
import { defineListSpec, parseListParams } from './list-params';

const spec = defineListSpec({ params: insertionFilterParams });
const parseInsertionFilters = (search: string) => {
  const { values, corrections } = parseListParams(spec, search);
  return { params: insertionFiltersOf(values), corrections: corrections.map((c) => c.message) };
};

describe('the insertion filters as list params', () => {
  it('reads all seven filters by their API names', () => {
    expect(
      parseInsertionFilters(
        'advertiser_id=1&contract_id=1003&id=100013&issue_id=11804&location_id=3&product_id=4&section_id=17',
      ),
    ).toEqual({
      params: {
        advertiser_id: 1,
        contract_id: 1003,
        id: 100013,
        issue_id: 11804,
        location_id: 3,
        product_id: 4,
        section_id: 17,
      },
      corrections: [],
    });
  });

  it('leaves out bad values with a note, and ignores empty ones', () => {
    const { params, corrections } = parseInsertionFilters(
      'contract_id=abc&product_id=&advertiser_id=-2&section_id=017',
    );
    expect(params).toEqual({ section_id: 17 });
    expect(corrections).toEqual([
      'advertiser_id="-2" is not a record number (a whole number above 0), so it is not used.',
      'contract_id="abc" is not a record number (a whole number above 0), so it is not used.',
      'section_id="017" is read as 17.',
    ]);
  });

  it('uses the first of repeated values and says so', () => {
    const result = parseInsertionFilters('product_id=4&product_id=5');
    expect(result.params).toEqual({ product_id: 4 });
    expect(result.corrections).toEqual([
      'product_id was given 2 times; only the first (4) is used.',
    ]);
  });
});

describe('insertionFilterSearch', () => {
  it('writes set filters in the API order', () => {
    const search = insertionFilterSearch({ section_id: 2, advertiser_id: 1 });
    expect(search.toString()).toBe('advertiser_id=1&section_id=2');
  });
});
