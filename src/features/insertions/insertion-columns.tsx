// Columns of the insertions list: insertion, contract and product are links; ad size, rate and
// section are named from the products' reference lists; dates and money go through the shared display.
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import {
  referenceListQuery,
  referenceName,
  type ProductReference,
  type ReferenceKind,
} from '../../lib/use-product-references';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../lib/format';
import type { Insertion } from '../../api/insertions';
import { spanOf } from './insertion-rows';

const col = createColumnHelper<Insertion>();
// Missing values sort after every real one, in both directions.
const last = { sortUndefined: 'last' as const };

type References = ReadonlyMap<number, ProductReference>;

/**
 * A size, rate or section by name. The cell asks for its product's list (one request a list, shared
 * by every cell): only the products of the rows on screen cost requests, not every product listed.
 */
function ReferenceCell({
  kind,
  productId,
  id,
}: {
  kind: ReferenceKind;
  productId: number;
  id: number | null;
}) {
  const list = useQuery({ ...referenceListQuery(kind, productId), enabled: id !== null });
  if (id === null) return <span className="muted">—</span>;
  const item = list.data?.items.find((entry) => entry.id === id);
  if (item) return <>{item.name}</>;
  return <span className="muted">{list.data ? `#${id} (not in the list)` : `#${id}`}</span>;
}

/** Built once per product name lookup and set of reference lists, so sorting uses the names. */
export function insertionColumns(
  productName: (productId: number) => string | null,
  references: References,
) {
  const ref = (r: Insertion) => references.get(r.productId);
  return [
    col.accessor((r) => r.id, {
      id: 'id',
      header: 'Insertion',
      meta: { phone: 'key', numeric: true },
      cell: (c) => (
        <Link to={paths.contract.href(c.row.original.contractId, c.getValue())}>
          {c.getValue()}
        </Link>
      ),
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
      meta: { phone: 'key' },
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
    col.accessor((r) => referenceName(r.adSizeId, ref(r)?.sizes).text, {
      id: 'size',
      header: 'Ad size',
      cell: (c) => (
        <ReferenceCell
          kind="sizes"
          productId={c.row.original.productId}
          id={c.row.original.adSizeId}
        />
      ),
    }),
    col.accessor((r) => referenceName(r.adRateId, ref(r)?.rates).text, {
      id: 'rate',
      header: 'Ad rate',
      cell: (c) => (
        <ReferenceCell
          kind="rates"
          productId={c.row.original.productId}
          id={c.row.original.adRateId}
        />
      ),
    }),
    col.accessor(
      (r) => (r.sectionId === null ? undefined : referenceName(r.sectionId, ref(r)?.sections).text),
      {
        id: 'section',
        header: 'Section',
        ...last,
        cell: (c) => (
          <ReferenceCell
            kind="sections"
            productId={c.row.original.productId}
            id={c.row.original.sectionId}
          />
        ),
      },
    ),
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
      meta: { phone: 'key' },
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
      meta: { phone: 'key' },
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
