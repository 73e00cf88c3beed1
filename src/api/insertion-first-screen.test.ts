// The server's first screen of /insertions: read from the held copy only, the rows the page's own
// reading shows first, kept by copy and view, within a bound.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstScreens } from './insertion-first-screen';
import type { InsertionViewRequest } from './insertion-types';
import { fetchInsertions, type Insertion } from './insertions';
import { addDays } from '../lib/date-only';
import { runSheetInsertions, sheetInsertionOf } from '../lib/run-sheet';
import { insertionView } from '../lib/insertion-view';
import { demoApi, withDemoFetch } from './test-fetch';

withDemoFetch();

const API_ORDER: InsertionViewRequest = { sort: null, query: '', products: [], references: [] };

/** The demo's answer for `search`, gzipped as the gateway keeps it. */
async function heldAnswer(search = ''): Promise<Buffer> {
  const answer = await demoApi().request(`/base/insertions/${search}`);
  return gzipSync(Buffer.from(await answer.arrayBuffer()));
}

/**
 * A gateway that holds `body` as the copy tagged `tag` (null: nothing held: 504 to only-if-cached;
 * 'refused': 403, the person's role does not open the list).
 */
function gateway(body: Buffer, tag: { value: string | null }) {
  const asked: { url: string; headers: Headers; read: boolean }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const seen = { url, headers: new Headers(init?.headers), read: false };
    asked.push(seen);
    if (tag.value === 'refused') return Response.json({ error: 'not for you' }, { status: 403 });
    if (tag.value === null) return Response.json({ error: 'no fresh copy' }, { status: 504 });
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          seen.read = true;
          controller.enqueue(new Uint8Array(body));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(stream, {
      headers: { 'content-encoding': 'gzip', etag: tag.value, 'content-type': 'application/json' },
    });
  };
  return { asked, fetch };
}

const ids = (rows: readonly Insertion[] | null) => rows?.map((row) => row.id) ?? null;

describe("the server's first screen", () => {
  it('is the first rows of the list, asked only of the held copy, compressed', async () => {
    const whole = await fetchInsertions();
    const { asked, fetch } = gateway(await heldAnswer(), { value: '"copy-1"' });
    const screen = await firstScreens({ fetch, rows: 30 }).of({}, API_ORDER);
    expect(ids(screen)).toEqual(ids(whole.items.slice(0, 30)));
    expect(screen).toEqual(whole.items.slice(0, 30));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('/api/base/insertions/');
    expect(asked[0]!.headers.get('cache-control')).toBe('only-if-cached');
    expect(asked[0]!.headers.get('accept-encoding')).toBe('gzip');
  });

  it("a filtered list's, and a search's first matches in the API's order", async () => {
    const filtered = await fetchInsertions({ product_id: 4 });
    const { asked, fetch } = gateway(await heldAnswer('?product_id=4'), { value: '"p4"' });
    const screens = firstScreens({ fetch, rows: 5 });
    expect(ids(await screens.of({ product_id: 4 }, API_ORDER))).toEqual(
      ids(filtered.items.slice(0, 5)),
    );
    expect(asked[0]!.url).toBe('/api/base/insertions/?product_id=4');
    const matching = filtered.items.filter((row) =>
      (row.description ?? '').toLowerCase().includes('special'),
    );
    expect(matching.length).toBeGreaterThan(2);
    expect(ids(await screens.of({ product_id: 4 }, { ...API_ORDER, query: ' Special ' }))).toEqual(
      ids(matching.slice(0, 5)),
    );
  });

  it("a sorted view's first rows in the whole list's order (the worker's sort)", async () => {
    const whole = await fetchInsertions();
    const { fetch } = gateway(await heldAnswer(), { value: '"copy-1"' });
    const screens = firstScreens({ fetch, rows: 30 });
    for (const sort of [
      { column: 'description', desc: false },
      { column: 'first', desc: true },
      { column: 'quantity', desc: true },
    ] as const) {
      for (const query of ['', 'special']) {
        const request = { ...API_ORDER, sort, query };
        const order = insertionView(whole.items, request)!;
        const expected = Array.from(order.subarray(0, 30), (i) => whole.items[i]!.id);
        expect(ids(await screens.of({}, request)), `${sort.column} ${query}`).toEqual(expected);
      }
    }
  });

  it("none when no copy is held, whose read it starts for the page's worker; none for a sort by names the server has not read", async () => {
    const tag = { value: null as string | null };
    const { asked, fetch } = gateway(await heldAnswer(), tag);
    const screens = firstScreens({ fetch });
    expect(await screens.of({ product_id: 4 }, API_ORDER)).toBeNull();
    // The held copy, then the list itself (the page view the worker would make), not waited for.
    expect(asked.map((a) => [a.url, a.headers.get('cache-control')])).toEqual([
      ['/api/base/insertions/?product_id=4', 'only-if-cached'],
      ['/api/base/insertions/?product_id=4', null],
    ]);
    tag.value = '"copy-1"';
    for (const column of ['size', 'rate', 'section'] as const) {
      expect(await screens.of({}, { ...API_ORDER, sort: { column, desc: false } })).toBeNull();
    }
    expect(asked).toHaveLength(2);
  });

  it('starts no read for a person the gateway refuses, nor when the copy is held', async () => {
    const tag = { value: 'refused' as string | null };
    const { asked, fetch } = gateway(await heldAnswer(), tag);
    const screens = firstScreens({ fetch, rows: 3 });
    expect(await screens.of({}, API_ORDER)).toBeNull();
    tag.value = '"copy-1"';
    expect(await screens.of({}, API_ORDER)).toHaveLength(3);
    expect(asked.map((a) => a.headers.get('cache-control'))).toEqual([
      'only-if-cached',
      'only-if-cached',
    ]);
  });

  it('is made once per copy and view: another tag (account, copy) makes it again', async () => {
    const tag = { value: '"account-a copy-1"' as string | null };
    const { asked, fetch } = gateway(await heldAnswer(), tag);
    const screens = firstScreens({ fetch, rows: 3 });
    const first = await screens.of({}, API_ORDER);
    expect(asked.map((a) => a.read)).toEqual([true]);
    // The same copy: the kept screen, the answer's body left unread.
    expect(await screens.of({}, API_ORDER)).toBe(first);
    expect(asked.map((a) => a.read)).toEqual([true, false]);
    // Another view of the same copy is made.
    const searched = await screens.of({}, { ...API_ORDER, query: 'special' });
    expect(searched).not.toEqual(first);
    expect(asked.map((a) => a.read)).toEqual([true, false, true]);
    // Another account's copy, or a newer copy, has another tag: made again, never the old one.
    for (const next of ['"account-b copy-1"', '"account-a copy-2"']) {
      tag.value = next;
      const again = await screens.of({}, API_ORDER);
      expect(again).not.toBe(first);
      expect(again).toEqual(first);
      expect(asked.at(-1)!.read).toBe(true);
    }
  });

  it('keeps at most `limit` screens, the least recently used dropped', async () => {
    const tag = { value: '"1"' as string | null };
    const { asked, fetch } = gateway(await heldAnswer(), tag);
    const screens = firstScreens({ fetch, rows: 2, limit: 2 });
    for (const value of ['"1"', '"2"', '"1"', '"3"', '"1"', '"2"']) {
      tag.value = value;
      await screens.of({}, API_ORDER);
    }
    // 1, 2 made; 1 kept; 3 made (2 dropped); 1 kept; 2 made again.
    expect(asked.map((a) => a.read)).toEqual([true, true, false, true, false, true]);
  });

  it("a run sheet's insertions: the whole held copy read, only what the sheet reads of each, kept by copy and sheet", async () => {
    const whole = await fetchInsertions();
    const tag = { value: '"copy-1"' as string | null };
    const { asked, fetch } = gateway(await heldAnswer(), tag);
    const screens = firstScreens({ fetch });
    // A week from a day the demo schedules something (its dates follow today's).
    const day = whole.items.find((i) => i.schedule[0]?.dateStart)!.schedule[0]!.dateStart!;
    const week = { window: { from: day, to: addDays(day, 6) }, filter: {} };
    const expected = runSheetInsertions(whole.items, week.window).map(sheetInsertionOf);
    expect(expected.length).toBeGreaterThan(5);
    expect(await screens.runSheet({}, week)).toEqual(expected);
    expect(asked[0]!.headers.get('cache-control')).toBe('only-if-cached');
    // Asked again: the same sheet of the same copy, not read again.
    expect(await screens.runSheet({}, week)).toEqual(expected);
    expect(asked.filter((a) => a.read)).toHaveLength(1);
    // Another sheet of the copy is read for; nothing held: none (the read is started).
    const oneSection = { ...week, filter: { sectionId: expected[0]!.sectionId ?? 1 } };
    expect(await screens.runSheet({}, oneSection)).toEqual(
      runSheetInsertions(whole.items, week.window, oneSection.filter).map(sheetInsertionOf),
    );
    tag.value = null;
    expect(
      await screens.runSheet(
        {},
        { ...week, window: { from: addDays(day, 7), to: addDays(day, 13) } },
      ),
    ).toBeNull();
    expect(asked.at(-1)!.headers.get('cache-control')).toBeNull();
  });
});
