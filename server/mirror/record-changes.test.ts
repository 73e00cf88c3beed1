// What the writer logs, from the held row and the record read: each kind of change, and nothing
// for the first fill of a list or a record that did not change.
import { describe, expect, it } from 'vitest';
import type { Insertion } from '../../src/domain/insertion-types';
import type { Invoice } from '../../src/domain/invoices';
import { contractChanges, insertionChanges, invoiceChanges } from './record-changes';
import type { ContractInput } from './record-rows';

const contract = { id: 5, status: 'Sold', total: 100 } as unknown as ContractInput['contract'];
const invoice = { id: 7, contractId: 5, status: 'Paid', total: 10 } as unknown as Invoice;
const insertion = (dateCanceled: string | null, start = '2026-01-10') => ({
  insertion: {
    id: 3,
    contractId: 5,
    dateCanceled,
    schedule: [{ id: 1, dateStart: start, dateEnd: '2026-01-20', dateDeleted: null }],
  } as unknown as Insertion,
});
const span = { date_canceled: null, first_day: '2026-01-10', last_day: '2026-01-20' };

describe('record changes', () => {
  it('a contract: new once its list was read whole, its status, its total', () => {
    expect(contractChanges(undefined, { contract }, false)).toEqual([]);
    expect(contractChanges(undefined, { contract }, true)).toEqual([
      {
        record: 'contract',
        recordId: 5,
        contractId: 5,
        kind: 'new',
        before: null,
        after: { status: 'Sold', total: 100 },
      },
    ]);
    expect(contractChanges({ status: 'Sold', total: 100 }, { contract }, true)).toEqual([]);
    expect(
      contractChanges({ status: 'Proposal', total: 90 }, { contract }, true).map((c) => [
        c.kind,
        c.before,
        c.after,
      ]),
    ).toEqual([
      ['status', 'Proposal', 'Sold'],
      ['total', 90, 100],
    ]);
  });

  it('an invoice: new once its list was read whole, paid when it becomes paid', () => {
    expect(invoiceChanges(undefined, { invoice }, false)).toEqual([]);
    expect(invoiceChanges(undefined, { invoice }, true).map((c) => c.kind)).toEqual(['new']);
    expect(invoiceChanges({ status: 'Unpaid' }, { invoice }, true)).toEqual([
      {
        record: 'invoice',
        recordId: 7,
        contractId: 5,
        kind: 'paid',
        before: 'Unpaid',
        after: 'Paid',
      },
    ]);
    expect(invoiceChanges({ status: 'Paid' }, { invoice }, true)).toEqual([]);
    expect(
      invoiceChanges({ status: 'Unpaid' }, { invoice: { ...invoice, status: 'Unpaid' } }, true),
    ).toEqual([]);
  });

  it('an insertion: cancelled, or new run dates while not cancelled; nothing for one not held', () => {
    expect(insertionChanges(undefined, insertion('2026-01-01'))).toEqual([]);
    expect(insertionChanges(span, insertion(null))).toEqual([]);
    expect(insertionChanges(span, insertion('2026-01-01')).map((c) => [c.kind, c.after])).toEqual([
      ['cancelled', '2026-01-01'],
    ]);
    expect(insertionChanges(span, insertion(null, '2026-01-12'))).toEqual([
      {
        record: 'insertion',
        recordId: 3,
        contractId: 5,
        kind: 'dates',
        before: { first: '2026-01-10', last: '2026-01-20' },
        after: { first: '2026-01-12', last: '2026-01-20' },
      },
    ]);
    // Already cancelled, the dates of a cancelled insertion are not news.
    expect(
      insertionChanges(
        { ...span, date_canceled: '2026-01-01' },
        insertion('2026-01-01', '2026-01-12'),
      ),
    ).toEqual([]);
  });
});
