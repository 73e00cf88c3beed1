// The collections tables' columns: per seller and currency (each figure linked to that seller's
// worklist) and the worklist (the advertiser's past-due invoices, the oldest invoice, the e-mail).
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../app/paths';
import { CellLink } from '../../components/cell-link';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { advertiserColumn } from '../../components/record-columns';
import { AGING_BUCKETS, bucketFigure, PAST_DUE_BUCKETS } from '../../domain/aging';
import { formatInteger } from '../../domain/format';
import type { SellerCollections, WorklistLine } from '../../domain/mirror-views';
import { sellerLabel } from './collections-csv';
import { pastDueHref } from './receivables-columns';

const seller = createColumnHelper<SellerCollections>();
const line = createColumnHelper<WorklistLine>();

/** The page of one seller's collections (their worklist). */
export function sellerHref(sellerId: number): string {
  return paths.receivables.href(new URLSearchParams({ by: 'seller', seller: String(sellerId) }));
}

const bucketLabel = (key: string) => AGING_BUCKETS.find((b) => b.key === key)!.label;

/** A figure of a seller, linked to their worklist (the records behind it); plain when unknown. */
function SellerFigure({ row, children }: { row: SellerCollections; children: React.ReactNode }) {
  if (row.sellerId === null) return <>{children}</>;
  return <CellLink to={sellerHref(row.sellerId)}>{children}</CellLink>;
}

export function sellerColumns() {
  return [
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
    seller.accessor((r) => r.currency ?? '', {
      id: 'currency',
      header: 'Currency',
      sortDescFirst: false,
    }),
    seller.accessor('pastDueTotal', {
      id: 'pastDue',
      header: 'Past due',
      meta: { numeric: true, phone: 'key' },
      cell: (info) => (
        <SellerFigure row={info.row.original}>
          <Money amount={info.getValue()} currency={info.row.original.currency} />
        </SellerFigure>
      ),
    }),
    ...PAST_DUE_BUCKETS.map((key) =>
      seller.accessor((r) => bucketFigure(r, key).total, {
        id: key,
        header: bucketLabel(key),
        meta: { numeric: true },
        cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency} />,
      }),
    ),
    seller.accessor('pastDueCount', {
      id: 'invoices',
      header: 'Invoices',
      meta: { numeric: true, phone: 'key' },
      cell: (info) => formatInteger(info.getValue()),
    }),
  ];
}

export function worklistColumns() {
  return [
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
    line.accessor('daysLate', {
      id: 'daysLate',
      header: 'Days late',
      meta: { numeric: true, phone: 'key' },
      cell: (info) => formatInteger(info.getValue()),
    }),
    line.accessor('owed', {
      id: 'owed',
      header: 'Owed past due',
      meta: { numeric: true, phone: 'key' },
      cell: (info) => (
        <CellLink
          to={pastDueHref(info.row.original.advertiserId)}
          aria-label={`${formatInteger(info.row.original.invoices)} past-due invoices of advertiser ${info.row.original.advertiserId}`}
        >
          <Money amount={info.getValue()} currency={info.row.original.currency} />
        </CellLink>
      ),
    }),
    line.accessor('invoices', {
      id: 'invoices',
      header: 'Invoices',
      meta: { numeric: true },
      cell: (info) => formatInteger(info.getValue()),
    }),
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
}
