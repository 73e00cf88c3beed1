// The invoice summary per currency at its boundaries: exact cents, past due by the day asked,
// invoices without a currency, the list's filters.
import { describe, expect, it } from 'vitest';
import { emptyMirror } from '../../testing/view-rows';
import { invoiceSummary } from './invoices';

const db = emptyMirror();
const insert = db.prepare(
  `INSERT INTO invoices (id, advertiser_id, contract_id, status, date_due, total, currency, data,
     wire, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, '{}', '{}', 0)`,
);
insert.run(1, 1, 10, 'Paid', '2025-01-01', 0.1, 'USD');
insert.run(2, 1, 10, 'Unpaid', '2025-02-01', 0.2, 'USD');
insert.run(3, 1, 11, 'Unpaid', '2027-01-01', 100, 'USD');
insert.run(4, 2, 12, 'Unpaid', '2025-01-01', 50.5, 'EUR');
insert.run(5, 2, 12, 'Paid', '2025-01-01', 10, null);
insert.run(6, 2, 12, 'Unpaid', null, 7, 'EUR'); // no due date: never past due

describe('invoiceSummary', () => {
  it('adds up per currency, exactly to the cent, most invoices first', () => {
    expect(invoiceSummary(db, {}, '2026-11-01')).toEqual({
      count: 6,
      byCurrency: [
        {
          currency: 'USD',
          count: 3,
          total: 100.3,
          unpaidCount: 2,
          unpaidTotal: 100.2,
          pastDueCount: 1,
          pastDueTotal: 0.2,
        },
        {
          currency: 'EUR',
          count: 2,
          total: 57.5,
          unpaidCount: 2,
          unpaidTotal: 57.5,
          pastDueCount: 1,
          pastDueTotal: 50.5,
        },
        {
          currency: null,
          count: 1,
          total: 10,
          unpaidCount: 0,
          unpaidTotal: 0,
          pastDueCount: 0,
          pastDueTotal: 0,
        },
      ],
    });
  });

  it("past due is due before the day asked; the list's filters apply", () => {
    const { byCurrency } = invoiceSummary(db, { advertiser_id: 1 }, '2025-02-01');
    expect(byCurrency).toMatchObject([{ currency: 'USD', count: 3, pastDueCount: 0 }]);
    expect(invoiceSummary(db, { contract_id: 10 }, '2025-02-02').byCurrency).toMatchObject([
      { count: 2, pastDueCount: 1, pastDueTotal: 0.2 },
    ]);
  });

  it('is empty for no invoices', () => {
    expect(invoiceSummary(db, { advertiser_id: 99 }, '2026-11-01')).toEqual({
      count: 0,
      byCurrency: [],
    });
  });
});
