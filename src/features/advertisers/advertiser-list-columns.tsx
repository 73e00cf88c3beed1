// The names list's columns: name (a link to the advertiser's page) and number, sorted in the browser.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import type { Advertiser } from '../../api/advertisers';
import { paths } from '../../lib/paths';
import { matchesText } from '../../lib/search-text';

const column = createColumnHelper<Advertiser>();
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export const advertiserListColumns = [
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    meta: { phone: 'key' },
    sortingFn: (a, b) => collator.compare(a.original.name, b.original.name),
    cell: (info) => (
      <CellLink to={paths.advertiser.href(info.row.original.id)}>{info.getValue()}</CellLink>
    ),
  }),
  column.accessor('id', {
    id: 'id',
    header: 'Number',
    sortDescFirst: false,
    meta: { phone: 'key', numeric: true },
  }),
];

/** The advertisers whose name or number contains what was typed. */
export function searchAdvertisers(list: readonly Advertiser[], typed: string): Advertiser[] {
  const text = typed.trim();
  if (!text) return [...list];
  return list.filter((a) => String(a.id) === text.replace(/^#/, '') || matchesText(a.name, text));
}
