// The one table of the app: TanStack Table for columns and sorting. Short lists render every row
// (PlainTable: TanStack sorts, unless the API does, and expands); long client-side lists are
// virtualized (virtual-table.tsx). Both share the frame and header cells (table-frame.tsx) and the
// row rendering (data-table-rows.tsx).
import {
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { BodyRow } from './data-table-rows';
import { givenSorting, type DataTableProps, type TableProps } from './data-table-types';
import { usePhoneLayout } from './phone-columns';
import { TableFrame } from './table-frame';
import { VirtualTable } from './virtual-table';

export type { DataTableProps } from './data-table-types';

/** Above this many rows a client-side list is virtualized: only the visible rows are in the DOM. */
export const VIRTUALIZE_FROM = 150;

export function DataTable<T>(props: DataTableProps<T>) {
  // Held here, so a list that grows past VIRTUALIZE_FROM keeps the sort it had.
  const [ownSorting, setOwnSorting] = useState(props.initialSorting ?? []);
  const sorting = props.sorting ?? ownSorting;
  const onSortingChange = props.onSortingChange ?? setOwnSorting;
  const virtual = !props.renderSubRow && (props.virtualize ?? props.data.length > VIRTUALIZE_FROM);
  const Table = virtual ? VirtualTable : PlainTable;
  return <Table {...props} sorting={sorting} onSortingChange={onSortingChange} />;
}

function PlainTable<T>(props: TableProps<T>) {
  const { data, columns, sorting, manualSorting, renderSubRow, getRowId } = props;
  const { columnVisibility, cssDetails } = usePhoneLayout(columns);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; this component is not memoised by the compiler.
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    state: { sorting, columnVisibility },
    ...givenSorting(props),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    getExpandedRowModel: renderSubRow ? getExpandedRowModel() : undefined,
    getRowCanExpand: renderSubRow ? () => true : undefined,
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <TableFrame table={table} props={props} rowCount={rows.length} cssDetails={cssDetails}>
      {rows.map((row) => (
        <BodyRow
          key={row.id}
          row={row}
          options={props}
          columnCount={columnCount}
          cssDetails={cssDetails}
        />
      ))}
    </TableFrame>
  );
}
