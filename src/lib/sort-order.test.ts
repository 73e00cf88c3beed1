import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { autoSortDir, sortedOrder } from './sort-order';
import { tanstackTable } from './sort-order-reference';

interface Rec {
  id: number;
  name: string;
  code: string | null;
  amount: number | null;
  flag: boolean;
}

const col = createColumnHelper<Rec>();
const columns = [
  col.accessor('id', {}),
  col.accessor((r) => r.name, { id: 'name' }),
  col.accessor((r) => r.code ?? undefined, { id: 'code', sortUndefined: 'last' }),
  col.accessor((r) => r.amount ?? undefined, { id: 'amount' }),
  col.accessor((r) => (r.flag ? 1 : 0), { id: 'flag', invertSorting: true }),
  col.accessor((r) => r.name, { id: 'custom', sortingFn: (a, b) => a.original.id - b.original.id }),
  col.display({ id: 'actions', header: 'Actions' }),
];

// A small deterministic pseudo-random generator, so failures reproduce.
function records(n: number): Rec[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = ['alpha', 'Beta', 'gamma', 'delta', 'Alpha', 'beta'];
  return Array.from({ length: n }, (_, i) => ({
    id: 1000 - i,
    name: words[Math.floor(next() * words.length)]!,
    code: next() < 0.3 ? null : `C${Math.floor(next() * 40)}`,
    amount: next() < 0.2 ? null : Math.round(next() * 50),
    flag: next() < 0.5,
  }));
}

function tanstack(data: Rec[], sorting: SortingState) {
  const table = tanstackTable(data, columns, sorting);
  return { table, ids: table.getRowModel().rows.map((r) => r.original.id) };
}

describe('sortedOrder', () => {
  const data = records(300);
  const cases: SortingState[] = [
    [{ id: 'id', desc: false }],
    [{ id: 'name', desc: false }],
    [{ id: 'name', desc: true }],
    [{ id: 'code', desc: false }],
    [{ id: 'code', desc: true }],
    [{ id: 'amount', desc: false }],
    [{ id: 'amount', desc: true }],
    [{ id: 'flag', desc: false }],
    [{ id: 'custom', desc: true }],
    [
      { id: 'name', desc: false },
      { id: 'amount', desc: true },
    ],
  ];
  it.each(cases)('orders rows as getSortedRowModel does: %j', (...sorting) => {
    const { table, ids } = tanstack(data, sorting);
    const order = sortedOrder(data, sorting, (id) => table.getColumn(id));
    expect(order).not.toBeNull();
    expect(order!.map((i) => data[i]!.id)).toEqual(ids);
  });

  it('keeps the data order without sorting, for unknown or unsortable columns', () => {
    const { table } = tanstack(data, []);
    const getColumn = (id: string) => table.getColumn(id);
    expect(sortedOrder(data, [], getColumn)).toBeNull();
    expect(sortedOrder(data, [{ id: 'actions', desc: false }], getColumn)).toBeNull();
    expect(sortedOrder([], [{ id: 'id', desc: false }], getColumn)).toBeNull();
  });

  it('takes the first sort direction from the first record, as TanStack does', () => {
    const { table } = tanstack(data, []);
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
