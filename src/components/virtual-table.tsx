// A DataTable for long client-side lists: only the rows in view are rendered (virtual-rows.tsx).
// TanStack Virtual is downloaded the first time a table virtualizes (use-lazy-virtualizer.ts).
import {
  getCoreRowModel,
  useReactTable,
  type Column,
  type SortingState,
} from '@tanstack/react-table';
import { startTransition, useCallback, useDeferredValue, useState } from 'react';
import type { WindowRowsProps } from './data-table-rows';
import { givenSorting, type TableProps } from './data-table-types';
import { usePhoneLayout } from './phone-columns';
import { useHydrated } from './answer-notices';
import { TableFrame } from './table-frame';
import { VirtualRows } from './virtual-rows';

const NO_DATA: never[] = [];

export function VirtualTable<T>(props: TableProps<T>) {
  const { data, columns, onSortingChange, manualSorting, windowed } = props;
  const sorting = useStableSorting(props.sorting);
  const { columnVisibility, cssDetails } = usePhoneLayout(columns);

  // Headers, columns and the sorting state only: no rows.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; this component is not memoised by the compiler.
  const table = useReactTable<T>({
    data: NO_DATA,
    columns,
    state: { sorting, columnVisibility },
    ...givenSorting({ sorting, onSortingChange, manualSorting }),
    getCoreRowModel: getCoreRowModel(),
  });

  // The scrolling box, for the virtualizer. State, not a ref: the lazily loaded body may mount in
  // the same commit as the box, and a child's layout effects run before its parent's ref is set.
  // Set in a transition: a state set while React commits is otherwise rendered synchronously in the
  // commit's task (with hydration, that task would also run every effect of the page).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useCallback(
    (element: HTMLDivElement | null) => startTransition(() => setScrollElement(element)),
    [],
  );
  const columnCount = table.getVisibleLeafColumns().length;

  // The body renders from a deferred copy of what it shows: React renders the rows in a
  // transition, in slices of a few milliseconds, instead of in the one task of the update that
  // changed them. Mounting a screenful of insertion rows (14 cells each) took a 55–65 ms task, and
  // so did re-rendering them as each chunk of the streamed list arrived with new columns. The copy
  // starts without rows, so the first ones are deferred too; the frame counts `data`, so the table
  // never says it is empty meanwhile.
  // On the server and while hydrating, the first rows at once (the same on both sides): the
  // server's HTML shows them (e.g. /insertions' first screen) and hydration keeps them.
  const hydrating = !useHydrated();
  const start = windowed?.start ?? 0;
  const count = windowed?.count ?? data.length;
  const shown = {
    data,
    start,
    count,
    columns,
    sorting,
    columnVisibility,
    cssDetails,
    props,
    columnCount,
  };
  const body = useDeferredValue(
    shown,
    hydrating ? shown : { ...shown, data: NO_DATA as readonly T[], start: 0, count: 0 },
  );
  const windowProps: WindowRowsProps<T> = { ...body, sorted: !manualSorting && !windowed };
  // The first click on a header sorts as TanStack would decide from the first record (the
  // headers' table holds no rows to decide from).
  const firstSortDesc = (column: Column<T, unknown>) =>
    (column.columnDef.sortDescFirst ?? autoSortDir(column, data[0])) === 'desc';

  return (
    <TableFrame
      table={table}
      props={props}
      rowCount={count}
      scrollRef={scrollRef}
      firstSortDesc={firstSortDesc}
      // The body's (deferred): the frame shows both layouts for as long as the body holds both.
      cssDetails={body.cssDetails}
    >
      <VirtualRows {...windowProps} scrollElement={scrollElement} active={!hydrating} />
    </TableFrame>
  );
}

/** The same array while the sort is the same: callers often pass an equal but new one each render. */
function useStableSorting(sorting: SortingState): SortingState {
  const [stable, setStable] = useState(sorting);
  const same =
    stable.length === sorting.length &&
    stable.every((s, i) => s.id === sorting[i]!.id && s.desc === sorting[i]!.desc);
  if (same) return stable;
  setStable(sorting); // React's pattern for state that follows props: no effect pass
  return sorting;
}

/** TanStack's getAutoSortDir for a list whose first record is `first`. */
export function autoSortDir<T>(column: Column<T, unknown>, first: T | undefined) {
  const value = first === undefined ? undefined : column.accessorFn?.(first, 0);
  return typeof value === 'string' ? 'asc' : 'desc';
}
