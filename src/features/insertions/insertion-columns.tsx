// Columns of the insertions list: contract and product are links; dates and money go through the shared display.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../lib/format';
import type { Insertion } from '../../api/insertions';
import { spanOf } from './insertion-rows';

const col = createColumnHelper<Insertion>();
// Missing values sort after every real one, in both directions.
const last = { sortUndefined: 'last' as const };

/** Built once per product name lookup, so sorting by product uses the names. */
export function insertionColumns(productName: (productId: number) => string | null) {
  return [
    col.accessor((r) => r.id, {
      id: 'id',
      header: 'Insertion',
      meta: { numeric: true },
      cell: (c) => c.getValue(),
    }),
    col.accessor((r) => r.contractId, {
      id: 'contract',
      header: 'Contract',
      meta: { numeric: true },
      cell: (c) => (
        <Link to={paths.contract.href(c.getValue())} aria-label={`Contract ${c.getValue()}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor((r) => productName(r.productId) ?? `Product ${r.productId}`, {
      id: 'product',
      header: 'Product',
      cell: (c) => <Link to={paths.product.href(c.row.original.productId)}>{c.getValue()}</Link>,
    }),
    col.accessor((r) => r.description ?? undefined, {
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
    col.accessor((r) => r.sectionId ?? undefined, {
      id: 'section',
      header: 'Section',
      meta: { numeric: true },
      ...last,
      cell: (c) => c.getValue() ?? <span className="muted">—</span>,
    }),
    col.accessor((r) => r.issueId ?? undefined, {
      id: 'issue',
      header: 'Issue',
      meta: { numeric: true },
      ...last,
      cell: (c) => c.getValue() ?? <span className="muted">—</span>,
    }),
    col.accessor((r) => r.quantity, {
      id: 'quantity',
      header: 'Quantity',
      meta: { numeric: true },
      cell: (c) => formatNumber(c.getValue()),
    }),
    col.accessor((r) => r.discount, {
      id: 'discount',
      header: 'Discount',
      meta: { numeric: true },
      cell: (c) => <Money amount={c.getValue()} />,
    }),
    col.accessor((r) => (r.taxable ? 1 : 0), {
      id: 'taxable',
      header: 'Taxable',
      cell: (c) => (c.getValue() ? 'Yes' : 'No'),
    }),
    col.accessor((r) => spanOf(r)?.start, {
      id: 'first',
      header: 'First date',
      ...last,
      cell: (c) => <DateText value={c.getValue()} empty="Not scheduled" />,
    }),
    col.accessor((r) => spanOf(r)?.end, {
      id: 'last',
      header: 'Last date',
      ...last,
      cell: (c) => <DateText value={c.getValue()} empty="—" />,
    }),
    col.accessor((r) => r.dateCanceled ?? undefined, {
      id: 'canceled',
      header: 'Cancelled',
      ...last,
      cell: (c) => {
        const value = c.getValue();
        return value ? (
          // The column names it; the badge marks the row beyond colour, with the date.
          <Badge tone="danger" title="Cancelled">
            <DateText value={value} />
          </Badge>
        ) : (
          <span className="muted">—</span>
        );
      },
    }),
  ];
}
