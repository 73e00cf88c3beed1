import { describe, expect, it, vi } from 'vitest';
import { collectPages, type PageResult } from './collect-pages';

/** A list of `total` rows served `perPage` at a time, recording the pages asked for. */
function fakeList(total: number, perPage = 10) {
  const asked: number[] = [];
  const fetchPage = vi.fn(async (page: number): Promise<PageResult<number>> => {
    asked.push(page);
    const start = (page - 1) * perPage;
    const items = Array.from(
      { length: Math.max(0, Math.min(perPage, total - start)) },
      (_, i) => start + i,
    );
    return { items, problems: [] };
  });
  return { asked, fetchPage };
}

/** Five pages of ten rows (page n's rows are n), page `failing` answering a 429; 50 at the most. */
function failingAt(failing: number, concurrency?: number) {
  const fetchPage = vi.fn(async (page: number) => {
    if (page === failing) throw new Error('429');
    return { items: page > 5 ? [] : Array.from({ length: 10 }, () => page), problems: [] };
  });
  const signal = new AbortController().signal;
  return {
    fetchPage,
    read: collectPages({ fetchPage, perPage: 10, limit: 50, concurrency, signal }),
  };
}

const run = (
  list: ReturnType<typeof fakeList>,
  limit = 50,
  signal = new AbortController().signal,
) => collectPages({ fetchPage: list.fetchPage, perPage: 10, limit, signal });

describe('collectPages', () => {
  it('stops after page 1 when it is short', async () => {
    const list = fakeList(7);
    const result = await run(list);
    expect(result).toMatchObject({ kind: 'done', requests: 1 });
    expect(result.kind === 'done' && result.items).toHaveLength(7);
    expect(list.asked).toEqual([1]);
  });

  it('probes past the limit once, then reads every page until a short one', async () => {
    const list = fakeList(34);
    const result = await run(list);
    expect(list.asked).toEqual([1, 6, 2, 3, 4]);
    expect(result).toMatchObject({ kind: 'done', requests: 5 });
    expect(result.kind === 'done' && result.items).toEqual(Array.from({ length: 34 }, (_, i) => i));
  });

  it('reads an empty last page when the list fills its pages exactly', async () => {
    const list = fakeList(30);
    const result = await run(list);
    expect(list.asked).toEqual([1, 6, 2, 3, 4]);
    expect(result).toEqual({
      kind: 'done',
      items: Array.from({ length: 30 }, (_, i) => i),
      problems: [],
      requests: 5,
    });
  });

  it('reads exactly up to the limit', async () => {
    const list = fakeList(50);
    const result = await run(list);
    expect(result.kind === 'done' && result.items).toHaveLength(50);
    expect(list.asked).toEqual([1, 6, 2, 3, 4, 5]);
  });

  it('refuses a list longer than the limit after two requests', async () => {
    const list = fakeList(51);
    expect(await run(list)).toEqual({ kind: 'over-limit', requests: 2 });
    expect(list.asked).toEqual([1, 6]);
  });

  it('counts unreadable records towards the page size and returns them', async () => {
    const fetchPage = async (page: number): Promise<PageResult<number>> =>
      page === 1 ? { items: [1, 2, 3], problems: ['bad'] } : { items: [], problems: [] };
    const result = await collectPages({
      fetchPage,
      perPage: 4,
      limit: 40,
      signal: new AbortController().signal,
    });
    expect(result).toEqual({ kind: 'done', items: [1, 2, 3], problems: ['bad'], requests: 3 });
  });

  it('reports progress after each page', async () => {
    const list = fakeList(25);
    const progress: number[] = [];
    await collectPages({
      fetchPage: list.fetchPage,
      perPage: 10,
      limit: 50,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.rows),
    });
    expect(progress).toEqual([10, 20, 25]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const list = fakeList(45);
    list.fetchPage.mockImplementation(async (page: number) => {
      if (page === 3) controller.abort();
      const items = page > 5 ? [] : Array.from({ length: 10 }, () => page);
      return { items, problems: [] };
    });
    const result = await run(list, 50, controller.signal);
    expect(result).toEqual({ kind: 'cancelled', requests: 4 });
  });

  it('stops at an error without retrying and keeps the pages read before it', async () => {
    const { fetchPage, read } = failingAt(2);
    const result = await read;
    expect(result).toMatchObject({ kind: 'failed', requests: 3, problems: [] });
    expect(result.kind === 'failed' && result.items).toEqual(Array(10).fill(1));
    expect(result.kind === 'failed' && String(result.error)).toBe('Error: 429');
    // Page 1, the probe past the limit (6), then page 2 failed: nothing after it.
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 6, 2]);
  });

  describe('with concurrency', () => {
    /** A list whose pages answer only when released, to see how many are asked at once. */
    function heldList(total: number, perPage = 10) {
      const asked: number[] = [];
      const waiting: (() => void)[] = [];
      let inFlight = 0;
      let most = 0;
      const fetchPage = async (page: number): Promise<PageResult<number>> => {
        asked.push(page);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => waiting.push(resolve));
        inFlight -= 1;
        const start = (page - 1) * perPage;
        const length = Math.max(0, Math.min(perPage, total - start));
        return { items: Array.from({ length }, (_, i) => start + i), problems: [] };
      };
      // Releases pages in the order they were asked, a tick apart, until the read ends.
      const drive = async (done: Promise<unknown>) => {
        let finished = false;
        void done.then(() => (finished = true));
        while (!finished) {
          waiting.splice(0).forEach((resolve) => resolve());
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      };
      return { asked, fetchPage, drive, most: () => most };
    }

    it('asks for several pages at once and keeps them in page order', async () => {
      const list = heldList(64);
      const result = collectPages({
        fetchPage: list.fetchPage,
        perPage: 10,
        limit: 100,
        concurrency: 3,
        signal: new AbortController().signal,
      });
      await list.drive(result);
      const out = await result;
      expect(out.kind === 'done' && out.items).toEqual(Array.from({ length: 64 }, (_, i) => i));
      expect(list.most()).toBe(3);
      // Page 1 and the probe alone, then three at a time; page 7 is short, page 8 was asked ahead.
      expect(list.asked.slice(0, 2)).toEqual([1, 11]);
      expect([...list.asked.slice(2)].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      expect(out.requests).toBe(list.asked.length);
    });

    it('gives the same result as one at a time', async () => {
      const one = await run(fakeList(47));
      const list = fakeList(47);
      const many = await collectPages({
        fetchPage: list.fetchPage,
        perPage: 10,
        limit: 50,
        concurrency: 4,
        signal: new AbortController().signal,
      });
      expect(many.kind === 'done' && many.items).toEqual(one.kind === 'done' && one.items);
    });

    it('keeps the pages before an error, in order, and not those after it', async () => {
      const result = await failingAt(3, 3).read;
      expect(result.kind).toBe('failed');
      expect(result.kind === 'failed' && result.items).toEqual([
        ...Array(10).fill(1),
        ...Array(10).fill(2),
      ]);
    });
  });
});
