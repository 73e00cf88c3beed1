import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../lib/list-params';
import {
  availabilityWindow,
  defaultAvailabilityWindow,
  filterProducts,
  productListSpec,
  secondaryParams,
  sectionLookupSpec,
} from './product-params';

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

const parse = (query: string) => parseListParams(sectionLookupSpec, query);

describe('the sections lookup', () => {
  it('reads id and date_created under the API’s names', () => {
    const { values, corrections } = parse('id=7&date_created=2025-03-14');
    expect(values).toEqual({ id: 7, date_created: '2025-03-14' });
    expect(corrections).toEqual([]);
    expect(secondaryParams(1, values)).toEqual({
      product_id: 1,
      id: 7,
      date_created: '2025-03-14',
    });
  });

  it('leaves out bad values with a note and never sends them', () => {
    const { values, corrections } = parse('id=seven&date_created=2025-02-30');
    expect(values).toEqual({ id: undefined, date_created: undefined });
    expect(corrections.map((c) => c.message)).toEqual([
      'id=seven is not a number: the filter is left out.',
      'date_created=2025-02-30 is not a date (YYYY-MM-DD) or a month (YYYY-MM): the filter is left out.',
    ]);
    expect(secondaryParams(1, values)).toEqual({ product_id: 1 });
  });

  it('accepts a day or a month', () => {
    expect(parse('date_created=2025-03').values.date_created).toBe('2025-03');
    expect(parse('date_created=2024-02-29').values.date_created).toBe('2024-02-29');
    expect(parse('date_created=2025-13').values.date_created).toBeUndefined();
    expect(parse('date_created=2025-3-1').values.date_created).toBe('2025-03-01');
  });
});

describe('the availability window', () => {
  it('by default today to three calendar months ahead (the next quarter)', () => {
    expect(defaultAvailabilityWindow('2026-11-27')).toEqual({
      from: '2026-11-27',
      to: '2027-02-27',
    });
    // A day past the target month's end becomes its last day.
    expect(defaultAvailabilityWindow('2026-11-30')).toEqual({
      from: '2026-11-30',
      to: '2027-02-28',
    });
    expect(availabilityWindow({}, '2026-11-27')).toEqual({
      window: { from: '2026-11-27', to: '2027-02-27' },
      corrections: [],
    });
  });

  it('one end given: the other three months from it, whatever today is', () => {
    expect(availabilityWindow({ to: '2027-03-31' }, '2026-11-27').window).toEqual({
      from: '2026-12-31',
      to: '2027-03-31',
    });
    expect(availabilityWindow({ from: '2027-01-15' }, '2026-02-01').window).toEqual({
      from: '2027-01-15',
      to: '2027-04-15',
    });
  });

  it('at most 366 days, said in a correction', () => {
    const { window, corrections } = availabilityWindow(
      { from: '2026-01-01', to: '2030-01-01' },
      '2026-11-27',
    );
    expect(window).toEqual({ from: '2026-01-01', to: '2027-01-02' });
    expect(corrections[0]!.message).toMatch(/longer than 366 days/);
  });
});
