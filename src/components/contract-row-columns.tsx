// Columns of contracts read from the contract list (the list, an advertiser's contracts); the
// sortable ones carry the API's sort_by names as their ids.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ContractRow } from '../api/contract-list';
import { paths } from '../app/paths';
import { AdvertiserName } from './advertiser-name';
import { Badge, StatusBadge } from './badge';
import { DateText } from './date-text';
import { Money } from './money';
import { UserName } from './user-name';

const column = createColumnHelper<ContractRow>();

/** `without`: column ids to leave out (an advertiser's own page needs no advertiser column). */
export function contractRowColumns(without: readonly string[] = []) {
  const columns = [
    column.accessor('id', {
      id: 'id',
      header: 'Number',
      meta: { phone: 'key' },
      sortDescFirst: false,
      cell: (info) => (
        <Link to={paths.contract.href(info.getValue())} className="contract-list__number">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('advertiserId', {
      id: 'advertiser',
      header: 'Advertiser',
      meta: { phone: 'key' },
      enableSorting: false,
      cell: (info) => <AdvertiserName id={info.getValue()} />,
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      meta: { phone: 'key' },
      sortDescFirst: false,
      cell: (info) => (
        <span className="contract-list__status">
          <StatusBadge status={info.getValue()} />
          {info.row.original.isProposal && <Badge tone="info">Proposal</Badge>}
        </span>
      ),
    }),
    column.accessor('dateSold', {
      id: 'date_sold',
      header: 'Sold',
      sortDescFirst: true,
      cell: (info) => <DateText value={info.getValue()} />,
    }),
    column.accessor('dateCreated', {
      id: 'date_created',
      header: 'Created',
      sortDescFirst: true,
      cell: (info) => <DateText value={info.getValue()} />,
    }),
    column.accessor('soldByUserId', {
      id: 'sold_by',
      header: 'Sold by',
      enableSorting: false,
      cell: (info) => <UserName id={info.getValue()} />,
    }),
    column.accessor('total', {
      id: 'total',
      header: 'Total',
      sortDescFirst: true,
      meta: { numeric: true, phone: 'key' },
      cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency} />,
    }),
  ];
  return columns.filter((c) => !without.includes(c.id!));
}
