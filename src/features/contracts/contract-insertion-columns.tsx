// Columns of a contract's insertions table; names come from the product reference lists when loaded.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import { insertionHash, paths } from '../../app/paths';
import type { Insertion } from '../../domain/insertion-types';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../domain/format';
import { referenceName as named, type ProductReference } from '../../lib/use-product-references';

export interface ContractInsertionRow {
  insertion: Insertion;
  productName: string | null;
  reference: ProductReference | undefined;
}

const col = createColumnHelper<ContractInsertionRow>();
const last = { sortUndefined: 'last' as const };

/** A size, rate or section by name (a section is optional: none sorts last). */
function referenceColumn(
  id: string,
  header: string,
  kind: 'sizes' | 'rates' | 'sections',
  pick: (insertion: Insertion) => number | null,
) {
  const name = (r: ContractInsertionRow) => named(pick(r.insertion), r.reference?.[kind]);
  return col.accessor((r) => (pick(r.insertion) === null ? undefined : name(r).text), {
    id,
    header,
    ...last,
    cell: (c) => {
      const value = name(c.row.original);
      return value.known ? value.text : <span className="muted">{value.text}</span>;
    },
  });
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
  referenceColumn('size', 'Ad size', 'sizes', (i) => i.adSizeId),
  referenceColumn('rate', 'Ad rate', 'rates', (i) => i.adRateId),
  referenceColumn('section', 'Section', 'sections', (i) => i.sectionId),
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
