// DataTable's body rows, shared by its plain path and the virtualized rows (virtual-rows.tsx, which
// shows the first rows until TanStack Virtual has loaded).
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { Fragment } from 'react';
import type { DataTableProps } from './data-table-types';
import { ROW_ATTRIBUTE } from './row-keys';

/** The height of a plain row (one line of text), as the virtualizer estimates it. */
export const ROW_HEIGHT = 37;
/**
 * About the height of a row's details on a phone: four lines. Only an estimate: the virtualizer
 * measures each row with its details once rendered (virtual-rows.tsx), however many lines it takes.
 */
export const DETAIL_HEIGHT = 88;

/** A virtualized row's estimated height: taller on a phone, where its hidden columns show under it. */
export function rowHeight(columnVisibility: VisibilityState): number {
  return Object.values(columnVisibility).includes(false) ? ROW_HEIGHT + DETAIL_HEIGHT : ROW_HEIGHT;
}

/** What a virtualized body needs from DataTable. */
export interface WindowRowsProps<T> {
  data: readonly T[];
  /** The list's row that data[0] is (a window of a longer list: DataTableProps.windowed). */
  start: number;
  /** Rows in the list: data.length, or the longer list's. */
  count: number;
  /** Sorted here, by TanStack; false: the rows come in their order (the API's, or a window). */
  sorted: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  sorting: SortingState;
  /** Which columns show (phone-columns.ts). */
  columnVisibility: VisibilityState;
  /** While the screen is not known: the detail columns, which CSS shows in or under the row. */
  cssDetails: ReadonlySet<string> | null;
  props: DataTableProps<T>;
  columnCount: number;
}

/** Of the rows first to end (exclusive), those the table has been given: [from, to). */
export function givenRange(
  { data, start }: Pick<WindowRowsProps<unknown>, 'data' | 'start'>,
  first: number,
  end: number,
): [from: number, to: number] {
  const from = Math.max(first, start);
  return [from, Math.max(from, Math.min(end, start + data.length))];
}

/**
 * TanStack rows for the rows first to end (exclusive) of the list, sorted: rows the table has been
 * given (see givenRange). The whole list's rows are made (their cells only as rendered).
 */
export function useWindowRows<T>(
  { data, start, sorted, columns, sorting, columnVisibility, props }: WindowRowsProps<T>,
  first: number,
  end: number,
): Row<T>[] {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; this hook's callers are not memoised by the compiler.
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    state: { sorting, columnVisibility },
    manualSorting: !sorted,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sorted ? getSortedRowModel() : undefined,
    getRowId: (row, i) => (props.getRowId ? props.getRowId(row) : String(start + i)),
  });
  return table.getRowModel().rows.slice(first - start, end - start);
}

/** Stands in for the rows above or below the ones in the DOM. */
export function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** How a virtualized row with details has itself measured: its index and the virtualizer's ref. */
export interface RowMeasure {
  index: number;
  ref: (element: HTMLTableRowElement | null) => void;
}

/** What a row takes from the table's props: its class and its expanded details. */
export type RowOptions<T> = Pick<DataTableProps<T>, 'rowClassName' | 'renderSubRow'>;

export function BodyRow<T>({
  row,
  options,
  columnCount,
  ariaRowIndex,
  measure,
  cssDetails,
}: {
  row: Row<T>;
  options: RowOptions<T>;
  columnCount: number;
  ariaRowIndex?: number;
  /** Set on a phone's virtualized rows: their details make them of any height. */
  measure?: RowMeasure;
  /** While the screen is not known (phone-columns.ts): the columns CSS moves under the row. */
  cssDetails?: ReadonlySet<string> | null;
}) {
  const expanded = row.getIsExpanded();
  const details = row
    .getAllCells()
    .filter((cell) => (cssDetails ? cssDetails.has(cell.column.id) : !cell.column.getIsVisible()));
  return (
    <Fragment>
      <tr
        className={options.rowClassName?.(row.original)}
        aria-rowindex={ariaRowIndex}
        {...{ [ROW_ATTRIBUTE]: '' }}
      >
        {row.getVisibleCells().map((cell, index) => (
          <td
            key={cell.id}
            className={cellClass(cell.column.columnDef.meta?.numeric, cell.column.id, cssDetails)}
          >
            {index === 0 && options.renderSubRow && (
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
      {details.length > 0 && (
        // On a phone: the columns left out of the row, as label: value pairs under it (while the
        // screen is not known, on any screen: CSS hides them on a wide one).
        // The details row is the one measured (with the row above it): it is the part whose
        // height varies, so its resizes are the ones to observe.
        <tr
          className={`data-table__details ${options.rowClassName?.(row.original) ?? ''}`}
          data-index={measure?.index}
          ref={measure?.ref}
        >
          <td colSpan={columnCount - (cssDetails ? details.length : 0)}>
            <dl>
              {details.map((cell) => (
                <div key={cell.id}>
                  <dt>{String(cell.column.columnDef.header ?? cell.column.id)}</dt>
                  <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
      {expanded && options.renderSubRow && (
        <tr className="data-table__subrow">
          <td colSpan={columnCount}>{options.renderSubRow(row.original)}</td>
        </tr>
      )}
    </Fragment>
  );
}

/** A cell's (or header's) classes: right-aligned figures; a detail column's while CSS picks the layout. */
export function cellClass(
  numeric: boolean | undefined,
  id: string,
  cssDetails: ReadonlySet<string> | null | undefined,
): string | undefined {
  const classes = [numeric && 'num', cssDetails?.has(id) && 'data-table__phone-detail'];
  return classes.filter(Boolean).join(' ') || undefined;
}
