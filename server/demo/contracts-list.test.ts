// The legacy contract list (secondary host): wire format, every filter and sort, paging, count,
// its errors, agreement with /contracts/{id}, and the DEMO_CONTRACT_LIST=0 switch.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from './index';
import { PLACEHOLDER_DATES_AT } from './generate';
import { cents, demo, getError, getJson, ID, MONEY, type Rec } from '../testing/demo';

type Contracts = { contracts: Rec[]; count: unknown };
let all: Rec[] = [];

const list = (q: string) => getJson<Contracts>(`/secondary/contracts/?${q}`);
const ids = (rows: Rec[]) => rows.map((r) => Number(r.id));
/** Every matching contract, read page by page at 100. */
async function every(q: string): Promise<Rec[]> {
  const rows: Rec[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${q}&per_page=100&page=${page}`);
    rows.push(...body.contracts);
    if (body.contracts.length < 100) return rows;
  }
}

beforeAll(async () => {
  all = await every('sort_by=id&sort_order=asc');
});

describe('contract list wire format', () => {
  it('lists every contract once, with count as a string of all matches', async () => {
    expect(all).toHaveLength(demo().stats.contracts);
    expect(new Set(ids(all)).size).toBe(all.length);
    const body = await list('');
    expect(body.count).toBe(String(demo().stats.contracts));
    expect(body.contracts).toHaveLength(25);
  });

  it('sends each contract as /contracts/{id} does, without insertions and line items', async () => {
    for (const row of [all[0], all[2], all[40], all[299]]) {
      const one = await getJson<Rec>(`/base/contracts/${String(row?.id)}`);
      const { insertions, line_items, ...head } = one;
      expect(insertions).toBeInstanceOf(Array);
      expect(line_items === null || Array.isArray(line_items)).toBe(true);
      expect(row).toEqual(head);
    }
    for (const row of all) {
      expect(row.id).toMatch(ID);
      expect(row.total).toMatch(MONEY);
      expect(row.sold_by_user).toMatch(ID);
      expect(row.advertiser_id).toMatch(ID);
      expect(['Won', 'Lost', 'Open']).toContain(row.status);
      expect(['0', '1']).toContain(row.is_proposal);
      expect(row).not.toHaveProperty('insertions');
    }
  });

  it('carries the placeholder dates of the vendor example on some rows', () => {
    const placeholder = all.filter((r) => r.date_created === '0000-00-00 00:00:00');
    expect(ids(placeholder)).toEqual([0, 1, 2].map((b) => 1001 + b * 100 + PLACEHOLDER_DATES_AT));
    expect(all.some((r) => r.date_sold === '1969-12-31 00:00:00')).toBe(true);
    expect(all.some((r) => r.date_sold === '0000-00-00 00:00:00')).toBe(true);
    expect(all.some((r) => r.date_sold === null)).toBe(true);
  });
});

describe('contract list filters', () => {
  const check = async (q: string, keep: (r: Rec) => boolean) => {
    const expected = ids(all.filter(keep));
    expect(expected.length, q).toBeGreaterThan(0);
    expect(expected.length, q).toBeLessThan(all.length);
    const rows = await every(`${q}&sort_by=id&sort_order=asc`);
    expect(ids(rows), q).toEqual(expected);
    expect((await list(q)).count, q).toBe(String(expected.length));
  };
  const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');

  it('advertiser_id', async () => {
    await check('advertiser_id=1', (r) => r.advertiser_id === '1');
  });

  it('status Won, Lost, Open', async () => {
    for (const status of ['Won', 'Lost', 'Open']) {
      await check(`status=${status}`, (r) => r.status === status);
    }
  });

  it('amount_from and amount_to, in money, both ends included', async () => {
    const edge = String(all[10]?.total);
    await check(`amount_from=${edge}`, (r) => cents(r.total) >= cents(edge));
    await check(`amount_to=${edge}`, (r) => cents(r.total) <= cents(edge));
    await check('amount_from=1000&amount_to=5000.5', (r) => {
      return cents(r.total) >= 100000 && cents(r.total) <= 500050;
    });
  });

  it('date_created_after and _before, whole days', async () => {
    await check('date_created_after=2025-06-01', (r) => day(r.date_created) >= '2025-06-01');
    await check('date_created_before=2025-06-01', (r) => day(r.date_created) <= '2025-06-01');
  });

  it('date_sold_after and _before; a contract without a sale date never matches a window', async () => {
    await check('date_sold_after=2026-01-01&date_sold_before=2026-03-31', (r) => {
      const d = day(r.date_sold);
      return d >= '2026-01-01' && d <= '2026-03-31';
    });
    await check('date_sold_after=2025-12-31', (r) => day(r.date_sold) >= '2025-12-31');
  });

  it('filters combine', async () => {
    await check(
      'status=Open&amount_from=500',
      (r) => r.status === 'Open' && cents(r.total) >= 50000,
    );
  });
});

describe('contract list sorting and paging', () => {
  it('sorts by each column, desc by default, ties by id', async () => {
    const key = {
      id: () => 0,
      date_created: (r: Rec) => String(r.date_created),
      date_sold: (r: Rec) => (r.date_sold === null ? '' : String(r.date_sold)),
      total: (r: Rec) => cents(r.total),
      status: (r: Rec) => String(r.status),
    } as const;
    for (const [sortBy, by] of Object.entries(key)) {
      const asc = [...all].sort((a, b) => {
        const x = by(a);
        const y = by(b);
        return x < y ? -1 : x > y ? 1 : Number(a.id) - Number(b.id);
      });
      const got = await every(`sort_by=${sortBy}&sort_order=asc`);
      expect(ids(got), sortBy).toEqual(ids(asc));
      const desc = await every(`sort_by=${sortBy}`);
      expect(ids(desc), sortBy).toEqual(ids(asc).reverse());
    }
    expect(ids((await list('')).contracts)[0]).toBe(Number(all.at(-1)?.id));
  });

  it('pages with page and per_page (25 by default, at most 100); past the end is empty', async () => {
    const second = await list('page=2&sort_order=asc');
    expect(ids(second.contracts)).toEqual(ids(all.slice(25, 50)));
    expect((await list('per_page=500')).contracts).toHaveLength(100);
    expect((await list('per_page=7&page=3&sort_order=asc')).contracts.map((r) => r.id)).toEqual(
      all.slice(14, 21).map((r) => r.id),
    );
    const past = await list('page=400000000000000000');
    expect(past.contracts).toEqual([]);
    expect(past.count).toBe(String(all.length));
  });
});

describe('contract list errors', () => {
  it.each([
    ['status=won', 'status must be one of Won, Lost, Open'],
    ['sort_by=evil', 'sort_by must be one of id, date_created, date_sold, total, status'],
    ['sort_order=up', 'sort_order must be one of asc, desc'],
    ['advertiser_id=x', 'advertiser_id must be an integer'],
    ['amount_from=ten', 'amount_from must be a number'],
    ['date_sold_after=2026-13', 'date_sold_after must be a date (YYYY-MM-DD)'],
    ['date_created_before=yesterday', 'date_created_before must be a date (YYYY-MM-DD)'],
    ['page=0', 'page must be a positive integer'],
    ['per_page=-3', 'per_page must be a positive integer'],
  ])('answers %s with {"error"} and 400', async (q, error) => {
    expect(await getError(`/secondary/contracts?${q}`)).toEqual({ status: 400, body: { error } });
  });

  it('is not on the base host', async () => {
    expect((await getError('/base/contracts/')).status).toBe(404);
  });

  it('answers 404 {"error"} when the account has no contract list (DEMO_CONTRACT_LIST=0)', async () => {
    const without = createDemoApi({ scale: 1, contractList: false });
    for (const path of ['/secondary/contracts', '/secondary/contracts/?per_page=1']) {
      const res = await without.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
    expect((await without.app.request('/base/contracts/1003')).status).toBe(200);
  });
});
