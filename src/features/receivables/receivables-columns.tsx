// The by-advertiser table's columns: name, currency, unpaid total, each bucket, the oldest due
// date and the count; the name's row links to the advertiser's past-due invoices.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { advertiserLabel } from '../../api/advertisers';
import { useAdvertiserName } from '../../components/advertiser-name';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { advertiserColumn } from '../../components/record-columns';
import { bucketFigure, type AdvertiserAging, type AgingBand } from '../../domain/aging';
import { formatInteger } from '../../domain/format';

const column = createColumnHelper<AdvertiserAging>();

/** The advertiser's past-due invoices on the invoice list (its viewer-side filter). */
export function pastDueHref(advertiserId: number): string {
  return paths.invoices.href(
    new URLSearchParams({ advertiser_id: String(advertiserId), past_due: '1' }),
  );
}

const money = (key: 'unpaidTotal' | 'pastDueTotal', header: string) =>
  column.accessor(key, {
    id: key,
    header,
    // On a phone the row keeps the advertiser, what they owe and the past-due link.
    meta: { numeric: true, phone: 'key' as const },
    cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency} />,
  });

export function receivablesColumns(
  bands: readonly AgingBand[],
  showNoDueDate: boolean,
  over: number | null,
) {
  return [
    advertiserColumn<AdvertiserAging>({ byNumber: true }),
    column.accessor((r) => r.currency ?? '', {
      id: 'currency',
      header: 'Currency',
      sortDescFirst: false,
    }),
    money('unpaidTotal', 'Unpaid'),
    ...(over === null
      ? []
      : [
          column.accessor((r) => r.over?.total ?? 0, {
            id: 'over',
            header: `Over ${over} days`,
            meta: { numeric: true, phone: 'key' as const },
            cell: (info) => (
              <Money amount={info.getValue()} currency={info.row.original.currency} />
            ),
          }),
        ]),
    ...bands
      .filter((b) => showNoDueDate || b.key !== 'noDueDate')
      .map((b) =>
        column.accessor((r) => bucketFigure(r, b.key).total, {
          id: b.key,
          header: b.label,
          meta: { numeric: true },
          cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency} />,
        }),
      ),
    column.accessor((r) => r.oldestDue ?? '', {
      id: 'oldestDue',
      header: 'Oldest due',
      sortDescFirst: false,
      cell: (info) => <DateText value={info.row.original.oldestDue} />,
    }),
    column.accessor('unpaidCount', {
      id: 'unpaidCount',
      header: 'Unpaid invoices',
      meta: { numeric: true },
    }),
    column.accessor('pastDueCount', {
      id: 'pastDue',
      header: 'Past due',
      meta: { numeric: true, phone: 'key' },
      cell: (info) => <PastDueLink row={info.row.original} />,
    }),
  ];
}

function PastDueLink({ row }: { row: AdvertiserAging }) {
  const name = advertiserLabel(row.advertiserId, useAdvertiserName(row.advertiserId));
  if (row.pastDueCount === 0) return <span className="muted">none</span>;
  const count = formatInteger(row.pastDueCount);
  return (
    <CellLink
      to={pastDueHref(row.advertiserId)}
      aria-label={`${count} past due: ${name}’s invoices`}
    >
      {count} past due
    </CellLink>
  );
}
