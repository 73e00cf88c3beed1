import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  listSearch,
  normaliseDate,
  numberParam,
  parseListParams,
} from './list-params';

const spec = defineListSpec({
  params: {
    contract_id: integerParam({ min: 1, outOfRange: 'drop' }),
    amount_from: numberParam({ decimals: 2 }),
    amount_to: numberParam({ decimals: 2 }),
    date_after: dateParam(),
    date_before: dateParam(),
    page: integerParam({ min: 1, default: 1 }),
    per_page: integerParam({ min: 1, max: 100, choices: [25, 50, 100], default: 25 }),
    sort_by: enumParam(['id', 'date_created', 'total'], { default: 'id' }),
    sort_order: enumParam(['asc', 'desc'], { default: 'desc' }),
    status: enumParam(['Paid', 'Unpaid']),
  },
  ranges: [
    ['amount_from', 'amount_to'],
    ['date_after', 'date_before'],
  ],
});

const parse = (query: string | URLSearchParams) => parseListParams(spec, query);

describe('parseListParams', () => {
  it('gives the defaults for an empty query, with no corrections', () => {
    const { values, corrections } = parse('');
    expect(values).toEqual({
      contract_id: undefined,
      amount_from: undefined,
      amount_to: undefined,
      date_after: undefined,
      date_before: undefined,
      page: 1,
      per_page: 25,
      sort_by: 'id',
      sort_order: 'desc',
      status: undefined,
    });
    expect(corrections).toEqual([]);
  });

  it('reads good values as they are', () => {
    const { values, corrections } = parse(
      'contract_id=1003&amount_from=10.5&amount_to=600&date_after=2025-01-01&date_before=2025-12-31&page=3&per_page=100&sort_by=total&sort_order=asc&status=Unpaid',
    );
    expect(corrections).toEqual([]);
    expect(values).toMatchObject({
      contract_id: 1003,
      amount_from: 10.5,
      amount_to: 600,
      date_after: '2025-01-01',
      date_before: '2025-12-31',
      page: 3,
      per_page: 100,
      sort_by: 'total',
      sort_order: 'asc',
      status: 'Unpaid',
    });
  });

  it('treats empty values as absent and ignores unknown parameters', () => {
    const { values, corrections } = parse('contract_id=&page=&foo=bar');
    expect(values.contract_id).toBeUndefined();
    expect(values.page).toBe(1);
    expect(corrections).toEqual([]);
  });

  it('moves page numbers into range', () => {
    expect(parse('page=0').values.page).toBe(1);
    expect(parse('page=-3').values.page).toBe(1);
    expect(parse('page=0').corrections).toEqual([
      { param: 'page', given: '0', used: '1', message: 'page=0 is below 1; 1 is used.' },
    ]);
    expect(parse('page=2.6').values.page).toBe(3);
    expect(parse('page=abc').corrections[0]!.message).toBe(
      'page=abc is not a whole number; 1 (the default) is used.',
    );
  });

  it('moves a page size to the maximum or the nearest choice', () => {
    expect(parse('per_page=500').values.per_page).toBe(100);
    expect(parse('per_page=500').corrections[0]!.message).toBe(
      'per_page=500 is above the maximum of 100; 100 is used.',
    );
    expect(parse('per_page=30').values.per_page).toBe(25);
    expect(parse('per_page=40').values.per_page).toBe(50);
    expect(parse('per_page=0').values.per_page).toBe(25);
    expect(parse('per_page=0').corrections[0]!.message).toBe('per_page=0 is below 1; 25 is used.');
  });

  it('drops an id that is not one, instead of guessing', () => {
    const abc = parse('contract_id=abc');
    expect(abc.values.contract_id).toBeUndefined();
    expect(abc.corrections).toEqual([
      {
        param: 'contract_id',
        given: 'abc',
        used: null,
        message: 'contract_id=abc is not a whole number; it is left out.',
      },
    ]);
    expect(parse('contract_id=-4').values.contract_id).toBeUndefined();
    expect(parse('contract_id=99999999999999999999').values.contract_id).toBeUndefined();
    expect(parse('contract_id=1,003').values.contract_id).toBe(1003);
    expect(parse('contract_id=2.5').values.contract_id).toBeUndefined();
  });

  it('drops a number that is not one and rounds money to cents', () => {
    expect(parse('amount_from=abc').values.amount_from).toBeUndefined();
    expect(parse('amount_from=abc').corrections[0]!.message).toBe(
      'amount_from=abc is not a number; it is left out.',
    );
    expect(parse('amount_from=1e3').values.amount_from).toBeUndefined();
    expect(parse('amount_from=12.345').values.amount_from).toBe(12.35);
    expect(parse('amount_from=12.345').corrections[0]!.message).toBe(
      'amount_from=12.345 has more than 2 decimals; 12.35 is used.',
    );
    expect(parse('amount_from=1,500.50').values.amount_from).toBe(1500.5);
    expect(parse('amount_from=-20').values.amount_from).toBe(-20);
  });

  it('accepts only real calendar dates, written out in full', () => {
    expect(parse('date_after=2026-02-30').values.date_after).toBeUndefined();
    expect(parse('date_after=2026-02-30').corrections[0]!.message).toBe(
      'date_after=2026-02-30 is not a date (YYYY-MM-DD); it is left out.',
    );
    expect(parse('date_after=yesterday').values.date_after).toBeUndefined();
    expect(parse('date_after=2026-3-5').values.date_after).toBe('2026-03-05');
    expect(parse('date_after=2026-3-5').corrections[0]!.message).toBe(
      'date_after=2026-3-5 is read as 2026-03-05.',
    );
    expect(parse('date_after=2024-02-29').values.date_after).toBe('2024-02-29');
  });

  it('falls back to the default for an unknown enum value and fixes its case', () => {
    expect(parse('sort_by=name').values.sort_by).toBe('id');
    expect(parse('sort_by=name').corrections[0]!.message).toBe(
      'sort_by=name is not one of id, date_created, total; id (the default) is used.',
    );
    expect(parse('sort_order=ASC').values.sort_order).toBe('asc');
    expect(parse('status=paid').values.status).toBe('Paid');
    expect(parse('status=late').values.status).toBeUndefined();
  });

  it('swaps a range given the wrong way round', () => {
    const dates = parse('date_after=2026-05-01&date_before=2026-01-31');
    expect(dates.values.date_after).toBe('2026-01-31');
    expect(dates.values.date_before).toBe('2026-05-01');
    expect(dates.corrections).toEqual([
      {
        param: 'date_after',
        given: '2026-05-01',
        used: '2026-01-31',
        message: 'date_after=2026-05-01 is after date_before=2026-01-31; the two are swapped.',
      },
    ]);
    const amounts = parse('amount_from=900&amount_to=100');
    expect([amounts.values.amount_from, amounts.values.amount_to]).toEqual([100, 900]);
    expect(parse('amount_from=100&amount_to=100').corrections).toEqual([]);
  });

  it('uses the first of repeated values and says so', () => {
    const { values, corrections } = parse('page=2&page=5');
    expect(values.page).toBe(2);
    expect(corrections[0]!.message).toBe('page=2 is given 2 times; the first is used.');
  });

  it('lists several corrections in the spec order', () => {
    const { corrections } = parse('sort_by=name&per_page=500&page=0&amount_from=abc');
    expect(corrections.map((c) => c.param)).toEqual(['amount_from', 'page', 'per_page', 'sort_by']);
  });

  it('types values: defaults make a value always present', () => {
    const { values } = parse('');
    expectTypeOf(values.page).toEqualTypeOf<number>();
    expectTypeOf(values.contract_id).toEqualTypeOf<number | undefined>();
    expectTypeOf(values.sort_by).toEqualTypeOf<'id' | 'date_created' | 'total'>();
    expectTypeOf(values.date_after).toEqualTypeOf<string | undefined>();
  });
});

describe('listSearch', () => {
  it('writes only what differs from the defaults, in the spec order', () => {
    const values = parse('sort_order=asc&contract_id=7&page=1&per_page=25').values;
    expect(listSearch(spec, values).toString()).toBe('contract_id=7&sort_order=asc');
    expect(listSearch(spec, {}).toString()).toBe('');
  });

  it('round-trips: the written query reads back as the same values without corrections', () => {
    const first = parse('page=0&per_page=500&sort_by=name&amount_from=abc&date_after=2026-3-5');
    const again = parse(listSearch(spec, first.values));
    expect(again.values).toEqual(first.values);
    expect(again.corrections).toEqual([]);
  });

  it('never writes numbers in exponent notation', () => {
    expect(listSearch(spec, { amount_from: 0.0000001 }).toString()).toBe('amount_from=0.0000001');
    expect(listSearch(spec, { amount_to: 1e21 }).toString()).toBe(
      'amount_to=1000000000000000000000',
    );
  });
});

describe('normaliseDate', () => {
  it('keeps the date part of a timestamp and rejects impossible dates', () => {
    expect(normaliseDate('2026-03-01 10:00:00')).toBe('2026-03-01');
    expect(normaliseDate('2025-02-29')).toBeUndefined();
    expect(normaliseDate('0000-00-00')).toBeUndefined();
  });
});
