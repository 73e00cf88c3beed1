import { describe, expect, it } from 'vitest';
import { fetchContractList } from '../../api/contract-list';
import { queryOf, withDemoFetch } from '../../testing/demo-fetch';
import { listSearch } from '../../lib/list-params';
import {
  activeFilterCount,
  apiParamsOf,
  contractListSpec,
  parseContractList,
} from './contract-list-params';

const net = withDemoFetch();

describe('the contract list URL', () => {
  it('reads every filter under the API name and writes it back, defaults left out', () => {
    const q =
      'advertiser_id=7&status=Open&amount_from=100&amount_to=2500.5&date_created_after=2026-01-01' +
      '&date_created_before=2026-03-31&date_sold_after=2026-02-01&date_sold_before=2026-02-28' +
      '&page=2&per_page=50&sort_by=total&sort_order=asc';
    const { values, corrections } = parseContractList(q);
    expect(corrections).toEqual([]);
    expect(values).toMatchObject({ advertiser_id: 7, status: 'Open', amount_to: 2500.5, page: 2 });
    expect(activeFilterCount(values)).toBe(8);
    expect(listSearch(contractListSpec, values).toString()).toBe(q);
    expect(listSearch(contractListSpec, parseContractList('').values).toString()).toBe('');
  });

  it('corrects bad values with a note each', () => {
    const { values, corrections } = parseContractList(
      'page=-3&status=evil&sort_by=name&sort_order=up&per_page=500&amount_from=9&amount_to=1',
    );
    expect(values).toMatchObject({
      page: 1,
      status: undefined,
      sort_by: 'id',
      sort_order: 'desc',
      per_page: 100,
      amount_from: 1,
      amount_to: 9,
    });
    expect(corrections.map((c) => c.param).sort()).toEqual(
      ['amount_from', 'page', 'per_page', 'sort_by', 'sort_order', 'status'].sort(),
    );
    expect(parseContractList('status=won').values.status).toBe('Won');
  });

  it('asks the API with its own names, and reads the count', async () => {
    const { values } = parseContractList('status=Won&sort_by=total&page=2&per_page=25');
    const page = await fetchContractList(apiParamsOf(values));
    expect(queryOf(net.urls[0])).toEqual({
      status: 'Won',
      page: '2',
      per_page: '25',
      sort_by: 'total',
      sort_order: 'desc',
    });
    expect(net.urls[0]).toMatch(/^\/api\/secondary\/contracts\/\?/);
    expect(page.items).toHaveLength(25);
    expect(page.items.every((c) => c.status === 'Won')).toBe(true);
    expect(page.total).toBeGreaterThan(50);
    expect(page.hasNextPage).toBe(true);
    const totals = page.items.map((c) => c.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
