// Columns of a contract's insertions table; names come from the product reference lists when loaded.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import { insertionHash, paths } from '../../app/paths';
import type { Insertion } from '../../domain/insertion-types';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../domain/format';
import {
  referenceName as named,
  type ProductReference,
  type ReferenceName,
} from '../../lib/use-product-references';

export interface ContractInsertionRow {
  insertion: Insertion;
  productName: string | null;
  reference: ProductReference | undefined;
}

const col = createColumnHelper<ContractInsertionRow>();
const last = { sortUndefined: 'last' as const };

function NameCell({ value }: { value: ReferenceName }) {
  return value.known ? <>{value.text}</> : <span className="muted">{value.text}</span>;
}

export const contractInsertionColumns = [
  col.accessor((r) => r.insertion.id, {
    id: 'id',
    header: 'Insertion',
    meta: { phone: 'key' },
    cell: (c) => {
      const { insertion } = c.row.original;
      return (
        // The target of links to this insertion (paths.contract.href(id, insertion)): focusable.
        <span id={insertionHash(insertion.id)} className="contract-insertions__id" tabIndex={-1}>
          <strong>{insertion.id}</strong>
          {insertion.description && (
            <span className="contract-insertions__description">{insertion.description}</span>
          )}
        </span>
      );
    },
  }),
  col.accessor((r) => r.productName ?? `Product ${r.insertion.productId}`, {
    id: 'product',
    header: 'Product',
    meta: { phone: 'key' },
    cell: (c) => (
      <CellLink to={paths.product.href(c.row.original.insertion.productId)}>
        {c.getValue()}
      </CellLink>
    ),
  }),
  col.accessor((r) => named(r.insertion.adSizeId, r.reference?.sizes).text, {
    id: 'size',
    header: 'Ad size',
    cell: (c) => (
      <NameCell value={named(c.row.original.insertion.adSizeId, c.row.original.reference?.sizes)} />
    ),
  }),
  col.accessor((r) => named(r.insertion.adRateId, r.reference?.rates).text, {
    id: 'rate',
    header: 'Ad rate',
    cell: (c) => (
      <NameCell value={named(c.row.original.insertion.adRateId, c.row.original.reference?.rates)} />
    ),
  }),
  col.accessor(
    (r) =>
      r.insertion.sectionId === null
        ? undefined
        : named(r.insertion.sectionId, r.reference?.sections).text,
    {
      id: 'section',
      header: 'Section',
      ...last,
      cell: (c) => (
        <NameCell
          value={named(c.row.original.insertion.sectionId, c.row.original.reference?.sections)}
        />
      ),
    },
  ),
  col.accessor((r) => r.insertion.issueId ?? undefined, {
    id: 'issue',
    header: 'Issue',
    ...last,
    cell: (c) => c.getValue() ?? <span className="muted">—</span>,
  }),
  col.accessor((r) => r.insertion.placement ?? undefined, {
    id: 'placement',
    header: 'Placement',
    ...last,
    cell: (c) => c.getValue() ?? <span className="muted">—</span>,
  }),
  col.accessor((r) => r.insertion.quantity, {
    id: 'quantity',
    header: 'Quantity',
    meta: { numeric: true },
    cell: (c) => formatNumber(c.getValue()),
  }),
  col.accessor((r) => r.insertion.discount, {
    id: 'discount',
    header: 'Discount',
    meta: { numeric: true },
    cell: (c) => <Money amount={c.getValue()} />,
  }),
  col.accessor((r) => (r.insertion.taxable ? 1 : 0), {
    id: 'taxable',
    header: 'Taxable',
    cell: (c) => (c.getValue() ? 'Yes' : 'No'),
  }),
  col.accessor((r) => r.insertion.dateDelivery ?? undefined, {
    id: 'delivery',
    header: 'Delivery',
    ...last,
    cell: (c) => <DateText value={c.getValue()} empty="—" />,
  }),
  col.accessor((r) => r.insertion.dateCanceled ?? undefined, {
    id: 'canceled',
    header: 'Cancelled',
    ...last,
    cell: (c) => {
      const value = c.getValue();
      return value ? (
        <Badge tone="danger">
          Cancelled <DateText value={value} />
        </Badge>
      ) : (
        <span className="muted">—</span>
      );
    },
  }),
];
