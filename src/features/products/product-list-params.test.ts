import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../lib/list-params';
import { filterProducts, productListSpec } from './product-list-params';

const parseProductListParams = (search: string) => {
  const { values, corrections } = parseListParams(productListSpec, search);
  return { params: values, corrections };
};

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
    expect(parseProductListParams('')).toEqual({
      params: { name: '', type: undefined, active: true },
      corrections: [],
    });
  });

  it('reads name, type and active=false', () => {
    const { params, corrections } = parseProductListParams(
      'name=%20gazette%20&type=2&active=false',
    );
    expect(params).toEqual({ name: ' gazette ', type: 2, active: false });
    expect(filterProducts(products, params).map((p) => p.id)).toEqual([]);
    expect(filterProducts(products, { ...params, type: 1 }).map((p) => p.id)).toEqual([1]);
    expect(corrections).toEqual([]);
  });

  it('corrects a type that is not a number and an active that is not a boolean', () => {
    const { params, corrections } = parseProductListParams('type=abc&active=maybe');
    expect(params).toEqual({ name: '', type: undefined, active: true });
    expect(corrections.map((c) => c.param)).toEqual(['type', 'active']);
    expect(corrections.map((c) => c.message)).toEqual([
      'type=abc is not a number: the filter is left out.',
      'active=maybe is neither true nor false: only active records are shown.',
    ]);
  });

  it('writes only what differs from the defaults', () => {
    expect(String(listSearch(productListSpec, { name: '', type: undefined, active: true }))).toBe(
      '',
    );
    expect(String(listSearch(productListSpec, { name: 'a b', type: 2, active: false }))).toBe(
      'name=a+b&type=2&active=false',
    );
  });
});

describe('filterProducts', () => {
  it('hides inactive products unless asked', () => {
    const base = { name: '', type: undefined };
    expect(filterProducts(products, { ...base, active: true }).map((p) => p.id)).toEqual([
      1, 3, 10,
    ]);
    expect(filterProducts(products, { ...base, active: false }).map((p) => p.id)).toEqual([
      1, 3, 10, 11,
    ]);
  });

  it('folds accents both ways: "Zoe" finds "Zoë", "Zoë" finds "Zoe"', () => {
    const named = [
      { id: 1, name: 'Zoë Weekly', active: true, productType: { id: 1 } },
      { id: 2, name: 'Zoe Daily', active: true, productType: { id: 1 } },
    ];
    const ids = (name: string) =>
      filterProducts(named, { name, type: undefined, active: true }).map((p) => p.id);
    expect(ids('zoe')).toEqual([1, 2]);
    expect(ids('ZOË')).toEqual([1, 2]);
    expect(ids('zoë weekly')).toEqual([1]);
  });

  it('searches names case-insensitively, literally, and filters by type', () => {
    expect(
      filterProducts(products, { name: 'HOLIDAY', type: undefined, active: true }).map((p) => p.id),
    ).toEqual([10]);
    expect(
      filterProducts(products, { name: '<img', type: 2, active: true }).map((p) => p.id),
    ).toEqual([10]);
    expect(filterProducts(products, { name: '', type: 1, active: false }).map((p) => p.id)).toEqual(
      [1, 11],
    );
  });
});
