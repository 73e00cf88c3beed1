// The frame both DataTables share: the scrolling region, caption, sortable header cells, and the
// error, loading and empty states in place of the rows.
import { flexRender, type Column, type Header, type Table } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { cellClass } from './data-table-rows';
import type { TableProps } from './data-table-types';
import { ErrorPanel } from './error-panel';
import { Loading } from './loading';
import { rovingRows } from './row-keys';
import './data-table.css';

/** How near its end a scrolled box counts as at its end (about two rows). */
const END_MARGIN_PX = 80;

export function TableFrame<T>({
  table,
  props,
  rowCount,
  scrollRef,
  firstSortDesc,
  cssDetails = null,
  children,
}: {
  table: Table<T>;
  props: TableProps<T>;
  rowCount: number;
  /** Set for a virtualized table: its box scrolls, and the rows say their index. */
  scrollRef?: Ref<HTMLDivElement>;
  /** For a table without its rows (virtualized): whether a first click sorts descending. */
  firstSortDesc?: (column: Column<T, unknown>) => boolean;
  /** While the screen is not known (phone-columns.ts): the detail columns, shown or not by CSS. */
  cssDetails?: ReadonlySet<string> | null;
  children: ReactNode;
}) {
  const { caption, error, isLoading, dimmed } = props;
  const virtual = scrollRef !== undefined;
  // Only a scroll down counts: new rows of another height also move a box scrolled to its end
  // (the browser clamps it), and that is not a person heading for the next page.
  const lastTop = useRef(0);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useEffect(() => rovingRows(bodyRef.current!), []);
  const columnCount = table.getVisibleLeafColumns().length;
  // On a phone, some columns show under the rows instead (phone-columns.ts): features may size the
  // key columns differently then (on `data-table--keys`, or a phone's media query when the screen is
  // not known yet and CSS picks the layout: `data-table--either`).
  const keysOnly = columnCount < table.getAllLeafColumns().length;
  const either = cssDetails !== null && cssDetails.size > 0;
  const status = (content: ReactNode, className?: string) => (
    <tr>
      <td colSpan={columnCount} className={className}>
        {content}
      </td>
    </tr>
  );
  return (
    <div
      ref={scrollRef}
      className={`data-table${virtual ? ' data-table--virtual' : ''}${keysOnly ? ' data-table--keys' : ''}${either ? ' data-table--either' : ''}${dimmed ? ' data-table--dimmed' : ''}`}
      role="region"
      aria-label={caption}
      // Back and Forward put this box's scroll back (src/app/use-return-position.ts).
      data-scroll-key={caption}
      onScroll={
        props.onScrolledToEnd
          ? (event) => {
              const box = event.currentTarget;
              const down = box.scrollTop > lastTop.current;
              lastTop.current = box.scrollTop;
              if (down && box.scrollTop + box.clientHeight >= box.scrollHeight - END_MARGIN_PX) {
                props.onScrolledToEnd!();
              }
            }
          : undefined
      }
      aria-busy={dimmed || isLoading ? true : undefined}
      // Its rows are the Tab stop when it has some (row-keys.ts); else the box, to scroll it.
      tabIndex={rowCount > 0 && !error && !isLoading ? undefined : 0}
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
                  firstSortDesc={firstSortDesc}
                  cssDetails={cssDetails}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef}>
          {error
            ? status(
                <ErrorPanel error={error} what={caption.toLowerCase()} onRetry={props.onRetry} />,
              )
            : isLoading
              ? status(<Loading label={`Loading ${caption.toLowerCase()}…`} />)
              : rowCount === 0
                ? status(props.emptyMessage ?? 'Nothing to show.', 'data-table__empty')
                : children}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<T>({
  header,
  firstSortDesc,
  cssDetails,
}: {
  header: Header<T, unknown>;
  firstSortDesc?: (column: Column<T, unknown>) => boolean;
  cssDetails: ReadonlySet<string> | null;
}) {
  const column = header.column;
  const className = cellClass(column.columnDef.meta?.numeric, column.id, cssDetails);
  const label = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const direction = column.getIsSorted();
  return (
    <th
      scope="col"
      className={className}
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
