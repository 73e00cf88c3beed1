// Results kept by the copy they were read from: reused while the copy lasts, read again for another
// copy (another account, a newer read), never for a Refresh.
import { describe, expect, it } from 'vitest';
import { keptByCopy } from './kept-by-copy';

type Options = { signal: AbortSignal; fresh?: boolean };

function setup() {
  const world = { tag: 'copy-1' as string | null, reads: 0, result: 'done' };
  const memo = keptByCopy<string, string, Options>({
    tagOf: async () => world.tag,
    read: async (params) => `${params}:${world.result}#${++world.reads}`,
    keepable: (result) => result.includes('done'),
  });
  const options: Options = { signal: new AbortController().signal };
  return { world, memo, options };
}

describe('keptByCopy', () => {
  it('answers again from the same copy without reading it again', async () => {
    const { world, memo, options } = setup();
    expect(await memo.resultOf('pipeline', options)).toBe('pipeline:done#1');
    expect(await memo.resultOf('pipeline', options)).toBe('pipeline:done#1');
    expect(world.reads).toBe(1);
  });

  it('reads again for another copy: another account or a newer read of the list', async () => {
    const { world, memo, options } = setup();
    await memo.resultOf('pipeline', options);
    world.tag = 'copy-2';
    expect(await memo.resultOf('pipeline', options)).toBe('pipeline:done#2');
    world.tag = 'copy-1';
    expect(await memo.resultOf('pipeline', options)).toBe('pipeline:done#1');
  });

  it('keeps nothing without a copy (none held, or the person refused), nor an unfinished read', async () => {
    const { world, memo, options } = setup();
    world.tag = null;
    await memo.resultOf('pipeline', options);
    await memo.resultOf('pipeline', options);
    expect(world.reads).toBe(2);
    expect(memo.size()).toBe(0);
    world.tag = 'copy-1';
    world.result = 'cancelled';
    await memo.resultOf('pipeline', options);
    await memo.resultOf('pipeline', options);
    expect(world.reads).toBe(4);
    expect(memo.size()).toBe(0);
  });

  it('a Refresh reads again, and what it read is kept', async () => {
    const { memo, options } = setup();
    await memo.resultOf('pipeline', options);
    expect(await memo.resultOf('pipeline', { ...options, fresh: true })).toBe('pipeline:done#2');
    expect(await memo.resultOf('pipeline', options)).toBe('pipeline:done#2');
  });

  it('keeps the sixteen most recent results', async () => {
    const { world, memo, options } = setup();
    for (let n = 1; n <= 20; n++) {
      world.tag = `copy-${n}`;
      await memo.resultOf('pipeline', options);
    }
    expect(memo.size()).toBe(16);
    world.tag = 'copy-5';
    await memo.resultOf('pipeline', options);
    expect(world.reads).toBe(20);
    world.tag = 'copy-4';
    await memo.resultOf('pipeline', options);
    expect(world.reads).toBe(21);
  });
});
