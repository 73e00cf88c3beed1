import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { adSizeKeys, adSizeListQuery, fetchAdSizes } from './ad-sizes';
import { adSizeSchema } from '../domain/ad-sizes';
import { queryOf, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

const productId = KNOWN.products.productWithDeletedSizesId;

describe('ad sizes from the demo', () => {
  it('active by default: the parameter is not sent', async () => {
    const { items, problems } = await fetchAdSizes({ product_id: productId });
    expect(problems).toEqual([]);
    expect(items).toHaveLength(KNOWN.products.productWithDeletedSizesActiveCount);
    expect(net.urls).toEqual([`/api/base/adSizes/product/${productId}`]);
    expect(items.every((s) => s.dateDeleted === null)).toBe(true);
  });

  it('active: false sends active=false and lists the deleted sizes too', async () => {
    const { items } = await fetchAdSizes({ product_id: productId, active: false });
    expect(queryOf(net.urls[0])).toEqual({ active: 'false' });
    expect(items).toHaveLength(KNOWN.products.productWithDeletedSizesAllCount);
    const deleted = items.filter((s) => s.dateDeleted !== null).map((s) => s.name);
    expect(deleted).toEqual([...KNOWN.products.deletedSizeNames]);
  });

  it('ad size 5: placeholder key_date and null date_created are null; numbers are numbers', async () => {
    const { items } = await fetchAdSizes({ product_id: productId });
    const size = items.find((s) => s.id === KNOWN.products.placeholderKeyDateAdSizeId);
    expect(size).toMatchObject({
      productId: 1,
      name: 'Business Card',
      width: 3.25,
      height: 2,
      keyDate: null,
      dateCreated: null,
    });
  });

  it("ad size 18: scheduling_units '' is null", async () => {
    const { items } = await fetchAdSizes({ product_id: KNOWN.products.digitalProductId });
    const size = items.find((s) => s.id === KNOWN.products.emptyEnumAdSizeId);
    expect(size?.name).toBe('Mobile Banner');
    expect(size?.schedulingUnits).toBeNull();
    expect(size?.width).toBe(320);
  });

  it('a blank description is null', async () => {
    const { items } = await fetchAdSizes({ product_id: productId, active: false });
    expect(items.find((s) => s.name === 'Eighth Page')?.description).toBeNull();
  });

  it('drift: the first size is reported, the others kept', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchAdSizes({ product_id: productId });
    expect(items).toHaveLength(KNOWN.products.productWithDeletedSizesActiveCount - 1);
    expect(problems[0]).toMatchObject({ recordId: '1', index: 0, fieldPath: 'id' });
    expect(problems[0]?.endpoint).toBe(`base /adSizes/product/${productId}`);
  });

  it('a 404 (unknown path) is an http ApiError', async () => {
    net.headers['x-demo-fault'] = '404';
    await expect(fetchAdSizes({ product_id: productId })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });
});

describe('ad size quirks and keys', () => {
  const wire = {
    id: '40',
    product_id: '4',
    name: 'Leaderboard',
    description: null,
    width: 728,
    height: '90',
    key_date: '2025-01-01',
    location_id: '3',
    schedule_concurrent_limit: '2',
    scheduling_units: 'Weeks',
    date_created: '0000-00-00 00:00:00',
    date_deleted: '1969-12-31 00:00:00',
  };

  it('reads every field', () => {
    expect(adSizeSchema.parse(wire)).toEqual({
      id: 40,
      productId: 4,
      name: 'Leaderboard',
      description: null,
      width: 728,
      height: 90,
      keyDate: '2025-01-01',
      locationId: 3,
      scheduleConcurrentLimit: 2,
      schedulingUnits: 'Weeks',
      dateCreated: null,
      dateDeleted: null,
    });
  });

  it('rejects a non-numeric width and an unknown unit', () => {
    expect(adSizeSchema.safeParse({ ...wire, width: 'wide' }).error?.issues[0]?.path).toEqual([
      'width',
    ]);
    expect(adSizeSchema.safeParse({ ...wire, scheduling_units: 'Hours' }).success).toBe(false);
  });

  it('active defaults to true in the key', () => {
    expect(adSizeKeys.list({ product_id: 1 })).toEqual(
      adSizeKeys.list({ product_id: 1, active: true }),
    );
    expect(adSizeListQuery({ product_id: 1, active: false }).queryKey).toEqual([
      'adSizes',
      'list',
      { product_id: 1, active: false },
    ]);
  });
});
