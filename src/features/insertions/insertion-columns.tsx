// Columns of the insertions list: contract and product are links; dates and money go through the shared display.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../lib/format';
import type { InsertionRow } from './insertion-rows';

const col = createColumnHelper<InsertionRow>();
// Missing values sort after every real one, in both directions.
const last = { sortUndefined: 'last' as const };

export const insertionColumns = [
  col.accessor((r) => r.insertion.id, {
    id: 'id',
    header: 'Insertion',
    meta: { numeric: true },
    cell: (c) => c.getValue(),
  }),
  col.accessor((r) => r.insertion.contractId, {
    id: 'contract',
    header: 'Contract',
    meta: { numeric: true },
    cell: (c) => (
      <Link to={paths.contract.href(c.getValue())} aria-label={`Contract ${c.getValue()}`}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((r) => r.productName ?? `Product ${r.insertion.productId}`, {
    id: 'product',
    header: 'Product',
    cell: (c) => (
      <Link to={paths.product.href(c.row.original.insertion.productId)}>{c.getValue()}</Link>
    ),
  }),
  col.accessor((r) => r.insertion.description ?? undefined, {
    id: 'description',
    header: 'Description',
    ...last,
    cell: (c) => {
      const text = c.getValue();
      return text ? (
        <span className="insertions__text" title={text}>
          {text}
        </span>
      ) : (
        <span className="muted">none</span>
      );
    },
  }),
  col.accessor((r) => r.insertion.sectionId ?? undefined, {
    id: 'section',
    header: 'Section',
    meta: { numeric: true },
    ...last,
    cell: (c) => c.getValue() ?? <span className="muted">—</span>,
  }),
  col.accessor((r) => r.insertion.issueId ?? undefined, {
    id: 'issue',
    header: 'Issue',
    meta: { numeric: true },
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
  col.accessor((r) => r.span?.start, {
    id: 'first',
    header: 'First date',
    ...last,
    cell: (c) => <DateText value={c.getValue()} empty="Not scheduled" />,
  }),
  col.accessor((r) => r.span?.end, {
    id: 'last',
    header: 'Last date',
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
