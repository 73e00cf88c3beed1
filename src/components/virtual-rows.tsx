// The body of a virtualized DataTable: only the rows in view are in the DOM, with spacer rows for
// the rest. Until TanStack Virtual has loaded (use-lazy-virtualizer.ts: on the server, while
// hydrating, and while its chunk loads) the first rows of the sorted list, and a spacer as tall as
// the rest, so the box already scrolls as far as it will once virtualized.
import type { Row } from '@tanstack/react-table';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import {
  BodyRow,
  givenRange,
  ROW_HEIGHT,
  rowHeight,
  SpacerRow,
  useWindowRows,
  type RowMeasure,
  type WindowRowsProps,
} from './data-table-rows';
import { useLazyVirtualizer } from './use-lazy-virtualizer';

/**
 * How tall the rows the body shows, unvirtualized, until the virtualizer has loaded: a tall
 * screen's worth (30 one-line rows; 9 of a phone's, which carry their details).
 */
const FIRST_ROWS_HEIGHT = 30 * ROW_HEIGHT;

export interface VirtualRowsProps<T> extends WindowRowsProps<T> {
  /** The table's scrolling box (state, not a ref: it is attached after this body first mounts). */
  scrollElement: HTMLDivElement | null;
  /** False on the server and while hydrating: the first rows, as the server rendered them. */
  active: boolean;
}

export function VirtualRows<T>(rowsProps: VirtualRowsProps<T>) {
  const { count, props, columnCount, scrollElement, columnVisibility, cssDetails } = rowsProps;
  // A phone's rows carry their details under them: taller, and as tall as their details need (a
  // long description takes lines), so each is measured once rendered. A wide screen's rows are all
  // one line: the estimate is exact and nothing is measured while scrolling.
  const height = rowHeight(columnVisibility);
  const measured = Object.values(columnVisibility).includes(false);
  const virtualizer = useLazyVirtualizer({
    count,
    scrollElement,
    active: rowsProps.active,
    estimateSize: () => height,
    overscan: 5,
    // The measured element is a row's details (data-table-rows.tsx): the row is it and the row above.
    measureElement: (element) =>
      element.getBoundingClientRect().height +
      (element.previousElementSibling?.getBoundingClientRect().height ?? 0),
  });
  // The estimate changes when the window crosses the phone width: measure every row again.
  const measuredFor = useRef(height);
  useLayoutEffect(() => {
    if (!virtualizer || measuredFor.current === height) return;
    measuredFor.current = height;
    virtualizer.measure();
  }, [height, virtualizer]);

  const items = virtualizer?.getVirtualItems();
  const first = items ? (items[0]?.index ?? 0) : 0;
  const end = items
    ? (items.at(-1)?.index ?? -1) + 1
    : Math.min(Math.ceil(FIRST_ROWS_HEIGHT / height), count);
  // A window of a list kept elsewhere: the rows in view are asked for; those not given yet are blank.
  const onRange = virtualizer ? props.windowed?.onRange : undefined;
  useEffect(() => onRange?.(first, end), [onRange, first, end]);
  const [from, to] = givenRange(rowsProps, first, end);
  const rows = useWindowRows(rowsProps, from, to);
  let padTop = from * height;
  let padBottom = (count - to) * height;
  if (virtualizer && items) {
    const sizeOf = (a: number, b: number) =>
      items.slice(a - first, b - first).reduce((sum, item) => sum + item.size, 0);
    padTop = (items[0]?.start ?? 0) + sizeOf(first, from);
    padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) + sizeOf(to, end);
  }

  return (
    <>
      {padTop > 0 && <SpacerRow height={padTop} columnCount={columnCount} />}
      {rows.map((row, i) => (
        <WindowRow
          key={row.id}
          row={row}
          options={props}
          columnCount={columnCount}
          ariaRowIndex={from + i + 2}
          measure={
            virtualizer && measured
              ? { index: from + i, ref: virtualizer.measureElement }
              : undefined
          }
          cssDetails={cssDetails}
        />
      ))}
      {padBottom > 0 && <SpacerRow height={padBottom} columnCount={columnCount} />}
    </>
  );
}

// A virtualized row re-renders only when its record, position, columns or row options change, not
// on every scroll step (the window's TanStack rows are new objects each time the window moves) nor
// on each render of the table (its props object is new each time, its row options are not). Not for
// expandable tables: expanding changes table state, not the row's props.
const WindowRow = memo(BodyRow, (a, b) => {
  return (
    a.row.original === b.row.original &&
    a.row.id === b.row.id &&
    a.options.rowClassName === b.options.rowClassName &&
    a.options.renderSubRow === b.options.renderSubRow &&
    sameCells(a.row, b.row) &&
    a.columnCount === b.columnCount &&
    a.ariaRowIndex === b.ariaRowIndex &&
    a.cssDetails === b.cssDetails &&
    sameMeasure(a.measure, b.measure)
  );
}) as typeof BodyRow;

/**
 * The same column definitions (made again, e.g., when reference names arrive). Which of them show
 * is the table's state, the same for both rows: a change of it changes columnCount.
 */
const sameCells = <T,>(a: Row<T>, b: Row<T>) => {
  const before = a.getAllCells();
  const after = b.getAllCells();
  return (
    before.length === after.length &&
    before.every((cell, i) => cell.column.columnDef === after[i]!.column.columnDef)
  );
};

const sameMeasure = (a: RowMeasure | undefined, b: RowMeasure | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.index === b.index && a.ref === b.ref);
