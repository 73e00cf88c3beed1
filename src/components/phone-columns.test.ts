import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { phoneVisibility, screenHintIn, screenHintOf } from './phone-columns';

interface Row {
  id: number;
  name: string;
  city: string;
  total: number;
  status: string;
}
const col = createColumnHelper<Row>();

describe('phoneVisibility', () => {
  it('keeps the first two columns of a table without phone meta and hides the rest', () => {
    const columns = [
      col.accessor('id', {}),
      col.accessor('name', {}),
      col.accessor('city', {}),
      col.accessor((r) => r.total, { id: 'sum' }),
    ];
    expect(phoneVisibility(columns)).toEqual({ city: false, sum: false });
  });

  it('keeps only the columns marked key when any is, wherever they stand', () => {
    const columns = [
      col.accessor('id', { meta: { phone: 'key' } }),
      col.accessor('name', {}),
      col.accessor('city', { meta: { phone: 'detail' } }),
      col.accessor('total', { meta: { phone: 'key', numeric: true } }),
      col.accessor('status', { meta: { phone: 'key' } }),
    ];
    expect(phoneVisibility(columns)).toEqual({ name: false, city: false });
  });

  it('hides an early column marked detail even with no key marked', () => {
    const columns = [
      col.accessor('id', {}),
      col.accessor('name', { meta: { phone: 'detail' } }),
      col.accessor('city', {}),
    ];
    expect(phoneVisibility(columns)).toEqual({ name: false, city: false });
  });
});

describe('screenHintOf', () => {
  it("reads Sec-CH-UA-Mobile: a phone's ?1, a wide screen's ?0, and nothing else", () => {
    expect(screenHintOf('?1')).toBe('phone');
    expect(screenHintOf('?0')).toBe('wide');
    expect(screenHintOf('')).toBeNull();
    expect(screenHintOf(undefined)).toBeNull();
    expect(screenHintOf('?2')).toBeNull();
  });

  it('takes back only a known hint from the page state', () => {
    expect(screenHintIn('phone')).toBe('phone');
    expect(screenHintIn('wide')).toBe('wide');
    expect(screenHintIn('tablet')).toBeNull();
    expect(screenHintIn(undefined)).toBeNull();
  });
});
