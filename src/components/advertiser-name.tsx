// An advertiser as people know them: the name from the names file (as text), linking to their page;
// "Advertiser N" when no name is known. The names a page shows are asked for together, kept a day.
import { CellLink } from './cell-link';
import { useQuery } from '@tanstack/react-query';
import { advertiserLabel, advertiserNameQuery } from '../api/advertisers';
import { paths } from '../app/paths';

interface AdvertiserNameProps {
  id: number;
  /** Shows "#N" beside a known name, where people match numbers (invoices, exports). */
  showNumber?: boolean;
  /** Plain text instead of a link (e.g. the heading of the advertiser's own page). */
  plain?: boolean;
}

/** The name of advertiser `id`, or undefined while unknown (not loaded, failed or not in the file). */
export function useAdvertiserName(id: number): string | undefined {
  return useQuery(advertiserNameQuery(id)).data ?? undefined;
}

export function AdvertiserName({ id, showNumber = false, plain = false }: AdvertiserNameProps) {
  const name = useAdvertiserName(id);
  const label = advertiserLabel(id, name);
  return (
    <span className="advertiser-name">
      {plain ? label : <CellLink to={paths.advertiser.href(id)}>{label}</CellLink>}
      {showNumber && name !== undefined && <span className="muted"> #{id}</span>}
    </span>
  );
}
