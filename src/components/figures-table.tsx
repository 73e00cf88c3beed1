// A small table of figures (summaries, aging, bookings, schedules): a header row, body rows and
// optional footer rows, numbers right-aligned. For the sortable, linked lists use DataTable.
import type { Key, ReactNode } from 'react';
import { ROW_ATTRIBUTE, rowKeysRef } from './row-keys';

export type FiguresColumn = { label: ReactNode; num?: boolean; key?: Key };
export type FiguresRow = { key: Key; cells: ReactNode[]; className?: string };

export function FiguresTable({
  columns,
  rows,
  foot,
  caption,
  captionClassName,
  className,
  rowHeaders = true,
  empty,
  rowKeys = false,
}: {
  columns: FiguresColumn[];
  rows: FiguresRow[];
  foot?: FiguresRow[];
  caption?: ReactNode;
  captionClassName?: string;
  className?: string;
  /** The first cell of each row names it (`<th scope="row">`). */
  rowHeaders?: boolean;
  /** Said across the table when there are no rows. */
  empty?: ReactNode;
  /**
   * The body's rows are one Tab stop, arrows move and Enter opens (row-keys.ts): for a list of
   * records with links in every row, not for a few lines of figures.
   */
  rowKeys?: boolean;
}) {
  const line = (row: FiguresRow, body: boolean) => (
    <tr
      key={row.key}
      className={row.className}
      {...(body && rowKeys ? { [ROW_ATTRIBUTE]: '' } : {})}
    >
      {row.cells.map((cell, i) => {
        const key = columns[i]?.key ?? i;
        if (i === 0 && rowHeaders) {
          return (
            <th key={key} scope="row">
              {cell}
            </th>
          );
        }
        return (
          <td key={key} className={columns[i]?.num ? 'num' : undefined}>
            {cell}
          </td>
        );
      })}
    </tr>
  );
  return (
    <table className={className}>
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column.key ?? i} scope="col" className={column.num ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={rowKeys ? rowKeysRef : undefined}>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => line(row, true))
        )}
      </tbody>
      {foot && foot.length > 0 && <tfoot>{foot.map((row) => line(row, false))}</tfoot>}
    </table>
  );
}
