// Cells and columns the ad size and ad rate tables share: a name marked when deleted, a location,
// "none", the dates created and deleted.
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';

export const none = <span className="muted">none</span>;

export function NameCell({ name, deleted }: { name: string; deleted: boolean }) {
  return (
    <>
      {name}
      {deleted && (
        <>
          {' '}
          <Badge tone="danger">Deleted</Badge>
        </>
      )}
    </>
  );
}

export function locationCell(id: number | null) {
  return id === null ? none : `Location ${id}`;
}

type Catalogued = { name: string; dateCreated: string | null; dateDeleted: string | null };

/** The record's name, marked when it is deleted. */
export function nameColumn<T extends Catalogued>(header: string): ColumnDef<T, string> {
  return {
    id: 'name',
    accessorFn: (row) => row.name,
    header,
    meta: { phone: 'key' },
    cell: (info) => (
      <NameCell name={info.getValue()} deleted={info.row.original.dateDeleted !== null} />
    ),
  };
}

/** When the record was created, or deleted ("not deleted"). */
export function catalogDateColumn<T extends Catalogued>(
  key: 'dateCreated' | 'dateDeleted',
): ColumnDef<T, string | null> {
  return {
    id: key,
    accessorFn: (row) => row[key],
    header: key === 'dateCreated' ? 'Created' : 'Deleted',
    cell: (info) =>
      key === 'dateCreated' ? (
        <DateText value={info.getValue()} />
      ) : (
        <DateText value={info.getValue()} empty="not deleted" />
      ),
  };
}
