// The body of a virtualized DataTable: only the rows in view are in the DOM, with spacer rows for
// the rest. A chunk of its own (DataTable loads it with React.lazy), so pages whose tables are
// short never download TanStack Virtual.
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import {
  BodyRow,
  givenRange,
  rowHeight,
  SpacerRow,
  useWindowRows,
  type RowMeasure,
  type WindowRowsProps,
} from './data-table-rows';

export interface VirtualRowsProps<T> extends WindowRowsProps<T> {
  /** The table's scrolling box (state, not a ref: it is attached after this body first mounts). */
  scrollElement: HTMLDivElement | null;
}

export default function VirtualRows<T>(rowsProps: VirtualRowsProps<T>) {
  const { count, props, columnCount, scrollElement, columnVisibility, cssDetails } = rowsProps;
  // A phone's rows carry their details under them: taller, and as tall as their details need (a
  // long description takes lines), so each is measured once rendered. A wide screen's rows are all
  // one line: the estimate is exact and nothing is measured while scrolling.
  const height = rowHeight(columnVisibility);
  const measured = Object.values(columnVisibility).includes(false);
  // People may scroll the first rows (FirstRows) before this body has loaded; the virtualizer
  // scrolls its box to its own offset when it attaches. Read the box's scroll before it does (this
  // layout effect is declared first, so it runs first) and give it back after.
  const scrolledBefore = useRef<number | null>(null);
  useLayoutEffect(() => {
    scrolledBefore.current ??= scrollElement?.scrollTop ?? 0;
  }, [scrollElement]);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not compiler-safe; this component is not memoised by the compiler.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => height,
    overscan: 5,
    // Scrolling re-renders in an ordinary update instead of a synchronous one inside the scroll event.
    useFlushSync: false,
    // The measured element is a row's details (data-table-rows.tsx): the row is it and the row above.
    measureElement: (element) =>
      element.getBoundingClientRect().height +
      (element.previousElementSibling?.getBoundingClientRect().height ?? 0),
  });
  // The estimate changes when the window crosses the phone width: measure every row again.
  const measuredFor = useRef(height);
  useLayoutEffect(() => {
    if (measuredFor.current === height) return;
    measuredFor.current = height;
    virtualizer.measure();
  }, [height, virtualizer]);
  useLayoutEffect(() => {
    const offset = scrolledBefore.current;
    if (offset && scrollElement && scrollElement.scrollTop !== offset) {
      virtualizer.scrollToOffset(offset);
    }
  }, [scrollElement, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  // A window of a list kept elsewhere: the rows in view are asked for; those not given yet are blank.
  const onRange = props.windowed?.onRange;
  useEffect(() => onRange?.(first, end), [onRange, first, end]);
  const [from, to] = givenRange(rowsProps, first, end);
  const rows = useWindowRows(rowsProps, from, to);
  const sizeOf = (a: number, b: number) =>
    items.slice(a - first, b - first).reduce((sum, item) => sum + item.size, 0);
  const padTop = (items[0]?.start ?? 0) + sizeOf(first, from);
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) + sizeOf(to, end);

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
          measure={measured ? { index: from + i, ref: virtualizer.measureElement } : undefined}
          cssDetails={cssDetails}
        />
      ))}
      {padBottom > 0 && <SpacerRow height={padBottom} columnCount={columnCount} />}
    </>
  );
}

// A virtualized row re-renders only when its record, position or the table's props change, not on
// every scroll step (the window's TanStack rows are new objects each time the window moves). Not
// for expandable tables: expanding changes table state, not the row's props.
const WindowRow = memo(BodyRow, (a, b) => {
  return (
    a.row.original === b.row.original &&
    a.row.id === b.row.id &&
    a.options === b.options &&
    a.columnCount === b.columnCount &&
    a.ariaRowIndex === b.ariaRowIndex &&
    a.cssDetails === b.cssDetails &&
    sameMeasure(a.measure, b.measure)
  );
}) as typeof BodyRow;

const sameMeasure = (a: RowMeasure | undefined, b: RowMeasure | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.index === b.index && a.ref === b.ref);
