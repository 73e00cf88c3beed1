// The columns of the products table.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import type { Product } from '../../domain/products';
import { paths } from '../../app/paths';
import { BoolBadge } from '../../components/badge';
import { CapabilityBadges } from './capability-badges';

const column = createColumnHelper<Product>();
const orNone = (value: string | null) => value ?? <span className="muted">none</span>;

export const productColumns = [
  column.accessor('name', {
    header: 'Name',
    meta: { phone: 'key' },
    // The name is text: a hostile name such as `<img onerror>` is shown as written.
    cell: (info) => (
      <CellLink to={paths.product.href(info.row.original.id)}>{info.getValue()}</CellLink>
    ),
  }),
  column.accessor((p) => p.productType.name, {
    id: 'type',
    header: 'Product type',
    meta: { phone: 'key' },
  }),
  column.accessor((p) => p.productType.adUnit, {
    id: 'adUnit',
    header: 'Ad unit',
    cell: (info) => orNone(info.getValue()),
  }),
  column.accessor((p) => p.productType.quantityUnit, {
    id: 'quantityUnit',
    header: 'Quantity unit',
    cell: (info) => orNone(info.getValue()),
  }),
  column.accessor((p) => p.productType.scheduleMethod, {
    id: 'scheduleMethod',
    header: 'Schedule method',
    cell: (info) => orNone(info.getValue()),
  }),
  column.accessor('active', {
    header: 'Active',
    cell: (info) => <BoolBadge value={info.getValue()} yes="Active" no="Inactive" />,
  }),
  column.display({
    id: 'capabilities',
    header: 'Capabilities',
    cell: (info) => <CapabilityBadges type={info.row.original.productType} />,
  }),
];
