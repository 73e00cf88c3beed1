import { describe, expect, it } from 'vitest';
import { filterProducts, parseProductListParams, productListSearch } from './product-list-params';

const product = (id: number, name: string, typeId: number, active = true) => ({
  id,
  name,
  active,
  productType: { id: typeId },
});
const products = [
  product(1, 'Harbor City Gazette', 1),
  product(3, 'Coastal Living Monthly', 2),
  product(10, '<img src=x onerror=alert(1)> Holiday Gift Guide', 2),
  product(11, 'Bayside Shopper', 1, false),
];

describe('parseProductListParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseProductListParams(new URLSearchParams())).toEqual({
      params: { name: '', typeId: null, activeOnly: true },
      corrections: [],
    });
  });

  it('reads name, type and active=false', () => {
    const { params, corrections } = parseProductListParams(
      new URLSearchParams('name=%20gazette%20&type=2&active=false'),
    );
    expect(params).toEqual({ name: ' gazette ', typeId: 2, activeOnly: false });
    expect(filterProducts(products, params).map((p) => p.id)).toEqual([]);
    expect(filterProducts(products, { ...params, typeId: 1 }).map((p) => p.id)).toEqual([1]);
    expect(corrections).toEqual([]);
  });

  it('corrects a type that is not a number and an active that is not a boolean', () => {
    const { params, corrections } = parseProductListParams(
      new URLSearchParams('type=abc&active=maybe'),
    );
    expect(params).toEqual({ name: '', typeId: null, activeOnly: true });
    expect(corrections.map((c) => c.param)).toEqual(['type', 'active']);
    expect(corrections[1]!.message).toContain('active=maybe');
  });

  it('writes only what differs from the defaults', () => {
    expect(String(productListSearch({ name: '', typeId: null, activeOnly: true }))).toBe('');
    expect(String(productListSearch({ name: 'a b', typeId: 2, activeOnly: false }))).toBe(
      'name=a+b&type=2&active=false',
    );
  });
});

describe('filterProducts', () => {
  it('hides inactive products unless asked', () => {
    const base = { name: '', typeId: null };
    expect(filterProducts(products, { ...base, activeOnly: true }).map((p) => p.id)).toEqual([
      1, 3, 10,
    ]);
    expect(filterProducts(products, { ...base, activeOnly: false }).map((p) => p.id)).toEqual([
      1, 3, 10, 11,
    ]);
  });

  it('searches names case-insensitively, literally, and filters by type', () => {
    expect(
      filterProducts(products, { name: 'HOLIDAY', typeId: null, activeOnly: true }).map(
        (p) => p.id,
      ),
    ).toEqual([10]);
    expect(
      filterProducts(products, { name: '<img', typeId: 2, activeOnly: true }).map((p) => p.id),
    ).toEqual([10]);
    expect(
      filterProducts(products, { name: '', typeId: 1, activeOnly: false }).map((p) => p.id),
    ).toEqual([1, 11]);
  });
});
