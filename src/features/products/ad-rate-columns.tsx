// The columns of one ad size's rates table on the ad-rates tab.
import { createColumnHelper } from '@tanstack/react-table';
import type { AdRate } from '../../api/ad-rates';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { locationCell, NameCell, none } from './catalog-cells';

const column = createColumnHelper<AdRate>();

export const adRateColumns = [
  column.accessor('name', {
    header: 'Rate name',
    meta: { phone: 'key' },
    cell: (info) => (
      <NameCell name={info.getValue()} deleted={info.row.original.dateDeleted !== null} />
    ),
  }),
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
  column.accessor('dateCreated', {
    header: 'Created',
    cell: (info) => <DateText value={info.getValue()} />,
  }),
  column.accessor('dateDeleted', {
    header: 'Deleted',
    cell: (info) => <DateText value={info.getValue()} empty="not deleted" />,
  }),
];
