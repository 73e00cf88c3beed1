// The mirror's views against the API's own lists on the same demo data: the contract and invoice
// lists read from the demo API page by page, parsed by the app's schemas and added up by src/lib,
// must give exactly what the queries on the mirror give.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../demo/index';
import { appUpstream } from '../../gateway/upstream';
import { contractRowSchema, type ContractRow } from '../../../src/domain/contract-list';
import { invoiceSchema, type Invoice } from '../../../src/domain/invoices';
import { bookingsOf } from '../../../src/domain/sales-figures';
import { agingByAdvertiser, agingByCurrency, isPastDue } from '../../../src/domain/aging';
import { daysFrom } from '../../../src/domain/date-only';
import { filledMirror } from '../../testing/mirror';
import { openGatewayDb, MEMORY, type GatewayDb } from '../../gateway/database';
import { openMirrorTables } from '../tables';
import {
  agingFigures,
  bookingsFigures,
  collectionsBySeller,
  pipelineRows,
  userOfEmail,
} from './figures';
import { advertiserOwed, invoiceListView } from './invoices';
import { emptyMirror } from '../../testing/view-rows';

const demo = createDemoApi({ scale: 1 });
let db: GatewayDb;

beforeAll(async () => {
  ({ db } = await filledMirror({ upstream: appUpstream(demo.app) }));
});

/** Every page of a demo list, as the browser's bulk read takes them (100 a page). */
async function readAll<T>(
  path: string,
  query: Record<string, string>,
  key: string,
  parse: (raw: unknown) => T | null,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page < 1000; page++) {
    const search = new URLSearchParams({ ...query, page: String(page), per_page: '100' });
    const body = (await (await demo.app.request(`${path}?${search}`)).json()) as Record<
      string,
      unknown[]
    >;
    const items = body[key] ?? [];
    for (const raw of items) {
      const parsed = parse(raw);
      if (parsed) out.push(parsed);
    }
    if (items.length < 100) break;
  }
  return out;
}

const contractsOf = (query: Record<string, string>) =>
  readAll<ContractRow>('/secondary/contracts/', query, 'contracts', (raw) => {
    const r = contractRowSchema.safeParse(raw);
    return r.success ? r.data : null;
  });
const invoicesOf = (query: Record<string, string>) =>
  readAll<Invoice>('/base/invoices', query, 'invoices', (raw) => {
    const r = invoiceSchema.safeParse(raw);
    return r.success ? r.data : null;
  });

describe('pipeline from the mirror', () => {
  it('lists the open contracts the contract list gives, in its order, with the same fields', async () => {
    const listed = await contractsOf({
      status: 'Open',
      sort_by: 'date_created',
      sort_order: 'asc',
    });
    const rows = pipelineRows(db);
    expect(listed.length).toBeGreaterThan(10);
    expect(rows).toEqual(
      listed.map((c) => ({
        id: c.id,
        advertiserId: c.advertiserId,
        soldByUserId: c.soldByUserId,
        dateCreated: c.dateCreated,
        isProposal: c.isProposal,
        total: c.total,
        currency: c.currency,
      })),
    );
  });
});

describe('bookings from the mirror', () => {
  it.each([
    ['a year', '2026-01-01', '2026-11-01'],
    ['one day', '2026-03-02', '2026-03-02'],
    ['a window across a year end', '2025-11-15', '2026-02-10'],
  ])('equal the contract list added up, for %s', async (_what, from, to) => {
    const listed = await contractsOf({
      status: 'Won',
      date_sold_after: from,
      date_sold_before: to,
      sort_by: 'date_sold',
      sort_order: 'asc',
    });
    const mirror = bookingsFigures(db, { from, to });
    expect(mirror.count).toBe(listed.length);
    const { sets, undated } = bookingsOf(listed, { from, to });
    expect(mirror.sets).toEqual(sets);
    expect(mirror.undated).toBe(undated);
  });
});

describe('receivables aging from the mirror', () => {
  it.each([
    ['the default window', '2024-11-01', '2026-12-31', '2026-11-01'],
    ['a narrow window', '2026-09-01', '2026-10-31', '2026-11-01'],
    ['another today', '2025-01-01', '2026-12-31', '2026-06-15'],
  ])('equals the invoice list added up, for %s', async (_what, dueAfter, dueBefore, today) => {
    const listed = await invoicesOf({
      date_due_after: dueAfter,
      date_due_before: dueBefore,
      sort_by: 'date_due',
      sort_order: 'asc',
    });
    const mirror = agingFigures(db, { dueAfter, dueBefore, today });
    expect(mirror.count).toBe(listed.length);
    expect(mirror.byCurrency).toEqual(agingByCurrency(listed, today));
    expect(mirror.byAdvertiser).toEqual(agingByAdvertiser(listed, today));
    expect(mirror.byCurrency[0]!.pastDueCount).toBeGreaterThan(0);
  });

  it('cuts by the bounds asked for, and adds up what is over N days per advertiser', async () => {
    const [dueAfter, dueBefore, today] = ['2024-11-01', '2026-12-31', '2026-11-01'];
    const listed = await invoicesOf({ date_due_after: dueAfter, date_due_before: dueBefore });
    const mirror = agingFigures(db, { dueAfter, dueBefore, today, bounds: [45, 120], over: 60 });
    expect(mirror.bounds).toEqual([45, 120]);
    const [first] = mirror.byCurrency;
    expect(Object.keys(first!.buckets)).toEqual([
      'notDue',
      'days1to45',
      'days46to120',
      'over120',
      'noDueDate',
    ]);
    // Over 60, counted here from the invoices themselves, in cents.
    const late = listed.filter(
      (i) => i.status === 'Unpaid' && i.dateDue !== null && daysFrom(i.dateDue, today) > 60,
    );
    const cents = (rows: { total: number }[]) =>
      rows.reduce((n, r) => n + Math.round(r.total * 100), 0);
    expect(late.length).toBeGreaterThan(0);
    expect(mirror.byCurrency.reduce((n, f) => n + f.over!.count, 0)).toBe(late.length);
    expect(cents(mirror.byCurrency.map((f) => f.over!))).toBe(cents(late));
    expect(cents(mirror.byAdvertiser.map((a) => a.over!))).toBe(cents(late));
    const owing = new Set(late.map((i) => i.advertiserId));
    expect(
      new Set(mirror.byAdvertiser.filter((a) => a.over!.count).map((a) => a.advertiserId)),
    ).toEqual(owing);
  });
});

describe('collections by seller', () => {
  const today = '2026-11-01';

  it("adds up every past-due invoice once, under its contract's seller, per currency", async () => {
    const invoices = (await invoicesOf({})).filter((i) => isPastDue(i, today));
    const answer = collectionsBySeller(db, { today, seller: null });
    const count = answer.bySeller.reduce((n, s) => n + s.pastDueCount, 0);
    expect(count).toBe(invoices.length);
    // Per currency, the sellers' past-due totals add up to the account's.
    for (const whole of agingByCurrency(invoices, today)) {
      const parts = answer.bySeller.filter((s) => s.currency === whole.currency);
      const cents = parts.reduce((n, s) => n + Math.round(s.pastDueTotal * 100), 0);
      expect(cents).toBe(Math.round(whole.pastDueTotal * 100));
    }
    expect(answer.withoutContract).toBe(0);
    // A contract's seller, checked for one invoice against the contract's record.
    const first = answer.worklist[0]!;
    const invoice = invoices.find((i) => i.id === first.oldestInvoiceId)!;
    const seller = db
      .prepare('SELECT sold_by_user_id FROM contracts WHERE id = ?')
      .pluck()
      .get(invoice.contractId);
    expect(first.sellerId).toBe(seller);
    expect(first.daysLate).toBeGreaterThan(0);
  });

  it("a seller's worklist: one line per advertiser and currency, its oldest invoice first", () => {
    const all = collectionsBySeller(db, { today, seller: null });
    const seller = all.bySeller.find((s) => s.sellerId !== null)!.sellerId!;
    const mine = collectionsBySeller(db, { today, seller });
    expect(mine.worklist.length).toBeGreaterThan(0);
    expect(mine.worklist.every((l) => l.sellerId === seller)).toBe(true);
    expect(mine.bySeller.every((s) => s.sellerId === seller)).toBe(true);
    const keys = mine.worklist.map((l) => `${l.advertiserId}/${l.currency}`);
    expect(new Set(keys).size).toBe(keys.length);
    const line = mine.worklist[0]!;
    const oldest = db
      .prepare(
        `SELECT i.id FROM invoices i JOIN contracts c ON c.id = i.contract_id
         WHERE i.status = 'Unpaid' AND i.date_due < ? AND c.sold_by_user_id = ?
           AND i.advertiser_id = ? AND i.currency IS ? ORDER BY i.date_due, i.id LIMIT 1`,
      )
      .pluck()
      .get(today, seller, line.advertiserId, line.currency);
    expect(line.oldestInvoiceId).toBe(oldest);
    // Sorted by days late, most first.
    const days = mine.worklist.map((l) => l.daysLate);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('knows the signed-in person as a seller by e-mail, case aside', () => {
    const user = db.prepare('SELECT id, email, name FROM users LIMIT 1').get() as {
      id: number;
      email: string;
      name: string;
    };
    expect(userOfEmail(db, user.email.toUpperCase())).toEqual({ id: user.id, name: user.name });
    expect(userOfEmail(db, 'nobody@example.invalid')).toBeNull();
  });
});

describe('collections at their boundaries', () => {
  const small = openGatewayDb(MEMORY);
  openMirrorTables(small, 'boundaries');
  const contract = small.prepare(
    `INSERT INTO contracts (id, advertiser_id, sold_by_user_id, status, is_proposal, total, data,
       wire, updated_at) VALUES (?, ?, ?, 'Won', 0, 0, ?, '{}', 0)`,
  );
  const invoice = small.prepare(
    `INSERT INTO invoices (id, advertiser_id, contract_id, status, date_due, total, currency, data,
       wire, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '{}', 0)`,
  );
  small
    .prepare(
      `INSERT INTO users (id, email, name, data, wire, updated_at)
       VALUES (7, 'dana@example.com', 'Dana Whitfield', '{}', '{}', 0)`,
    )
    .run();
  contract.run(1, 50, 7, JSON.stringify({ billingEmail: { email: 'ap@bakery.example' } }));
  const none = '{}';
  invoice.run(11, 50, 1, 'Unpaid', '2026-10-31', 100.1, 'USD', none); // 1 day late
  invoice.run(12, 50, 1, 'Unpaid', '2026-07-01', 200.2, 'USD', none); // 123 days late
  invoice.run(13, 50, 1, 'Unpaid', '2026-09-01', 50, 'EUR', none);
  invoice.run(14, 50, 1, 'Unpaid', '2026-11-01', 999, 'USD', none); // due today: not past due
  invoice.run(15, 50, 1, 'Paid', '2026-01-01', 999, 'USD', none);
  invoice.run(16, 51, 99, 'Unpaid', '2026-10-01', 10, 'USD', none); // contract not held

  it('one set of figures per currency for a seller with two, due today left out', () => {
    const answer = collectionsBySeller(small, { today: '2026-11-01', seller: null });
    // The signed-in person as a seller: the user of their e-mail, case aside ("Mine").
    expect(userOfEmail(small, 'DANA@example.com')).toEqual({ id: 7, name: 'Dana Whitfield' });
    const dana = answer.bySeller.filter((s) => s.sellerId === 7);
    expect(dana.map((s) => [s.currency, s.pastDueCount, s.pastDueTotal])).toEqual([
      ['USD', 2, 300.3],
      ['EUR', 1, 50],
    ]);
    expect(dana[0]!.buckets.days1to30).toEqual({ count: 1, total: 100.1 });
    expect(dana[0]!.buckets.over90).toEqual({ count: 1, total: 200.2 });
    expect(answer.withoutContract).toBe(1);
    const unknown = answer.bySeller.find((s) => s.contractUnknown)!;
    expect(unknown.pastDueTotal).toBe(10);
    const usd = answer.worklist.find((l) => l.sellerId === 7 && l.currency === 'USD')!;
    expect(usd).toMatchObject({
      oldestInvoiceId: 12,
      oldestDue: '2026-07-01',
      daysLate: 123,
      invoices: 2,
      owed: 300.3,
      billingEmail: 'ap@bakery.example',
    });
  });

  it('filtered to a seller, leaves out the others and the unknown', () => {
    const answer = collectionsBySeller(small, { today: '2026-11-01', seller: 7 });
    expect(answer.withoutContract).toBe(0);
    expect(answer.worklist.map((l) => l.oldestInvoiceId).sort()).toEqual([12, 13]);
  });
});

describe("the invoice list under the viewer's own filters", () => {
  const today = '2026-11-01';
  const parse = (raw: unknown) => invoiceSchema.parse(raw);

  it.each([
    [
      'unpaid, due date first',
      { status: 'unpaid' as const },
      { sort_by: 'date_due', sort_order: 'asc' },
    ],
    ['paid, largest first', { status: 'paid' as const }, { sort_by: 'total', sort_order: 'desc' }],
    ['past due, newest first', { past_due: true }, { sort_by: 'id', sort_order: 'desc' }],
  ] as const)('pages what the whole list gives, filtered: %s', async (_what, given, sort) => {
    const viewer: { status?: 'unpaid' | 'paid'; past_due?: boolean } = given;
    const listed = (await invoicesOf({ ...sort, date_due_after: '2025-01-01' })).filter(
      (i) =>
        (viewer.status === undefined ||
          i.status === (viewer.status === 'unpaid' ? 'Unpaid' : 'Paid')) &&
        (!viewer.past_due || isPastDue(i, today)),
    );
    expect(listed.length).toBeGreaterThan(30);
    const params = { ...viewer, ...sort, date_due_after: '2025-01-01', per_page: 25 };
    const first = invoiceListView(db, { ...params, page: 1 }, today);
    const second = invoiceListView(db, { ...params, page: 2 }, today);
    expect(first.count).toBe(listed.length);
    expect(first.invoices.map(parse)).toEqual(listed.slice(0, 25));
    expect(second.invoices.map(parse)).toEqual(listed.slice(25, 50));
  });

  it("keeps the API filters: one advertiser's invoices, with a contract and amounts", async () => {
    const [some] = await invoicesOf({});
    const listed = await invoicesOf({ advertiser_id: String(some!.advertiserId) });
    const answer = invoiceListView(db, { advertiser_id: some!.advertiserId, per_page: 100 }, today);
    expect(answer.invoices.map(parse)).toEqual(listed);
    const none = invoiceListView(db, { amount_from: 1e12 }, today);
    expect(none).toEqual({ invoices: [], count: 0 });
  });

  it('leaves out a record without a status from both filters; due today is not past due', () => {
    const mirror = emptyMirror();
    const insert = mirror.prepare(
      `INSERT INTO invoices (id, advertiser_id, status, date_due, total, currency, data, wire, updated_at)
       VALUES (?, 7, ?, ?, 10, 'USD', '{}', ?, 0)`,
    );
    const rows = [
      [1, 'Unpaid', '2026-10-31'],
      [2, 'Unpaid', today],
      [3, null, '2026-01-01'],
      [4, 'Paid', '2026-01-01'],
    ] as const;
    for (const [id, status, due] of rows) {
      insert.run(id, status, due, JSON.stringify({ id, date_due: due }));
    }
    const ids = (params: Parameters<typeof invoiceListView>[1]) =>
      invoiceListView(mirror, { ...params, sort_order: 'asc' }, today).invoices.map(
        (i) => (i as { id: number }).id,
      );
    expect(ids({ status: 'unpaid' })).toEqual([1, 2]);
    expect(ids({ status: 'paid' })).toEqual([4]);
    expect(ids({ past_due: true })).toEqual([1]);
    expect(ids({ status: 'paid', past_due: true })).toEqual([]);
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });
});

describe('what an advertiser owes', () => {
  const today = '2026-11-01';

  it('ages their unpaid invoices per currency and lists them due date first', async () => {
    const all = await invoicesOf({ sort_by: 'date_due', sort_order: 'asc' });
    const owing = all.find((i) => isPastDue(i, today))!.advertiserId;
    const theirs = all.filter((i) => i.advertiserId === owing);
    const answer = advertiserOwed(db, { advertiserId: owing, today });
    expect(answer.invoices).toBe(theirs.length);
    expect(answer.byCurrency).toEqual(agingByCurrency(theirs, today));
    const unpaid = theirs.filter((i) => i.status === 'Unpaid');
    expect(answer.unpaid.map((raw) => invoiceSchema.parse(raw))).toEqual(unpaid);
  });

  it('owes nothing without invoices', () => {
    expect(advertiserOwed(db, { advertiserId: 999_999_999, today })).toEqual({
      advertiserId: 999_999_999,
      today,
      invoices: 0,
      byCurrency: [],
      unpaid: [],
    });
  });
});
