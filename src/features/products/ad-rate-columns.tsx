// The columns of one ad size's rates table on the ad-rates tab.
import { createColumnHelper } from '@tanstack/react-table';
import type { AdRate } from '../../domain/ad-rates';
import { Money } from '../../components/money';
import { catalogDateColumn, locationCell, nameColumn, none } from './catalog-cells';

const column = createColumnHelper<AdRate>();

export const adRateColumns = [
  nameColumn<AdRate>('Rate name'),
  column.accessor('rate', {
    header: 'Rate',
    meta: { phone: 'key', numeric: true },
    // Rates carry no currency of their own: the amount is shown without a symbol.
    cell: (info) => <Money amount={info.getValue()} />,
  }),
  column.accessor('units', { header: 'Units', cell: (info) => info.getValue() ?? none }),
  column.accessor('locationId', {
    header: 'Location',
    cell: (info) => locationCell(info.getValue()),
  }),
  catalogDateColumn<AdRate>('dateCreated'),
  catalogDateColumn<AdRate>('dateDeleted'),
];
