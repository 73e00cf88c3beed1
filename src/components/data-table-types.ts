// What a DataTable is given, shared by the plain and the virtualized table and their rows.
import type { ColumnDef, RowData, SortingState, Updater } from '@tanstack/react-table';
import type { ReactNode } from 'react';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned tabular digits. */
    numeric?: boolean;
    /**
     * On a phone (phone-columns.ts): 'key' stays in the row, 'detail' moves to the label: value
     * pairs under it. Unmarked columns are details when any column is marked key; when none is,
     * the first two columns are key.
     */
    phone?: 'key' | 'detail';
  }
}

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
  /** Called as the table's box is scrolled to its last rows (a paged list fetches its next page). */
  onScrolledToEnd?: () => void;
  /** Force virtualization on or off; by default on above VIRTUALIZE_FROM rows. */
  virtualize?: boolean;
  /**
   * The rows are a window of a longer list kept elsewhere (a server view read by block): `data`
   * holds its rows from `start` on, of `count` in all. A virtualized table calls `onRange` with the
   * rows in view (first, end exclusive) and leaves blank any it has not been given yet.
   */
  windowed?: RowWindow;
}

export interface RowWindow {
  start: number;
  count: number;
  onRange: (first: number, end: number) => void;
}

/** What the plain and the virtualized table get from DataTable: sorting is always controlled. */
export type TableProps<T> = Omit<DataTableProps<T>, 'sorting' | 'onSortingChange'> & {
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
};

/** TanStack Table's options for the sorting a table is given: a column's sort flips, never clears. */
export function givenSorting<T>({
  sorting,
  onSortingChange,
  manualSorting,
}: Pick<TableProps<T>, 'sorting' | 'onSortingChange' | 'manualSorting'>) {
  return {
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    manualSorting,
    enableSortingRemoval: false,
  };
}
