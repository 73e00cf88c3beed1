import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/invoices';
import { invoiceCsvFileName, invoicesCsv } from './invoice-csv';

const invoice: Invoice = {
  id: 50011,
  advertiserId: 1,
  contractId: 1003,
  billingAddress: null,
  billingEmail: {
    id: 1,
    contactId: null,
    advertiserId: 1,
    agencyId: null,
    email: 'ap@example.com',
    type: 'Email',
    typeName: 'Work',
  },
  comments: 'Thanks, see you',
  currency: { id: 1, name: 'USD' },
  exchangeRate: 1,
  dateCreated: '2024-11-02 16:06:30',
  dateDeleted: null,
  dateDue: '2024-12-02',
  dateModified: null,
  discountAmount: 35,
  discountTotal: 35,
  status: 'Unpaid',
  subTotal: 600,
  taxAfterDiscount: true,
  taxPercentBased: true,
  taxRate: 7.25,
  taxTotal: 40.96,
  total: 605.96,
  lineItems: [],
};

describe('invoicesCsv', () => {
  it('writes a header and one row per invoice, the advertiser by number and by name', () => {
    expect(
      invoicesCsv(
        [invoice, { ...invoice, id: 7, status: 'Paid', currency: null, advertiserId: 2 }],
        '2026-11-01',
        new Map([[1, 'Smith, Jones & "Partners"']]),
      ),
    ).toBe(
      'Number,Advertiser id,Advertiser,Contract,Status,Past due,Currency,Created,Due,Sub-total,Discount,Tax,Total,Billing e-mail\r\n' +
        '50011,1,"Smith, Jones & ""Partners""",1003,Unpaid,yes,USD,2024-11-02 16:06:30,2024-12-02,600,35,40.96,605.96,ap@example.com\r\n' +
        '7,2,Advertiser 2,1003,Paid,no,,2024-11-02 16:06:30,2024-12-02,600,35,40.96,605.96,ap@example.com\r\n',
    );
  });
});

describe('invoiceCsvFileName', () => {
  it('names the filters', () => {
    const none = {
      advertiser_id: undefined,
      contract_id: undefined,
      amount_from: undefined,
      amount_to: undefined,
      date_created_after: undefined,
      date_created_before: undefined,
      date_due_after: undefined,
      date_due_before: undefined,
    };
    expect(invoiceCsvFileName(none)).toBe('invoices.csv');
    expect(invoiceCsvFileName({ ...none, contract_id: 1003, date_due_after: '2025-01-01' })).toBe(
      'invoices_contract_id-1003_date_due_after-2025-01-01.csv',
    );
  });
});
