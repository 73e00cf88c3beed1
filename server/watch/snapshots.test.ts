// Between two snapshots: a size's places freed, taken or sold out per period; a saved view's rows
// that entered or left it. Nothing changed: nothing said.
import { describe, expect, it } from 'vitest';
import { snapshotChanges, type Snapshot } from './snapshots';

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
