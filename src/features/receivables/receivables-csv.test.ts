import { describe, expect, it } from 'vitest';
import { agingByAdvertiser, type AgingInvoice } from '../../domain/aging';
import { receivablesCsv, receivablesFileName } from './receivables-csv';

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
    expect(receivablesCsv(rows, names).split('\r\n')).toEqual([
      'Advertiser id,Advertiser,Currency,Unpaid total,Not yet due,1–30 days,31–60 days,61–90 days,Over 90 days,No due date,Oldest due,Unpaid invoices',
      '7,"\'=HYPERLINK(""x""), Inc",USD,150.1,0,100.1,0,0,0,50,2026-11-01,2',
      '9,Advertiser 9,USD,0.2,0,0,0,0,0.2,0,2026-06-01,1',
      '7,"\'=HYPERLINK(""x""), Inc",EUR,20,20,0,0,0,0,0,2026-12-01,1',
      '',
    ]);
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
