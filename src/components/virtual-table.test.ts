import {
  createColumnHelper,
  createTable,
  getCoreRowModel,
  type ColumnDef,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { autoSortDir } from './virtual-table';

interface Rec {
  id: number;
  name: string;
  amount: number;
}

const col = createColumnHelper<Rec>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
const columns: ColumnDef<Rec, any>[] = [
  col.accessor('id', {}),
  col.accessor((r) => r.name, { id: 'name' }),
  col.accessor((r) => r.amount, { id: 'amount' }),
];
const data: Rec[] = [
  { id: 3, name: 'beta', amount: 12 },
  { id: 1, name: 'alpha', amount: 5 },
];
const table = createTable<Rec>({
  data,
  columns,
  state: {},
  onStateChange: () => {},
  renderFallbackValue: null,
  getCoreRowModel: getCoreRowModel(),
});

describe('autoSortDir', () => {
  it('takes the first sort direction from the first record, as TanStack does', () => {
    expect(autoSortDir(table.getColumn('name')!, data[0])).toBe('asc');
    expect(autoSortDir(table.getColumn('amount')!, data[0])).toBe('desc');
    expect(autoSortDir(table.getColumn('name')!, undefined)).toBe('desc');
    for (const id of ['id', 'name', 'amount']) {
      expect(autoSortDir(table.getColumn(id)!, data[0])).toBe(
        table.getColumn(id)!.getAutoSortDir(),
      );
    }
  });
});
