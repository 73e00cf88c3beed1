// Cells the ad size and ad rate tables share: a name marked when deleted, a location, "none".
import { Badge } from '../../components/badge';

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
