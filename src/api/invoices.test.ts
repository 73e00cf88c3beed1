import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { ApiError } from './client';
import {
  fetchInvoice,
  fetchInvoices,
  invoiceKeys,
  invoiceListQuery,
  invoiceQuery,
} from './invoices';
import { INVOICE_LIST_DEFAULTS, normaliseInvoiceListParams } from '../domain/invoice-list-request';
import { invoiceSchema } from '../domain/invoices';
import { listCountOf } from '../domain/list-page';
import { demoApi, queryOf, stubDemoFetch, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

const I = KNOWN.invoices;
const cents = (n: number) => Math.round(n * 100);

describe('one invoice from the demo', () => {
  it('invoice 50011: every number', async () => {
    const invoice = await fetchInvoice(I.normalInvoiceId);
    expect(net.urls).toEqual(['/api/base/invoices/50011']);
    expect(invoice).toMatchObject({
      id: 50011,
      advertiserId: 1,
      contractId: Number(I.normal.contractId),
      status: I.normal.status,
      subTotal: Number(I.normal.subTotal),
      discountAmount: 35,
      discountTotal: Number(I.normal.discountTotal),
      taxRate: Number(I.normal.taxRate),
      taxTotal: Number(I.normal.taxTotal),
      total: Number(I.normal.total),
      exchangeRate: 1,
      currency: { id: 1, name: 'USD' },
      dateCreated: I.normal.dateCreated,
      dateDue: I.normal.dateDue,
      dateModified: '2024-11-28 13:16:20',
      dateDeleted: null,
      comments: null,
      taxAfterDiscount: true,
      taxPercentBased: true,
    });
    expect(invoice.billingEmail?.email).toBe('accounts@cafe-manana.example');
    expect(invoice.billingAddress).toMatchObject({ kind: 'object', address: { id: 302 } });
    expect(invoice.lineItems).toHaveLength(I.normal.lineItemCount);
    expect(invoice.lineItems.map((l) => l.amount)).toEqual(I.normal.lineItemAmounts.map(Number));
    expect(invoice.lineItems[1]).toEqual({
      id: 24,
      invoiceId: 50011,
      amount: 250,
      total: 250,
      taxable: true,
      description: 'Design fee: Two design revisions included',
      typeId: 2,
      insertionId: null,
      deliveryLogId: null,
      contractLineItemId: 4,
    });
  });

  it('invoice 50098: sub_total is one cent more than its lines', async () => {
    const invoice = await fetchInvoice(I.mismatchedInvoiceId);
    expect(invoice.subTotal).toBe(Number(I.mismatched.subTotal));
    expect(invoice.total).toBe(Number(I.mismatched.total));
    const lines = invoice.lineItems.reduce((sum, l) => sum + cents(l.amount), 0);
    expect(lines).toBe(cents(Number(I.mismatched.linesSum)));
    expect(cents(invoice.subTotal) - lines).toBe(1);
  });

  it('EUR and GBP invoices carry their currency and rate', async () => {
    const eur = await fetchInvoice(I.eurInvoiceId);
    expect(eur).toMatchObject({
      contractId: Number(I.eur.contractId),
      exchangeRate: Number(I.eur.exchangeRate),
      total: Number(I.eur.total),
      currency: { name: 'EUR' },
    });
    const gbp = await fetchInvoice(I.gbpInvoiceId);
    expect(gbp.currency?.name).toBe('GBP');
    expect(gbp.exchangeRate).toBe(Number(I.gbp.exchangeRate));
  });

  it("invoice 50120: date_modified '1969-12-31 00:00:00' is null", async () => {
    expect((await fetchInvoice(I.placeholderModifiedInvoiceId)).dateModified).toBeNull();
  });

  it('unknown invoice: 404; drift: parse error naming record and field', async () => {
    await expect(fetchInvoice(KNOWN.unknownId)).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    net.headers['x-demo-fault'] = 'drift';
    const error = (await fetchInvoice(I.normalInvoiceId).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse', recordId: '50011', fieldPath: 'id' });
    expect(error.message).toMatch(/total: expected a number, got "n\/a"/);
  });
});

describe('the invoice list from the demo', () => {
  it('always sends sort_order and the other defaults', async () => {
    const page = await fetchInvoices();
    expect(queryOf(net.urls[0])).toEqual({
      page: '1',
      per_page: '25',
      sort_by: 'id',
      sort_order: 'desc',
    });
    expect(page.items).toHaveLength(25);
    expect(page.problems).toEqual([]);
    // The demo, like the spec, sends no count: the list works without it.
    expect(page).toMatchObject({ page: 1, perPage: 25, hasNextPage: true, total: null });
    const ids = page.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by contract; line item amounts arrive as numbers and read the same', async () => {
    const page = await fetchInvoices({ contract_id: 1003, sort_order: 'asc', per_page: 100 });
    expect(queryOf(net.urls[0])).toMatchObject({ contract_id: '1003', sort_order: 'asc' });
    expect(page.items.map((i) => i.id)).toEqual([...KNOWN.contracts.rich.invoiceIds]);
    expect(page.hasNextPage).toBe(false);
    const single = await fetchInvoice(I.normalInvoiceId);
    expect(page.items[0]).toEqual(single);
  });

  it('the last page is short', async () => {
    const first = await fetchInvoices({ advertiser_id: 1, per_page: 2 });
    expect(first.hasNextPage).toBe(true);
    let page = first;
    for (let n = 2; page.hasNextPage && n < 50; n++) {
      page = await fetchInvoices({ advertiser_id: 1, per_page: 2, page: n });
    }
    expect(page.hasNextPage).toBe(false);
    expect(page.items.length).toBeLessThan(2);
  });

  it('drift: the first invoice is reported, the rest kept', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const page = await fetchInvoices({ per_page: 10 });
    expect(page.items).toHaveLength(9);
    expect(page.problems).toEqual([
      expect.objectContaining({ endpoint: 'base /invoices/', index: 0, fieldPath: 'id' }),
    ]);
    expect(page.problems[0]?.recordId).toMatch(/^5\d{4}$/);
  });

  it('a bad parameter is the API 400 as an http ApiError', async () => {
    const error = await fetchInvoices({ sort_by: 'evil' as 'id' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'sort_by must be one of id, date_created, date_due, total',
    });
  });
});

describe('invoice quirks', () => {
  it('a line with a bad amount makes the invoice unreadable, naming the path', () => {
    const result = invoiceSchema.safeParse({
      id: '1',
      advertiser_id: '1',
      contract_id: '',
      currency: null,
      exchange_rate: null,
      discount_amount: '0',
      discount_total: 0,
      status: '',
      sub_total: '1',
      tax_after_discount: false,
      tax_percent_based: '1',
      tax_rate: '0',
      tax_total: '0',
      total: '1',
      date_modified: '0000-00-00 00:00:00',
      line_items: [{ id: '1', invoice_id: '1', amount: '1,00', total: '1', taxable: '0' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['line_items', 0, 'amount']);
  });
});

describe('params, keys and options', () => {
  it('defaults are filled in, so equal views share a key', () => {
    expect(normaliseInvoiceListParams({})).toEqual(INVOICE_LIST_DEFAULTS);
    expect(invoiceKeys.list({})).toEqual(invoiceKeys.list({ page: 1, sort_order: 'desc' }));
    expect(invoiceKeys.list({ amount_from: undefined, page: 2 })).toEqual([
      'invoices',
      'list',
      { ...INVOICE_LIST_DEFAULTS, page: 2 },
    ]);
    expect(invoiceQuery(50011).queryKey).toEqual(['invoices', 'detail', 50011]);
    expect(invoiceListQuery({ contract_id: 3 }).queryKey[2]).toMatchObject({ contract_id: 3 });
  });
});

describe('a top-level count, when an answer carries one', () => {
  // A real demo record with another id, so only the count is fake.
  let demoRecord: Record<string, unknown> = {};
  const record = (id: number) => ({ ...demoRecord, id: String(id) });
  const answer = (body: unknown) => ({ request: () => Response.json(body) });

  it('is read from a number or a numeric string and sizes the next-page question', async () => {
    const wire = await demoApi().request('/base/invoices/?per_page=1');
    demoRecord = ((await wire.json()) as { invoices: Record<string, unknown>[] }).invoices[0]!;
    stubDemoFetch(answer({ invoices: [record(1), record(2)], count: '843' }));
    const page = await fetchInvoices({ per_page: 2, page: 3 });
    expect(page.total).toBe(843);
    expect(page.hasNextPage).toBe(true);
    stubDemoFetch(answer({ invoices: [record(1), record(2)], count: 6 }));
    const last = await fetchInvoices({ per_page: 2, page: 3 });
    expect(last).toMatchObject({ total: 6, hasNextPage: false });
  });

  it('ignores a nonsense count and falls back to the page size', async () => {
    for (const count of ['many', -5, 1.5, '12abc', 3, null, true, 1e300]) {
      stubDemoFetch(answer({ invoices: [record(1), record(2)], count }));
      const page = await fetchInvoices({ per_page: 2, page: 3 });
      expect(page.total, String(count)).toBeNull();
      expect(page.hasNextPage, String(count)).toBe(true);
      expect(page.items).toHaveLength(2);
    }
  });

  it('listCountOf checks the count against the page it came with', () => {
    const at = { page: 2, perPage: 25, rows: 25 };
    expect(listCountOf({ count: 60 }, at)).toBe(60);
    expect(listCountOf({ count: ' 60 ' }, at)).toBe(60);
    expect(listCountOf({ count: 49 }, at)).toBeNull();
    expect(listCountOf({ count: 60 }, { ...at, rows: 10 })).toBeNull();
    expect(listCountOf({ count: 35 }, { ...at, rows: 10 })).toBe(35);
    expect(listCountOf([1, 2], at)).toBeNull();
    expect(listCountOf({}, at)).toBeNull();
  });
});

describe('the viewer-side filters never reach the API', () => {
  it('status and past_due are dropped from the request and the key', async () => {
    const params = { advertiser_id: 1, status: 'unpaid', past_due: true } as Parameters<
      typeof fetchInvoices
    >[0];
    await fetchInvoices(params);
    const sent = queryOf(net.urls[0]);
    expect(sent).toMatchObject({ advertiser_id: '1' });
    expect(Object.keys(sent)).not.toContain('status');
    expect(Object.keys(sent)).not.toContain('past_due');
    expect(invoiceListQuery(params).queryKey[2]).not.toHaveProperty('status');
  });
});
