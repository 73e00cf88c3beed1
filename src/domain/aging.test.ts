import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { invoiceSchema } from './invoices';
import {
  agingBands,
  agingBucket,
  agingByAdvertiser,
  agingByCurrency,
  daysPastDue,
  isPastDue,
  type AgingFigures,
  type AgingInvoice,
} from './aging';

const usd = { id: 1, name: 'USD' };
const eur = { id: 2, name: 'EUR' };
const TODAY = '2026-11-23';
let nextId = 1;
const invoice = (
  total: number,
  status: 'Paid' | 'Unpaid' | null,
  dateDue: string | null,
  currency: { id: number; name: string } | null = usd,
  advertiserId = 7,
): AgingInvoice => ({ id: nextId++, advertiserId, total, status, dateDue, currency });

describe('isPastDue', () => {
  it('is unpaid and due before today', () => {
    expect(isPastDue(invoice(1, 'Unpaid', '2026-11-22'), TODAY)).toBe(true);
    expect(isPastDue(invoice(1, 'Unpaid', TODAY), TODAY)).toBe(false);
    expect(isPastDue(invoice(1, 'Paid', '2025-01-01'), TODAY)).toBe(false);
    expect(isPastDue(invoice(1, 'Unpaid', null), TODAY)).toBe(false);
  });
});

describe('agingBucket', () => {
  it('puts a due date of today in "not yet due", yesterday in 1–30', () => {
    expect(daysPastDue(TODAY, TODAY)).toBe(0);
    expect(agingBucket(TODAY, TODAY)).toBe('notDue');
    expect(agingBucket('2026-12-31', TODAY)).toBe('notDue');
    expect(agingBucket('2026-11-22', TODAY)).toBe('days1to30');
  });

  it('draws the band edges at 30, 60 and 90 days, across month and year ends', () => {
    expect(agingBucket('2026-10-24', TODAY)).toBe('days1to30'); // 30 days
    expect(agingBucket('2026-10-23', TODAY)).toBe('days31to60'); // 31
    expect(agingBucket('2026-09-24', TODAY)).toBe('days31to60'); // 60
    expect(agingBucket('2026-09-23', TODAY)).toBe('days61to90'); // 61
    expect(agingBucket('2026-08-25', TODAY)).toBe('days61to90'); // 90
    expect(agingBucket('2026-08-24', TODAY)).toBe('over90'); // 91
    expect(daysPastDue('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysPastDue('2024-02-28', '2024-03-01')).toBe(2); // a leap year
  });

  it('has "no due date" for a missing or unreadable date', () => {
    expect(agingBucket(null, TODAY)).toBe('noDueDate');
    expect(agingBucket('not a date', TODAY)).toBe('noDueDate');
  });

  it('reads the wire placeholder due dates as no due date', () => {
    for (const placeholder of ['0000-00-00', '1969-12-31']) {
      const read = z.parse(invoiceSchema, { ...wireInvoice, date_due: placeholder });
      expect(read.dateDue).toBeNull();
      expect(agingBucket(read.dateDue, TODAY)).toBe('noDueDate');
    }
  });
});

describe('buckets of any bounds', () => {
  it('the default bounds keep the long-standing keys and labels', () => {
    expect(agingBands().map((b) => [b.key, b.label])).toEqual([
      ['notDue', 'Not yet due'],
      ['days1to30', '1–30 days'],
      ['days31to60', '31–60 days'],
      ['days61to90', '61–90 days'],
      ['over90', 'Over 90 days'],
      ['noDueDate', 'No due date'],
    ]);
  });

  it('cuts at the bounds asked for, each bound in its own band', () => {
    const bounds = [15, 45];
    expect(agingBands(bounds).map((b) => b.key)).toEqual([
      'notDue',
      'days1to15',
      'days16to45',
      'over45',
      'noDueDate',
    ]);
    expect(agingBucket('2026-11-08', TODAY, bounds)).toBe('days1to15'); // 15 days
    expect(agingBucket('2026-11-07', TODAY, bounds)).toBe('days16to45'); // 16
    expect(agingBucket('2026-10-09', TODAY, bounds)).toBe('days16to45'); // 45
    expect(agingBucket('2026-10-08', TODAY, bounds)).toBe('over45'); // 46
    expect(agingBucket(TODAY, TODAY, bounds)).toBe('notDue');
    expect(agingBands([60]).map((b) => b.label)).toEqual([
      'Not yet due',
      '1–60 days',
      'Over 60 days',
      'No due date',
    ]);
  });

  it('adds up "over N days" (more than N days past due), per currency and advertiser', () => {
    const cut = { bounds: [30, 60, 90], over: 60 };
    const invoices = [
      invoice(10, 'Unpaid', '2026-09-24', usd, 1), // 60 days: not over 60
      invoice(20.1, 'Unpaid', '2026-09-23', usd, 1), // 61
      invoice(30.2, 'Unpaid', '2025-01-01', usd, 2),
      invoice(99, 'Paid', '2025-01-01', usd, 2),
      invoice(5, 'Unpaid', null, usd, 3),
    ];
    const [dollars] = agingByCurrency(invoices, TODAY, cut);
    expect(dollars!.over).toEqual({ count: 2, total: 50.3 });
    const rows = agingByAdvertiser(invoices, TODAY, cut);
    expect(rows.map((r) => [r.advertiserId, r.over])).toEqual([
      [2, { count: 1, total: 30.2 }],
      [1, { count: 1, total: 20.1 }],
      [3, { count: 0, total: 0 }],
    ]);
    expect(agingByCurrency(invoices, TODAY)[0]!.over).toBeNull();
  });
});

describe('agingByCurrency', () => {
  it('adds unpaid invoices per bucket and currency, exactly to the cent, leaving out paid ones', () => {
    const rows = agingByCurrency(
      [
        invoice(0.1, 'Unpaid', '2026-11-20'),
        invoice(0.2, 'Unpaid', '2026-11-01'),
        invoice(100, 'Unpaid', '2027-01-01'),
        invoice(999, 'Paid', '2020-01-01'),
        invoice(5, null, '2020-01-01'),
        invoice(40, 'Unpaid', '2026-01-01'),
        invoice(7.5, 'Unpaid', null),
        invoice(50.5, 'Unpaid', '2026-09-01', eur),
      ],
      TODAY,
    );
    expect(rows.map((r) => r.currency)).toEqual(['USD', 'EUR']);
    const [dollars, euros] = rows as [AgingFigures, AgingFigures];
    expect(dollars.unpaidCount).toBe(5);
    expect(dollars.unpaidTotal).toBe(147.8);
    expect(dollars.pastDueCount).toBe(3);
    expect(dollars.pastDueTotal).toBe(40.3);
    expect(dollars.buckets.days1to30).toEqual({ count: 2, total: 0.3 });
    expect(dollars.buckets.over90).toEqual({ count: 1, total: 40 });
    expect(dollars.buckets.notDue).toEqual({ count: 1, total: 100 });
    expect(dollars.buckets.noDueDate).toEqual({ count: 1, total: 7.5 });
    expect(dollars.oldestDue).toBe('2026-01-01');
    expect(euros.buckets.days61to90).toEqual({ count: 1, total: 50.5 });
    expect(euros.unpaidTotal).toBe(50.5);
  });

  it('keeps invoices without a currency apart', () => {
    const rows = agingByCurrency([invoice(3, 'Unpaid', TODAY, null)], TODAY);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.currency).toBeNull();
  });
});

describe('agingByAdvertiser', () => {
  it('gives a row per advertiser and currency, the largest past-due total first', () => {
    const rows = agingByAdvertiser(
      [
        invoice(10, 'Unpaid', '2026-11-01', usd, 1),
        invoice(500, 'Unpaid', '2026-12-01', usd, 1),
        invoice(20, 'Unpaid', '2026-10-01', usd, 2),
        invoice(20, 'Unpaid', '2026-10-01', eur, 2),
        invoice(1000, 'Paid', '2026-10-01', usd, 3),
      ],
      TODAY,
    );
    expect(rows.map((r) => [r.advertiserId, r.currency, r.pastDueTotal])).toEqual([
      [2, 'EUR', 20],
      [2, 'USD', 20],
      [1, 'USD', 10],
    ]);
    expect(rows[2]?.unpaidTotal).toBe(510);
    expect(rows[2]?.oldestDue).toBe('2026-11-01');
  });
});

const wireInvoice = {
  id: '9001',
  advertiser_id: '7',
  contract_id: '12',
  billing_address: null,
  billing_email: null,
  comments: null,
  currency: { id: '1', name: 'USD' },
  exchange_rate: '1',
  date_created: '2026-10-01 10:00:00',
  date_deleted: null,
  date_due: '2026-11-01',
  date_modified: '0000-00-00 00:00:00',
  discount_amount: '0.00',
  discount_total: '0.00',
  status: 'Unpaid',
  sub_total: '10.00',
  tax_after_discount: '0',
  tax_percent_based: '1',
  tax_rate: '0',
  tax_total: '0.00',
  total: '10.00',
  line_items: [],
};
