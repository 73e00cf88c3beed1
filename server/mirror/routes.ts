// The mirror's own answers under /api/mirror: what changed (GET /changes?since=<ISO time>), a
// pass started by an administrator (POST /refresh; anyone on this machine with AUTH_MODE=none):
// 202 started, 409 one is running, 429 too soon after the last or too little budget (by-hand.ts),
// and kinds of answer turned back on by one (POST /verify/reset[?kind=…]; verify.ts).
import { Hono } from 'hono';
import type { GatewayEnv } from '../gateway/client-id';
import type { HandPasses } from './by-hand';
import type { Sync } from './sync';
import type { Mirror } from './index';
import type { Verifier } from './verify';

type PersonWithRoles = { email: string; roles?: readonly string[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_STORE = { 'cache-control': 'no-store' };

export function mirrorRoutes(
  mirror: Mirror,
  sync: Sync,
  byHand: HandPasses,
  now: () => number,
  verifier?: Verifier,
) {
  const routes = new Hono<GatewayEnv>();
  const administrator = (c: { get: (key: 'person') => unknown }) => {
    const person = c.get('person') as PersonWithRoles | undefined;
    return !person || person.roles?.includes('administrator') === true;
  };
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
      NO_STORE,
    );
  });
  routes.post('/refresh', (c) => {
    if (!administrator(c)) {
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
        NO_STORE,
      );
    }
    const refused = byHand.start();
    if (refused) {
      const { status, ...body } = refused;
      const wait = refused.retryAt ? Math.ceil((Date.parse(refused.retryAt) - now()) / 1000) : null;
      return c.json(body, status, {
        ...NO_STORE,
        ...(wait !== null ? { 'retry-after': String(Math.max(1, wait)) } : {}),
      });
    }
    return c.json({ started: true, running: true, status: sync.status() }, 202, NO_STORE);
  });
  // Once the copy's code is fixed (or at a release), the kinds it stopped answering answer again,
  // compared with the API's first.
  routes.post('/verify/reset', async (c) => {
    if (!administrator(c)) {
      return c.json({ error: 'Only an administrator may turn answers from the copy back on' }, 403);
    }
    if (!verifier) return c.json({ error: 'This server keeps no copy of the account' }, 404);
    const kind = c.req.query('kind') ?? null;
    if (kind !== null && !verifier.status().off.some((off) => off.kind === kind)) {
      return c.json({ error: `No kind of answer "${kind.slice(0, 100)}" is turned off` }, 404);
    }
    const turnedOn = await verifier.reset(kind);
    return c.json({ turnedOn, status: verifier.status() }, 200, NO_STORE);
  });
  return routes;
}
