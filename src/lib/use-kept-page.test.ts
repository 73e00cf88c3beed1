import { describe, expect, it } from 'vitest';
import { keptPage, nextLastGood, type PageQuery } from './use-kept-page';

const loaded = (data: string): PageQuery<string> => ({
  data,
  isPlaceholderData: false,
  isError: false,
});
const loading = (previous: string | undefined): PageQuery<string> => ({
  data: previous,
  isPlaceholderData: previous !== undefined,
  isError: false,
});
const failed: PageQuery<string> = { data: undefined, isPlaceholderData: false, isError: true };

/** Runs the hook's logic over a sequence of query states, as renders would. */
function run(states: PageQuery<string>[]) {
  let lastGood: string | undefined;
  return states.map((query) => {
    lastGood = nextLastGood(lastGood, query);
    return keptPage(query, lastGood);
  });
}

describe('keptPage', () => {
  it('shows nothing before the first page loads', () => {
    const [first] = run([loading(undefined)]);
    expect(first).toEqual({
      shown: undefined,
      current: undefined,
      lastGood: undefined,
      failedWithPrevious: false,
    });
  });

  it('shows the previous page, not current, while the next one loads', () => {
    const [, next] = run([loaded('page 1'), loading('page 1')]);
    expect(next!.shown).toBe('page 1');
    expect(next!.current).toBeUndefined();
    expect(next!.failedWithPrevious).toBe(false);
  });

  it('keeps the last good page when the next one fails, and says so', () => {
    const states = run([loaded('page 1'), loading('page 1'), failed]);
    expect(states[2]).toEqual({
      shown: 'page 1',
      current: undefined,
      lastGood: 'page 1',
      failedWithPrevious: true,
    });
  });

  it('does not take a placeholder as the last good page', () => {
    const states = run([loaded('page 1'), loading('page 1'), loaded('page 2'), failed]);
    expect(states[2]!.current).toBe('page 2');
    expect(states[3]!.shown).toBe('page 2');
  });

  it('shows no rows when the very first page fails', () => {
    const [only] = run([failed]);
    expect(only!.shown).toBeUndefined();
    expect(only!.failedWithPrevious).toBe(false);
  });
});
