// A DataTable with every row in the DOM: TanStack Table sorts (unless the API does) and expands.
import {
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { BodyRow } from './data-table-rows';
import { usePhoneLayout } from './phone-columns';
import { givenSorting, type TableProps } from './data-table-types';
import { TableFrame } from './table-frame';

export function PlainTable<T>(props: TableProps<T>) {
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
