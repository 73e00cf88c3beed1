// The columns of one ad size's rates table on the ad-rates tab.
import { createColumnHelper } from '@tanstack/react-table';
import type { AdRate } from '../../api/ad-rates';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';

const column = createColumnHelper<AdRate>();
const none = <span className="muted">none</span>;

export const adRateColumns = [
  column.accessor('name', {
    header: 'Rate name',
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.dateDeleted && (
          <>
            {' '}
            <Badge tone="danger">Deleted</Badge>
          </>
        )}
      </>
    ),
  }),
  column.accessor('rate', {
    header: 'Rate',
    meta: { numeric: true },
    // Rates carry no currency of their own: the amount is shown without a symbol.
    cell: (info) => <Money amount={info.getValue()} />,
  }),
  column.accessor('units', { header: 'Units', cell: (info) => info.getValue() ?? none }),
  column.accessor('locationId', {
    header: 'Location',
    cell: (info) => {
      const id = info.getValue();
      return id === null ? none : `Location ${id}`;
    },
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
