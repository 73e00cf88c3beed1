// The header's mark on "Watching": something watched changed since the person's last visit.
import { useQuery } from '@tanstack/react-query';
import { watchesQuery } from '../../lib/watches';
import './watching-mark.css';

export function WatchingMark() {
  const { data } = useQuery(watchesQuery());
  if (!data || data.changed === 0) return null;
  return (
    <span className="watching-mark">
      <span aria-hidden="true">●</span>
      <span className="visually-hidden"> ({data.changed} changed since your last visit)</span>
    </span>
  );
}
