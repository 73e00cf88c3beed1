// GET /api/views/pacing and /api/views/advertiser-activity: the pacing and lapsed-and-new views
// over the mirror's tables (mounted under /api/views by server/app.ts; server/auth/policy.ts gates
// them with the bookings section). Bad parameters answer 400 with what is wrong; a mirror that has
// read no contract yet answers 503.
import { Hono, type Context } from 'hono';
import { todayIso } from '../../../src/lib/format';
import type { GatewayDb } from '../../gateway/database';
import type { GatewayEnv } from '../../gateway/client-id';
import type { Goals } from '../../goals';
import { activityView } from './activity';
import { isCalendarDate } from './calendar';
import { MirrorNotReadError } from './coverage';
import { pacingView } from './pacing';

class BadParam extends Error {}

function dateOf(c: Context, name: string, today: string): string {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return today;
  if (!isCalendarDate(raw))
    throw new BadParam(`${name} must be a date written YYYY-MM-DD, not "${raw}"`);
  return raw;
}

function oneOf<const V extends string>(
  c: Context,
  name: string,
  values: readonly V[],
  fallback?: V,
): V {
  const raw = c.req.query(name);
  if ((raw === undefined || raw === '') && fallback !== undefined) return fallback;
  if (!values.includes(raw as V)) {
    throw new BadParam(`${name} must be ${values.join(' or ')}, not "${raw ?? ''}"`);
  }
  return raw as V;
}

function limitOf(c: Context): number | null {
  const raw = c.req.query('limit');
  if (raw === undefined || raw === '') return null;
  if (!/^[1-9]\d{0,5}$/.test(raw)) {
    throw new BadParam(`limit must be a whole number from 1 to 999999, not "${raw}"`);
  }
  return Number(raw);
}

export function questionRoutes(
  db: GatewayDb,
  options: { goals?: Goals | null; today?: () => string } = {},
) {
  const today = options.today ?? (() => todayIso());
  const routes = new Hono<GatewayEnv>();
  const answer = (c: Context<GatewayEnv>, view: () => unknown) => {
    const started = performance.now();
    try {
      const body = view();
      return c.json(body, 200, {
        'cache-control': 'private, no-store',
        'server-timing': `view;dur=${(performance.now() - started).toFixed(1)}`,
      });
    } catch (error) {
      if (error instanceof BadParam) return c.json({ error: error.message }, 400);
      if (error instanceof MirrorNotReadError) return c.json({ error: error.message }, 503);
      throw error;
    }
  };
  routes.get('/pacing', (c) =>
    answer(c, () => {
      const asOf = dateOf(c, 'as_of', today());
      const by = oneOf(c, 'by', ['seller', 'product'] as const, 'seller');
      const rawKey = c.req.query('key');
      if (rawKey !== undefined && rawKey !== '' && !/^\d{1,15}$/.test(rawKey)) {
        throw new BadParam(`key must be a whole number, not "${rawKey}"`);
      }
      const key = rawKey ? Number(rawKey) : null;
      // A figure's contracts: a row's (key) or the period's total (period alone).
      const detail =
        key !== null || c.req.query('period')
          ? { key, period: oneOf(c, 'period', ['current', 'prior'] as const, 'current') }
          : null;
      return pacingView(db, { asOf, by, detail, goals: options.goals ?? null });
    }),
  );
  routes.get('/advertiser-activity', (c) =>
    answer(c, () =>
      activityView(db, {
        activity: oneOf(c, 'activity', ['lapsed', 'new'] as const),
        asOf: dateOf(c, 'as_of', today()),
        limit: limitOf(c),
      }),
    ),
  );
  return routes;
}
