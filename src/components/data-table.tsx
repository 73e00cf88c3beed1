// The one table of the app: TanStack Table for columns and sorting, TanStack Virtual for long lists.
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, memo, useMemo, useRef, useState, type ReactNode } from 'react';
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
const ROW_HEIGHT = 37;

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

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? data.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
    // Scrolling re-renders in an ordinary update instead of a synchronous one inside the scroll event.
    useFlushSync: false,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const first = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const inView = useMemo(() => {
    const slice: T[] = [];
    for (let i = first; i < end; i++) slice.push(data[order ? order[i]! : i]!);
    return slice;
  }, [data, order, first, end]);

  // The rows in view only, already in order.
  const windowTable = useReactTable<T>({
    data: virtual ? inView : NO_DATA,
    columns,
    state: { sorting },
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, i) =>
      props.getRowId ? props.getRowId(row) : String(order ? order[first + i] : first + i),
  });

  const rows = virtual ? windowTable.getRowModel().rows : table.getRowModel().rows;
  const rowCount = virtual ? data.length : rows.length;
  const columnCount = table.getVisibleLeafColumns().length;
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  // The first click on a header sorts as TanStack would decide from the first record.
  const firstSortDesc = (column: Column<T, unknown>) =>
    (column.columnDef.sortDescFirst ?? autoSortDir(column, data[0])) === 'desc';

  return (
    <div
      ref={scrollRef}
      className={`data-table${virtual ? ' data-table--virtual' : ''}${props.dimmed ? ' data-table--dimmed' : ''}`}
      role="region"
      aria-label={caption}
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
          ) : (
            <>
              {padTop > 0 && (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
                </tr>
              )}
              {virtual
                ? rows.map((row, i) => (
                    <WindowRow
                      key={row.id}
                      row={row}
                      props={props}
                      columnCount={columnCount}
                      ariaRowIndex={first + i + 2}
                    />
                  ))
                : rows.map((row) => (
                    <BodyRow key={row.id} row={row} props={props} columnCount={columnCount} />
                  ))}
              {padBottom > 0 && (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
                </tr>
              )}
            </>
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

// A virtualized row re-renders only when its record, position or the table's props change, not on
// every scroll step (the window's TanStack rows are new objects each time the window moves). Not
// for expandable tables: expanding changes table state, not the row's props.
const WindowRow = memo(BodyRow, (a, b) => {
  return (
    a.row.original === b.row.original &&
    a.row.id === b.row.id &&
    a.props === b.props &&
    a.columnCount === b.columnCount &&
    a.ariaRowIndex === b.ariaRowIndex
  );
}) as typeof BodyRow;

function BodyRow<T>({
  row,
  props,
  columnCount,
  ariaRowIndex,
}: {
  row: Row<T>;
  props: DataTableProps<T>;
  columnCount: number;
  ariaRowIndex?: number;
}) {
  const expanded = row.getIsExpanded();
  return (
    <Fragment>
      <tr
        className={props.rowClassName?.(row.original)}
        aria-rowindex={ariaRowIndex}
        onPointerEnter={
          props.onRowPointerEnter ? () => props.onRowPointerEnter!(row.original) : undefined
        }
      >
        {row.getVisibleCells().map((cell, index) => (
          <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'num' : undefined}>
            {index === 0 && props.renderSubRow && (
              <button
                type="button"
                className="data-table__expand"
                aria-expanded={expanded}
                onClick={row.getToggleExpandedHandler()}
                aria-label={expanded ? 'Hide details' : 'Show details'}
              >
                <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
              </button>
            )}
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
      {expanded && props.renderSubRow && (
        <tr className="data-table__subrow">
          <td colSpan={columnCount}>{props.renderSubRow(row.original)}</td>
        </tr>
      )}
    </Fragment>
  );
}
