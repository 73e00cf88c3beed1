// The registry's promises for every view it serves: the role policy first, then each parameter
// checked against its contract before any query (400 naming it and what it allows), then the
// query (200, or 503 saying what the copy lacks).
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessOf,
  DEFAULT_POLICY,
  SECTION_NAMES,
  SECTIONS,
  type Role,
  type RolePolicy,
} from '../../auth/policy';
import type { GatewayDb } from '../../gateway/database';
import type { GatewayEnv } from '../../gateway/client-id';
import { filledMirror } from '../../testing/mirror';
import { pauser, stringifyInSlices, VIEWS, viewRoutes } from './registry';
import { emptyMirror } from '../../testing/view-rows';
import { invoiceListContract } from '../../../src/domain/invoice-views';

/** The views mounted as the app mounts them, asked as a person with `roles` (none: no sign-in). */
function appOf(
  db: GatewayDb,
  roles?: Role[],
  policy: RolePolicy = DEFAULT_POLICY,
  email = 'someone@example.com',
) {
  const app = new Hono<GatewayEnv>();
  if (roles) {
    app.use('*', async (c, next) => {
      c.set('person', { email, roles } as never);
      await next();
    });
  }
  app.route('/api/views', viewRoutes({ db, today: () => '2026-11-01' }, policy));
  return app;
}

/** A request each view answers (its required parameters set). */
const GOOD: Record<string, string> = {
  '/insertions': 'limit=2',
  '/run-sheet': 'from=2026-11-02&to=2026-11-08',
  '/availability': 'product_id=4&from=2026-11-02&to=2026-12-27',
  '/availability/all': 'from=2026-11-02&to=2026-12-27',
  '/availability/sizes': '',
  '/renewals': 'as_of=2026-11-01&within=60',
  '/pacing': 'by=product',
  '/advertiser-activity': 'activity=lapsed',
  '/receivables/aging': 'date_due_after=2024-11-01&date_due_before=2026-12-31',
  '/receivables/by-seller': '',
  '/sellers': '',
  '/contracts': 'sold_by_user=1',
  '/changes': 'since=2026-11-01T09:00:00Z',
  '/invoices': 'status=unpaid&past_due=1&sort_by=date_due&sort_order=asc&per_page=10&page=2',
  '/invoices/summary': 'advertiser_id=1&today=2026-11-01',
  '/advertiser-balance': 'advertiser_id=1&today=2026-11-01',
  '/pipeline': '',
  '/bookings': 'from=2026-01-01&to=2026-11-01',
  '/home': '',
};

const withParam = (path: string, name: string, value: string) => {
  const search = new URLSearchParams(GOOD[path]);
  search.set(name, value);
  return `/api/views${path}?${search}`;
};

let db: GatewayDb;
let app: Hono<GatewayEnv>;
beforeAll(async () => {
  db = (await filledMirror()).db;
  app = appOf(db);
});

/** Every view's parameters whose 400 for '§' (which only text accepts) says `allowed` matches. */
async function paramsAllowing(allowed: RegExp | null): Promise<[path: string, name: string][]> {
  const found: [string, string][] = [];
  for (const { view } of VIEWS) {
    for (const name of Object.keys(view.params)) {
      const response = await app.request(withParam(view.path, name, '§'));
      const said =
        response.status === 200 ? null : ((await response.json()) as { allowed: string });
      if (allowed === null ? said === null : allowed.test(said?.allowed ?? '')) {
        found.push([view.path, name]);
      }
    }
  }
  return found;
}

describe('the registry', () => {
  it('every view is declared for a request above, and answers it', async () => {
    expect(VIEWS.map((v) => v.view.path).sort()).toEqual(Object.keys(GOOD).sort());
    for (const path of Object.keys(GOOD)) {
      const response = await app.request(`/api/views${path}?${GOOD[path]}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('server-timing'), path).toMatch(/^view;dur=/);
    }
  });

  it('a bad value of each kind is a 400 naming the parameter and what it allows', async () => {
    for (const [path, name, value, allowed] of [
      ['/run-sheet', 'from', 'soon', /YYYY-MM-DD/],
      ['/insertions', 'product_id', 'abc', /whole number from 1/],
      ['/insertions', 'limit', '0', /whole number from 1 to 500/],
      ['/insertions', 'q', 'x'.repeat(201), /at most 200 characters/],
      ['/insertions', 'sort', 'colour', /one of id, contract.*leading '-'/],
      ['/renewals', 'within', '400', /from 0 to 366/],
      ['/invoices', 'status', 'open', /one of unpaid, paid/],
      ['/invoices', 'per_page', '5001', /from 1 to 5000/],
      ['/contracts', 'per_page', '5001', /from 1 to 5000/],
      ['/invoices/summary', 'contract_id', '-1', /whole number from 1/],
      ['/invoices', 'sort_by', 'constructor', /one of id, date_created, date_due, total/],
      ['/invoices', 'past_due', 'yes', /one of 1, 0/],
      ['/invoices', 'amount_from', '1e3', /an amount/],
      [
        '/receivables/aging',
        'buckets',
        '60,30',
        /ascending, separated by commas \(e\.g\. 30,60,90\)/,
      ],
      ['/receivables/aging', 'buckets', '30,,90', /whole numbers of days from 1 to 3650/],
      ['/receivables/aging', 'buckets', '0,30', /from 1 to 3650/],
      ['/receivables/aging', 'buckets', 'thirty', /e\.g\. 30,60,90/],
      ['/receivables/aging', 'buckets', '1,2,3,4,5,6,7,8,9', /from 1 to 8 whole numbers/],
      ['/receivables/aging', 'over', '0', /from 1 to 3650/],
      [
        '/changes',
        'since',
        'fortnight',
        /ISO date or time .* or one of yesterday, today, this-week, last-7,/,
      ],
      ['/changes', 'since', 'next-week', /or one of .*this-month, last-month, last-30$/],
    ] as const) {
      const response = await app.request(withParam(path, name, value));
      expect(response.status, `${path} ${name}`).toBe(400);
      const body = (await response.json()) as { error: string; param: string; allowed: string };
      expect(body.param).toBe(name);
      expect(body.error).toMatch(new RegExp(`^${name} `));
      expect(body.allowed).toMatch(allowed);
    }
  });

  it('a missing required parameter, a window the wrong way round or too long', async () => {
    for (const [url, param, error] of [
      ['/api/views/run-sheet?from=2025-01-01', 'to', /to is required/],
      ['/api/views/run-sheet?from=2025-02-01&to=2025-01-01', 'from', /is after to/],
      ['/api/views/availability/all?from=2025-01-01&to=2026-02-01', 'to', /at most 367 days/],
      ['/api/views/availability?from=2025-01-01&to=2025-02-01', 'product_id', /is required/],
      ['/api/views/advertiser-balance', 'advertiser_id', /is required/],
      ['/api/views/bookings?from=2026-02-01&to=2026-01-01', 'from', /is after to/],
    ] as const) {
      const response = await app.request(url);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toMatchObject({ param, error });
    }
  });

  it('unknown parameters, prototype keys and repeats are refused, naming them', async () => {
    for (const path of Object.keys(GOOD)) {
      for (const name of ['cache', '__proto__', 'constructor', 'toString']) {
        const response = await app.request(withParam(path, name, '1'));
        expect(response.status, `${path} ${name}`).toBe(400);
        expect(await response.json()).toMatchObject({ param: name, error: /Unknown parameter/ });
      }
    }
    const twice = await app.request('/api/views/renewals?as_of=2026-11-01&as_of=2026-11-02');
    expect(await twice.json()).toMatchObject({ param: 'as_of', error: 'as_of is given twice' });
    const long = await app.request(`/api/views/insertions?q=${'x'.repeat(5000)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: /query is too long/ });
  });

  it("every view's sort refuses the prototype's keys", async () => {
    const sorts = await paramsAllowing(/leading '-'/);
    expect(sorts.length).toBeGreaterThan(0);
    for (const [path, name] of sorts) {
      for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
        for (const value of [key, `-${key}`]) {
          const response = await app.request(withParam(path, name, value));
          expect(response.status, `${path} ${name}=${value}`).toBe(400);
          expect(await response.json()).toMatchObject({ param: name });
        }
      }
    }
  });

  it('every free text refuses 1,100 terms', async () => {
    const q = Array.from({ length: 1100 }, (_, i) => `w${i}`).join(' ');
    const texts = await paramsAllowing(null);
    expect(texts.length).toBeGreaterThan(1);
    for (const [path, name] of texts) {
      const response = await app.request(withParam(path, name, q.slice(0, 190)));
      expect(response.status, `${path} ${name}: 40 terms`).toBe(400);
      expect((await app.request(withParam(path, name, q))).status).toBe(400);
      expect((await app.request(withParam(path, name, 'two words'))).status).toBe(200);
    }
  });

  it('every date is a calendar day: 2026-02-30 is refused on every view with dates', async () => {
    const dates = await paramsAllowing(/YYYY-MM-DD|ISO date/);
    expect(dates.map(([path, name]) => `${path} ${name}`)).toContain('/changes since');
    expect(dates.length).toBeGreaterThanOrEqual(18);
    for (const [path, name] of dates) {
      for (const value of ['2026-02-30', '2026-13-01', '2025-02-29', '2026-2-3']) {
        const response = await app.request(withParam(path, name, value));
        expect(response.status, `${path} ${name}=${value}`).toBe(400);
        expect(await response.json()).toMatchObject({ param: name });
      }
    }
  });

  it('a role the policy leaves out is refused before its parameters are read', async () => {
    const only = ['production', 'administrator'] as Role[];
    const policy = Object.fromEntries(
      SECTION_NAMES.map((name) => [name, only]),
    ) as unknown as RolePolicy;
    for (const { view, section } of VIEWS) {
      const bad = withParam(view.path, 'x', '1');
      expect((await appOf(db, ['production'], policy).request(bad)).status).toBe(400);
      const sales = await appOf(db, ['sales'], policy).request(bad);
      expect(sales.status, view.path).toBe(403);
      expect(await sales.json()).toEqual({
        error: `Not for your role: ${SECTIONS[section].label} is for production and administrators`,
      });
    }
    // The default policy: receivables a salesperson's own (this one is no seller); insertions all.
    const sales = appOf(db, ['sales']);
    expect((await sales.request('/api/views/receivables/by-seller')).status).toBe(403);
    expect((await sales.request('/api/views/pacing')).status).toBe(403);
    expect((await sales.request('/api/views/changes')).status).toBe(200);
    expect((await appOf(db, []).request('/api/views/renewals?as_of=2026-11-01')).status).toBe(200);
  });

  it('an empty copy answers 503 saying what it has not read', async () => {
    const empty = appOf(emptyMirror());
    const lacks: Record<string, string> = {
      '/insertions': 'insertions',
      '/run-sheet': 'insertions',
      '/availability': 'insertions',
      '/availability/all': 'insertions',
      '/renewals': 'insertions',
      '/pacing': 'contracts',
      '/advertiser-activity': 'contracts',
      '/receivables/aging': 'invoices',
      '/receivables/by-seller': 'invoices',
      '/contracts': 'contracts',
      '/invoices/summary': 'invoices',
    };
    for (const [path, what] of Object.entries(lacks)) {
      const response = await empty.request(`/api/views${path}?${GOOD[path]}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      const { error } = (await response.json()) as { error: string };
      expect(error, path).toContain(`The server has not read the account's ${what} yet`);
    }
    // What needs no record answers, empty: the lists to choose from, the feed.
    for (const path of ['/availability/sizes', '/sellers', '/changes']) {
      expect((await empty.request(`/api/views${path}`)).status, path).toBe(200);
    }
    for (const path of ['/pipeline', '/bookings']) {
      const response = await empty.request(`/api/views${path}?${GOOD[path]}`);
      expect(response.status, path).toBe(503);
      expect((await response.json()).error).toMatch(/has not read the account's contracts yet/);
    }
    for (const path of ['/invoices', '/advertiser-balance']) {
      const response = await empty.request(`/api/views${path}?${GOOD[path]}`);
      expect(response.status, path).toBe(503);
      expect((await response.json()).error).toMatch(/has not read the account's invoices yet/);
    }
    // Bad parameters are still a 400: the request is wrong whatever the copy holds.
    expect((await empty.request('/api/views/run-sheet?from=2026-02-30&to=x')).status).toBe(400);
  });
});

describe('a long window beside /livez', () => {
  it('a year of the run sheet or of every size lets other requests in while it runs', async () => {
    const server = new Hono<GatewayEnv>();
    server.get('/livez', (c) => c.text('ok'));
    server.route('/api/views', viewRoutes({ db, sliceMs: 0 }, DEFAULT_POLICY));
    for (const path of [
      // The whole year at once, as the CSV asks for it.
      '/run-sheet?from=2026-01-01&to=2026-12-31&per_page=1000000',
      '/availability/all?from=2026-01-01&to=2026-12-31',
    ]) {
      let running = true;
      const view = Promise.resolve(server.request(`/api/views${path}`)).finally(
        () => (running = false),
      );
      let answered = 0;
      while (running) {
        const livez = await server.request('/livez');
        if (running && livez.status === 200) answered += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const response = await view;
      expect(response.status, path).toBe(200);
      // Without pauses the view runs in one go: /livez would wait for all of it.
      expect(answered, path).toBeGreaterThan(3);
    }
  });

  it("the answer written in slices is JSON.stringify's own text", async () => {
    const year = await app.request(
      '/api/views/run-sheet?from=2026-01-01&to=2026-12-31&per_page=1000000',
    );
    const text = await year.text();
    expect(text.length).toBeGreaterThan(100_000);
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
    const value = {
      a: [1, undefined, () => 1],
      b: undefined,
      c: Array.from({ length: 60 }, (_, i) => ({ i, d: new Date(0) })),
    };
    expect(await stringifyInSlices(value, async () => {})).toBe(JSON.stringify(value));
  });
});

describe('the invoice views', () => {
  it("answer the list's status filter in the list's page shape, with its count", async () => {
    const response = await app.request(`/api/views/invoices?${GOOD['/invoices']}&today=2026-11-01`);
    const body = (await response.json()) as { count: number; held: { complete: boolean } };
    expect(body.held.complete).toBe(true);
    const page = invoiceListContract.parse!(body as never, { page: 2, per_page: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.problems).toEqual([]);
    expect(page.total).toBe(body.count);
    expect(page.items.every((i) => i.status === 'Unpaid' && i.dateDue! < '2026-11-01')).toBe(true);
  });

  it('an export: every invoice of a filter in its sort, one page of up to 5,000', async () => {
    const unpaid = db
      .prepare("SELECT COUNT(*) FROM invoices WHERE status = 'Unpaid'")
      .pluck()
      .get() as number;
    const request = { status: 'unpaid', sort_by: 'total', sort_order: 'asc', per_page: 5000 };
    const response = await app.request(
      `/api/views/invoices?${new URLSearchParams({ ...request, per_page: '5000' })}`,
    );
    const page = invoiceListContract.parse!((await response.json()) as never, request as never);
    expect(page.total).toBe(unpaid);
    expect(page.items).toHaveLength(unpaid);
    expect(page.hasNextPage).toBe(false);
    const totals = page.items.map((i) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('a copy not read whole refuses an export and a summary, saying how far it has read', async () => {
    const part = emptyMirror();
    part
      .prepare(
        `INSERT INTO invoices (id, advertiser_id, status, total, data, wire, updated_at)
         VALUES (1, 1, 'Unpaid', 10, '{}', '{}', 0)`,
      )
      .run();
    const views = appOf(part);
    // A page of the list says what it rests on (`held`); the whole list would be a wrong file.
    expect((await views.request('/api/views/invoices?status=unpaid')).status).toBe(200);
    for (const path of ['/invoices?per_page=5000', '/invoices/summary']) {
      const response = await views.request(`/api/views${path}`);
      expect(response.status, path).toBe(503);
      expect((await response.json()).error).toMatch(
        /^The server holds 1 invoices so far, not the whole invoice list/,
      );
    }
  });

  it('are for the roles that read invoices, and statements', async () => {
    const production = appOf(db, ['production']);
    expect((await production.request(`/api/views/invoices?${GOOD['/invoices']}`)).status).toBe(403);
    const sales = appOf(db, ['sales']);
    expect((await sales.request(`/api/views/invoices?${GOOD['/invoices']}`)).status).toBe(200);
    const balance = `/api/views/advertiser-balance?${GOOD['/advertiser-balance']}`;
    expect((await sales.request(balance)).status).toBe(403);
    expect((await appOf(db, ['accounting']).request(balance)).status).toBe(200);
  });
});

describe('the contract list', () => {
  it("an export: every contract of a filter, anyone's, one page of up to 5,000", async () => {
    const open = db
      .prepare("SELECT COUNT(*) FROM contracts WHERE status = 'Open'")
      .pluck()
      .get() as number;
    const response = await app.request('/api/views/contracts?status=Open&per_page=5000');
    const body = (await response.json()) as { contracts: { status: string }[]; count: number };
    expect(body.count).toBe(open);
    expect(body.contracts).toHaveLength(open);
    expect(body.contracts.every((c) => c.status === 'Open')).toBe(true);
  });
});

describe('the pipeline and bookings', () => {
  it('answer the figures the pages show, with the contracts they rest on', async () => {
    const pipeline = await (await app.request('/api/views/pipeline')).json();
    expect(pipeline.rows.length).toBeGreaterThan(10);
    expect(pipeline.coverage).toMatchObject({ contracts: 300, complete: true });
    const bookings = await (await app.request(`/api/views/bookings?${GOOD['/bookings']}`)).json();
    expect(bookings.count).toBeGreaterThan(0);
    expect(bookings.sets.length).toBeGreaterThan(0);
  });

  it('without the contract list, the contracts read so far, marked incomplete', async () => {
    const { db: part } = await filledMirror({ contractList: false });
    const held = part.prepare('SELECT COUNT(*) FROM contracts').pluck().get() as number;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(300);
    const pipeline = await (await appOf(part).request('/api/views/pipeline')).json();
    expect(pipeline.coverage).toMatchObject({ contracts: held, complete: false });
  });

  it('are for the roles that read contracts, and bookings (a salesperson no seller: none)', async () => {
    const sales = appOf(db, ['sales']);
    expect((await sales.request('/api/views/pipeline')).status).toBe(200);
    expect((await sales.request(`/api/views/bookings?${GOOD['/bookings']}`)).status).toBe(403);
  });
});

describe("a salesperson's own records (the policy's role:own)", () => {
  /** The seller ids an answer's figures are of (names for a filter's choices are not figures). */
  function sellersIn(value: unknown, found = new Set<number | null>()): Set<number | null> {
    if (Array.isArray(value)) value.forEach((v) => sellersIn(v, found));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'sellerId' || key === 'soldByUserId') found.add(v as number | null);
        else if (key === 'sellerIds') (v as number[]).forEach((id) => found.add(id));
        // Bookings' sets: a row per seller, keyed by the user id.
        else if (key === 'sellers' && Array.isArray(v) && v.every((r) => 'key' in r)) {
          v.forEach((r: { key: number }) => found.add(r.key));
        } else if (key !== 'whose') sellersIn(v, found);
      }
    }
    return found;
  }
  const ask = async (app: Hono<GatewayEnv>, path: string, extra = '') => {
    const search = new URLSearchParams(GOOD[path]);
    for (const [k, v] of new URLSearchParams(extra)) search.set(k, v);
    const response = await app.request(`/api/views${path}?${search}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** The seller with the most contracts and another: users of the copy with an e-mail. */
  const sellers = () =>
    db
      .prepare(
        `SELECT u.id, u.email FROM users u JOIN contracts c ON c.sold_by_user_id = u.id
         WHERE u.email IS NOT NULL GROUP BY u.id ORDER BY COUNT(*) DESC`,
      )
      .all() as { id: number; email: string }[];

  it('every view of a section a role may have as its own is per seller', () => {
    const own = SECTION_NAMES.filter((name) => (SECTIONS[name] as { own?: true }).own);
    expect(own).toEqual(['receivables', 'bookings']);
    for (const { view, section } of VIEWS) {
      if (own.includes(section)) expect(Object.keys(view.params), view.path).toContain('seller');
    }
  });

  it("every per-seller view: another seller's figures refused or left out, never sent", async () => {
    const [mine, other] = sellers();
    const sales = appOf(db, ['sales'], DEFAULT_POLICY, mine!.email.toUpperCase());
    const manager = appOf(db, ['sales_manager'], DEFAULT_POLICY, mine!.email);
    // A change on a contract of each (the filled copy has seen no pass yet).
    const add = db.prepare(
      `INSERT INTO changes (at, record, record_id, kind, before, after, contract_id)
       SELECT ?, 'contract', id, 'status', '"Open"', '"Won"', id FROM contracts
       WHERE sold_by_user_id = ? LIMIT 1`,
    );
    for (const seller of [mine!, other!]) add.run(Date.parse('2026-11-01T10:00:00Z'), seller.id);
    const perSeller = VIEWS.filter(({ view }) => 'seller' in view.params);
    expect(perSeller.map(({ view }) => view.path).sort()).toEqual([
      '/advertiser-activity',
      '/bookings',
      '/changes',
      '/pacing',
      '/pipeline',
      '/receivables/aging',
      '/receivables/by-seller',
      '/renewals',
    ]);
    let othersShown = 0;
    for (const { view, section } of perSeller) {
      const own = accessOf(DEFAULT_POLICY, section, ['sales']) === 'own';
      const me = { id: mine!.id, name: expect.any(String) };
      // By default, her own: whose says so, and no figure of anyone else's is in the answer.
      const given = await ask(sales, view.path);
      expect(given.status, view.path).toBe(200);
      expect(given.body.whose, view.path).toEqual({ me, seller: mine!.id, everyone: !own });
      expect(
        [...sellersIn(given.body)].filter((s) => s !== mine!.id),
        view.path,
      ).toEqual([]);
      // Everyone's holds others' (so the check above can fail): a manager's, by default.
      const all = await ask(manager, view.path);
      expect(all.body.whose, view.path).toEqual({ me, seller: null, everyone: true });
      if ([...sellersIn(all.body)].some((s) => s !== mine!.id)) othersShown += 1;
      for (const asked of [String(other!.id), 'all']) {
        const response = await ask(sales, view.path, `seller=${asked}`);
        if (own) {
          expect(response.status, `${view.path} ${asked}`).toBe(403);
          expect(response.body.error).toBe(
            `Not for your role: ${SECTIONS[section].label} is for accounting, sales managers and administrators; sales for their own (another seller's records are not yours to read)`,
          );
        } else {
          expect(response.status, view.path).toBe(200);
          const seller = asked === 'all' ? null : other!.id;
          expect(response.body.whose, view.path).toEqual({ me, seller, everyone: true });
        }
      }
    }
    // All but pacing by product and aging, which name no seller: checked below.
    expect(othersShown).toBe(6);
    // Her pacing by seller is her row alone; her receivables what her contracts' invoices owe.
    const pacing = await ask(sales, '/pacing', 'by=seller&key=' + other!.id + '&period=current');
    const sets = pacing.body.sets as { rows: { key: number }[] }[];
    expect(sets.flatMap((s) => s.rows.map((r) => r.key))).toEqual(sets.map(() => mine!.id));
    expect((pacing.body.detail as { count: number }).count).toBe(0);
    const aging = (await ask(sales, '/receivables/aging')).body;
    const everyone = (await ask(manager, '/receivables/aging')).body;
    const theirs = db
      .prepare(
        `SELECT COUNT(*) FROM invoices i JOIN contracts c ON c.id = i.contract_id
         WHERE c.sold_by_user_id = ? AND i.date_due BETWEEN '2024-11-01' AND '2026-12-31'`,
      )
      .pluck()
      .get(mine!.id);
    expect(aging.count).toBe(theirs);
    expect(aging.count).toBeLessThan(everyone.count as number);
  });

  it('a person who is no seller: everyone-views their role allows, no Mine; own ones refused', async () => {
    const nobody = appOf(db, ['sales'], DEFAULT_POLICY, 'nobody@example.com');
    const pipeline = await ask(nobody, '/pipeline');
    expect(pipeline.body.whose).toEqual({ me: null, seller: null, everyone: true });
    const pacing = await ask(nobody, '/pacing');
    expect(pacing.status).toBe(403);
    expect(pacing.body.error).toMatch(/\(your e-mail matches no seller of the account\)$/);
  });

  it('a view that is not per seller is refused to who has a section for their own only', async () => {
    const [mine] = sellers();
    const policy = { ...DEFAULT_POLICY, contracts: ['sales:own'] } as RolePolicy;
    const sales = appOf(db, ['sales'], policy, mine!.email);
    const response = await ask(sales, '/sellers');
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/\(this view is not by seller\)$/);
    expect((await ask(sales, '/pipeline')).body.whose).toMatchObject({ everyone: false });
  });
});

describe('pauser', () => {
  it('yields to the event loop once its slice has passed, not before', async () => {
    const pause = pauser(5);
    let ran = false;
    setImmediate(() => (ran = true));
    await pause();
    expect(ran).toBe(false);
    const until = performance.now() + 6;
    while (performance.now() < until) {
      // busy: the slice passes
    }
    await pause();
    expect(ran).toBe(true);
  });
});
