import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { ApiError } from './client';
import { fetchProducts, productKeys, productListQuery } from './products';
import { productSchema } from '../domain/products';
import { REFERENCE_STALE_MS } from './query-client';
import { withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

describe('products from the demo', () => {
  it('parses the bare array, every record', async () => {
    const { items, problems } = await fetchProducts();
    expect(problems).toEqual([]);
    expect(items).toHaveLength(KNOWN.products.count);
    expect(net.urls).toEqual(['/api/base/products/']);
  });

  it("has_deliver_date '127' is true, with its had_deliver_date", async () => {
    const { items } = await fetchProducts();
    const product = items.find((p) => p.id === KNOWN.products.deliverDate127ProductId);
    expect(product?.productType.id).toBe(KNOWN.products.deliverDate127ProductTypeId);
    expect(product?.productType.hasDeliverDate).toBe(true);
    expect(product?.productType.hadDeliverDate).toBe('2021-06-30');
  });

  it('capabilities and units of the first product, exactly', async () => {
    const { items } = await fetchProducts();
    expect(items[0]).toEqual({
      id: 1,
      name: 'Harbor City Gazette',
      active: true,
      productType: {
        id: 1,
        name: 'Newspaper',
        adUnit: 'Inches',
        hasAdSize: true,
        hasDeliveryBilling: false,
        hasDeliverDate: false,
        hadDeliverDate: null,
        hasDuration: false,
        hasEvent: false,
        hasIssues: true,
        hasLocations: false,
        hasQuantity: false,
        hasTime: false,
        isDigitalDisplay: false,
        quantityUnit: null,
        scheduleMethod: 'Custom',
      },
    });
  });

  it('keeps the hostile name as text, and the inactive and digital products', async () => {
    const { items } = await fetchProducts();
    const byId = new Map(items.map((p) => [p.id, p]));
    expect(byId.get(KNOWN.products.hostileProductId)?.name).toBe(KNOWN.products.hostileProductName);
    expect(byId.get(KNOWN.products.inactiveProductId)?.active).toBe(false);
    const digital = byId.get(KNOWN.products.digitalProductId);
    expect(digital?.name).toBe(KNOWN.products.digitalProductName);
    expect(digital?.productType.isDigitalDisplay).toBe(true);
    expect(digital?.productType.quantityUnit).toBe('CPM');
  });

  it('a drifted first record is reported, the rest are shown', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchProducts();
    expect(items).toHaveLength(KNOWN.products.count - 1);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ endpoint: 'base /products/', recordId: '1', index: 0 });
    expect(problems[0]?.fieldPath).toBe('id');
    expect(problems[0]?.message).toMatch(/name/);
  });

  it('a cut-off body is a parse error', async () => {
    net.headers['x-demo-fault'] = 'malformed';
    await expect(fetchProducts()).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('product quirks', () => {
  const wire = {
    id: 3,
    name: 'X',
    active: true,
    product_type: {
      id: '2',
      name: 'Magazine',
      ad_unit: '',
      has_ad_size: 1,
      has_delivery_billing: '0',
      has_deliver_date: '127',
      has_duration: false,
      has_event: '0',
      has_issues: '1',
      has_locations: 0,
      has_quantity: '1',
      has_time: '0',
      is_digital_display: '0',
      quantity_unit: null,
      schedule_method: 'Timeline',
    },
  };

  it('JSON numbers and booleans, an empty ad unit, a missing had_deliver_date', () => {
    const product = productSchema.parse(wire);
    expect(product.id).toBe(3);
    expect(product.productType.adUnit).toBeNull();
    expect(product.productType.hasAdSize).toBe(true);
    expect(product.productType.hasDuration).toBe(false);
    expect(product.productType.hadDeliverDate).toBeNull();
  });

  it('a broken capability names its path', () => {
    const result = productSchema.safeParse({
      ...wire,
      product_type: { ...wire.product_type, has_time: 'sometimes' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['product_type', 'has_time']);
  });

  it('a container that is neither an array nor {products} is a parse error', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":null}', { status: 200 }));
    const error = await fetchProducts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('parse');
  });
});

describe('productListQuery', () => {
  it('is reference data under the products key', async () => {
    const options = productListQuery();
    expect(options.queryKey).toEqual(['products', 'list']);
    expect(productKeys.all).toEqual(['products']);
    expect(options.staleTime).toBe(REFERENCE_STALE_MS);
    const client = new QueryClient();
    const data = await client.fetchQuery(options);
    expect(data.items).toHaveLength(KNOWN.products.count);
  });
});
