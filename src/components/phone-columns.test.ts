import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { phoneVisibility } from './phone-columns';

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
