// Full passes by hand: one at a time, a cooldown between them, never the scheduled passes' share.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import type { GatewayEnv } from '../gateway/client-id';
import { appUpstream, type Upstream } from '../gateway/upstream';
import { filledMirror, mirrorHarness, type MirrorHarnessOptions } from './test-helpers';

/** The demo at scale 1 behind a counter of upstream calls, and a clock the test moves. */
function counted() {
  const demo = appUpstream(createDemoApi({ scale: 1, contractList: true }).app);
  const state = { calls: 0, at: Date.parse('2026-11-28T10:00:00Z') };
  const upstream: Upstream = (request) => {
    state.calls += 1;
    return demo(request);
  };
  return { state, options: { upstream, now: () => state.at } satisfies MirrorHarnessOptions };
}

function appOf(routes: Hono<GatewayEnv>) {
  const app = new Hono<GatewayEnv>().route('/api/mirror', routes);
  return () => app.request('/api/mirror/refresh', { method: 'POST' });
}

const settle = async (sync: { running(): boolean }) => {
  while (sync.running()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('passes by hand', () => {
  it('twenty asked in a row cost one pass, and the scheduled pass still runs', async () => {
    const { state, options } = counted();
    // A budget of three full passes: the first, one by hand, one scheduled.
    const probe = await filledMirror(counted().options);
    const onePass = probe.sync.status().lastPass!.calls;
    const harness = await filledMirror({
      ...options,
      sync: { dailyBudget: onePass * 3 + 3 * 60 },
    });
    const refresh = appOf(harness.routes);
    const before = state.calls;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await refresh()).status);
      if (i === 0) await settle(harness.sync);
    }
    await settle(harness.sync);
    expect(statuses[0]).toBe(202);
    expect(statuses.slice(1)).toEqual(Array(19).fill(429));
    const byHand = state.calls - before;
    expect(byHand).toBeGreaterThan(onePass / 2);
    expect(byHand).toBeLessThanOrEqual(onePass * 1.1);
    // The schedule's nightly pass, a day later: within the budget, and complete.
    state.at += 25 * 3600_000;
    const scheduled = await harness.sync.start('full');
    expect(scheduled.outcome).toBe('complete');
  });

  it('answers 409 while a pass runs, and 429 with when to ask again during the cooldown', async () => {
    const { state, options } = counted();
    const harness = await filledMirror(options);
    const refresh = appOf(harness.routes);
    expect((await refresh()).status).toBe(202);
    const running = await refresh();
    expect(running.status).toBe(409);
    expect(await running.json()).toEqual({
      error: expect.stringContaining('already running'),
      retryAt: null,
    });
    await settle(harness.sync);
    const ended = state.at;
    state.at += 14 * 60_000;
    const soon = await refresh();
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('60');
    const body = (await soon.json()) as { error: string; retryAt: string };
    expect(body.retryAt).toBe(new Date(ended + 15 * 60_000).toISOString());
    expect(body.error).toMatch(/less than 15 minutes ago: the next may start at 10:15 UTC/);
    // The status page is told the same, beside its button.
    expect((harness.status() as { mirror: { byHand: unknown } }).mirror.byHand).toEqual({
      refused: body.error,
      retryAt: body.retryAt,
    });
    state.at += 60_000;
    expect((await refresh()).status).toBe(202);
    await settle(harness.sync);
  });

  it("refuses a pass that would leave the scheduled passes less than one full pass's budget", async () => {
    const { state, options } = counted();
    const probe = await filledMirror(counted().options);
    const onePass = probe.sync.status().lastPass!.calls;
    const harness = await filledMirror({ ...options, sync: { dailyBudget: onePass * 2 } });
    const before = state.calls;
    const refused = await appOf(harness.routes)();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^The passes used \d+ of their \d+ API requests in the last 24 hours, and a full pass costs about \d+: a pass by hand now would leave the scheduled passes too little/,
    );
    expect(state.calls).toBe(before);
    expect(harness.sync.running()).toBe(false);
  });

  it('stops a pass at the reserve it was given, and the schedule resumes it', async () => {
    const { options } = counted();
    const harness = mirrorHarness({ ...options, sync: { dailyBudget: 100 } });
    const byHand = await harness.sync.start('full', { everything: true, reserve: 70 });
    expect(byHand.outcome).toMatch(
      /the 70 calls of the daily budget kept for the scheduled passes/,
    );
    expect(byHand.calls).toBe(30);
    const scheduled = await harness.sync.start('full');
    expect(scheduled.calls).toBeGreaterThan(0);
    expect(harness.sync.status().callsToday).toBeGreaterThan(30);
  });
});
