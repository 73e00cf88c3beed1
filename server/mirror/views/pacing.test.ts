// Pacing at its boundaries, over rows written straight into a mirror: a sale on as_of and on
// 1 January, 29 February, placeholders, two currencies, the split by product, goals; and over the
// demo, the same figures as the bookings page's own computation.
import { describe, expect, it } from 'vitest';
import { bookingsOf } from '../../../src/domain/sales-figures';
import type { Goals } from '../../goals';
import { filledMirror } from '../../testing/mirror';
import { workingDays, yearsBefore } from './calendar';
import { NotReady } from './state';
import { pacingView, splitCents } from './pacing';
import { addContracts, addInsertion, addUsers, emptyMirror } from '../../testing/view-rows';

const totals = (answer: ReturnType<typeof pacingView>) =>
  answer.sets.map((s) => ({ currency: s.currency, current: s.current, prior: s.prior }));

describe('calendar', () => {
  it('takes 29 February a year back to 28 February, and counts Monday to Friday', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
    expect(yearsBefore('2026-03-10', 2)).toBe('2024-03-10');
    // 2026 begins on a Thursday: 52 weeks and a Thursday.
    expect(workingDays('2026-01-01', '2026-12-31')).toBe(261);
    // Saturday 7 to Monday 9 March 2026.
    expect(workingDays('2026-03-07', '2026-03-09')).toBe(1);
    expect(workingDays('2026-03-10', '2026-03-09')).toBe(0);
  });
});

describe('pacingView', () => {
  it('counts a sale on as_of and on 1 January, not the day after as_of nor 31 December', () => {
    const db = emptyMirror();
    addContracts(db, [
      { id: 1, sold: '2026-03-10 23:59:59', total: 100 },
      { id: 2, sold: '2026-01-01 00:00:00', total: 20 },
      { id: 3, sold: '2026-03-11 00:00:00', total: 4000 },
      { id: 4, sold: '2025-12-31 23:59:59', total: 5000 },
      { id: 5, sold: '2025-03-10', total: 3 },
      { id: 6, sold: '2025-01-01', total: 0.5 },
      { id: 7, sold: '2025-03-11', total: 6000 },
      { id: 8, sold: null, total: 7000 },
      { id: 9, sold: '2026-02-01', total: 8000, status: 'Lost' },
    ]);
    const answer = pacingView(db, { asOf: '2026-03-10', by: 'seller' });
    expect(answer.current).toEqual({ from: '2026-01-01', to: '2026-03-10' });
    expect(answer.prior).toEqual({ from: '2025-01-01', to: '2025-03-10' });
    expect(totals(answer)).toEqual([{ currency: '', current: 12000, prior: 350 }]);
    expect(answer.sets[0]!.months).toEqual([
      { month: '01', current: 2000, prior: 50 },
      { month: '02', current: 0, prior: 0 },
      { month: '03', current: 10000, prior: 300 },
    ]);
    expect(answer.undated).toBe(1);
    expect(answer.coverage).toMatchObject({ contracts: 9, complete: false });
  });

  it('compares 29 February with 28 February of the year before', () => {
    const db = emptyMirror();
    addContracts(db, [
      { id: 1, sold: '2024-02-29', total: 10 },
      { id: 2, sold: '2023-02-28', total: 1 },
      { id: 3, sold: '2023-03-01', total: 1000 },
    ]);
    const answer = pacingView(db, { asOf: '2024-02-29', by: 'seller' });
    expect(answer.prior.to).toBe('2023-02-28');
    expect(totals(answer)).toEqual([{ currency: '', current: 1000, prior: 100 }]);
  });

  it("keeps a seller's two currencies in two sets, never added", () => {
    const db = emptyMirror();
    addUsers(db, [{ id: 7, email: 'dana@example.com', name: 'Dana' }]);
    addContracts(db, [
      { id: 1, seller: 7, sold: '2026-02-01', total: 100, currency: 'USD' },
      { id: 2, seller: 7, sold: '2026-02-02', total: 30, currency: 'EUR' },
      { id: 3, seller: 7, sold: '2025-02-02', total: 10, currency: 'EUR' },
      { id: 4, seller: null, sold: '2026-02-03', total: 5, currency: 'USD' },
    ]);
    const answer = pacingView(db, { asOf: '2026-03-10', by: 'seller' });
    expect(totals(answer)).toEqual([
      { currency: 'EUR', current: 3000, prior: 1000 },
      { currency: 'USD', current: 10500, prior: 0 },
    ]);
    expect(answer.sets[1]!.rows.map((r) => [r.key, r.name, r.current])).toEqual([
      [7, 'Dana', 10000],
      [0, null, 500],
    ]);
  });

  it('splits a contract by its live insertions’ amounts by product, to the cent', () => {
    const db = emptyMirror();
    db.prepare(
      "INSERT INTO products (id, name, active, data, wire, updated_at) VALUES (1, 'Daily', 1, '{}', '{}', 0), (2, 'Weekly', 1, '{}', '{}', 0)",
    ).run();
    addContracts(db, [
      { id: 1, sold: '2026-02-01', total: 1000 },
      { id: 2, sold: '2026-02-02', total: 10 },
      { id: 3, sold: '2025-02-02', total: 1 },
    ]);
    // Contract 1: Daily 100 × 3 − 0, Weekly 60 × 2 − 20, and a cancelled Weekly left out.
    addInsertion(db, { id: 11, contract: 1, product: 1, rate: 100, quantity: 3 });
    addInsertion(db, { id: 12, contract: 1, product: 2, rate: 60, quantity: 2, discount: 20 });
    addInsertion(db, {
      id: 13,
      contract: 1,
      product: 2,
      rate: 9000,
      quantity: 1,
      canceled: '2026-02-05 10:00:00',
    });
    // Contract 3: three equal parts of one cent short of a third each.
    addInsertion(db, { id: 31, contract: 3, product: 1, rate: 1, quantity: 1 });
    addInsertion(db, { id: 32, contract: 3, product: 2, rate: 2, quantity: 1 });
    const answer = pacingView(db, {
      asOf: '2026-03-10',
      by: 'product',
      detail: { key: 2, period: 'current' },
    });
    expect(answer.sets[0]!.rows.map((r) => [r.key, r.name, r.current, r.prior])).toEqual([
      [1, 'Daily', 75000, 33],
      [2, 'Weekly', 25000, 67],
      [0, null, 1000, 0],
    ]);
    expect(answer.sets[0]!.current).toBe(101000);
    expect(answer.detail).toEqual({
      key: 2,
      period: 'current',
      count: 1,
      contracts: [
        {
          id: 1,
          advertiserId: 100,
          sellerId: 1,
          dateSold: '2026-02-01',
          currency: '',
          total: 100000,
          amount: 25000,
        },
      ],
    });
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it("gives each seller's goal to date and what is needed per working day left", () => {
    const db = emptyMirror();
    addUsers(db, [
      { id: 1, email: 'Dana@Example.com', name: 'Dana' },
      { id: 2, email: 'lee@example.com', name: 'Lee' },
    ]);
    addContracts(db, [
      { id: 1, seller: 1, sold: '2026-01-15', total: 1000 },
      { id: 2, seller: 1, sold: '2026-03-10', total: 350 },
      { id: 3, seller: 1, sold: '2026-02-10', total: 99, currency: 'EUR' },
    ]);
    const goals: Goals = {
      source: 'goals.csv',
      warnings: [],
      bySeller: new Map([
        [
          'dana@example.com',
          new Map([
            ['2026-01', 100000],
            ['2026-02', 100000],
            ['2026-03', 220000],
            ['2025-12', 999900],
          ]),
        ],
        ['lee@example.com', new Map([['2026-03', 44000]])],
        ['gone@example.com', new Map([['2026-03', 1]])],
      ]),
    };
    // Tuesday 10 March 2026: 7 of March's 22 working days gone, 15 left.
    const answer = pacingView(db, { asOf: '2026-03-10', by: 'seller', goals });
    expect(answer.goals).toMatchObject({
      currency: '',
      unmatched: ['gone@example.com'],
      workingDaysLeftInMonth: 15,
    });
    const own = answer.sets.find((s) => s.currency === '')!;
    expect(own.hasGoals).toBe(true);
    const dana = own.rows.find((r) => r.key === 1)!;
    expect(dana.goal).toMatchObject({
      toDate: 270000,
      percent: 50,
      monthGoal: 220000,
      monthBooked: 35000,
      yearGoal: 420000,
      monthNeedPerDay: Math.round((220000 - 35000) / 15),
    });
    expect(dana.goal!.yearNeedPerDay).toBe(
      Math.round((420000 - 135000) / answer.goals!.workingDaysLeftInYear),
    );
    // A seller with a goal and no sale yet is listed with it.
    expect(own.rows.find((r) => r.key === 2)).toMatchObject({
      current: 0,
      goal: { toDate: 14000, percent: 0, monthNeedPerDay: 2933 },
    });
    // The EUR set has no goals.
    expect(answer.sets.find((s) => s.currency === 'EUR')).toMatchObject({ hasGoals: false });
    expect(answer.sets.find((s) => s.currency === 'EUR')!.rows[0]!.goal).toBeNull();
    expect(pacingView(db, { asOf: '2026-03-10', by: 'seller' }).goals).toBeNull();
  });

  it("one seller's pacing: her contracts and her goal alone; without a goal, no goal line", () => {
    const db = emptyMirror();
    addUsers(db, [
      { id: 1, email: 'dana@example.com', name: 'Dana' },
      { id: 2, email: 'lee@example.com', name: 'Lee' },
      { id: 3, email: 'kim@example.com', name: 'Kim' },
    ]);
    addContracts(db, [
      { id: 1, seller: 1, sold: '2026-01-15', total: 1000 },
      { id: 2, seller: 2, sold: '2026-02-15', total: 500 },
      { id: 3, seller: 3, sold: '2025-02-15', total: 70 },
    ]);
    const goals: Goals = {
      source: 'goals.csv',
      warnings: [],
      bySeller: new Map([
        ['dana@example.com', new Map([['2026-03', 100000]])],
        ['lee@example.com', new Map([['2026-03', 44000]])],
        ['gone@example.com', new Map([['2026-03', 1]])],
      ]),
    };
    const asOf = '2026-03-10';
    const dana = pacingView(db, { asOf, by: 'seller', goals, seller: 1 });
    expect(dana.sets[0]!.rows.map((r) => [r.key, r.current])).toEqual([[1, 100000]]);
    expect(dana.sets[0]!.rows[0]!.goal).toMatchObject({ monthGoal: 100000 });
    expect(dana.sets[0]).toMatchObject({ current: 100000, prior: 0 });
    // Others' e-mails in the goals file are none of hers.
    expect(dana.goals!.unmatched).toEqual([]);
    const kim = pacingView(db, { asOf, by: 'seller', goals, seller: 3 });
    expect(kim.sets[0]!.rows).toEqual([
      expect.objectContaining({ key: 3, prior: 7000, goal: null }),
    ]);
    const byProduct = pacingView(db, { asOf, by: 'product', seller: 2 });
    expect(byProduct.sets[0]).toMatchObject({ current: 50000, currentCount: 1 });
  });

  it('refuses to answer before any contract was read', () => {
    expect(() => pacingView(emptyMirror(), { asOf: '2026-03-10', by: 'seller' })).toThrow(NotReady);
  });

  it("over the demo: the bookings page's own figures for both windows", async () => {
    const { db } = await filledMirror();
    const asOf = '2026-10-31';
    const answer = pacingView(db, { asOf, by: 'seller' });
    const rows = db.prepare('SELECT * FROM contracts').all() as Record<string, unknown>[];
    const contractRows = rows.map((r) => ({
      dateSold: r.date_sold as string | null,
      status: r.status as 'Won',
      total: r.total as number,
      soldByUserId: r.sold_by_user_id as number | null,
      advertiserId: r.advertiser_id as number,
      currency: r.currency as string | null,
    }));
    const now = bookingsOf(contractRows, { from: '2026-01-01', to: asOf }).sets[0]!;
    const before = bookingsOf(contractRows, { from: '2025-01-01', to: '2025-10-31' }).sets[0]!;
    expect(answer.coverage.complete).toBe(true);
    expect(totals(answer)).toEqual([{ currency: '', current: now.cents, prior: before.cents }]);
    expect(answer.sets[0]!.currentCount).toBe(now.count);
    for (const seller of now.sellers) {
      expect(answer.sets[0]!.rows.find((r) => r.key === seller.key)?.current).toBe(seller.cents);
    }
    // By product the same totals, split.
    expect(totals(pacingView(db, { asOf, by: 'product' }))).toEqual(totals(answer));
  });

  it('says its figures are incomplete where the account has no contract list', async () => {
    const { db } = await filledMirror({ contractList: false });
    const answer = pacingView(db, { asOf: '2026-10-31', by: 'seller' });
    expect(answer.coverage.complete).toBe(false);
    expect(answer.coverage.contracts).toBe(
      db.prepare('SELECT COUNT(*) FROM contracts').pluck().get(),
    );
  });
});
