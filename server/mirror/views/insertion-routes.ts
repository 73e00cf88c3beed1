// The views of the mirror over HTTP, under /api/views (server/app.ts): each a GET whose query is
// checked here (a clear 400 for bad input), answered by its view function as the signed-in person
// (the role policy has already applied to the path: server/auth/policy.ts, section 'insertions').
// An empty mirror answers 503 with why. Answers are compressed: a week's run sheet is 400 KB of
// JSON, 40 KB gzipped.
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { GatewayDb } from '../../gateway/database';
import type { GatewayEnv } from '../../gateway/client-id';
import { LIST_MAX_LIMIT } from '../../../src/api/insertion-list-view';
import { INSERTION_FILTERS } from '../../../src/api/insertions';
import { availabilityAllView, availabilityView, controlledSizeList } from './availability';
import { ensureViewColumns } from './columns';
import { BadViewRequest, insertionListView } from './insertion-list';
import { renewalsView } from './renewals';
import { runSheetView } from './run-sheet';
import { MirrorEmpty } from './state';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest window a sheet, availability or renewals is asked for (a year, and a day). */
const MAX_DAYS = 367;

/** Reads the query's values, or throws BadViewRequest saying which is wrong and why. */
function reader(c: Context) {
  const raw = (name: string) => {
    const value = c.req.query(name);
    return value === undefined || value === '' ? undefined : value;
  };
  const int = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      throw new BadViewRequest(
        `${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, not ${JSON.stringify(value)}`,
      );
    }
    return number;
  };
  const date = (name: string) => {
    const value = raw(name);
    if (value === undefined) throw new BadViewRequest(`${name} is required (YYYY-MM-DD)`);
    if (!DATE.test(value) || Number.isNaN(Date.parse(value))) {
      throw new BadViewRequest(`${name} must be a date (YYYY-MM-DD), not ${JSON.stringify(value)}`);
    }
    return value;
  };
  const window = () => {
    const from = date('from');
    const to = date('to');
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) throw new BadViewRequest(`from (${from}) is after to (${to})`);
    if (days > MAX_DAYS) throw new BadViewRequest(`from to to is at most ${MAX_DAYS} days`);
    return { from, to };
  };
  return { raw, int, date, window };
}

export function insertionViewRoutes(db: GatewayDb) {
  // The views' own columns exist before the first pass writes a row (their triggers fill them).
  ensureViewColumns(db);
  const routes = new Hono<GatewayEnv>();
  routes.use('*', compress());
  routes.onError((error, c) => {
    if (error instanceof BadViewRequest) return c.json({ error: error.message }, 400);
    if (error instanceof MirrorEmpty) {
      return c.json({ error: error.message }, 503, { 'retry-after': '60' });
    }
    throw error;
  });
  const answer = (c: Context, body: unknown) =>
    c.json(body, 200, { 'cache-control': 'private, no-cache' });

  routes.get('/insertions', (c) => {
    const q = reader(c);
    const filters = Object.fromEntries(
      INSERTION_FILTERS.flatMap((name) => {
        const value = q.int(name, 1);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    return answer(
      c,
      insertionListView(db, {
        ...filters,
        q: q.raw('q'),
        sort: q.raw('sort'),
        offset: q.int('offset', 0),
        limit: q.int('limit', 1, LIST_MAX_LIMIT),
      }),
    );
  });
  routes.get('/run-sheet', (c) => {
    const q = reader(c);
    return answer(
      c,
      runSheetView(db, {
        ...q.window(),
        product_id: q.int('product_id', 1),
        section_id: q.int('section_id', 1),
        ad_size_id: q.int('ad_size_id', 1),
      }),
    );
  });
  routes.get('/availability', (c) => {
    const q = reader(c);
    const product = q.int('product_id', 1);
    if (product === undefined) throw new BadViewRequest('product_id is required');
    return answer(c, availabilityView(db, { product_id: product, ...q.window() }));
  });
  // Every product's sizes in one grid, found by size or product name.
  routes.get('/availability/all', (c) => {
    const q = reader(c);
    const search = q.raw('q');
    if (search !== undefined && search.length > 200) {
      throw new BadViewRequest('q is at most 200 characters');
    }
    return answer(c, availabilityAllView(db, { ...q.window(), q: search }));
  });
  routes.get('/availability/sizes', (c) => answer(c, { sizes: controlledSizeList(db) }));
  routes.get('/renewals', (c) => {
    const q = reader(c);
    return answer(
      c,
      renewalsView(db, { as_of: q.date('as_of'), within: q.int('within', 0, 366) ?? 60 }),
    );
  });
  return routes;
}
