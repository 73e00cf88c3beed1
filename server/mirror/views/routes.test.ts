// The views' HTTP answers: collections, the feed and one seller's contracts, bad parameters
// named, an empty mirror answered 503, the feed's invoices only for who may read them.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type Role } from '../../auth/policy';
import type { GatewayEnv } from '../../gateway/client-id';
import { filledMirror, mirrorHarness } from '../../testing/mirror';
import { viewRoutes } from './registry';
import type { Mirror } from '../index';
import { contractRowSchema, CONTRACT_LIST_DEFAULTS } from '../../../src/domain/contract-list';
import type { ContractHead } from '../../../src/domain/contracts';
import { listPageOf } from '../../../src/domain/list-page';

function appOf(mirror: Mirror, roles?: Role[]) {
  const app = new Hono<GatewayEnv>();
  if (roles) {
    app.use('*', async (c, next) => {
      c.set('person', { email: 'dana.whitfield@harborcitymedia.com', roles } as never);
      await next();
    });
  }
  app.route('/api/views', viewRoutes({ db: mirror.db }, DEFAULT_POLICY));
  return app;
}

describe('the views over a filled mirror', async () => {
  const { mirror } = await filledMirror();
  const app = appOf(mirror);

  it('answers aging and collections, and names a bad parameter', async () => {
    const aging = await app.request(
      '/api/views/receivables/aging?date_due_after=2024-11-01&date_due_before=2026-12-31&today=2026-11-01',
    );
    expect(aging.status).toBe(200);
    const body = (await aging.json()) as { count: number; invoices: { complete: boolean } };
    expect(body.count).toBeGreaterThan(100);
    expect(body.invoices.complete).toBe(true);
    const bad = await app.request('/api/views/receivables/aging?date_due_after=soon');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      param: 'date_due_after',
      error: 'date_due_after must be a date written YYYY-MM-DD (a real day), not "soon"',
    });
    const seller = await app.request('/api/views/receivables/by-seller?seller=me');
    expect(seller.status).toBe(400);
    const kind = await app.request('/api/views/changes?kind=exploded');
    expect(((await kind.json()) as { error: string }).error).toMatch(/^kind must be one of new/);
  });

  it('knows the signed-in seller, and leaves invoices out of the feed for who may not read them', async () => {
    const manager = appOf(mirror, ['sales_manager']);
    const answer = (await (
      await manager.request('/api/views/receivables/by-seller?today=2026-11-01')
    ).json()) as { whose: { me: { name: string } | null } };
    expect(answer.whose.me?.name).toBe('Dana Whitfield');
    mirror.db
      .prepare(
        `INSERT INTO changes (at, record, record_id, kind, before, after, contract_id)
         VALUES (?, 'invoice', 50001, 'paid', '"Unpaid"', '"Paid"', 1001)`,
      )
      .run(Date.now());
    const feed = async (roles: Role[]) =>
      (
        (await (await appOf(mirror, roles).request('/api/views/changes')).json()) as {
          changes: { record: string }[];
        }
      ).changes.map((c) => c.record);
    expect(await feed(['accounting'])).toEqual(['invoice']);
    expect(await feed(['production'])).toEqual([]);
  });
});

describe("one seller's contracts (sold_by_user)", async () => {
  const { mirror } = await filledMirror();
  const app = appOf(mirror);
  // What the list should hold, worked out here from every contract the mirror holds.
  const all = (mirror.db.prepare('SELECT data FROM contracts').pluck().all() as string[]).map(
    (d) => JSON.parse(d) as ContractHead,
  );
  const counts = new Map<number, number>();
  for (const c of all) {
    if (c.soldByUserId !== null) counts.set(c.soldByUserId, (counts.get(c.soldByUserId) ?? 0) + 1);
  }
  // The seller with the most contracts: paging and filters have something to cut.
  const seller = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const theirs = all.filter((c) => c.soldByUserId === seller);
  const page = async (query: string) => {
    const response = await app.request(`/api/views/contracts?sold_by_user=${seller}${query}`);
    expect(response.status, query).toBe(200);
    const params = Object.fromEntries(new URLSearchParams(query));
    return listPageOf(
      await response.json(),
      { key: 'contracts', schema: contractRowSchema, endpoint: 'test' },
      { page: Number(params.page ?? 1), per_page: Number(params.per_page ?? 25) },
      CONTRACT_LIST_DEFAULTS,
    );
  };

  it('every contract of the seller, newest number first by default, with the count', async () => {
    expect(theirs.length).toBeGreaterThan(25);
    const first = await page('');
    expect(first.problems).toEqual([]);
    expect(first.total).toBe(theirs.length);
    const ids = theirs.map((c) => c.id).sort((a, b) => b - a);
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, 25));
    expect(first.items.every((c) => c.soldByUserId === seller)).toBe(true);
    const second = await page('&page=2&per_page=10');
    expect(second.items.map((c) => c.id)).toEqual(ids.slice(10, 20));
    expect(second.hasNextPage).toBe(true);
  });

  it("with the list's own filters and sort: open ones oldest first, a total range, a sold window", async () => {
    const open = await page('&status=Open&sort_by=date_created&sort_order=asc&per_page=100');
    const expected = theirs
      .filter((c) => c.status === 'Open')
      .sort((a, b) => String(a.dateCreated).localeCompare(String(b.dateCreated)) || a.id - b.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(open.items.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    const totals = theirs.map((c) => c.total).sort((a, b) => a - b);
    const [low, high] = [totals[5]!, totals[totals.length - 5]!];
    const ranged = await page(`&amount_from=${low}&amount_to=${high}&per_page=100`);
    expect(ranged.items.map((c) => c.id).sort()).toEqual(
      theirs
        .filter((c) => c.total >= low && c.total <= high)
        .map((c) => c.id)
        .sort(),
    );
    const sold = theirs
      .filter((c) => c.dateSold)
      .map((c) => c.dateSold!.slice(0, 10))
      .sort();
    const [from, to] = [sold[0]!, sold[Math.floor(sold.length / 2)]!];
    const window = await page(`&date_sold_after=${from}&date_sold_before=${to}&per_page=100`);
    expect(window.total).toBe(
      theirs.filter(
        (c) => c.dateSold && c.dateSold.slice(0, 10) >= from && c.dateSold.slice(0, 10) <= to,
      ).length,
    );
  });

  it('names a bad parameter, and says who the sellers are and which is the signed-in one', async () => {
    for (const [query, message] of [
      ['?sold_by_user=me', /sold_by_user must be a whole number/],
      [`?sold_by_user=${seller}&status=Pending`, /status must be one of Won, Lost, Open/],
      [`?sold_by_user=${seller}&per_page=5001`, /per_page must be a whole number from 1 to 5000/],
      [`?sold_by_user=${seller}&date_sold_after=soon`, /date_sold_after must be a date/],
    ] as const) {
      const response = await app.request(`/api/views/contracts${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const anonymous = (await (await app.request('/api/views/sellers')).json()) as {
      me: unknown;
      sellers: { id: number }[];
    };
    expect(anonymous.me).toBeNull();
    expect(anonymous.sellers.map((s) => s.id).sort()).toEqual([...counts.keys()].sort());
    const signedIn = (await (
      await appOf(mirror, ['sales']).request('/api/views/sellers')
    ).json()) as {
      me: { name: string } | null;
    };
    expect(signedIn.me?.name).toBe('Dana Whitfield');
  });

  it("gives every role the people's names, and e-mails only to who may read the users list", async () => {
    const users = mirror.db.prepare('SELECT id, name, email FROM users ORDER BY id').all() as {
      id: number;
      name: string;
      email: string;
    }[];
    expect(users.length).toBeGreaterThan(1);
    const peopleAs = async (roles: Role[]) =>
      (
        (await (await appOf(mirror, roles).request('/api/views/sellers')).json()) as {
          people: Record<string, unknown>[];
        }
      ).people;
    for (const role of ['sales', 'production', 'accounting', 'sales_manager'] as const) {
      // Id and name, nothing else: no e-mail, no roles.
      expect(await peopleAs([role]), role).toEqual(users.map(({ id, name }) => ({ id, name })));
    }
    expect(await peopleAs(['administrator'])).toEqual(users);
  });
});

describe('an account without the contract list', async () => {
  const { mirror } = await filledMirror({ contractList: false });

  it("says one seller's contracts cannot be listed rather than list part of them", async () => {
    const response = await appOf(mirror).request('/api/views/contracts?sold_by_user=1');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /holds only \d+ contracts read one by one, not the whole contract list/,
    );
  });
});

describe('an empty mirror', () => {
  const { mirror } = mirrorHarness();
  const app = appOf(mirror);

  it('answers 503 saying so', async () => {
    const response = await app.request('/api/views/receivables/by-seller');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /has not read the account's invoices yet/,
    );
  });
});
