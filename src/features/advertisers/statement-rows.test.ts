import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/invoices';
import type { Address } from '../../domain/wire-objects';
import { addressLines } from '../list/postal-address';
import { billingContact, statementRows } from './statement-rows';

const TODAY = '2026-11-23';
const address = (id: number | null, line1: string): Address => ({
  id,
  contactId: null,
  agencyId: null,
  advertiserId: 7,
  line1,
  line2: null,
  line3: null,
  line4: null,
  city: 'Harbor City',
  state: 'ME',
  postalCode: '04101',
  country: { name: 'United States', abbreviation: 'US' },
  dateCreated: null,
  createdByUserId: null,
});
const email = (value: string) => ({
  id: 1,
  contactId: null,
  advertiserId: 7,
  agencyId: null,
  email: value,
  type: 'Email',
  typeName: 'Work',
});

const invoice = (id: number, fields: Partial<Invoice> = {}): Invoice => ({
  id,
  advertiserId: 7,
  contractId: null,
  billingAddress: null,
  billingEmail: null,
  comments: null,
  currency: { id: 1, name: 'USD' },
  exchangeRate: null,
  dateCreated: '2026-01-01 10:00:00',
  dateDeleted: null,
  dateDue: '2026-02-01',
  dateModified: null,
  discountAmount: 0,
  discountTotal: 0,
  status: 'Unpaid',
  subTotal: 100,
  taxAfterDiscount: false,
  taxPercentBased: true,
  taxRate: 0,
  taxTotal: 0,
  total: 100,
  lineItems: [],
  ...fields,
});

describe('statementRows', () => {
  it('lists the unpaid invoices only, earliest due first, no due date last', () => {
    const rows = statementRows(
      [
        invoice(1, { dateDue: null }),
        invoice(2, { status: 'Paid', dateDue: '2020-01-01' }),
        invoice(3, { dateDue: '2026-12-01' }),
        invoice(4, { dateDue: '2026-10-01', currency: { id: 2, name: 'EUR' }, total: 12.5 }),
        invoice(5, { status: null }),
      ],
      TODAY,
    );
    expect(rows.map((r) => r.invoice.id)).toEqual([4, 3, 1]);
    expect(rows.map((r) => [r.currency, r.daysPastDue, r.bucket, r.balance])).toEqual([
      ['EUR', 53, 'days31to60', 12.5],
      ['USD', 0, 'notDue', 100],
      ['USD', null, 'noDueDate', 100],
    ]);
  });

  it('counts a due date of today as 0 days, yesterday as 1, and keeps ties in number order', () => {
    const rows = statementRows(
      [
        invoice(9, { dateDue: '2026-11-22' }),
        invoice(8, { dateDue: '2026-11-22' }),
        invoice(7, { dateDue: TODAY }),
      ],
      TODAY,
    );
    expect(rows.map((r) => [r.invoice.id, r.daysPastDue])).toEqual([
      [8, 1],
      [9, 1],
      [7, 0],
    ]);
  });
});

describe('billingContact', () => {
  it('takes the most recent invoice carrying each, and counts the different ones', () => {
    const contact = billingContact([
      invoice(1, {
        dateCreated: '2025-01-01 09:00:00',
        billingAddress: { kind: 'object', address: address(301, '1 Old Road') },
        billingEmail: email('old@example.com'),
      }),
      invoice(2, {
        dateCreated: '2026-03-01 09:00:00',
        billingAddress: { kind: 'object', address: address(302, '2 New Street') },
        billingEmail: null,
      }),
      invoice(3, { dateCreated: '2026-05-01 09:00:00', billingAddress: null }),
      invoice(4, {
        dateCreated: '2025-06-01 09:00:00',
        billingAddress: { kind: 'id', id: 302 },
        billingEmail: email('OLD@example.com'),
      }),
    ]);
    expect(contact.address).toMatchObject({ invoiceId: 2, distinct: 2 });
    expect(contact.address?.value).toMatchObject({ kind: 'object', address: { id: 302 } });
    // The same address sent whole and as its bare id, the same e-mail in other case: one each.
    expect(contact.email).toEqual({ value: 'OLD@example.com', invoiceId: 4, distinct: 1 });
  });

  it('is null when no invoice carries one (a blank e-mail counts as none)', () => {
    expect(billingContact([invoice(1, { billingEmail: email('') })])).toEqual({
      address: null,
      email: null,
    });
    expect(billingContact([])).toEqual({ address: null, email: null });
  });

  it('breaks a tie in creation time by the higher number', () => {
    const at = '2026-01-01 10:00:00';
    const contact = billingContact([
      invoice(10, { dateCreated: at, billingEmail: email('a@example.com') }),
      invoice(11, { dateCreated: at, billingEmail: email('b@example.com') }),
    ]);
    expect(contact.email).toEqual({ value: 'b@example.com', invoiceId: 11, distinct: 2 });
  });
});

describe('addressLines', () => {
  it('leaves out blank parts and joins city, state and postal code', () => {
    expect(addressLines(address(1, '936 Elm Street'))).toEqual([
      '936 Elm Street',
      'Harbor City, ME 04101',
      'United States',
    ]);
    expect(
      addressLines({ ...address(1, ''), city: null, state: null, postalCode: null, country: null }),
    ).toEqual([]);
  });
});
