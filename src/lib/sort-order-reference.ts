// For tests: the order TanStack Table itself gives (getSortedRowModel), which the index sort of
// sort-order.ts must match (sort-order.test.ts, and the insertion list's in insertion-view.test.ts).
import {
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';

export function tanstackTable<T>(
  data: readonly T[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
  columns: ColumnDef<T, any>[],
  sorting: SortingState,
) {
  return createTable<T>({
    data: data as T[],
    columns,
    state: { sorting },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
}
