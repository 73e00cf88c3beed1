// The one table of the app: TanStack Table for columns and sorting. Short lists render every row
// (plain-table.tsx); long client-side lists are virtualized (virtual-table.tsx). Both share the
// frame and header cells (table-frame.tsx) and the row rendering (data-table-rows.tsx).
import { useState } from 'react';
import type { DataTableProps } from './data-table-types';
import { PlainTable } from './plain-table';
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
