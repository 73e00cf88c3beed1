import { describe, expect, it } from 'vitest';
import type { InsertionList } from '../../api/insertions';
import { buildInsertion } from '../../testing/insertions';
import { blockAround, covers, viewedCount, WINDOW_BLOCK } from './use-insertion-window';

const list = (kept: number, whole: boolean, sent = Math.min(kept, 100)): InsertionList => ({
  items: Array.from({ length: sent }, (_, i) => buildInsertion({ id: i + 1 })),
  problems: [],
  count: kept,
  read: kept,
  total: whole ? kept : null,
  kept,
  list: 1,
});

describe('the window the page asks its worker for', () => {
  it('is the rows in view and a block either side, aligned to blocks', () => {
    expect(WINDOW_BLOCK).toBe(100);
    expect(blockAround(0, 20)).toEqual([0, 200]);
    expect(blockAround(250, 270)).toEqual([100, 400]);
    expect(blockAround(74_990, 75_000)).toEqual([74_800, 75_100]);
  });

  it('is held when its rows are, up to the end of the view', () => {
    const held = { from: 100, rows: Array(300).fill(null), size: 350 };
    expect(covers(held, 100, 400)).toBe(true);
    expect(covers(held, 120, 140)).toBe(true);
    expect(covers(held, 99, 140)).toBe(false);
    expect(covers(held, 380, 401)).toBe(true); // the view ends at 350
    expect(covers({ ...held, size: 1000 }, 380, 401)).toBe(false);
  });

  it('views every row read in the API’s order, the first screen alone while a sort waits', () => {
    expect(viewedCount(list(4000, false), false, 100)).toBe(4000);
    expect(viewedCount(list(4000, false), true, 100)).toBe(100);
    expect(viewedCount(list(75_000, true), true, 100)).toBe(75_000);
    expect(viewedCount(list(40, false), true, 40)).toBe(40);
  });
});
