// The due advertisers, and the contracts ending whose advertiser is not yet checked.
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { contractLinkColumn } from '../../components/record-columns';
import { daysFrom } from '../../domain/date-only';
import { formatDate } from '../../domain/format';
import type { RenewalsView, UnknownAdvertiserContract } from '../../domain/renewals-view';
import { UserName } from '../../components/user-name';

type Due = RenewalsView['due'][number];
const due = createColumnHelper<Due>();
const ending = createColumnHelper<UnknownAdvertiserContract>();

const commaList = (ids: readonly number[], item: (id: number) => ReactNode) =>
  ids.map((id, index) => (
    <span key={id}>
      {index > 0 && ', '}
      {item(id)}
    </span>
  ));

export function RenewalsTable({
  rows,
  asOf,
  productName,
}: {
  rows: Due[];
  asOf: string;
  productName: (id: number) => string;
}) {
  const columns = [
    due.accessor('advertiserId', {
      id: 'advertiser',
      header: 'Advertiser',
      meta: { phone: 'key' },
      cell: (c) => <AdvertiserName id={c.getValue()} />,
    }),
    due.accessor('lastDay', {
      header: 'Last day',
      meta: { phone: 'key' },
      cell: (c) => <DateText value={c.getValue()} />,
    }),
    due.accessor('daysLeft', { header: 'Days left', meta: { numeric: true } }),
    due.accessor('contractIds', {
      header: 'Contracts',
      enableSorting: false,
      cell: (c) =>
        commaList(c.getValue(), (id) => <CellLink to={paths.contract.href(id)}>{id}</CellLink>),
    }),
    due.accessor('sellerIds', {
      header: 'Sold by',
      enableSorting: false,
      cell: (c) => commaList(c.getValue(), (id) => <UserName id={id} />),
    }),
    due.accessor((r) => r.productIds.map(productName).join(', '), {
      id: 'products',
      header: 'Products',
    }),
    due.accessor('yearBefore', {
      header: `Insertions in the year before ${formatDate(asOf)}`,
      meta: { numeric: true },
    }),
  ];
  return (
    <DataTable
      caption="Advertisers due for renewal"
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.advertiserId)}
      emptyMessage="No advertiser is due in this window."
    />
  );
}

export function PendingContracts({
  rows,
  asOf,
  productName,
}: {
  rows: UnknownAdvertiserContract[];
  asOf: string;
  productName: (id: number) => string;
}) {
  const columns = [
    contractLinkColumn<UnknownAdvertiserContract>((r) => r.contractId),
    ending.accessor('lastDay', {
      header: 'Last day',
      meta: { phone: 'key' },
      cell: (c) => <DateText value={c.getValue()} />,
    }),
    ending.accessor((r) => daysFrom(asOf, r.lastDay), {
      id: 'daysLeft',
      header: 'Days left',
      meta: { numeric: true },
    }),
    ending.accessor((r) => r.productIds.map(productName).join(', '), {
      id: 'products',
      header: 'Products',
    }),
  ];
  return (
    <DataTable
      caption="Contracts ending, advertiser unknown"
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.contractId)}
    />
  );
}
