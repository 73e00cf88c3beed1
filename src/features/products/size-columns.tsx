// The columns of a product's ad sizes table (each size with its rates) and of an ad size's rates
// table, and the cells they share: a name marked when deleted, a location, "none", the dates.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdRate } from '../../domain/ad-rates';
import type { AdSize } from '../../domain/ad-sizes';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../domain/format';

export const none = <span className="muted">none</span>;

/** " Deleted" after a name, when the record is deleted. */
export const deletedMark = (dateDeleted: string | null) =>
  dateDeleted && (
    <>
      {' '}
      <Badge tone="danger">Deleted</Badge>
    </>
  );

const locationCell = (id: number | null) => (id === null ? none : `Location ${id}`);

type Catalogued = { name: string; dateCreated: string | null; dateDeleted: string | null };

/** The record's name, marked when it is deleted. */
function nameColumn<T extends Catalogued>(header: string): ColumnDef<T, string> {
  return {
    id: 'name',
    accessorFn: (row) => row.name,
    header,
    meta: { phone: 'key' },
    cell: (info) => (
      <>
        {info.getValue()}
        {deletedMark(info.row.original.dateDeleted)}
      </>
    ),
  };
}

/** When the record was created, or deleted ("not deleted"). */
function catalogDateColumn<T extends Catalogued>(
  key: 'dateCreated' | 'dateDeleted',
): ColumnDef<T, string | null> {
  return {
    id: key,
    accessorFn: (row) => row[key],
    header: key === 'dateCreated' ? 'Created' : 'Deleted',
    cell: (info) =>
      key === 'dateCreated' ? (
        <DateText value={info.getValue()} />
      ) : (
        <DateText value={info.getValue()} empty="not deleted" />
      ),
  };
}

const UNIT_SYMBOLS: Record<string, string> = {
  Inches: 'in',
  Pixels: 'px',
  Feet: 'ft',
  mm: 'mm',
};

/** "10 × 21 in", "728 × 90 px"; plain numbers when the unit is null; null for a 0 × 0 size. */
export function formatDimensions(
  width: number,
  height: number,
  adUnit: string | null,
): string | null {
  if (width === 0 && height === 0) return null;
  const size = `${formatNumber(width)} × ${formatNumber(height)}`;
  if (!adUnit) return size;
  // An unit the API has not been seen to send is shown as it came.
  return `${size} ${UNIT_SYMBOLS[adUnit] ?? adUnit}`;
}

const rate = createColumnHelper<AdRate>();

export const adRateColumns = [
  nameColumn<AdRate>('Rate name'),
  rate.accessor('rate', {
    header: 'Rate',
    meta: { phone: 'key', numeric: true },
    // Rates carry no currency of their own: the amount is shown without a symbol.
    cell: (info) => <Money amount={info.getValue()} />,
  }),
  rate.accessor('units', { header: 'Units', cell: (info) => info.getValue() ?? none }),
  rate.accessor('locationId', {
    header: 'Location',
    cell: (info) => locationCell(info.getValue()),
  }),
  catalogDateColumn<AdRate>('dateCreated'),
  catalogDateColumn<AdRate>('dateDeleted'),
];

export interface AdSizeRow extends AdSize {
  rates: AdRate[];
}

const size = createColumnHelper<AdSizeRow>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
type Column = ColumnDef<AdSizeRow, any>;

export function adSizeColumns(adUnit: string | null, showDeleted: boolean): Column[] {
  return [
    nameColumn<AdSizeRow>('Name'),
    size.accessor('description', {
      header: 'Description',
      cell: (info) => info.getValue() ?? none,
    }),
    size.accessor((s) => s.width * s.height, {
      id: 'size',
      header: 'Size',
      meta: { phone: 'key' },
      cell: (info) => {
        const s = info.row.original;
        return formatDimensions(s.width, s.height, adUnit) ?? none;
      },
    }),
    size.accessor('schedulingUnits', {
      header: 'Scheduling units',
      cell: (info) => info.getValue() ?? none,
    }),
    size.accessor('scheduleConcurrentLimit', {
      header: 'Concurrency limit',
      meta: { numeric: true },
      cell: (info) => {
        const limit = info.getValue();
        return limit === null ? none : formatNumber(limit);
      },
    }),
    size.accessor('keyDate', {
      header: 'Key date',
      cell: (info) => <DateText value={info.getValue()} />,
    }),
    size.accessor('locationId', {
      header: 'Location',
      cell: (info) => locationCell(info.getValue()),
    }),
    catalogDateColumn<AdSizeRow>('dateCreated'),
    ...(showDeleted ? [catalogDateColumn<AdSizeRow>('dateDeleted')] : []),
    size.display({
      id: 'rates',
      header: 'Rates',
      cell: (info) => <RateList rates={info.row.original.rates} />,
    }),
  ];
}

/** The rates of one ad size, inside its row of the ad sizes table. */
function RateList({ rates }: { rates: readonly AdRate[] }) {
  if (rates.length === 0) return <span className="muted">no rates</span>;
  return (
    <ul className="rate-list">
      {rates.map((rate) => (
        <li key={rate.id}>
          <span>{rate.name}</span> <Money amount={rate.rate} />
          {rate.units && <span className="muted"> per {rate.units}</span>}
          {deletedMark(rate.dateDeleted)}
        </li>
      ))}
    </ul>
  );
}
