// The receivables tables' columns. By advertiser: name, currency, unpaid total, each bucket, the
// oldest due date and the count (linked to the advertiser's past-due invoices). Collections: per
// seller and currency (each figure linked to that seller's worklist), and the worklist (the
// advertiser's past-due invoices, the oldest invoice, the e-mail).
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { advertiserLabel } from '../../api/advertisers';
import { useAdvertiserName } from '../../components/advertiser-name';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { advertiserColumn } from '../../components/record-columns';
import {
  AGING_BUCKETS,
  bucketFigure,
  PAST_DUE_BUCKETS,
  type AdvertiserAging,
  type AgingBand,
} from '../../domain/aging';
import { formatInteger } from '../../domain/format';
import type { SellerCollections, WorklistLine } from '../../domain/mirror-views';
import { sellerLabel } from './receivables-csv';

const column = createColumnHelper<AdvertiserAging>();
const seller = createColumnHelper<SellerCollections>();
const line = createColumnHelper<WorklistLine>();

/** The advertiser's past-due invoices on the invoice list (its viewer-side filter). */
function pastDueHref(advertiserId: number): string {
  return paths.invoices.href(
    new URLSearchParams({ advertiser_id: String(advertiserId), past_due: '1' }),
  );
}

/** The page of one seller's collections (their worklist). */
function sellerHref(sellerId: number): string {
  return paths.receivables.href(new URLSearchParams({ by: 'seller', seller: String(sellerId) }));
}

type InCurrency = { currency: string | null };

/** A figure (`show` writes it) in a numeric column; `phone`: kept in the row on a phone. */
function figureColumn<T>(
  id: string,
  header: string,
  value: (row: T) => number,
  show: (value: number, row: T) => ReactNode,
  phone = false,
): ColumnDef<T, number> {
  return {
    id,
    accessorFn: value,
    header,
    meta: phone ? { numeric: true, phone: 'key' } : { numeric: true },
    cell: (info) => show(info.getValue(), info.row.original),
  };
}

/** An amount in the row's currency, `link`ed to the records behind it (none: plain). */
function moneyColumn<T extends InCurrency>(
  id: string,
  header: string,
  amount: (row: T) => number,
  phone = false,
  link: (row: T, money: ReactNode) => ReactNode = (_, money) => money,
) {
  return figureColumn(
    id,
    header,
    amount,
    (value, row) => link(row, <Money amount={value} currency={row.currency} />),
    phone,
  );
}

function currencyColumn<T extends InCurrency>(): ColumnDef<T, string> {
  return {
    id: 'currency',
    accessorFn: (r) => r.currency ?? '',
    header: 'Currency',
    sortDescFirst: false,
  };
}

export function receivablesColumns(
  bands: readonly AgingBand[],
  showNoDueDate: boolean,
  over: number | null,
) {
  return [
    advertiserColumn<AdvertiserAging>({ byNumber: true }),
    currencyColumn<AdvertiserAging>(),
    // On a phone the row keeps the advertiser, what they owe and the past-due link.
    moneyColumn<AdvertiserAging>('unpaidTotal', 'Unpaid', (r) => r.unpaidTotal, true),
    ...(over === null
      ? []
      : [
          moneyColumn<AdvertiserAging>(
            'over',
            `Over ${over} days`,
            (r) => r.over?.total ?? 0,
            true,
          ),
        ]),
    ...bands
      .filter((b) => showNoDueDate || b.key !== 'noDueDate')
      .map((b) =>
        moneyColumn<AdvertiserAging>(b.key, b.label, (r) => bucketFigure(r, b.key).total),
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

const bucketLabel = (key: string) => AGING_BUCKETS.find((b) => b.key === key)!.label;

export const sellerColumns = [
  seller.accessor((r) => sellerLabel(r), {
    id: 'seller',
    header: 'Seller',
    meta: { phone: 'key' },
    sortDescFirst: false,
    cell: (info) => {
      const r = info.row.original;
      const name = r.contractUnknown ? 'Not known (contract not read)' : info.getValue();
      return r.sellerId === null ? (
        <span className="muted">{name}</span>
      ) : (
        <CellLink to={sellerHref(r.sellerId)} aria-label={`${name}’s worklist`}>
          {name}
        </CellLink>
      );
    },
  }),
  currencyColumn<SellerCollections>(),
  // Linked to the seller's worklist (the records behind it); plain when the seller is unknown.
  moneyColumn<SellerCollections>(
    'pastDue',
    'Past due',
    (r) => r.pastDueTotal,
    true,
    (r, money) =>
      r.sellerId === null ? money : <CellLink to={sellerHref(r.sellerId)}>{money}</CellLink>,
  ),
  ...PAST_DUE_BUCKETS.map((key) =>
    moneyColumn<SellerCollections>(key, bucketLabel(key), (r) => bucketFigure(r, key).total),
  ),
  figureColumn<SellerCollections>(
    'invoices',
    'Invoices',
    (r) => r.pastDueCount,
    formatInteger,
    true,
  ),
];

export const worklistColumns = [
  advertiserColumn<WorklistLine>({ byNumber: true }),
  line.accessor((r) => sellerLabel(r), { id: 'seller', header: 'Seller', sortDescFirst: false }),
  line.accessor('oldestDue', {
    id: 'oldest',
    header: 'Oldest past due',
    sortDescFirst: false,
    cell: (info) => (
      <>
        <CellLink to={paths.invoice.href(info.row.original.oldestInvoiceId)}>
          Invoice {info.row.original.oldestInvoiceId}
        </CellLink>
        , due <DateText value={info.getValue()} />
      </>
    ),
  }),
  figureColumn<WorklistLine>('daysLate', 'Days late', (r) => r.daysLate, formatInteger, true),
  moneyColumn<WorklistLine>(
    'owed',
    'Owed past due',
    (r) => r.owed,
    true,
    (r, money) => (
      <CellLink
        to={pastDueHref(r.advertiserId)}
        aria-label={`${formatInteger(r.invoices)} past-due invoices of advertiser ${r.advertiserId}`}
      >
        {money}
      </CellLink>
    ),
  ),
  figureColumn<WorklistLine>('invoices', 'Invoices', (r) => r.invoices, formatInteger),
  line.accessor((r) => r.billingEmail ?? '', {
    id: 'email',
    header: 'Billing e-mail',
    sortDescFirst: false,
    cell: (info) =>
      info.getValue() ? (
        <a href={`mailto:${info.getValue()}`}>{info.getValue()}</a>
      ) : (
        <span className="muted">none</span>
      ),
  }),
];
