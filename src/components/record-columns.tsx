// Columns that several record tables share (contracts, invoices, users): the record's number as a
// link, its advertiser, its contract (a number, or a named link), and dates that sort missing ones last.
import type { ColumnDef } from '@tanstack/react-table';
import { CellLink } from './cell-link';
import type { Invoice } from '../domain/invoices';
import { paths } from '../app/paths';
import { AdvertiserName } from './advertiser-name';
import { StatusBadge } from './badge';
import { DateText } from './date-text';
import { Money } from './money';

/** The record's number, linking to its page; sorted as the API's `id`. */
export function numberColumn<T extends { id: number }>(
  href: (id: number) => string,
  className: string,
): ColumnDef<T, number> {
  return {
    id: 'id',
    accessorFn: (row) => row.id,
    header: 'Number',
    meta: { phone: 'key' },
    sortDescFirst: false,
    cell: (info) => (
      <CellLink to={href(info.getValue())} className={className}>
        {info.getValue()}
      </CellLink>
    ),
  };
}

/**
 * The advertiser's name. A list the API sorts cannot sort by it (the API sorts by no advertiser);
 * a list sorted in the browser (`byNumber`) sorts it by the advertiser's number, shown beside it.
 */
export function advertiserColumn<T extends { advertiserId: number }>({
  byNumber = false,
} = {}): ColumnDef<T, number> {
  return {
    id: 'advertiser',
    accessorFn: (row) => row.advertiserId,
    header: 'Advertiser',
    meta: { phone: 'key' },
    ...(byNumber ? { sortDescFirst: false } : { enableSorting: false }),
    cell: (info) => <AdvertiserName id={info.getValue()} showNumber={byNumber} />,
  };
}

/** The contract an invoice belongs to, as a link, or "none". */
export function contractColumn<T extends { contractId: number | null }>(
  options: Partial<ColumnDef<T, number | undefined>> = {},
): ColumnDef<T, number | undefined> {
  return {
    id: 'contract',
    // A missing contract is undefined to the table, so it sorts last whichever the direction.
    accessorFn: (row) => row.contractId ?? undefined,
    header: 'Contract',
    sortUndefined: 'last',
    cell: (info) => {
      const id = info.getValue();
      return id === undefined ? (
        <span className="muted">none</span>
      ) : (
        <CellLink to={paths.contract.href(id)}>{id}</CellLink>
      );
    },
    ...options,
  };
}

/** A record as a link named "Contract N", for rows that always have one. */
function recordLinkColumn<T>(
  id: string,
  noun: 'Contract' | 'Invoice',
  pick: (row: T) => number,
): ColumnDef<T, number> {
  const href = noun === 'Contract' ? paths.contract.href : paths.invoice.href;
  return {
    id,
    accessorFn: pick,
    header: noun,
    meta: { phone: 'key' },
    cell: (c) => <CellLink to={href(c.getValue())}>{`${noun} ${c.getValue()}`}</CellLink>,
  };
}

export const contractLinkColumn = <T,>(pick: (row: T) => number) =>
  recordLinkColumn('contract', 'Contract', pick);

/** A date column; a missing date is undefined to the table, so it sorts last either way. */
export function dateColumn<T>(
  id: string,
  header: string,
  pick: (row: T) => string | null,
  empty?: string,
): ColumnDef<T, string | undefined> {
  return {
    id,
    accessorFn: (row) => pick(row) ?? undefined,
    header,
    sortUndefined: 'last',
    cell: (info) => <DateText value={info.getValue()} empty={empty} />,
  };
}

/** A short list of invoices sorted in the browser (an advertiser's, a contract's). */
export function invoiceRowColumns({ withContract }: { withContract: boolean }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
  const columns: ColumnDef<Invoice, any>[] = [
    recordLinkColumn<Invoice>('id', 'Invoice', (i) => i.id),
    ...(withContract ? [contractColumn<Invoice>()] : []),
    dateColumn<Invoice>('created', 'Created', (i) => i.dateCreated),
    dateColumn<Invoice>('due', 'Due', (i) => i.dateDue),
    {
      id: 'status',
      accessorFn: (i) => i.status ?? '',
      header: 'Status',
      meta: { phone: 'key' },
      cell: (c) => <StatusBadge status={c.row.original.status} />,
    },
    {
      id: 'total',
      accessorFn: (i) => i.total,
      header: 'Total',
      meta: { phone: 'key', numeric: true },
      cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency?.name} />,
    },
  ];
  return columns;
}
