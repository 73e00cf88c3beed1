// A DataTable for long client-side lists: it sorts indices itself (sort-order.ts, checked against
// TanStack's own order) and builds TanStack rows only for the rows in view. TanStack Virtual
// (virtual-rows.tsx, ~10 KB gzip) is downloaded the first time a table virtualizes.
import {
  getCoreRowModel,
  useReactTable,
  type Column,
  type SortingState,
} from '@tanstack/react-table';
import { lazy, Suspense, useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import {
  BodyRow,
  givenRange,
  rowHeight,
  SpacerRow,
  useWindowRows,
  type WindowRowsProps,
} from './data-table-rows';
import { givenSorting, type TableProps } from './data-table-types';
import { usePhoneLayout } from './phone-columns';
import { autoSortDir, sortedOrder } from './sort-order';
import { TableFrame } from './table-frame';
import type VirtualRowsType from './virtual-rows';

/** How many rows a virtualized list shows, unvirtualized, while virtual-rows.tsx loads. */
const FIRST_ROWS = 30;
const NO_DATA: never[] = [];

// (lazy() loses the component's type parameter; the cast restores it.)
const VirtualRows = lazy(() => import('./virtual-rows')) as unknown as typeof VirtualRowsType;

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
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const columnCount = table.getVisibleLeafColumns().length;

  // The body renders from a deferred copy of what it shows: React renders the rows in a
  // transition, in slices of a few milliseconds, instead of in the one task of the update that
  // changed them. Mounting a screenful of insertion rows (14 cells each) took a 55–65 ms task, and
  // so did re-rendering them as each chunk of the streamed list arrived with new columns. The copy
  // starts without rows, so the first ones are deferred too; the frame counts `data`, so the table
  // never says it is empty meanwhile.
  // On the server and while hydrating, the first rows at once (FirstRows, the same on both sides):
  // the server's HTML shows them (e.g. /insertions' first screen) and hydration keeps them.
  const hydrating = useHydrating();
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
  const leafColumns = table.getAllLeafColumns(); // the same array while the columns are
  const order = useMemo(
    () =>
      manualSorting || windowed
        ? null
        : sortedOrder(body.data, body.sorting, (id) =>
            leafColumns.find((column) => column.id === id),
          ),
    [manualSorting, windowed, body.data, body.sorting, leafColumns],
  );
  const windowProps: WindowRowsProps<T> = { ...body, order };
  // The first click on a header sorts as TanStack would decide from the first record.
  const firstSortDesc = (column: Column<T, unknown>) =>
    (column.columnDef.sortDescFirst ?? autoSortDir(column, data[0])) === 'desc';

  return (
    <TableFrame
      table={table}
      props={props}
      rowCount={count}
      scrollRef={setScrollElement}
      firstSortDesc={firstSortDesc}
      // The body's (deferred): the frame shows both layouts for as long as the body holds both.
      cssDetails={body.cssDetails}
    >
      {hydrating ? (
        <FirstRows {...windowProps} />
      ) : (
        <Suspense fallback={<FirstRows {...windowProps} />}>
          <VirtualRows {...windowProps} scrollElement={scrollElement} />
        </Suspense>
      )}
    </TableFrame>
  );
}

const unchanging = () => () => undefined;
/** True on the server and while hydrating (the server's snapshot), false from then on. */
const useHydrating = () =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );

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

// While virtual-rows.tsx loads: the first rows of the sorted list, and a spacer as tall as the
// rest, so the box already scrolls as far as it will once virtualized.
function FirstRows<T>(windowProps: WindowRowsProps<T>) {
  const { count, props, columnCount, columnVisibility, cssDetails } = windowProps;
  const [from, end] = givenRange(windowProps, 0, Math.min(FIRST_ROWS, count));
  const rows = useWindowRows(windowProps, from, end);
  const height = rowHeight(columnVisibility);
  return (
    <>
      {from > 0 && <SpacerRow height={from * height} columnCount={columnCount} />}
      {rows.map((row, i) => (
        <BodyRow
          key={row.id}
          row={row}
          options={props}
          columnCount={columnCount}
          ariaRowIndex={from + i + 2}
          cssDetails={cssDetails}
        />
      ))}
      {count > end && <SpacerRow height={(count - end) * height} columnCount={columnCount} />}
    </>
  );
}
