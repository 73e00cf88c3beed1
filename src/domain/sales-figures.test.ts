import { describe, expect, it } from 'vitest';
import type { ContractRow } from './contract-list';
import { bookingsOf, groupBy, monthsBetween, splitByCurrency } from './sales-figures';

let next = 1;
function row(over: Partial<ContractRow>): ContractRow {
  return {
    id: next++,
    advertiserId: 1,
    agencyId: null,
    billingAddress: null,
    billingEmail: null,
    productionEmail: null,
    soldToEmail: null,
    soldToAddress: null,
    soldByUserId: 5,
    currencyExchange: null,
    dateCreated: '2026-01-10 09:00:00',
    dateSold: '2026-01-12 10:00:00',
    downPayment: null,
    insertionOrderNumber: null,
    isProposal: false,
    notes: null,
    percentDiscount: 0,
    status: 'Won',
    taxRate: null,
    total: 100,
    terms: null,
    currency: null,
    ...over,
  };
}

describe('monthsBetween', () => {
  it('lists every month of the window, across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04-01', '2026-03-31')).toEqual([]);
  });
});

describe('bookingsOf', () => {
  const window = { from: '2026-01-01', to: '2026-03-31' };

  it('adds won contracts by month and seller, and by advertiser, to the cent', () => {
    const rows = [
      row({ soldByUserId: 5, dateSold: '2026-01-31 23:59:59', total: 0.1 }),
      row({ soldByUserId: 5, dateSold: '2026-01-02 08:00:00', total: 0.2 }),
      row({ soldByUserId: 7, dateSold: '2026-03-01 08:00:00', total: 1000, advertiserId: 2 }),
      row({ soldByUserId: null, dateSold: '2026-02-10 08:00:00', total: 5 }),
    ];
    const { sets, undated } = bookingsOf(rows, window);
    expect(undated).toBe(0);
    expect(sets).toHaveLength(1);
    const [b] = sets;
    expect(b!.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(b!.sellers).toEqual([
      { key: 7, byMonth: [0, 0, 100000], cents: 100000, count: 1 },
      { key: 0, byMonth: [0, 500, 0], cents: 500, count: 1 },
      { key: 5, byMonth: [30, 0, 0], cents: 30, count: 2 },
    ]);
    expect(b!.monthTotals).toEqual([30, 500, 100000]);
    expect(b!.advertisers).toEqual([
      { key: 2, cents: 100000, count: 1 },
      { key: 1, cents: 530, count: 3 },
    ]);
    expect(b!.cents).toBe(100530);
    expect(b!.count).toBe(4);
  });

  it('never adds across currencies: one set per currency', () => {
    const rows = [
      row({ total: 10 }),
      row({ total: 20, currency: 'EUR' }),
      row({ total: 30, currency: 'EUR' }),
      row({ total: 40, currency: 'GBP' }),
    ];
    const { sets } = bookingsOf(rows, window);
    expect(sets.map((s) => [s.currency, s.cents, s.count])).toEqual([
      ['', 1000, 1],
      ['EUR', 5000, 2],
      ['GBP', 4000, 1],
    ]);
  });

  it('leaves out (and counts) contracts without a sale date in the window or not won', () => {
    const rows = [
      row({ dateSold: null }),
      row({ dateSold: '2025-12-31 23:00:00' }),
      row({ status: 'Open' }),
      row({ total: 7 }),
    ];
    const { sets, undated } = bookingsOf(rows, window);
    expect(undated).toBe(3);
    expect(sets[0]!.cents).toBe(700);
  });
});

describe('groupBy and splitByCurrency (the pipeline)', () => {
  it('groups by seller with count and value, the group with the oldest open contract first', () => {
    const a = row({ soldByUserId: 1, dateCreated: '2026-02-01 09:00:00', total: 10 });
    const b = row({ soldByUserId: 2, dateCreated: '2025-05-01 09:00:00', total: 20 });
    const c = row({ soldByUserId: 1, dateCreated: null, total: 30 });
    const d = row({ soldByUserId: 2, dateCreated: '2026-06-01 09:00:00', total: 40.05 });
    const groups = groupBy([a, b, c, d], (x) => x.soldByUserId);
    expect(groups.map((g) => [g.key, g.count, g.cents])).toEqual([
      [2, 2, 6005],
      [1, 2, 4000],
    ]);
    expect(groups[0]!.contracts).toEqual([b, d]);
    expect(groups[1]!.contracts).toEqual([a, c]);
    expect(splitByCurrency([a, row({ currency: 'EUR' })]).size).toBe(2);
  });
});
