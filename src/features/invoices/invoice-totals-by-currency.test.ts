import { describe, expect, it } from 'vitest';
import { summariseInvoices } from './invoice-totals-by-currency';

const usd = { id: 1, name: 'USD' };
const eur = { id: 2, name: 'EUR' };
const invoice = (
  total: number,
  status: 'Paid' | 'Unpaid' | null,
  dateDue: string | null,
  currency: { id: number; name: string } | null = usd,
) => ({ total, status, dateDue, currency });

describe('summariseInvoices', () => {
  it('adds up per currency, exactly to the cent', () => {
    const rows = [
      invoice(0.1, 'Paid', '2025-01-01'),
      invoice(0.2, 'Unpaid', '2025-02-01'),
      invoice(100, 'Unpaid', '2027-01-01'),
      invoice(50.5, 'Unpaid', '2025-01-01', eur),
      invoice(10, 'Paid', '2025-01-01', null),
    ];
    expect(summariseInvoices(rows, '2026-11-01')).toEqual([
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
        count: 1,
        total: 50.5,
        unpaidCount: 1,
        unpaidTotal: 50.5,
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
    ]);
  });

  it('is empty for no invoices', () => {
    expect(summariseInvoices([], '2026-11-01')).toEqual([]);
  });
});
