// The one table of the app: TanStack Table for columns and sorting, TanStack Virtual for long lists.
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { Loading } from './loading';
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

export function DataTable<T>(props: DataTableProps<T>) {
  const { data, columns, caption, sorting: controlled, onSortingChange, manualSorting } = props;
  const [ownSorting, setOwnSorting] = useState<SortingState>(props.initialSorting ?? []);
  const sorting = controlled ?? ownSorting;

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; this component is not memoised by the compiler.
  const table = useReactTable<T>({
    data: data as T[],
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

  const rows = table.getRowModel().rows;
  const virtual = !props.renderSubRow && (props.virtualize ?? rows.length > VIRTUALIZE_FROM);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const shownRows = virtual ? items.map((item) => rows[item.index]!) : rows;

  return (
    <div
      ref={scrollRef}
      className={`data-table${virtual ? ' data-table--virtual' : ''}${props.dimmed ? ' data-table--dimmed' : ''}`}
      role="region"
      aria-label={caption}
      aria-busy={props.dimmed || props.isLoading ? true : undefined}
      tabIndex={0}
    >
      <table aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <caption className={props.showCaption ? 'data-table__caption' : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
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
          ) : rows.length === 0 ? (
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
              {shownRows.map((row) => (
                <BodyRow
                  key={row.id}
                  row={row}
                  props={props}
                  columnCount={columnCount}
                  ariaRowIndex={virtual ? row.index + 2 : undefined}
                />
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

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
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
      <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
        {label}
        <span aria-hidden="true" className="data-table__arrow">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

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
