import { describe, expect, it } from 'vitest';
import { fetchInvoices } from '../../api/invoices';
import { queryOf, withDemoFetch } from '../../testing/demo-fetch';
import {
  activeFilterCount,
  apiParamsOf,
  hasViewerFilters,
  invoiceListSearch,
  parseInvoiceList,
} from './invoice-list-params';

const net = withDemoFetch();

describe('status and past_due in the URL', () => {
  it('parse and write back as given, defaults left out', () => {
    const { values, corrections } = parseInvoiceList('advertiser_id=3&status=unpaid&past_due=1');
    expect(corrections).toEqual([]);
    expect(values).toMatchObject({ advertiser_id: 3, status: 'unpaid', past_due: true });
    expect(hasViewerFilters(values)).toBe(true);
    expect(activeFilterCount(values)).toBe(3);
    expect(invoiceListSearch(values).toString()).toBe('advertiser_id=3&status=unpaid&past_due=1');
    const none = parseInvoiceList('').values;
    expect(none).toMatchObject({ status: undefined, past_due: false });
    expect(hasViewerFilters(none)).toBe(false);
    expect(invoiceListSearch({ ...none, past_due: false }).toString()).toBe('');
  });

  it('a bad value is corrected with a note', () => {
    const { values, corrections } = parseInvoiceList('status=late&past_due=maybe&status=paid');
    expect(values).toMatchObject({ status: undefined, past_due: false });
    expect(corrections.map((c) => c.param)).toEqual(['status', 'past_due']);
    expect(parseInvoiceList('status=UNPAID').values.status).toBe('unpaid');
  });

  it('never reach the API', async () => {
    const { values } = parseInvoiceList('advertiser_id=1&status=unpaid&past_due=1&page=2');
    const params = apiParamsOf(values);
    expect(params).not.toHaveProperty('status');
    expect(params).not.toHaveProperty('past_due');
    await fetchInvoices(params);
    const sent = queryOf(net.urls[0]);
    expect(sent).toEqual({
      advertiser_id: '1',
      page: '2',
      per_page: '25',
      sort_by: 'id',
      sort_order: 'desc',
    });
  });
});
