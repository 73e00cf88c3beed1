// A product's sizes, rates and sections: read one product at a time, each read replacing that
// product's rows with its own as-of, and read again by the nightly pass in rotation (issue 42:
// every product every night was 36 of a steady day's 141 calls).
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { matchEndpoint } from '../gateway/endpoints';
import { appUpstream, type Upstream } from '../gateway/upstream';
import { createMirrorAnswers } from './answer';
import { referencesDue } from './sync-steps';
import { mirrorHarness } from '../testing/mirror';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const PER_PRODUCT = /^\/(adSizes\/product\/|adRates|sections)/;

describe('referencesDue', () => {
  const at = Date.parse('2026-03-10T03:00:00Z');
  const products = (...reads: (number | null)[]) =>
    reads.map((readAt, i) => ({ id: i + 1, readAt }));

  it('reads every product never read, and every product each night when a read lasts a day or less', () => {
    expect(referencesDue(products(null, null, at - HOUR), at, 3 * DAY)).toEqual([1, 2]);
    expect(referencesDue(products(at - HOUR, at - 2 * HOUR), at, DAY)).toEqual([2, 1]);
    expect(referencesDue(products(at - HOUR, at - 2 * HOUR), at, 0)).toEqual([2, 1]);
  });

  it('reads a product again when its read would pass the freshness before the next night', () => {
    // Three days: a read two nights old lasts until tomorrow's pass no longer.
    const four = products(at - 2 * DAY, at - DAY, at - DAY, at - DAY);
    expect(referencesDue(four, at, 3 * DAY)).toEqual([1, 2]);
    // A week: six nights; one product a night at least (4 products / 6 nights), the oldest.
    expect(referencesDue(four, at, 7 * DAY)).toEqual([1]);
    const old = products(at - 6 * DAY, at - 6 * DAY, at - DAY, at - DAY);
    expect(referencesDue(old, at, 7 * DAY)).toEqual([1, 2]);
  });

  it('reads at least its share of the oldest, so that the reads spread over the nights', () => {
    // Twelve products all read last night, three days' freshness: six tonight, the oldest first.
    const twelve = products(...Array.from({ length: 12 }, (_, i) => at - DAY + i * 1000));
    expect(referencesDue(twelve, at, 3 * DAY)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

/** The product a per-product reference request names. */
const productOf = (path: string) =>
  Number(/\/product\/(\d+)/.exec(path)?.[1] ?? /product_id=(\d+)/.exec(path)?.[1]);

/**
 * The demo behind a counting hook: `hidden` takes an ad size out of its product's answers,
 * `failAt` fails that per-product call of the pass (1: its first).
 */
async function setUp(freshDays = 3) {
  let clock = Date.parse('2026-03-10T03:00:00Z');
  const hooks = { hidden: null as number | null, failAt: 0 };
  const demo = appUpstream(createDemoApi({ scale: 1, contractList: true }).app);
  const reads: string[] = [];
  const upstream: Upstream = async (request) => {
    const path = `${request.path}?${request.query}`;
    if (PER_PRODUCT.test(path)) {
      reads.push(path);
      if (reads.length === hooks.failAt) return new Response('{"error":"down"}', { status: 500 });
    }
    const response = await demo(request);
    if (hooks.hidden === null || !request.path.startsWith('/adSizes/')) return response;
    const body = (await response.json()) as { ad_sizes: { id: string | number }[] };
    const ad_sizes = body.ad_sizes.filter((size) => Number(size.id) !== hooks.hidden);
    return Response.json({ ad_sizes }, { status: response.status });
  };
  const harness = mirrorHarness({
    upstream,
    now: () => clock,
    sync: { referenceFreshMs: freshDays * DAY },
  });
  const answer = createMirrorAnswers(harness.db, () => clock);
  /** A full pass: its outcome, and the products whose references it read. */
  const pass = async () => {
    reads.length = 0;
    const report = await harness.sync.start('full');
    const ids = [...new Set(reads.map(productOf))].sort((a, b) => a - b);
    return { outcome: report.outcome, calls: reads.length, ids };
  };
  const nightly = async () => {
    const got = await pass();
    expect(got.outcome).toBe('complete');
    return got;
  };
  return {
    harness,
    hooks,
    pass,
    nightly,
    answer,
    /** The per-product reads since the last pass began (or since emptied). */
    reads: () => reads,
    nextNight: () => void (clock += DAY),
    clock: () => clock,
  };
}

describe("the nightly pass's references", () => {
  it('reads each product every other night at three days, half of them a night', async () => {
    const t = await setUp();
    const products = t.harness.db.prepare('SELECT COUNT(*) FROM products').pluck();
    const first = await t.nightly();
    const all = products.get() as number;
    expect(first.calls).toBe(all * 3);
    t.nextNight();
    const second = await t.nightly();
    expect(second.calls).toBe(Math.ceil(all / 2) * 3);
    t.nextNight();
    const third = await t.nightly();
    // The other half: together, every product within two nights.
    expect(new Set([...second.ids, ...third.ids]).size).toBe(all);
    expect(third.ids.filter((id) => second.ids.includes(id))).toEqual([]);
    t.nextNight();
    expect((await t.nightly()).ids).toEqual(second.ids);
  });

  it("answers a product's lists as of that product's own read, until it is past the freshness", async () => {
    const t = await setUp();
    await t.nightly();
    const firstRead = t.clock();
    t.nextNight();
    const second = await t.nightly();
    const idle = Number(
      t.harness.db
        .prepare('SELECT id FROM products WHERE id NOT IN (SELECT value FROM json_each(?)) LIMIT 1')
        .pluck()
        .get(JSON.stringify(second.ids)),
    );
    const sizes = (id: number, notBefore: number) =>
      t.answer(matchEndpoint(`/base/adSizes/product/${id}`, '')!, notBefore);
    const threeDays = t.clock() - 3 * DAY;
    // Not read last night: its as-of is the night before, and it still answers.
    expect(sizes(idle, threeDays)?.asOf).toBe(firstRead);
    expect(sizes(second.ids[0]!, threeDays)?.asOf).toBe(t.clock());
    // Asked for a read no older than 12 hours: that product's list goes upstream, the other not.
    expect(sizes(idle, t.clock() - 12 * HOUR)).toBeNull();
    expect(sizes(second.ids[0]!, t.clock() - 12 * HOUR)).not.toBeNull();
  });

  it("a product's whole list replaces its rows: a size gone upstream goes, other products' stay", async () => {
    const t = await setUp(0);
    await t.nightly();
    const db = t.harness.db;
    const size = db.prepare('SELECT id, product_id FROM ad_sizes ORDER BY id LIMIT 1').get() as {
      id: number;
      product_id: number;
    };
    const before = db.prepare('SELECT COUNT(*) FROM ad_sizes').pluck().get() as number;
    t.hooks.hidden = size.id;
    // A page view's read of the live sizes only (active=true) is not the whole list: it stays.
    await t.harness.gateway.readForMirror(`/base/adSizes/product/${size.product_id}`, '', false);
    await t.harness.mirror.idle();
    expect(db.prepare('SELECT COUNT(*) FROM ad_sizes').pluck().get()).toBe(before);
    t.nextNight();
    await t.nightly();
    const ids = db.prepare('SELECT id FROM ad_sizes').pluck().all() as number[];
    expect(ids).not.toContain(size.id);
    expect(ids.length).toBe(before - 1);
  });

  it('a product the products list no longer holds loses its rows and its read times', async () => {
    const t = await setUp();
    await t.nightly();
    const db = t.harness.db;
    const wire = '{"id":"9991","product_id":"999","name":"Gone"}';
    db.prepare(
      `INSERT INTO ad_sizes (id, product_id, name, data, wire, updated_at)
       VALUES (9991, 999, 'Gone', ?, ?, 0)`,
    ).run(wire, wire);
    db.prepare("INSERT INTO mirror_meta (key, value) VALUES ('read.adSizes.999', '1')").run();
    const keys = db.prepare("SELECT COUNT(*) FROM mirror_meta WHERE key LIKE 'read.%'").pluck();
    const held = keys.get() as number;
    t.nextNight();
    await t.nightly();
    expect(db.prepare('SELECT COUNT(*) FROM ad_sizes WHERE product_id = 999').pluck().get()).toBe(
      0,
    );
    expect(
      db.prepare("SELECT 1 FROM mirror_meta WHERE key = 'read.adSizes.999'").get(),
    ).toBeUndefined();
    // The listed products' read times stay.
    expect(keys.get()).toBe(held - 1);
  });

  it('a pass started by hand reads every product', async () => {
    const t = await setUp();
    const first = await t.nightly();
    t.nextNight();
    t.reads().length = 0;
    const response = await t.harness.routes.request('/refresh', { method: 'POST' });
    expect(response.status).toBe(202);
    // The pass runs behind the answer: wait for it.
    while (t.harness.sync.running()) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(t.harness.sync.status().lastPass?.outcome).toBe('complete');
    // Every product's three lists again, where the nightly rotation would read half.
    expect(t.reads().length).toBe(first.calls);
  });

  it('resumes with the products it chose after a pass stopped among them', async () => {
    const t = await setUp();
    const all = (await t.nightly()).ids;
    t.nextNight();
    t.hooks.failAt = 8;
    const stopped = await t.pass();
    expect(stopped.outcome).toMatch(/^stopped: .*down/);
    t.hooks.failAt = 0;
    const resumed = await t.nightly();
    // The third product's lists, from the one that failed on; the half chosen, read once each.
    const chosen = new Set([...stopped.ids, ...resumed.ids]);
    expect(chosen.size).toBe(Math.ceil(all.length / 2));
    expect(stopped.calls + resumed.calls).toBe(chosen.size * 3 + 1);
  });
});
