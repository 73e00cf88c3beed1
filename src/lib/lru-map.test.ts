// The least recently used map the server keeps its screens and figures in.
import { describe, expect, it } from 'vitest';
import { lruMap } from './lru-map';

describe('lruMap', () => {
  it('holds at most its limit, dropping the least recently used', () => {
    const memo = lruMap<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    expect(memo.get('a')).toBe(1);
    memo.set('c', 3);
    expect(memo.size).toBe(2);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBe(1);
    expect(memo.get('c')).toBe(3);
  });
});
