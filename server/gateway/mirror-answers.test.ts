// The gateway answering from the account mirror, and its faults: a mirror past its freshness
// falls back to upstream (whose answer renews it), the API down is covered by the mirror within
// freshness and by the stale-copy rules past it, a full disk leaves the mirror readable.
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { openGatewayDb, MEMORY } from './database';
import { appUpstream, type Upstream } from './upstream';
import { filledMirror } from '../testing/mirror';
import { fillable } from '../testing/gateway';

const demo = createDemoApi({ scale: 1 });
const MINUTE = 60_000;
const SHORT = { MIRROR_FRESH_MINUTES: '15', MIRROR_LIST_FRESH_MINUTES: '30' };

/** The demo as upstream, counting calls; `down` makes every call fail as unreachable. */
function upstream() {
  const inner = appUpstream(demo.app);
  const state = { down: false, calls: [] as string[] };
  const call: Upstream = (request) => {
    state.calls.push(`${request.root}${request.path}?${request.query}`);
    return state.down ? Promise.reject(new Error('connect ECONNREFUSED')) : inner(request);
  };
  return { call, state };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

async function setUp(full = false, env: NodeJS.ProcessEnv = SHORT) {
  let clock = Date.parse('2026-11-02T10:00:00Z');
  const api = upstream();
  const { db, state } = fillable(openGatewayDb(MEMORY));
  // Short freshness by default here (the server's are a day), so a test can step past it.
  const harness = await filledMirror({ upstream: api.call, db, now: () => clock, env });
  close = () => harness.gateway.close();
  const get = (path: string, headers: Record<string, string> = {}) =>
    harness.gateway.routes.request(path, {
      headers: { 'x-forwarded-for': '10.0.0.1', ...headers },
    });
  api.state.calls.length = 0;
  state.full = full;
  return {
    ...harness,
    api: api.state,
    disk: state,
    get,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe('the gateway and the mirror', () => {
  it('answers from the mirror within freshness: no call, its header and as-of', async () => {
    const g = await setUp();
    const passAt = g.now();
    g.advance(10 * MINUTE);
    for (const path of [
      '/base/invoices/?advertiser_id=3&sort_by=total',
      '/base/invoices/50011',
      '/base/insertions/?product_id=2',
      '/base/products/',
      '/secondary/users/',
    ]) {
      const answer = await g.get(path, { 'accept-encoding': 'gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-gateway-cache'), path).toBe('mirror');
      expect(answer.headers.get('content-encoding'), path).toBe('gzip');
      // The pass ran on the clock at `passAt` (it took no simulated time).
      expect(Date.parse(answer.headers.get('x-gateway-stored-at')!), path).toBe(passAt);
      expect(answer.headers.get('age'), path).toBe('600');
    }
    expect(g.api.calls).toEqual([]);
  });

  it("with the server's defaults, answers all day from the last pass, then asks upstream", async () => {
    const g = await setUp(false, {});
    const passAt = g.now();
    // The working day's end, 16 hours after a nightly pass.
    g.advance(16 * 60 * MINUTE);
    for (const path of ['/base/invoices/?page=3', '/base/invoices/50030']) {
      const answer = await g.get(path);
      expect(answer.headers.get('x-gateway-cache'), path).toBe('mirror');
      expect(Date.parse(answer.headers.get('x-gateway-stored-at')!), path).toBe(passAt);
    }
    expect(g.api.calls).toEqual([]);
    // Past a day without a pass (a sync stopped), the API is asked.
    g.advance(9 * 60 * MINUTE);
    expect((await g.get('/base/invoices/50030')).headers.get('x-gateway-cache')).toBe('miss');
    expect(g.api.calls).toEqual(['base/invoices/50030?']);
  });

  it('asks upstream past freshness, and the answer renews the mirror', async () => {
    const g = await setUp();
    g.advance(16 * MINUTE);
    // A record read 16 minutes ago is past MIRROR_FRESH_MINUTES (15 here).
    const first = await g.get('/base/invoices/50011');
    expect(first.headers.get('x-gateway-cache')).toBe('miss');
    expect(g.api.calls).toEqual(['base/invoices/50011?']);
    await g.mirror.idle();
    // The gateway's own copy lasts a minute; after it, the mirror answers what was just read.
    g.advance(2 * MINUTE);
    const again = await g.get('/base/invoices/50011');
    expect(again.headers.get('x-gateway-cache')).toBe('mirror');
    expect(g.api.calls).toHaveLength(1);
    // A list read whole 31 minutes ago is past MIRROR_LIST_FRESH_MINUTES (30 here).
    g.advance(13 * MINUTE);
    const list = await g.get('/base/invoices/?page=2');
    expect(list.headers.get('x-gateway-cache')).toBe('miss');
    // Reference lists last a day.
    expect((await g.get('/base/products/')).headers.get('x-gateway-cache')).toBe('mirror');
  });

  it('answers a contract without its line items only when the request says it can do without them', async () => {
    const g = await setUp();
    g.advance(MINUTE);
    const without = { 'x-gateway-without': 'line_items' };
    const first = await g.get('/base/contracts/1005', without);
    expect(first.headers.get('x-gateway-cache')).toBe('mirror');
    expect(first.headers.get('x-gateway-without')).toBe('line_items');
    expect(first.headers.get('vary')).toContain('x-gateway-without');
    const head = (await first.json()) as Record<string, unknown>;
    expect(head.id).toBe('1005');
    expect('line_items' in head).toBe(false);
    expect(Array.isArray(head.insertions)).toBe(true);
    expect(g.api.calls).toEqual([]);
    // Any other value, or none: the whole record, from the API (the mirror has no line items).
    for (const headers of [{}, { 'x-gateway-without': 'insertions' }] as Record<string, string>[]) {
      const whole = await g.get('/base/contracts/1005', headers);
      expect(whole.headers.get('x-gateway-without')).toBeNull();
      expect('line_items' in ((await whole.json()) as object)).toBe(true);
    }
    expect(g.api.calls).toEqual(['base/contracts/1005?']);
    await g.mirror.idle();
    // Now the mirror holds them: the whole record to a request that could do without.
    g.advance(2 * MINUTE);
    const later = await g.get('/base/contracts/1005', without);
    expect(later.headers.get('x-gateway-cache')).toBe('mirror');
    expect(later.headers.get('x-gateway-without')).toBeNull();
    expect('line_items' in ((await later.json()) as object)).toBe(true);
    // A Refresh asks the API, line items and all.
    const refreshed = await g.get('/base/contracts/1006', {
      ...without,
      'cache-control': 'no-cache',
    });
    expect(refreshed.headers.get('x-gateway-without')).toBeNull();
    expect('line_items' in ((await refreshed.json()) as object)).toBe(true);
    expect(g.api.calls).toEqual(['base/contracts/1005?', 'base/contracts/1006?']);
  });

  it('a Refresh (no-cache) skips the mirror once and brings the changed record into it', async () => {
    const g = await setUp();
    const id = 50012;
    g.advance(MINUTE);
    const before = (await (await g.get(`/base/invoices/${id}`)).json()) as { status: string };
    const row = demo.db.prepare('SELECT json FROM invoices WHERE id = ?').pluck();
    const original = row.get(id) as string;
    const changed = before.status === 'Paid' ? 'Unpaid' : 'Paid';
    demo.db
      .prepare('UPDATE invoices SET json = ? WHERE id = ?')
      .run(original.replace(`"status":"${before.status}"`, `"status":"${changed}"`), id);
    try {
      // Until a Refresh, the mirror's copy (as of its last read).
      const held = await g.get(`/base/invoices/${id}`);
      expect(((await held.json()) as { status: string }).status).toBe(before.status);
      const refreshed = await g.get(`/base/invoices/${id}`, { 'cache-control': 'no-cache' });
      expect(refreshed.headers.get('x-gateway-cache')).toBe('miss');
      expect(((await refreshed.json()) as { status: string }).status).toBe(changed);
      await g.mirror.idle();
      g.advance(2 * MINUTE);
      const after = await g.get(`/base/invoices/${id}`);
      expect(after.headers.get('x-gateway-cache')).toBe('mirror');
      expect(Date.parse(after.headers.get('x-gateway-stored-at')!)).toBe(g.now() - 2 * MINUTE);
      expect(((await after.json()) as { status: string }).status).toBe(changed);
      expect(g.api.calls).toEqual([`base/invoices/${id}?`]);
    } finally {
      demo.db.prepare('UPDATE invoices SET json = ? WHERE id = ?').run(original, id);
    }
  });

  it('with the API down: the mirror within freshness, the stale-copy rules past it', async () => {
    const g = await setUp();
    // A copy in the gateway's store from a Refresh, before the API goes down.
    g.advance(MINUTE);
    await g.get('/base/invoices/50020', { 'cache-control': 'no-cache' });
    g.api.down = true;
    g.advance(5 * MINUTE);
    const within = await g.get('/base/invoices/?sort_by=date_due&sort_order=asc');
    expect(within.status).toBe(200);
    expect(within.headers.get('x-gateway-cache')).toBe('mirror');
    g.advance(40 * MINUTE);
    // Past freshness the API is asked, fails, and the stored copy stands in with its reason...
    const stale = await g.get('/base/invoices/50020');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-gateway-cache')).toBe('stale');
    expect(stale.headers.get('x-gateway-stale-reason')).toBe('unreachable');
    // ...and without one, the API's failure is said.
    const none = await g.get('/base/invoices/50021');
    expect(none.status).toBeGreaterThanOrEqual(500);
    expect(((await none.json()) as { error: string }).error).toMatch(/./);
  });

  it('with a full disk: the mirror answers, past its freshness as a stale copy; nothing unrecorded', async () => {
    const g = await setUp(true);
    g.advance(5 * MINUTE);
    const answer = await g.get('/base/invoices/50030');
    expect(answer.headers.get('x-gateway-cache')).toBe('mirror');
    g.advance(20 * MINUTE);
    const past = await g.get('/base/invoices/50030');
    // The ledger cannot record a call: the API is not asked, and the old mirror answers as a
    // stale copy (its own "As of"), saying why, rather than passed off as fresh.
    expect(past.status).toBe(200);
    expect(past.headers.get('x-gateway-cache')).toBe('stale');
    expect(past.headers.get('x-gateway-stale-reason')).toBe('store');
    expect(g.api.calls).toEqual([]);
    // A record the mirror does not hold: 503, saying the ledger cannot record the call.
    const absent = await g.get('/base/invoices/59999');
    expect(absent.status).toBe(503);
    expect(((await absent.json()) as { error: string }).error).toMatch(/quota ledger/);
    g.disk.full = false;
    const back = await g.get('/base/invoices/50030');
    expect(back.headers.get('x-gateway-cache')).toBe('miss');
    expect(g.api.calls).toHaveLength(1);
  });

  it('counts its answers in the metrics', async () => {
    const g = await setUp();
    await g.get('/base/invoices/50011');
    const text = await g.gateway.metrics.registry.metrics();
    expect(text).toMatch(/gateway_mirror_answers_total\{endpoint="invoice"\} 1/);
  });
});
