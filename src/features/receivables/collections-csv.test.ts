import { describe, expect, it } from 'vitest';
import type { WorklistLine } from '../../domain/mirror-views';
import { sellerLabel, worklistCsv, worklistFileName } from './collections-csv';

const line: WorklistLine = {
  sellerId: 7,
  sellerName: 'Dana Whitfield',
  advertiserId: 12,
  currency: 'USD',
  oldestInvoiceId: 50012,
  oldestDue: '2026-07-01',
  daysLate: 123,
  invoices: 2,
  owed: 300.3,
  billingEmail: 'ap@bakery.example',
};

describe('the worklist as CSV', () => {
  it('writes one line per advertiser, amounts as numbers, names guarded', () => {
    const csv = worklistCsv(
      [line, { ...line, sellerId: null, sellerName: null, advertiserId: 13, billingEmail: null }],
      new Map([[12, '=Harbor Bakery']]),
    );
    const rows = csv.trim().split(/\r?\n/);
    expect(rows[0]).toBe(
      'Seller,Advertiser id,Advertiser,Currency,Owed past due,Past-due invoices,Oldest past-due invoice,Due,Days late,Billing e-mail',
    );
    expect(rows[1]).toBe(
      `Dana Whitfield,12,'=Harbor Bakery,USD,300.3,2,50012,2026-07-01,123,ap@bakery.example`,
    );
    expect(rows[2]).toBe('Not known,13,Advertiser 13,USD,300.3,2,50012,2026-07-01,123,');
  });

  it('names the seller, or says why not', () => {
    expect(sellerLabel({ sellerId: 4, sellerName: null })).toBe('User 4');
    expect(worklistFileName('2026-11-01', 'Dana Whitfield')).toBe(
      'collections_dana-whitfield_2026-11-01.csv',
    );
    expect(worklistFileName('2026-11-01', null)).toBe('collections_2026-11-01.csv');
  });
});
