// The figures' and feed's answers from the mirror, as the person asking (the role policy gates
// these paths in server/auth/policy.ts; the feed leaves invoices out for who may not read them):
//   GET /api/figures/pipeline, /api/figures/bookings?from&to   the reports' figures (decision 13)
//   GET /api/views/receivables/aging?date_due_after&date_due_before[&today]
//   GET /api/views/receivables/by-seller[?seller=<user id>][&today]
//   GET /api/views/changes[?since=<ISO>][&seller=<user id>][&kind=<kind>]
//   GET /api/views/contracts?sold_by_user=<user id>[&the contract list's filters, sort, paging]
//   GET /api/views/sellers   the sellers of the contracts held, the signed-in person's user and
//                            every person's name (e-mails for who may read users)
// An answer says what it rests on (rows, as of, whether the list was read whole); an empty
// mirror (the sync off, or its first pass not yet done) answers 503 saying so.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CONTRACT_MAX_PER_PAGE,
  CONTRACT_SORT_COLUMNS,
  CONTRACT_STATUS_FILTERS,
} from '../../../src/api/contract-list';
import type { Figures, FiguresLine } from '../../../src/lib/contract-figures';
import { todayIso } from '../../../src/lib/format';
import { mayRead, type Role, type RolePolicy } from '../../auth/policy';
import type { GatewayEnv } from '../../gateway/client-id';
import type { Mirror } from '../index';
import { CHANGE_KINDS, changesFeed, type ChangeKind } from './changes';
import {
  agingFigures,
  bookingsFigures,
  collectionsBySeller,
  coverageOf,
  pipelineRows,
  peopleOf,
  sellersOf,
  userOfEmail,
  type Coverage,
} from './figures';
import { sellerContracts, type SellerContractsRequest } from './seller-contracts';

type PersonWithRoles = { email: string; roles?: readonly Role[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

class BadParam extends Error {}

function dateParam(c: Context, name: string, fallback?: string): string {
  const value = c.req.query(name) ?? fallback;
  if (value === undefined || !DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new BadParam(`${name} must be a date (YYYY-MM-DD), not "${value ?? ''}"`);
  }
  return value;
}

function idParam(c: Context, name: string): number | null {
  const value = c.req.query(name);
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw new BadParam(`${name} must be a user id, not "${value}"`);
  return Number(value);
}

const NO_STORE = { 'cache-control': 'private, no-store' };

/** The contract list's parameters as the API takes them, each checked (400 with why). */
function contractListParams(c: Context, sellerId: number): SellerContractsRequest {
  const raw = (name: string) => c.req.query(name) || undefined;
  const number = (name: string, pattern: RegExp, what: string, min = 0, max = Infinity) => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!pattern.test(value) || n < min || n > max) {
      throw new BadParam(`${name} must be ${what}, not "${value}"`);
    }
    return n;
  };
  const whole = (name: string, min: number, max = Infinity) =>
    number(
      name,
      /^\d{1,15}$/,
      `a whole number from ${min}${max < Infinity ? ` to ${max}` : ''}`,
      min,
      max,
    );
  const money = (name: string) => number(name, /^\d{1,13}(\.\d{1,2})?$/, 'an amount (12.50)');
  const oneOf = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = raw(name);
    if (value !== undefined && !allowed.includes(value as T)) {
      throw new BadParam(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
    }
    return value as T | undefined;
  };
  const day = (name: string) => (raw(name) === undefined ? undefined : dateParam(c, name));
  return {
    sold_by_user: sellerId,
    advertiser_id: whole('advertiser_id', 1),
    status: oneOf('status', CONTRACT_STATUS_FILTERS),
    amount_from: money('amount_from'),
    amount_to: money('amount_to'),
    date_created_after: day('date_created_after'),
    date_created_before: day('date_created_before'),
    date_sold_after: day('date_sold_after'),
    date_sold_before: day('date_sold_before'),
    page: whole('page', 1),
    per_page: whole('per_page', 1, CONTRACT_MAX_PER_PAGE),
    sort_by: oneOf('sort_by', CONTRACT_SORT_COLUMNS),
    sort_order: oneOf('sort_order', ['asc', 'desc'] as const),
  };
}

/** The mirror's figures in the shape the pages read (src/lib/contract-figures.ts `Figures`). */
export function mirrorFigures(
  mirror: Pick<Mirror, 'db'>,
  params: { kind: 'pipeline' } | { kind: 'bookings'; from: string; to: string },
  coverage: Coverage,
): Figures {
  const note = {
    problemCount: 0,
    requests: 0,
    storedAt: coverage.asOf === null ? Date.now() : Date.parse(coverage.asOf),
    coverage,
  };
  if (params.kind === 'pipeline') {
    const rows = pipelineRows(mirror.db);
    return { status: 'done', kind: 'pipeline', rows, count: rows.length, ...note };
  }
  const { sets, undated, count } = bookingsFigures(mirror.db, params);
  return { status: 'done', kind: 'bookings', sets, undated, count, ...note };
}

/**
 * /api/figures/<kind> from the mirror once it holds the whole contract list, or, for an account
 * that does not answer the list, the contracts read so far (the answer says it is incomplete).
 * Otherwise (the first pass not done, the sync off) the next handler reads the contract list
 * through the gateway as before (decision 9): a whole read rather than part of one.
 */
export function mirrorFiguresHandler(
  mirror: Mirror,
  contractList: () => Promise<boolean | null>,
): MiddlewareHandler {
  return async (c, next) => {
    const kind = c.req.path.replace(/^\/api\/figures\//, '').replace(/\/+$/, '');
    if (kind !== 'pipeline' && kind !== 'bookings') return next();
    const state = mirror.resources();
    const usable =
      state.contracts.complete || (state.contracts.rows > 0 && (await contractList()) === false);
    if (!usable) return next();
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (kind === 'bookings' && (!DATE.test(from) || !DATE.test(to) || from > to)) return next();
    const params = kind === 'pipeline' ? ({ kind } as const) : ({ kind, from, to } as const);
    const line: FiguresLine = { figures: mirrorFigures(mirror, params, coverageOf(state)) };
    return c.body(`${JSON.stringify(line)}\n`, 200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      ...NO_STORE,
    });
  };
}

export function viewRoutes(mirror: Mirror, policy: RolePolicy) {
  const routes = new Hono<GatewayEnv>();
  const person = (c: Context<GatewayEnv>) => c.get('person') as PersonWithRoles | undefined;

  routes.onError((error, c) => {
    if (error instanceof BadParam) return c.json({ error: error.message }, 400);
    throw error;
  });

  /** 503 while the mirror holds none of `resource`: never a silent zero. */
  const empty = (c: Context, resource: 'contracts' | 'invoices') => {
    const state = mirror.resources()[resource];
    if (state.rows > 0) return null;
    return c.json(
      {
        error:
          `The server has not read the account's ${resource} yet (its mirror is empty: the ` +
          'first pass is running, or the sync is off with SYNC_DAILY_BUDGET=0)',
      },
      503,
      { ...NO_STORE, 'retry-after': '30' },
    );
  };

  routes.get('/receivables/aging', (c) => {
    const refused = empty(c, 'invoices');
    if (refused) return refused;
    const params = {
      dueAfter: dateParam(c, 'date_due_after'),
      dueBefore: dateParam(c, 'date_due_before'),
      today: dateParam(c, 'today', todayIso()),
    };
    const invoices = mirror.resources().invoices;
    return c.json({ invoices, ...agingFigures(mirror.db, params) }, 200, NO_STORE);
  });

  routes.get('/receivables/by-seller', (c) => {
    const refused = empty(c, 'invoices') ?? empty(c, 'contracts');
    if (refused) return refused;
    const state = mirror.resources();
    const answer = collectionsBySeller(
      mirror.db,
      { today: dateParam(c, 'today', todayIso()), seller: idParam(c, 'seller') },
      person(c),
    );
    return c.json(
      { coverage: coverageOf(state), invoices: state.invoices, ...answer },
      200,
      NO_STORE,
    );
  });

  routes.get('/sellers', (c) => {
    const who = person(c);
    const emails = !who?.roles || mayRead(policy, 'users', who.roles);
    const answer = {
      me: userOfEmail(mirror.db, who?.email),
      sellers: sellersOf(mirror.db),
      people: peopleOf(mirror.db, emails),
    };
    return c.json(answer, 200, NO_STORE);
  });

  routes.get('/contracts', (c) => {
    const seller = idParam(c, 'sold_by_user');
    if (seller === null) throw new BadParam('sold_by_user is required (a user id)');
    const params = contractListParams(c, seller);
    const state = mirror.resources().contracts;
    // Only a list read whole answers "every contract of this seller": a part would be a wrong list.
    if (!state.complete) {
      return c.json(
        {
          error:
            state.rows === 0
              ? "The server has not read the account's contracts yet (its first pass is running, or the sync is off): one seller's contracts cannot be listed until it has."
              : `The server holds only ${state.rows} contracts read one by one, not the whole contract list, so one seller's contracts cannot be listed: their list would be wrong.`,
        },
        503,
        { ...NO_STORE, 'retry-after': '60' },
      );
    }
    const answer = sellerContracts(mirror.db, params);
    return c.json({ ...answer, coverage: coverageOf(mirror.resources()) }, 200, NO_STORE);
  });

  routes.get('/changes', (c) => {
    const raw = c.req.query('since');
    const since = raw === undefined || raw === '' ? Date.now() - 7 * DAY_MS : Date.parse(raw);
    if (Number.isNaN(since)) {
      throw new BadParam(
        `since must be an ISO date or time (e.g. 2026-11-25T09:00:00Z), not "${raw}"`,
      );
    }
    const kindRaw = c.req.query('kind') || null;
    if (kindRaw !== null && !CHANGE_KINDS.includes(kindRaw as ChangeKind)) {
      throw new BadParam(`kind must be one of ${CHANGE_KINDS.join(', ')}, not "${kindRaw}"`);
    }
    const who = person(c);
    // Without sign-in (AUTH_MODE=none) everyone reads everything, as the guard lets them.
    const invoices = !who?.roles || mayRead(policy, 'invoices', who.roles);
    const answer = changesFeed(
      mirror.db,
      { since, seller: idParam(c, 'seller'), kind: kindRaw as ChangeKind | null, invoices },
      who,
    );
    return c.json({ coverage: coverageOf(mirror.resources()), ...answer }, 200, NO_STORE);
  });

  return routes;
}
