// The due advertisers under their heading and Download CSV, and the contracts ending whose
// advertiser is not yet checked.
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

const lastDay = { header: 'Last day', meta: { phone: 'key' as const } };
const dateCell = (c: { getValue: () => string }) => <DateText value={c.getValue()} />;

export function RenewalsTables({
  rows,
  pending,
  asOf,
  productName,
  tools,
}: {
  rows: Due[];
  /** The contracts ending whose advertiser the server has not read. */
  pending: UnknownAdvertiserContract[];
  asOf: string;
  productName: (id: number) => string;
  /** Beside the due advertisers' heading. */
  tools: ReactNode;
}) {
  const products = (ids: readonly number[]) => ids.map(productName).join(', ');
  const dueColumns = [
    due.accessor('advertiserId', {
      id: 'advertiser',
      header: 'Advertiser',
      meta: { phone: 'key' },
      cell: (c) => <AdvertiserName id={c.getValue()} />,
    }),
    due.accessor('lastDay', { ...lastDay, cell: dateCell }),
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
    due.accessor((r) => products(r.productIds), { id: 'products', header: 'Products' }),
    due.accessor('yearBefore', {
      header: `Insertions in the year before ${formatDate(asOf)}`,
      meta: { numeric: true },
    }),
  ];
  const pendingColumns = [
    contractLinkColumn<UnknownAdvertiserContract>((r) => r.contractId),
    ending.accessor('lastDay', { ...lastDay, cell: dateCell }),
    ending.accessor((r) => daysFrom(asOf, r.lastDay), {
      id: 'daysLeft',
      header: 'Days left',
      meta: { numeric: true },
    }),
    ending.accessor((r) => products(r.productIds), { id: 'products', header: 'Products' }),
  ];
  return (
    <>
      <section aria-labelledby="renewals-due" className="renewals__section">
        <div className="tab-toolbar">
          <h2 id="renewals-due">Due for renewal</h2>
          {tools}
        </div>
        <DataTable
          caption="Advertisers due for renewal"
          data={rows}
          columns={dueColumns}
          getRowId={(r) => String(r.advertiserId)}
          emptyMessage="No advertiser is due in this window."
        />
      </section>
      {pending.length > 0 && (
        <section aria-labelledby="renewals-pending" className="renewals__section">
          <h2 id="renewals-pending">Contracts ending whose advertiser the server has not read</h2>
          <p className="muted">
            Their contracts are not in the server&apos;s copy yet, so they are not counted above.
          </p>
          <DataTable
            caption="Contracts ending, advertiser unknown"
            data={pending}
            columns={pendingColumns}
            getRowId={(r) => String(r.contractId)}
          />
        </section>
      )}
    </>
  );
}
