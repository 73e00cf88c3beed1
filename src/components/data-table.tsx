// The one table of the app: TanStack Table for columns and sorting, TanStack Virtual for long lists
// (virtual-rows.tsx, loaded only when a table virtualizes).
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  BodyRow,
  ROW_HEIGHT,
  SpacerRow,
  useWindowRows,
  type WindowRowsProps,
} from './data-table-rows';
import type VirtualRowsType from './virtual-rows';
import { ErrorPanel } from './error-panel';
import { Loading } from './loading';
import { autoSortDir, sortedOrder } from './sort-order';
import './data-table.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned tabular digits. */
    numeric?: boolean;
  }
}

/** Above this many rows a client-side list is virtualized: only the visible rows are in the DOM. */
export const VIRTUALIZE_FROM = 150;
/** How many rows a virtualized list shows, unvirtualized, while virtual-rows.tsx loads. */
const FIRST_ROWS = 30;

// TanStack Virtual (~10 KB gzip) is downloaded the first time a table virtualizes.
// (lazy() loses the component's type parameter; the cast restores it.)
const VirtualRows = lazy(() => import('./virtual-rows')) as unknown as typeof VirtualRowsType;

export interface DataTableProps<T> {
  data: readonly T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The table's accessible name (a caption, visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  getRowId?: (row: T) => string;
  /** Controlled sorting (e.g. kept in the URL); leave out for client-side sorting. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The rows arrive sorted (by the API); the headers only report and change the sort. */
  manualSorting?: boolean;
  initialSorting?: SortingState;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** Rows of the previous page shown while the next one loads. */
  dimmed?: boolean;
  renderSubRow?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  onRowPointerEnter?: (row: T) => void;
  /** Force virtualization on or off; by default on above VIRTUALIZE_FROM rows. */
  virtualize?: boolean;
}

const NO_DATA: never[] = [];

export function DataTable<T>(props: DataTableProps<T>) {
  const { data, columns, caption, sorting: controlled, onSortingChange, manualSorting } = props;
  const [ownSorting, setOwnSorting] = useState<SortingState>(props.initialSorting ?? []);
  const sorting = controlled ?? ownSorting;
  const virtual = !props.renderSubRow && (props.virtualize ?? data.length > VIRTUALIZE_FROM);

  // Headers, columns and the sorting state. A virtualized list gives this table no rows: it sorts
  // indices itself (sort-order.ts) and builds TanStack rows only for the rows in view, below.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; this component is not memoised by the compiler.
  const table = useReactTable<T>({
    data: virtual ? NO_DATA : (data as T[]),
    columns,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (onSortingChange) onSortingChange(next);
      else setOwnSorting(next);
    },
    manualSorting,
    enableSortingRemoval: false,
    getRowId: props.getRowId ? (row) => props.getRowId!(row) : undefined,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    getExpandedRowModel: props.renderSubRow ? getExpandedRowModel() : undefined,
    getRowCanExpand: props.renderSubRow ? () => true : undefined,
  });

  // Keyed by content: callers often pass an equal but new sorting array on every render.
  const sortKey = JSON.stringify(sorting.map((s) => [s.id, s.desc]));
  const leafColumns = table.getAllLeafColumns(); // the same array while the columns are
  const order = useMemo(
    () =>
      virtual && !manualSorting
        ? sortedOrder(data, sortingFromKey(sortKey), (id) =>
            leafColumns.find((column) => column.id === id),
          )
        : null,
    [virtual, manualSorting, data, sortKey, leafColumns],
  );

  // The scrolling box, for the virtualizer. State, not a ref: the lazily loaded body may mount in
  // the same commit as the box, and a child's layout effects run before its parent's ref is set.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const rows = table.getRowModel().rows; // none when virtual: VirtualRows builds its own
  const rowCount = virtual ? data.length : rows.length;
  const columnCount = table.getVisibleLeafColumns().length;
  const windowProps: WindowRowsProps<T> = { data, order, columns, sorting, props, columnCount };
  // The first click on a header sorts as TanStack would decide from the first record.
  const firstSortDesc = (column: Column<T, unknown>) =>
    (column.columnDef.sortDescFirst ?? autoSortDir(column, data[0])) === 'desc';

  return (
    <div
      ref={virtual ? setScrollElement : undefined}
      className={`data-table${virtual ? ' data-table--virtual' : ''}${props.dimmed ? ' data-table--dimmed' : ''}`}
      role="region"
      aria-label={caption}
      // Back and Forward put this box's scroll back (src/app/use-return-position.ts).
      data-scroll-key={caption}
      aria-busy={props.dimmed || props.isLoading ? true : undefined}
      tabIndex={0}
    >
      <table aria-rowcount={virtual ? rowCount + 1 : undefined}>
        <caption className={props.showCaption ? 'data-table__caption' : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  firstSortDesc={virtual ? firstSortDesc : undefined}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {props.error ? (
            <tr>
              <td colSpan={columnCount}>
                <ErrorPanel
                  error={props.error}
                  what={caption.toLowerCase()}
                  onRetry={props.onRetry}
                />
              </td>
            </tr>
          ) : props.isLoading ? (
            <tr>
              <td colSpan={columnCount}>
                <Loading label={`Loading ${caption.toLowerCase()}…`} />
              </td>
            </tr>
          ) : rowCount === 0 ? (
            <tr>
              <td colSpan={columnCount} className="data-table__empty">
                {props.emptyMessage ?? 'Nothing to show.'}
              </td>
            </tr>
          ) : virtual ? (
            <Suspense fallback={<FirstRows {...windowProps} />}>
              <VirtualRows {...windowProps} scrollElement={scrollElement} />
            </Suspense>
          ) : (
            rows.map((row) => (
              <BodyRow key={row.id} row={row} props={props} columnCount={columnCount} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function sortingFromKey(key: string): SortingState {
  return (JSON.parse(key) as [string, boolean][]).map(([id, desc]) => ({ id, desc }));
}

function HeaderCell<T>({
  header,
  firstSortDesc,
}: {
  header: Header<T, unknown>;
  /** For a table without its rows (virtualized): whether a first click sorts descending. */
  firstSortDesc?: (column: Column<T, unknown>) => boolean;
}) {
  const column = header.column;
  const numeric = column.columnDef.meta?.numeric;
  const label = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={numeric ? 'num' : undefined}>
        {label}
      </th>
    );
  }
  const direction = column.getIsSorted();
  return (
    <th
      scope="col"
      className={numeric ? 'num' : undefined}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className="data-table__sort"
        onClick={
          firstSortDesc
            ? (event) => {
                // TanStack's toggle handler with the first direction it would take from the rows.
                const desc = direction ? direction === 'asc' : firstSortDesc(column);
                const multi = column.getCanMultiSort()
                  ? header.getContext().table.options.isMultiSortEvent?.(event)
                  : false;
                column.toggleSorting(desc, multi);
              }
            : column.getToggleSortingHandler()
        }
      >
        {label}
        <span aria-hidden="true" className="data-table__arrow">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

// While virtual-rows.tsx loads: the first rows of the sorted list, and a spacer as tall as the
// rest, so the box already scrolls as far as it will once virtualized.
function FirstRows<T>(windowProps: WindowRowsProps<T>) {
  const { data, props, columnCount } = windowProps;
  const end = Math.min(FIRST_ROWS, data.length);
  const rows = useWindowRows(windowProps, 0, end);
  return (
    <>
      {rows.map((row, i) => (
        <BodyRow
          key={row.id}
          row={row}
          props={props}
          columnCount={columnCount}
          ariaRowIndex={i + 2}
        />
      ))}
      {data.length > end && (
        <SpacerRow height={(data.length - end) * ROW_HEIGHT} columnCount={columnCount} />
      )}
    </>
  );
}
