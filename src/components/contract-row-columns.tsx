// Columns of contracts read from the contract list (the list, an advertiser's contracts); the
// sortable ones carry the API's sort_by names as their ids.
import { createColumnHelper } from '@tanstack/react-table';
import type { ContractRow } from '../domain/contract-list';
import { paths } from '../app/paths';
import { Badge, StatusBadge } from './badge';
import { Money } from './money';
import { advertiserColumn, dateColumn, numberColumn } from './record-columns';
import { UserName } from './user-name';

const column = createColumnHelper<ContractRow>();

/** `without`: column ids to leave out (an advertiser's own page needs no advertiser column). */
export function contractRowColumns(without: readonly string[] = []) {
  const columns = [
    numberColumn<ContractRow>(paths.contract.href, 'contract-list__number'),
    advertiserColumn<ContractRow>(),
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
    { ...dateColumn<ContractRow>('date_sold', 'Sold', (r) => r.dateSold), sortDescFirst: true },
    {
      ...dateColumn<ContractRow>('date_created', 'Created', (r) => r.dateCreated),
      sortDescFirst: true,
    },
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
