import { describe, expect, it } from 'vitest';
import {
  describeInsertionFilters,
  insertionFilterSearch,
  parseId,
  parseInsertionFilters,
} from './insertion-filters';

describe('parseId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseId('1003')).toBe(1003);
    expect(parseId(' 7 ')).toBe(7);
    expect(parseId('007')).toBe(7);
    expect(parseId('0')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('1.5')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('99999999999999999')).toBeNull();
  });
});

describe('parseInsertionFilters', () => {
  it('reads all seven filters by their API names', () => {
    const search = new URLSearchParams(
      'advertiser_id=1&contract_id=1003&id=100013&issue_id=11804&location_id=3&product_id=4&section_id=17',
    );
    expect(parseInsertionFilters(search)).toEqual({
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
      new URLSearchParams('contract_id=abc&product_id=&advertiser_id=-2&section_id=017'),
    );
    expect(params).toEqual({ section_id: 17 });
    expect(corrections).toEqual([
      'advertiser_id="-2" is not a record number (a whole number above 0), so it is not used.',
      'contract_id="abc" is not a record number (a whole number above 0), so it is not used.',
      'section_id="017" is read as 17.',
    ]);
  });

  it('uses the first of repeated values and says so', () => {
    const result = parseInsertionFilters(new URLSearchParams('product_id=4&product_id=5'));
    expect(result.params).toEqual({ product_id: 4 });
    expect(result.corrections).toEqual([
      'product_id was given 2 times; only the first (4) is used.',
    ]);
  });

  it('reads only the filters asked for', () => {
    const search = new URLSearchParams('advertiser_id=1&contract_id=9&issue_id=x');
    expect(parseInsertionFilters(search, ['advertiser_id', 'product_id', 'section_id'])).toEqual({
      params: { advertiser_id: 1 },
      corrections: [],
    });
  });
});

describe('insertionFilterSearch and describeInsertionFilters', () => {
  it('writes set filters in the API order and extra values after them', () => {
    const search = insertionFilterSearch(
      { section_id: 2, advertiser_id: 1 },
      { q: 'café', sort: '' },
    );
    expect(search.toString()).toBe('advertiser_id=1&section_id=2&q=caf%C3%A9');
  });
  it('describes the filters in words', () => {
    expect(describeInsertionFilters({ product_id: 4, advertiser_id: 1 })).toBe(
      'Advertiser 1, Product 4',
    );
    expect(describeInsertionFilters({})).toBe('');
  });
});
