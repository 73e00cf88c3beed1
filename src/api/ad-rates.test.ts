import { describe, expect, it } from 'vitest';
import { adRateKeys, adRateListQuery, fetchAdRates } from './ad-rates';
import { adRateSchema } from '../domain/ad-rates';
import { REFERENCE_STALE_MS } from './query-client';
import { queryOf, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

describe('ad rates from the demo', () => {
  it('product 1: ad_size_id and rate become numbers', async () => {
    const { items, problems } = await fetchAdRates({ product_id: 1 });
    expect(problems).toEqual([]);
    expect(queryOf(net.urls[0])).toEqual({ product_id: '1' });
    expect(items[0]).toEqual({
      id: 1,
      adSizeId: 1,
      productId: 1,
      name: 'Open rate',
      rate: 2400,
      units: null,
      locationId: null,
      dateCreated: '2019-03-04 09:00:00',
      dateDeleted: null,
    });
    expect(items.find((r) => r.id === 9)?.rate).toBe(334.4);
    expect(items.every((r) => r.productId === 1)).toBe(true);
  });

  it('active is sent only when given', async () => {
    await fetchAdRates({ product_id: 1, active: false });
    await fetchAdRates({ product_id: 1, active: true });
    expect(net.urls.map(queryOf)).toEqual([
      { product_id: '1', active: 'false' },
      { product_id: '1', active: 'true' },
    ]);
  });

  it("drift: rate 'n/a' on the first record is reported by id and field", async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { problems, items } = await fetchAdRates({ product_id: 1 });
    expect(items.length).toBeGreaterThan(0);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ endpoint: 'base /adRates/', recordId: '1', index: 0 });
    expect(problems[0]?.message).toMatch(/rate: expected a number, got "n\/a"/);
  });
});

describe('ad rate quirks and keys', () => {
  it('JSON numbers, a blank units, a placeholder deletion date', () => {
    const rate = adRateSchema.parse({
      id: 7,
      ad_size_id: '3',
      publication_id: 1,
      name: 'CPM',
      rate: 12.5,
      units: '',
      location_id: '',
      date_created: '2019-05-17 09:02:02',
      date_deleted: '0000-00-00 00:00:00',
    });
    expect(rate).toMatchObject({ adSizeId: 3, rate: 12.5, units: null, locationId: null });
    expect(rate.dateDeleted).toBeNull();
  });

  it('options', () => {
    const options = adRateListQuery({ product_id: 4 });
    expect(options.queryKey).toEqual(['adRates', 'list', { product_id: 4, active: undefined }]);
    expect(adRateKeys.all).toEqual(['adRates']);
    expect(options.staleTime).toBe(REFERENCE_STALE_MS);
  });
});
