// The mirror's own answers under /api/mirror: what changed (GET /changes?since=<ISO time>) and a
// pass started by an administrator (POST /refresh; anyone on this machine with AUTH_MODE=none):
// 202 started, 409 one is running, 429 too soon after the last or too little budget (by-hand.ts).
import { Hono } from 'hono';
import type { GatewayEnv } from '../gateway/client-id';
import type { HandPasses } from './by-hand';
import type { Sync } from './sync';
import type { Mirror } from './index';

type PersonWithRoles = { email: string; roles?: readonly string[] };

const DAY_MS = 24 * 60 * 60 * 1000;

export function mirrorRoutes(mirror: Mirror, sync: Sync, byHand: HandPasses, now: () => number) {
  const routes = new Hono<GatewayEnv>();
  routes.get('/changes', (c) => {
    const raw = c.req.query('since');
    let since = now() - DAY_MS;
    if (raw !== undefined) {
      since = Date.parse(raw);
      if (Number.isNaN(since)) {
        return c.json(
          { error: `since must be an ISO date or time (e.g. 2026-11-25T09:00:00Z), not "${raw}"` },
          400,
        );
      }
    }
    return c.json(
      { since: new Date(since).toISOString(), changes: mirror.changes.since(since) },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  routes.post('/refresh', (c) => {
    const person = c.get('person') as PersonWithRoles | undefined;
    if (person && !person.roles?.includes('administrator')) {
      return c.json({ error: 'Only an administrator may start a pass of the mirror' }, 403);
    }
    // With several servers on one database, passes are the leader's: a pass started here would
    // stop at its first read.
    if (!sync.leads()) {
      return c.json(
        {
          error:
            'Another server leads the sync: it runs the passes (this one copies what they read). ' +
            'Start the pass on the leading server, or wait for its schedule.',
        },
        409,
        { 'cache-control': 'no-store' },
      );
    }
    const refused = byHand.start();
    if (refused) {
      const { status, ...body } = refused;
      const wait = refused.retryAt ? Math.ceil((Date.parse(refused.retryAt) - now()) / 1000) : null;
      return c.json(body, status, {
        'cache-control': 'no-store',
        ...(wait !== null ? { 'retry-after': String(Math.max(1, wait)) } : {}),
      });
    }
    return c.json({ started: true, running: true, status: sync.status() }, 202, {
      'cache-control': 'no-store',
    });
  });
  return routes;
}
