import { describe, expect, it } from 'vitest';
import { parseSort, sortParam } from './insertions-params';

describe('parseSort', () => {
  it('reads a column and its direction', () => {
    expect(parseSort('-first')).toEqual({
      sorting: [{ id: 'first', desc: true }],
      correction: null,
    });
    expect(parseSort('contract')).toEqual({
      sorting: [{ id: 'contract', desc: false }],
      correction: null,
    });
    expect(parseSort(null)).toEqual({ sorting: [], correction: null });
  });
  it('drops an unknown column with a note', () => {
    expect(parseSort('evil')).toEqual({
      sorting: [],
      correction: 'sort="evil" is not a column of this list, so the list keeps the API\'s order.',
    });
  });
});

describe('sortParam', () => {
  it('writes the sort back, leaving out the default', () => {
    expect(sortParam([{ id: 'quantity', desc: true }])).toBe('-quantity');
    expect(sortParam([{ id: 'id', desc: false }])).toBe('id');
    expect(sortParam([])).toBeUndefined();
  });
});
