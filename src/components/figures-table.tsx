// A small table of figures (summaries, aging, bookings, schedules): a header row, body rows and
// optional footer rows, numbers right-aligned. For the sortable, linked lists use DataTable.
import type { Key, ReactNode } from 'react';

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
}) {
  const line = (row: FiguresRow) => (
    <tr key={row.key} className={row.className}>
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
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map(line)
        )}
      </tbody>
      {foot && foot.length > 0 && <tfoot>{foot.map(line)}</tfoot>}
    </table>
  );
}
