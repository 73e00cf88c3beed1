// Between two snapshots: a size's places freed, taken or sold out per period; a saved view's rows
// that entered or left it. Nothing changed: nothing said.
import { describe, expect, it } from 'vitest';
import { emptyMirror } from '../testing/view-rows';
import { snapshotChanges, snapshotOf, type Snapshot } from './snapshots';

const WHEN = '2026-11-28T07:00:00.000Z';
const period = (free: number): Snapshot[string] => ({
  text: 'Leaderboard, 2026-12-01 to 2026-12-31',
  href: '/schedule?x',
  free,
});

describe('snapshotChanges', () => {
  it("tells a size's places freed, taken and sold out", () => {
    const said = (was: number, now: number) =>
      snapshotChanges('size', { p: period(was) }, { p: period(now) }, WHEN).map((c) => c.text);
    expect(said(1, 3)).toEqual([
      'Leaderboard, 2026-12-01 to 2026-12-31: 2 places freed up (3 free)',
    ]);
    expect(said(3, 2)).toEqual(['Leaderboard, 2026-12-01 to 2026-12-31: 1 place taken (2 free)']);
    expect(said(1, 0)).toEqual(['Leaderboard, 2026-12-01 to 2026-12-31: sold out']);
    expect(said(2, 2)).toEqual([]);
    // A period new to the window has no "before".
    expect(snapshotChanges('size', {}, { p: period(0) }, WHEN)).toEqual([]);
  });

  it('tells once that a record is no longer in the account, never that it came', () => {
    const held = { 7: { text: 'Contract 7', href: '/contracts/7' } };
    expect(snapshotChanges('contract', held, {}, WHEN)).toEqual([
      { text: 'Contract 7 is no longer in the account', href: '/contracts/7', when: WHEN },
    ]);
    expect(snapshotChanges('contract', {}, {}, WHEN)).toEqual([]);
    expect(snapshotChanges('contract', {}, held, WHEN)).toEqual([]);
  });

  it("tells a view's rows that entered and left it", () => {
    const row = (id: number) => ({ text: `Invoice ${id}`, href: `/invoices/${id}` });
    expect(
      snapshotChanges('view', { 1: row(1), 2: row(2) }, { 2: row(2), 3: row(3) }, WHEN),
    ).toEqual([
      { text: 'Invoice 3 entered the view', href: '/invoices/3', when: WHEN },
      { text: 'Invoice 1 left the view', href: '/invoices/1', when: WHEN },
    ]);
  });
});

describe('snapshotOf a saved view', () => {
  const db = emptyMirror();
  const invoice = db.prepare(
    `INSERT INTO invoices (id, advertiser_id, status, date_due, total, currency, data, wire,
       updated_at) VALUES (?, ?, ?, ?, 10, 'USD', '{}', ?, 0)`,
  );
  for (const [id, advertiser, status, due] of [
    [1, 50, 'Unpaid', '2026-10-01'],
    [2, 50, 'Unpaid', '2026-12-01'],
    [3, 50, 'Paid', '2026-10-01'],
    [4, 51, 'Unpaid', '2026-10-01'],
  ] as const) {
    invoice.run(id, advertiser, status, due, JSON.stringify({ date_due: due }));
  }
  const rows = async (target: string) => {
    const snapshot = await snapshotOf(db, { kind: 'view', target }, '2026-11-28');
    return snapshot && Object.keys(snapshot);
  };

  it("holds the invoice list's rows under its filters, whatever page and sort it shows", async () => {
    expect(await rows('/invoices?advertiser_id=50&past_due=1&page=3&sort_by=total')).toEqual(['1']);
    expect(await rows('/invoices?status=unpaid&advertiser_id=')).toEqual(['1', '2', '4']);
    expect(await rows('/invoices?date_due_after=2026-11-01')).toEqual(['2']);
  });

  it('has none for filters the view refuses', async () => {
    expect(await rows('/invoices?advertiser_id=x')).toBeNull();
    expect(await rows('/invoices?status=late')).toBeNull();
    expect(await rows('/availability?from=someday')).toBeNull();
    expect(await rows('/availability?from=2026-12-01&to=2026-11-01')).toBeNull();
    expect(await rows('/contracts?status=won')).toBeNull();
  });
});
