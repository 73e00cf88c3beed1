// The invoice list's filters, sorting and paging, and the arithmetic of every demo invoice.
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN } from './known';
import { cents, demo, getError, getJson, type Rec } from '../testing/demo';

type Invoices = { invoices: Rec[] };
let all: Rec[] = [];
let types = new Map<string, string>();

beforeAll(async () => {
  const total = demo().stats.invoices;
  const pages = Math.ceil(total / 100);
  for (let page = 1; page <= pages; page++) {
    const body = await getJson<Invoices>(
      `/base/invoices?per_page=100&page=${page}&sort_by=id&sort_order=asc`,
    );
    all.push(...body.invoices);
  }
  const t = await getJson<{ invoiceLineItemTypes: Rec[] }>('/secondary/invoiceLineItemTypes');
  types = new Map(t.invoiceLineItemTypes.map((x) => [x.id, String(x.type)]));
  all = all.slice();
});

const ids = (list: Rec[]) => list.map((i) => Number(i.id));
const list = async (q: string) => (await getJson<Invoices>(`/base/invoices/?${q}`)).invoices;

describe('invoice arithmetic', () => {
  it('holds to the cent on every invoice but the known mismatch', () => {
    expect(all).toHaveLength(demo().stats.invoices);
    const mismatched: number[] = [];
    for (const inv of all) {
      const lines = inv.line_items as Rec[];
      let fees = 0;
      let discounts = 0;
      let taxable = 0;
      for (const l of lines) {
        expect(typeof l.amount).toBe('number');
        expect(cents(l.total)).toBe(Math.round(Number(l.amount) * 100));
        const amount = cents(l.total);
        if (types.get(String(l.invoice_line_item_type_id)) === 'Discount') {
          expect(amount).toBeLessThan(0);
          discounts -= amount;
        } else {
          fees += amount;
          if (l.taxable === '1') taxable += amount;
        }
      }
      expect(cents(inv.discount_total)).toBe(discounts);
      expect(cents(inv.discount_amount)).toBe(discounts);
      const after = inv.tax_after_discount === '1';
      const tax =
        inv.tax_percent_based === '1'
          ? Math.round(((taxable - (after ? discounts : 0)) * Number(inv.tax_rate)) / 100)
          : cents(inv.tax_rate);
      expect(cents(inv.tax_total), String(inv.id)).toBe(tax);
      expect(cents(inv.total)).toBe(fees - discounts + tax);
      if (cents(inv.sub_total) !== fees) {
        mismatched.push(Number(inv.id));
        expect(cents(inv.sub_total) - fees).toBe(1);
        expect(cents(inv.total)).toBe(
          cents(inv.sub_total) - 1 - cents(inv.discount_total) + cents(inv.tax_total),
        );
      }
    }
    expect(mismatched).toEqual([KNOWN.invoices.mismatchedInvoiceId]);
  });

  it('spans two years with Paid, Unpaid and past-due invoices', () => {
    const created = all.map((i) => String(i.date_created)).sort();
    expect(created[0]! >= '2024-11-01').toBe(true);
    expect(created[created.length - 1]! < KNOWN.today).toBe(true);
    expect(all.some((i) => i.status === 'Paid')).toBe(true);
    expect(all.some((i) => i.status === 'Unpaid' && String(i.date_due) < KNOWN.today)).toBe(true);
    expect(all.some((i) => i.currency === null)).toBe(true);
    expect(all.some((i) => i.billing_address === null)).toBe(true);
    expect(all.some((i) => i.tax_percent_based === '0' && cents(i.tax_total) > 0)).toBe(true);
    // The arithmetic test above must meet both taxes and discounts, before and after tax.
    const taxedAndDiscounted = (after: string) =>
      all.some(
        (i) =>
          i.tax_after_discount === after &&
          i.tax_percent_based === '1' &&
          cents(i.tax_total) > 0 &&
          cents(i.discount_total) > 0,
      );
    expect(taxedAndDiscounted('1') && taxedAndDiscounted('0')).toBe(true);
  });
});

describe('invoice list parameters', () => {
  it('defaults to page 1 of 25 by id descending', async () => {
    const page = await list('');
    expect(ids(page)).toEqual(
      ids(all)
        .sort((a, b) => b - a)
        .slice(0, 25),
    );
  });

  it('pages and caps per_page at 100', async () => {
    expect(await list('per_page=1000')).toHaveLength(100);
    const desc = ids(all).sort((a, b) => b - a);
    expect(ids(await list('page=3&per_page=10'))).toEqual(desc.slice(20, 30));
    expect(await list('page=9999')).toEqual([]);
  });

  it('sorts by each field in both orders with ties broken by id', async () => {
    const key = {
      id: (i: Rec) => Number(i.id),
      total: (i: Rec) => cents(i.total),
      date_created: (i: Rec) => String(i.date_created),
      date_due: (i: Rec) => String(i.date_due),
    };
    for (const [field, get] of Object.entries(key)) {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const expected = all.slice().sort((a, b) => {
          const x = get(a);
          const y = get(b);
          const primary = x < y ? -1 : x > y ? 1 : 0;
          return sign * (primary || Number(a.id) - Number(b.id));
        });
        const got = await list(`sort_by=${field}&sort_order=${order}&per_page=100&page=2`);
        expect(ids(got), `${field} ${order}`).toEqual(ids(expected.slice(100, 200)));
      }
    }
  });

  it('filters by advertiser, contract, amount and dates, inclusively', async () => {
    const check = async (q: string, keep: (i: Rec) => boolean) => {
      const expected = all.filter(keep);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(expected.length, q).toBeLessThan(all.length);
      const got = await list(`${q}&per_page=100&sort_order=asc`);
      expect(ids(got), q).toEqual(ids(expected).slice(0, 100));
    };
    const sample = all[10]!;
    await check(
      `advertiser_id=${sample.advertiser_id}`,
      (i) => i.advertiser_id === sample.advertiser_id,
    );
    await check(
      `contract_id=${KNOWN.contracts.richContractId}`,
      (i) => i.contract_id === String(KNOWN.contracts.richContractId),
    );
    await check(`amount_from=${sample.total}`, (i) => cents(i.total) >= cents(sample.total));
    await check(`amount_to=${sample.total}`, (i) => cents(i.total) <= cents(sample.total));
    await check(
      'amount_from=500&amount_to=1000.5',
      (i) => cents(i.total) >= 50000 && cents(i.total) <= 100050,
    );
    const day = String(sample.date_created).slice(0, 10);
    await check(`date_created_after=${day}`, (i) => String(i.date_created).slice(0, 10) >= day);
    await check(`date_created_before=${day}`, (i) => String(i.date_created).slice(0, 10) <= day);
    await check(`date_created_after=${day}&date_created_before=${day}`, (i) =>
      String(i.date_created).startsWith(day),
    );
    await check(
      `date_due_after=${sample.date_due}`,
      (i) => String(i.date_due) >= String(sample.date_due),
    );
    await check(
      `date_due_before=${sample.date_due}`,
      (i) => String(i.date_due) <= String(sample.date_due),
    );
  });

  it('rejects bad values with the upstream messages', async () => {
    const cases: [string, string][] = [
      ['sort_by=evil', 'sort_by must be one of id, date_created, date_due, total'],
      ['sort_order=up', 'sort_order must be one of asc, desc'],
      ['page=0', 'page must be a positive integer'],
      ['page=-3', 'page must be a positive integer'],
      ['page=1.5', 'page must be a positive integer'],
      ['per_page=0', 'per_page must be a positive integer'],
      ['advertiser_id=abc', 'advertiser_id must be an integer'],
      ['contract_id=abc', 'contract_id must be an integer'],
      ['amount_from=lots', 'amount_from must be a number'],
      ['date_due_before=tomorrow', 'date_due_before must be a date (YYYY-MM-DD)'],
    ];
    for (const [q, error] of cases) {
      expect(await getError(`/base/invoices?${q}`), q).toEqual({ status: 400, body: { error } });
    }
  });
});
