import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { GatewayEnv } from '../gateway/client-id';
import { filledMirror, mirrorHarness } from './test-helpers';

/** The mirror's routes as a person with `roles` (none: this machine with AUTH_MODE=none). */
async function asPerson(roles?: string[]) {
  const harness = await filledMirror();
  const app = new Hono<GatewayEnv>();
  if (roles) {
    app.use('*', async (c, next) => {
      c.set('person', { email: 'someone@example.com', roles } as never);
      await next();
    });
  }
  app.route('/api/mirror', harness.routes);
  return { ...harness, app };
}

describe('/api/mirror', () => {
  it('answers the changes since a time, and refuses a since that is not one', async () => {
    const { app, db } = await asPerson();
    db.prepare(
      "INSERT INTO changes (at, record, record_id, kind, before, after) VALUES (?, 'invoice', 30007, 'paid', '\"Unpaid\"', '\"Paid\"')",
    ).run(Date.parse('2026-11-25T12:00:00Z'));
    const answer = await app.request('/api/mirror/changes?since=2026-11-25T00:00:00Z');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { changes: unknown[] };
    expect(body.changes).toEqual([
      expect.objectContaining({
        record: 'invoice',
        id: 30007,
        kind: 'paid',
        before: 'Unpaid',
        after: 'Paid',
        when: '2026-11-25T12:00:00.000Z',
      }),
    ]);
    const later = await app.request('/api/mirror/changes?since=2026-11-26T00:00:00Z');
    expect(((await later.json()) as { changes: unknown[] }).changes).toEqual([]);
    const bad = await app.request('/api/mirror/changes?since=yesterday-ish');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/since must be an ISO date/);
  });

  it('starts a pass for an administrator, or anyone on this machine without sign-in; refuses others', async () => {
    const local = await asPerson();
    const started = await local.app.request('/api/mirror/refresh', { method: 'POST' });
    expect(started.status).toBe(202);
    expect(((await started.json()) as { started: boolean }).started).toBe(true);
    const again = await local.app.request('/api/mirror/refresh', { method: 'POST' });
    expect(again.status).toBe(409);

    const admin = await asPerson(['administrator']);
    expect((await admin.app.request('/api/mirror/refresh', { method: 'POST' })).status).toBe(202);
    const seller = await asPerson(['sales']);
    const refused = await seller.app.request('/api/mirror/refresh', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(seller.sync.running()).toBe(false);
  });

  it('refuses a pass on a server that does not lead the sync, and says where passes run', async () => {
    const harness = mirrorHarness({ sync: { isLeader: () => false } });
    const app = new Hono<GatewayEnv>().route('/api/mirror', harness.routes);
    const refused = await app.request('/api/mirror/refresh', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Another server leads the sync/,
    );
    expect(harness.sync.running()).toBe(false);
  });
});
