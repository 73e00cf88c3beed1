import { describe, expect, it } from 'vitest';
import { agingBands, agingByAdvertiser, type AgingInvoice } from '../../domain/aging';
import type { WorklistLine } from '../../domain/mirror-views';
import {
  receivablesCsv,
  receivablesFileName,
  sellerLabel,
  worklistCsv,
  worklistFileName,
} from './receivables-csv';

const invoice = (
  id: number,
  advertiserId: number,
  total: number,
  dateDue: string | null,
  currency = 'USD',
): AgingInvoice => ({
  id,
  advertiserId,
  status: 'Unpaid',
  dateDue,
  total,
  currency: { id: 1, name: currency },
});

describe('the receivables CSV', () => {
  it('writes one row per advertiser and currency, amounts as numbers, names guarded', () => {
    const rows = agingByAdvertiser(
      [
        invoice(1, 7, 100.1, '2026-11-01'),
        invoice(2, 7, 50, null),
        invoice(3, 7, 20, '2026-12-01', 'EUR'),
        invoice(4, 9, 0.2, '2026-06-01'),
      ],
      '2026-11-23',
    );
    const names = new Map([[7, '=HYPERLINK("x"), Inc']]);
    expect(receivablesCsv(rows, names, agingBands(), null).split('\r\n')).toEqual([
      'Advertiser id,Advertiser,Currency,Unpaid total,Not yet due,1–30 days,31–60 days,61–90 days,Over 90 days,No due date,Oldest due,Unpaid invoices',
      '7,"\'=HYPERLINK(""x""), Inc",USD,150.1,0,100.1,0,0,0,50,2026-11-01,2',
      '9,Advertiser 9,USD,0.2,0,0,0,0,0.2,0,2026-06-01,1',
      '7,"\'=HYPERLINK(""x""), Inc",EUR,20,20,0,0,0,0,0,2026-12-01,1',
      '',
    ]);
  });

  it('writes the buckets asked for and "over N days", as the page lists them', () => {
    const rows = agingByAdvertiser(
      [invoice(1, 7, 100.1, '2026-11-01'), invoice(2, 9, -40, '2026-06-01')],
      '2026-11-23',
      { bounds: [60], over: 60 },
    );
    expect(receivablesCsv(rows, new Map(), agingBands([60]), 60).split('\r\n')).toEqual([
      'Advertiser id,Advertiser,Currency,Unpaid total,Over 60 days,Not yet due,1–60 days,Over 60 days,No due date,Oldest due,Unpaid invoices',
      '7,Advertiser 7,USD,100.1,0,0,100.1,0,0,2026-11-01,1',
      '9,Advertiser 9,USD,-40,-40,0,0,-40,0,2026-06-01,1',
      '',
    ]);
    expect(
      receivablesFileName({ date_due_after: 'a', date_due_before: 'b' }, '2026-11-23', 60),
    ).toBe('receivables_a_b_over-60_as-of-2026-11-23.csv');
  });

  it('names the file after the window and the day', () => {
    expect(
      receivablesFileName(
        { date_due_after: '2024-11-23', date_due_before: '2027-01-22' },
        '2026-11-23',
      ),
    ).toBe('receivables_2024-11-23_2027-01-22_as-of-2026-11-23.csv');
  });
});

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
