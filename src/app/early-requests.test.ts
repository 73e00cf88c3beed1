import { describe, expect, it } from 'vitest';
import { firstRequestsOf } from './early-requests';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://viewer.test');
  return firstRequestsOf({ pathname, search });
};

describe("a cold link's first requests", () => {
  it("are the invoice list's page, as the list's loader asks for it", () => {
    expect(at('/invoices?sort_by=total&amount_from=100&per_page=50')).toEqual([
      {
        base: 'base',
        path: '/invoices/',
        params: {
          page: 1,
          per_page: 50,
          sort_by: 'total',
          sort_order: 'desc',
          amount_from: 100,
        },
      },
    ]);
    expect(at('/invoices/')).toHaveLength(1);
  });

  it('are none under the viewer’s own filters (the page reads the whole list itself)', () => {
    expect(at('/invoices?status=unpaid')).toEqual([]);
    expect(at('/invoices?advertiser_id=9&past_due=1')).toEqual([]);
  });

  it('are the record of an invoice or contract page', () => {
    expect(at('/invoices/50011')).toEqual([{ path: '/invoices/50011' }]);
    expect(at('/contracts/1003')).toEqual([{ path: '/contracts/1003' }]);
    expect(at('/contracts/1003?from=chat#insertion-100015')).toEqual([{ path: '/contracts/1003' }]);
  });

  it('are none for a number the page would refuse, or a page without a sure first request', () => {
    expect(at('/invoices/abc')).toEqual([]);
    expect(at('/contracts/0')).toEqual([]);
    expect(at('/contracts/1003/extra')).toEqual([]);
    expect(at('/products')).toEqual([]);
    expect(at('/insertions')).toEqual([]);
    expect(at('/')).toEqual([]);
  });
});
