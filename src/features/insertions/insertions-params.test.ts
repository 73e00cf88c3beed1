import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../lib/list-params';
import { insertionListSpec, sortingOf, sortParam } from './insertions-params';

const parse = (query: string) => parseListParams(insertionListSpec, query);

describe('the /insertions address', () => {
  it('reads the filters, the search as typed and the sort', () => {
    const { values, corrections } = parse('product_id=4&q=%20big%20ad&sort=-first');
    expect(corrections).toEqual([]);
    expect(values).toMatchObject({ product_id: 4, q: ' big ad', sort: '-first' });
    expect(sortingOf(values.sort)).toEqual([{ id: 'first', desc: true }]);
    expect(sortingOf(parse('sort=contract').values.sort)).toEqual([
      { id: 'contract', desc: false },
    ]);
    expect(sortingOf(parse('').values.sort)).toEqual([]);
  });

  it('drops an unknown column with a note', () => {
    const { values, corrections } = parse('sort=evil');
    expect(values.sort).toBeUndefined();
    expect(corrections.map((c) => c.message)).toEqual([
      'sort="evil" is not a column of this list, so the list keeps the API\'s order.',
    ]);
  });

  it('writes filters in the API order, then the search and the sort', () => {
    const values = parse('sort=id&q=caf%C3%A9&section_id=2&advertiser_id=1').values;
    expect(listSearch(insertionListSpec, values).toString()).toBe(
      'advertiser_id=1&section_id=2&q=caf%C3%A9&sort=id',
    );
  });
});

describe('sortParam', () => {
  it('writes the sort back, leaving out the default', () => {
    expect(sortParam([{ id: 'quantity', desc: true }])).toBe('-quantity');
    expect(sortParam([{ id: 'id', desc: false }])).toBe('id');
    expect(sortParam([])).toBeUndefined();
  });
});
