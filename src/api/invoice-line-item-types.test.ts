import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { fetchInvoiceLineItemTypes, invoiceLineItemTypeListQuery } from './invoice-line-item-types';
import { invoiceLineItemTypeSchema } from '../domain/invoice-line-item-types';
import { REFERENCE_STALE_MS } from './query-client';
import { withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

describe('invoice line item types from the demo', () => {
  it('all types, the deleted one with its date', async () => {
    const { items, problems } = await fetchInvoiceLineItemTypes();
    expect(problems).toEqual([]);
    expect(net.urls).toEqual(['/api/secondary/invoiceLineItemTypes/']);
    expect(items).toHaveLength(KNOWN.lineItemTypes.count);
    expect(items[0]).toEqual({
      id: 1,
      name: 'Advertising',
      type: 'Fee',
      dateCreated: '2019-03-04 10:00:00',
      dateDeleted: null,
    });
    const deleted = items.find((t) => String(t.id) === KNOWN.lineItemTypes.deletedTypeId);
    expect(deleted?.dateDeleted).toBe('2023-01-31 12:00:00');
    expect(items.filter((t) => t.type === 'Discount').map((t) => t.id)).toEqual([6, 7, 8]);
  });

  it('drift: the nameless first type is reported', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchInvoiceLineItemTypes();
    expect(items).toHaveLength(KNOWN.lineItemTypes.count - 1);
    expect(problems[0]).toMatchObject({ recordId: '1', index: 0 });
  });
});

describe('quirks and options', () => {
  it('an empty type is null, an unknown one an error', () => {
    const wire = {
      id: 3,
      name: 'X',
      type: '',
      date_created: '2019-01-01 00:00:00',
      date_deleted: '',
    };
    expect(invoiceLineItemTypeSchema.parse(wire)).toMatchObject({ type: null, dateDeleted: null });
    expect(invoiceLineItemTypeSchema.safeParse({ ...wire, type: 'Tax' }).success).toBe(false);
  });

  it('reference data', () => {
    const options = invoiceLineItemTypeListQuery();
    expect(options.queryKey).toEqual(['invoiceLineItemTypes', 'list']);
    expect(options.staleTime).toBe(REFERENCE_STALE_MS);
  });
});
