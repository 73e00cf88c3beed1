// The columns of a product's ad sizes table; each size carries its rates.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdRate } from '../../domain/ad-rates';
import type { AdSize } from '../../domain/ad-sizes';
import { DateText } from '../../components/date-text';
import { formatNumber } from '../../domain/format';
import { formatDimensions } from './dimensions';
import { RateList } from './rate-list';
import { catalogDateColumn, locationCell, nameColumn, none } from './catalog-cells';

export interface AdSizeRow extends AdSize {
  rates: AdRate[];
}

const column = createColumnHelper<AdSizeRow>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
type Column = ColumnDef<AdSizeRow, any>;

export function adSizeColumns(adUnit: string | null, showDeleted: boolean): Column[] {
  const columns: Column[] = [
    nameColumn<AdSizeRow>('Name'),
    column.accessor('description', {
      header: 'Description',
      cell: (info) => info.getValue() ?? none,
    }),
    column.accessor((s) => s.width * s.height, {
      id: 'size',
      header: 'Size',
      meta: { phone: 'key' },
      cell: (info) => {
        const s = info.row.original;
        return formatDimensions(s.width, s.height, adUnit) ?? none;
      },
    }),
    column.accessor('schedulingUnits', {
      header: 'Scheduling units',
      cell: (info) => info.getValue() ?? none,
    }),
    column.accessor('scheduleConcurrentLimit', {
      header: 'Concurrency limit',
      meta: { numeric: true },
      cell: (info) => {
        const limit = info.getValue();
        return limit === null ? none : formatNumber(limit);
      },
    }),
    column.accessor('keyDate', {
      header: 'Key date',
      cell: (info) => <DateText value={info.getValue()} />,
    }),
    column.accessor('locationId', {
      header: 'Location',
      cell: (info) => locationCell(info.getValue()),
    }),
    catalogDateColumn<AdSizeRow>('dateCreated'),
  ];
  if (showDeleted) {
    columns.push(catalogDateColumn<AdSizeRow>('dateDeleted'));
  }
  columns.push(
    column.display({
      id: 'rates',
      header: 'Rates',
      cell: (info) => <RateList rates={info.row.original.rates} />,
    }),
  );
  return columns;
}
