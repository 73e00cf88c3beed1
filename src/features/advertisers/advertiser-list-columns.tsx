// The names list's columns: name (a link to the advertiser's page) and number, sorted by the server.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import type { Advertiser } from '../../api/advertisers';
import { paths } from '../../app/paths';

const column = createColumnHelper<Advertiser>();

export const advertiserListColumns = [
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    meta: { phone: 'key' },
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
