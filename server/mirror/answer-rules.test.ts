// Each declared rule of the copy's answers, one by one: which values it answers (and which it
// leaves to the API), and what the copy then answers, against the demo (the API's stand-in) on a
// mirror whose records are edited to sit at each rule's edges.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { matchEndpoint, type Match } from '../gateway/endpoints';
import { appUpstream } from '../gateway/upstream';
import { createMirrorAnswers, type AnswerFromMirror } from './answer';
import { declaredParams, kindOf, kindText, RULES } from './answer-rules';
import { filledMirror } from '../testing/mirror';

const match = (path: string, query = ''): Match => {
  const found = matchEndpoint(path, query);
  if (!found) throw new Error(`not an endpoint: ${path}`);
  return found;
};
const declared = (path: string, query = '') => declaredParams(match(path, query));

describe('declaredParams: the copy answers only values within a declared rule', () => {
  it.each([
    ['/base/invoices', 'advertiser_id=3', true],
    ['/base/invoices', 'advertiser_id=007', false],
    ['/base/invoices', 'advertiser_id=%203', false],
    ['/base/invoices', 'advertiser_id=3.0', false],
    ['/base/invoices', 'advertiser_id=-3', false],
    ['/base/invoices', 'amount_from=12.5', true],
    ['/base/invoices', 'amount_from=-10', true],
    ['/base/invoices', 'amount_from=12.345', false],
    ['/base/invoices', 'amount_to=1e3', false],
    ['/base/invoices', 'date_created_after=2026-03-01', true],
    // A time in a date bound: the API may or may not cut the day there.
    ['/base/invoices', 'date_created_after=2026-03-01%2012:00:00', false],
    ['/base/invoices', 'date_due_before=2026-02-30', false],
    ['/base/invoices', 'date_due_before=2026-2-3', false],
    ['/base/invoices', 'page=1', true],
    ['/base/invoices', 'page=0', false],
    ['/base/invoices', 'page=1000000', false],
    ['/base/invoices', 'per_page=100', true],
    ['/base/invoices', 'per_page=101', true],
    ['/base/invoices', 'per_page=-1', false],
    ['/base/invoices', 'sort_by=total', true],
    ['/base/invoices', 'sort_by=TOTAL', false],
    ['/base/invoices', 'sort_by=name', false],
    ['/base/invoices', 'sort_order=asc', true],
    ['/base/invoices', 'sort_order=ASC', false],
    // A parameter twice with two values: which one the API reads is its own affair.
    ['/base/invoices', 'page=1&page=2', false],
    ['/base/invoices', 'page=', true],
    ['/secondary/users', 'first_name=maria', true],
    ['/secondary/users', 'email=MARIA.SANTOS@EXAMPLE.COM', true],
    ['/secondary/users', 'first_name=%20Maria', false],
    ['/secondary/users', 'first_name=Maria%20', false],
    ['/secondary/users', `first_name=${encodeURIComponent('Zoë')}`, false],
    ['/secondary/users', 'first_name=', true],
    ['/base/adRates', 'product_id=1&active=0', true],
    ['/base/adRates', 'product_id=1&active=no', false],
    ['/base/adRates', 'active=true', false],
    ['/base/adRates', 'product_id=', false],
    ['/base/adSizes/product/1', 'active=false', true],
    ['/base/adSizes/product/x1', '', false],
    ['/secondary/sections', 'product_id=1&date_created=2025-01-02', true],
    ['/secondary/sections', 'product_id=1&date_created=2025', false],
    ['/secondary/sections', 'product_id=1&id=07', false],
    ['/secondary/contractLineItems', 'contract_id=1003', true],
    ['/secondary/contractLineItems', '', false],
    ['/base/contracts/1003', '', true],
    ['/base/contracts/abc', '', false],
    ['/base/invoices/50011', '', true],
    ['/base/insertions', 'product_id=2&issue_id=5', true],
    ['/base/products', '', true],
    // The legacy contract list: no rules, the API answers every request.
    ['/secondary/contracts', '', false],
  ])('%s?%s: %s', (path, query, answered) => {
    expect(declared(path, query) !== null).toBe(answered);
  });

  it('drops empty values (absent, as the API reads them)', () => {
    expect([...declared('/base/invoices', 'page=&sort_by=total')!]).toEqual([['sort_by', 'total']]);
  });

  it('declares a rule in words for every parameter of every endpoint it answers', () => {
    for (const [name, rules] of Object.entries(RULES)) {
      for (const rule of Object.values(rules.params)) expect(rule.says, name).toMatch(/\w{3}/);
    }
    expect(Object.keys(RULES).sort()).toHaveLength(12);
  });

  it('reads calendar days only', () => {
    const due = (day: string) => declared('/base/invoices', `date_due_after=${day}`) !== null;
    expect(due('2024-02-29')).toBe(true);
    expect(due('2025-02-29')).toBe(false);
    expect(due('2025-12-31 00:00:00')).toBe(false);
  });

  it('names a kind by endpoint and the parameters used', () => {
    expect(kindOf(match('/secondary/users', 'first_name=Maria'))).toBe('users?first_name');
    expect(kindOf(match('/base/invoices', 'sort_by=total&page=2&page='))).toBe(
      'invoices?page&page=&sort_by',
    );
    expect(kindText('users?first_name')).toBe('users by first_name');
    expect(kindText('invoices?page=&sort_by')).toBe('invoices by page (empty), sort_by');
    expect(kindText('products?')).toBe('products');
  });
});

describe('the copy under each rule, against the demo', () => {
  let demo: ReturnType<typeof createDemoApi>;
  let harness: Awaited<ReturnType<typeof filledMirror>>;
  let answer: AnswerFromMirror;

  beforeAll(async () => {
    demo = createDemoApi({ scale: 1 });
    harness = await filledMirror({ upstream: appUpstream(demo.app) });
    answer = createMirrorAnswers(harness.db);
  }, 60_000);

  const api = async (path: string, query: string) => {
    const response = await demo.app.fetch(new Request(`http://demo.invalid${path}?${query}`));
    return (await response.json()) as unknown;
  };
  const copy = (path: string, query: string) => {
    const got = answer(match(path, query), 0);
    return got && (JSON.parse(got.body) as unknown);
  };
  /** The one value `sql` selects from the copy. */
  const one = <T>(sql: string) => harness.db.prepare(sql).pluck().get() as T;
  const same = async (path: string, query: string) => {
    const body = await api(path, query);
    expect(copy(path, query), `${path}?${query}`).toEqual(body);
    return body;
  };

  it('users: email and first name equal without regard to case', async () => {
    for (const query of [
      'first_name=maria',
      'first_name=MARIA',
      'first_name=Maria',
      'email=PRIYA.RAMAN@HARBORCITYMEDIA.COM',
      'email=priya.raman@harborcitymedia.com&first_name=PRIYA',
      'email=priya.raman@harborcitymedia.com&first_name=maria',
    ]) {
      await same('/secondary/users', query);
    }
    const body = (await same('/secondary/users', 'first_name=mArIa')) as { users: unknown[] };
    expect(body.users).toHaveLength(2);
  });

  it('users: a held name equal only without its accent is left to the API', () => {
    // Zoë: an accent-blind collation matches `zoe`; the demo (and the copy's own rule) would not.
    expect(copy('/secondary/users', 'first_name=zoe')).toBeNull();
    expect(copy('/secondary/users', 'first_name=sean')).toBeNull();
    expect(copy('/secondary/users', 'first_name=chloe')).toBeNull();
    expect(copy('/secondary/users', 'first_name=dana')).not.toBeNull();
  });

  it('invoices: date bounds take whole days, both ends included (times of the records too)', async () => {
    const day = one<string>(
      "SELECT json_extract(wire, '$.date_created') FROM invoices WHERE id = 50011",
    ).slice(0, 10);
    const on = (await same(
      '/base/invoices',
      `date_created_after=${day}&date_created_before=${day}&per_page=100`,
    )) as { invoices: { id: string }[] };
    expect(on.invoices.map((i) => i.id)).toContain('50011');
    const due = one<string>(
      "SELECT json_extract(wire, '$.date_due') FROM invoices WHERE id = 50011",
    );
    const dueOn = (await same(
      '/base/invoices',
      `date_due_after=${due}&date_due_before=${due}&per_page=100`,
    )) as { invoices: { id: string }[] };
    expect(dueOn.invoices.map((i) => i.id)).toContain('50011');
  });

  it('invoices: amount bounds in cents, both ends included', async () => {
    const total = one<number>('SELECT total FROM invoices WHERE id = 50011');
    const body = (await same(
      '/base/invoices',
      `amount_from=${total.toFixed(2)}&amount_to=${total.toFixed(2)}&per_page=100`,
    )) as { invoices: { id: string }[] };
    expect(body.invoices.map((i) => i.id)).toContain('50011');
  });

  it('invoices: ties in a sort broken by id in the same order', async () => {
    const tied = one<string>(
      `SELECT json_extract(wire, '$.date_due') FROM invoices GROUP BY 1 HAVING COUNT(*) > 2 LIMIT 1`,
    );
    for (const order of ['asc', 'desc']) {
      const body = (await same(
        '/base/invoices',
        `date_due_after=${tied}&date_due_before=${tied}&sort_by=date_due&sort_order=${order}`,
      )) as { invoices: { id: string }[] };
      const ids = body.invoices.map((i) => Number(i.id));
      expect(ids.length).toBeGreaterThan(2);
      expect(ids).toEqual([...ids].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
  });

  it('invoices: per_page clamped to 100, defaults 25, id desc', async () => {
    const clamped = (await same('/base/invoices', 'per_page=500')) as { invoices: unknown[] };
    expect(clamped.invoices).toHaveLength(100);
    const first = (await same('/base/invoices', '')) as { invoices: { id: string }[] };
    expect(first.invoices).toHaveLength(25);
    expect(Number(first.invoices[0]!.id)).toBeGreaterThan(Number(first.invoices[1]!.id));
    await same('/base/invoices', 'page=&per_page=&sort_by=&sort_order=');
  });

  it('ad sizes and rates: deleted rows only with active false or 0', async () => {
    const product = one<number>(
      "SELECT product_id FROM ad_sizes WHERE COALESCE(json_extract(wire, '$.date_deleted'), '') <> '' LIMIT 1",
    );
    const live = (await same(`/base/adSizes/product/${product}`, '')) as { ad_sizes: unknown[] };
    const all = (await same(`/base/adSizes/product/${product}`, 'active=0')) as {
      ad_sizes: unknown[];
    };
    expect(all.ad_sizes.length).toBeGreaterThan(live.ad_sizes.length);
    await same(`/base/adSizes/product/${product}`, 'active=true');
    await same('/base/adRates', `product_id=${product}&active=false`);
    await same('/base/adRates', `product_id=${product}&active=1`);
  });

  it('secondary sections: by creation day and id', async () => {
    const section = harness.db
      .prepare(
        "SELECT product_id, id, substr(json_extract(wire, '$.date_created'), 1, 10) AS day FROM sections",
      )
      .get() as { product_id: number; id: number; day: string };
    const body = (await same(
      '/secondary/sections',
      `product_id=${section.product_id}&date_created=${section.day}`,
    )) as { sections: unknown[] };
    expect(body.sections.length).toBeGreaterThan(0);
    await same('/secondary/sections', `product_id=${section.product_id}&id=${section.id}`);
    await same('/secondary/sections', `product_id=${section.product_id}&id=999999`);
  });
});
