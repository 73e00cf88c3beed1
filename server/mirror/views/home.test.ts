// Home's figures per role against the views' own answers through the same registry (each figure is
// the number its linked list's view gives), the role policy leaving out what a role may not read,
// and "my" figures only for a person who is a seller.
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeAmount, HomeAnswer, HomeFigure } from '../../../src/domain/home-view';
import { PAST_DUE_BUCKETS } from '../../../src/domain/aging';
import { addDays, addMonths, mondayOf } from '../../../src/domain/date-only';
import { todayIso } from '../../../src/domain/format';
import {
  DEFAULT_POLICY,
  type Grant,
  type Role,
  type RolePolicy,
  type SectionName,
} from '../../auth/policy';
import type { GatewayEnv } from '../../gateway/client-id';
import type { GatewayDb } from '../../gateway/database';
import { filledMirror } from '../../testing/mirror';
import { viewRoutes } from './registry';

const MARCUS = { id: 2, email: 'marcus.bell@harborcitymedia.com' };
const today = todayIso();
/** Sales reading their pacing and receivables too (as an own-record scope lets them). */
const SALES_READ_ALL: RolePolicy = {
  ...DEFAULT_POLICY,
  bookings: [...(DEFAULT_POLICY.bookings as Role[]), 'sales'],
  receivables: [...(DEFAULT_POLICY.receivables as Role[]), 'sales'],
};
/** Sales without pacing and receivables at all (not even their own records). */
const withoutSales = (allowed: RolePolicy[SectionName]) =>
  (allowed as Grant[]).filter((g) => !g.startsWith('sales'));
const SALES_READ_NONE: RolePolicy = {
  ...DEFAULT_POLICY,
  bookings: withoutSales(DEFAULT_POLICY.bookings),
  receivables: withoutSales(DEFAULT_POLICY.receivables),
};

let db: GatewayDb;
beforeAll(async () => {
  ({ db } = await filledMirror());
});

/** The views as the app mounts them, asked as `person` (none: no sign-in). */
function views(person?: { email: string; roles: Role[] }, policy = DEFAULT_POLICY) {
  const app = new Hono<GatewayEnv>();
  app.use('*', async (c, next) => {
    if (person) c.set('person', person as never);
    await next();
  });
  app.route('/api/views', viewRoutes({ db }, policy));
  return async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
    const response = await app.request(`/api/views${path}?${new URLSearchParams(query)}`);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
}

const byId = (home: HomeAnswer) =>
  new Map(home.groups.flatMap((g) => g.figures).map((f) => [f.id, f]));
const figureOf = (home: HomeAnswer, id: string): HomeFigure => {
  const figure = byId(home).get(id);
  if (!figure) throw new Error(`no figure ${id}`);
  expect(figure.unavailable).toBeUndefined();
  return figure;
};
const amount = ({ amount: a }: { amount?: HomeAmount }) =>
  a === undefined ? undefined : 'count' in a ? a.count : a.money;

interface Pacing {
  sets: {
    currency: string;
    current: number;
    prior: number;
    rows: { key: number; current: number; prior: number }[];
  }[];
}
interface Pipeline {
  rows: { id: number; soldByUserId: number | null; isProposal: boolean; total: number }[];
}
const mainSet = (p: Pacing) => [...p.sets].sort((a, b) => b.current - a.current)[0]!;

describe("a seller's home", () => {
  it('their own figures, each equal to its view asked for them', async () => {
    const ask = views({ email: MARCUS.email, roles: ['sales'] }, SALES_READ_ALL);
    const home = await ask<HomeAnswer>('/home');
    expect(home.me?.id).toBe(MARCUS.id);
    expect(home.groups.map((g) => [g.role, g.mine])).toEqual([['sales', true]]);

    const pacing = await ask<Pacing>('/pacing');
    const row = mainSet(pacing).rows.find((r) => r.key === MARCUS.id)!;
    const bookings = figureOf(home, 'sales.bookings');
    expect(amount(bookings)).toBeGreaterThan(0);
    expect(amount(bookings)).toBe(row.current / 100);
    expect(bookings.against?.[0]?.amount).toMatchObject({ money: row.prior / 100 });
    expect(bookings.link).toEqual({ page: 'pacing' });

    const open = (await ask<Pipeline>('/pipeline')).rows.filter(
      (r) => r.soldByUserId === MARCUS.id,
    );
    const proposals = figureOf(home, 'sales.proposals');
    expect(amount(proposals)).toBe(open.length);
    expect(proposals.lines?.map((l) => l.link.id)).toEqual(open.slice(0, 5).map((r) => r.id));

    const renewals = await ask<{ due: unknown[] }>('/renewals', { as_of: today, within: '60' });
    expect(amount(figureOf(home, 'sales.renewals'))).toBe(renewals.due.length);

    const pastDue = figureOf(home, 'sales.pastDue');
    expect(pastDue.link.query).toEqual({ by: 'seller', seller: String(MARCUS.id) });
    const collections = await ask<{ worklist: unknown[] }>('/receivables/by-seller', {
      seller: String(MARCUS.id),
    });
    expect(amount(pastDue)).toBe(collections.worklist.length);

    const changes = figureOf(home, 'sales.changes');
    expect(changes.link.query?.seller).toBe(String(MARCUS.id));
    const feed = await ask<{ changes: unknown[] }>('/changes', changes.link.query);
    expect(amount(changes)).toBe(feed.changes.length);
  });

  it('the default policy gives a seller her own bookings and past-due accounts', async () => {
    const ask = views({ email: MARCUS.email, roles: ['sales'] });
    const home = await ask<HomeAnswer>('/home');
    expect([...byId(home).keys()]).toEqual([
      'sales.bookings',
      'sales.proposals',
      'sales.renewals',
      'sales.pastDue',
      'sales.changes',
    ]);
    expect([...byId(home).values()].map((f) => f.label)).toEqual([
      'My bookings this year',
      'My open proposals',
      'My renewals in the next 60 days',
      'My past-due accounts',
      'Changes on my contracts, last 7 days',
    ]);
    const collections = await ask<{ worklist: unknown[] }>('/receivables/by-seller');
    expect(amount(figureOf(home, 'sales.pastDue'))).toBe(collections.worklist.length);
  });

  it('leaves out what the role may not read (a policy without pacing and receivables)', async () => {
    const ask = views({ email: MARCUS.email, roles: ['sales'] }, SALES_READ_NONE);
    const home = await ask<HomeAnswer>('/home');
    expect([...byId(home).keys()]).toEqual(['sales.proposals', 'sales.renewals', 'sales.changes']);
  });

  it("own records only: a salesperson matching no seller gets no one's bookings or receivables", async () => {
    const ask = views({ email: 'nobody@example.com', roles: ['sales'] });
    const home = await ask<HomeAnswer>('/home');
    expect(home.me).toBeNull();
    expect([...byId(home).keys()]).toEqual(['sales.proposals', 'sales.renewals', 'sales.changes']);
  });

  it("a person matching no seller gets everyone's figures", async () => {
    const ask = views({ email: 'nobody@example.com', roles: ['sales'] }, SALES_READ_ALL);
    const home = await ask<HomeAnswer>('/home');
    expect(home.me).toBeNull();
    expect(home.groups.map((g) => [g.role, g.mine])).toEqual([['sales', false]]);
    expect(home.groups[0]!.figures.map((f) => f.label)).toEqual([
      'Bookings this year',
      'Open proposals',
      'Renewals in the next 60 days',
      'Past-due accounts',
      'Changes, last 7 days',
    ]);
    expect(amount(figureOf(home, 'sales.bookings'))).toBe(
      mainSet(await ask<Pacing>('/pacing')).current / 100,
    );
    expect(amount(figureOf(home, 'sales.proposals'))).toBe(
      (await ask<Pipeline>('/pipeline')).rows.length,
    );
    expect(figureOf(home, 'sales.pastDue').link.query).toEqual({ by: 'seller' });
    const collections = await ask<{ worklist: unknown[] }>('/receivables/by-seller');
    expect(amount(figureOf(home, 'sales.pastDue'))).toBe(collections.worklist.length);
  });
});

describe("a sales manager's home", () => {
  it("the team's pacing, the pipeline by stage, renewals at risk", async () => {
    const ask = views({ email: 'lena.kowalski@harborcitymedia.com', roles: ['sales_manager'] });
    const home = await ask<HomeAnswer>('/home');
    expect(home.groups.map((g) => g.role)).toEqual(['sales_manager']);
    const set = mainSet(await ask<Pacing>('/pacing'));
    expect(amount(figureOf(home, 'manager.pacing'))).toBe(set.current / 100);
    const { rows } = await ask<Pipeline>('/pipeline');
    const pipeline = figureOf(home, 'manager.pipeline');
    expect(amount(pipeline)).toBe(rows.length);
    const stages = pipeline.lines!;
    const proposals = rows.filter((r) => r.isProposal);
    expect(stages[0]!.label).toBe(`Proposals (${proposals.length})`);
    expect(stages[1]!.label).toBe(`Contracts (${rows.length - proposals.length})`);
    const cents = proposals.reduce((s, r) => s + Math.round(r.total * 100), 0);
    expect(amount(stages[0]!)).toBe(cents / 100);
    const renewals = await ask<{ due: unknown[] }>('/renewals', { as_of: today, within: '60' });
    const atRisk = figureOf(home, 'manager.renewals');
    expect(amount(atRisk)).toBe(renewals.due.length);
    expect(atRisk.against?.[0]?.label).toBe('their contracts');
  });
});

describe('a seller who also manages', () => {
  it("the team's figures link to everyone's lists (hers open on her own)", async () => {
    const ask = views({
      email: 'lena.kowalski@harborcitymedia.com',
      roles: ['sales_manager', 'sales'],
    });
    const home = await ask<HomeAnswer>('/home');
    expect(home.groups.map((g) => [g.role, g.mine])).toEqual([
      ['sales', true],
      ['sales_manager', false],
    ]);
    for (const id of ['manager.pacing', 'manager.pipeline', 'manager.renewals']) {
      expect(figureOf(home, id).link.query, id).toEqual({ seller: 'all' });
    }
    const team = mainSet(await ask<Pacing>('/pacing', { seller: 'all' }));
    expect(amount(figureOf(home, 'manager.pacing'))).toBe(team.current / 100);
    expect(figureOf(home, 'sales.bookings').link.query).toBeUndefined();
  });
});

describe("accounting's home", () => {
  it('past due by bucket, paid since yesterday, the largest balances', async () => {
    const ask = views({ email: 'maria.chen@harborcitymedia.com', roles: ['accounting'] });
    const home = await ask<HomeAnswer>('/home');
    expect(home.groups.map((g) => g.role)).toEqual(['accounting']);
    const aging = await ask<{
      byCurrency: { pastDueTotal: number; buckets: Record<string, { total: number }> }[];
      byAdvertiser: { advertiserId: number; unpaidTotal: number }[];
    }>('/receivables/aging', {
      date_due_after: addMonths(today, -24),
      date_due_before: addDays(today, 60),
    });
    const set = [...aging.byCurrency].sort((a, b) => b.pastDueTotal - a.pastDueTotal)[0]!;
    const pastDue = figureOf(home, 'accounting.pastDue');
    expect(amount(pastDue)).toBeGreaterThan(0);
    expect(amount(pastDue)).toBe(set.pastDueTotal);
    expect(pastDue.lines!.map(amount)).toEqual(PAST_DUE_BUCKETS.map((k) => set.buckets[k]!.total));

    const paid = figureOf(home, 'accounting.paid');
    expect(paid.link.query?.kind).toBe('paid');
    const feed = await ask<{ changes: unknown[] }>('/changes', paid.link.query);
    expect(amount(paid)).toBe(feed.changes.length);

    const largest = [...aging.byAdvertiser].sort(
      (a, b) => b.unpaidTotal - a.unpaidTotal || a.advertiserId - b.advertiserId,
    );
    const balances = figureOf(home, 'accounting.balances');
    expect(balances.lines!.map((l) => [l.advertiserId, amount(l)])).toEqual(
      largest.slice(0, 5).map((a) => [a.advertiserId, a.unpaidTotal]),
    );
  });
});

describe("production's home", () => {
  it("insertions this week and next, sizes sold out next month, today's run sheet", async () => {
    const ask = views({ email: 'tom.okafor@harborcitymedia.com', roles: ['production'] });
    const home = await ask<HomeAnswer>('/home');
    expect(home.groups.map((g) => g.role)).toEqual(['production']);
    // Production may not read receivables, bookings or invoices: no figure of theirs.
    expect([...byId(home).keys()]).toEqual([
      'production.weeks',
      'production.soldOut',
      'production.today',
    ]);
    // The run sheet's own count: distinct insertions (one running on several days, once).
    type Sheet = { insertions: number };
    const insertions = (s: Sheet) => s.insertions;
    const monday = mondayOf(today);
    const weeks = figureOf(home, 'production.weeks');
    expect(weeks.link.query).toEqual({ from: monday, to: addDays(monday, 13) });
    const sheet = await ask<Sheet>('/run-sheet', weeks.link.query);
    expect(amount(weeks)).toBeGreaterThan(0);
    expect(amount(weeks)).toBe(insertions(sheet));
    for (const line of weeks.lines!) {
      expect(amount(line)).toBe(insertions(await ask<Sheet>('/run-sheet', line.link.query)));
    }
    const soldOut = figureOf(home, 'production.soldOut');
    const grid = await ask<{ rows: { cells: { free: number }[] }[] }>(
      '/availability/all',
      soldOut.link.query,
    );
    expect(amount(soldOut)).toBe(grid.rows.filter((r) => r.cells.some((c) => c.free <= 0)).length);
    const todays = figureOf(home, 'production.today');
    expect(amount(todays)).toBe(
      insertions(await ask<Sheet>('/run-sheet', { from: today, to: today })),
    );
  });
});

describe("an administrator's home", () => {
  it("the team's, accounting's and production's figures; without sign-in the same", async () => {
    const admin = await views({
      email: 'frank.haddad@harborcitymedia.com',
      roles: ['administrator'],
    })<HomeAnswer>('/home');
    expect(admin.groups.map((g) => g.role)).toEqual(['sales_manager', 'accounting', 'production']);
    const none = await views()<HomeAnswer>('/home');
    expect(none.groups.map((g) => g.role)).toEqual(['sales_manager', 'accounting', 'production']);
  });

  it('a role with no home of its own has no figures', async () => {
    const home = await views({
      email: 'ivan.petrov@harborcitymedia.com',
      roles: ['metrics'],
    })<HomeAnswer>('/home');
    expect(home.groups).toEqual([]);
  });
});
