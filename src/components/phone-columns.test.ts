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

  it('follows the meta: a later key column stays, an early detail column goes', () => {
    const columns = [
      col.accessor('id', {}),
      col.accessor('name', { meta: { phone: 'detail' } }),
      col.accessor('city', {}),
      col.accessor('total', { meta: { phone: 'key', numeric: true } }),
      col.accessor('status', { meta: { phone: 'key' } }),
    ];
    expect(phoneVisibility(columns)).toEqual({ name: false, city: false });
  });
});
