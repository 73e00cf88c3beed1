// Columns of the insertions list: insertion, contract and product are links; ad size, rate and
// section are named from the products' reference lists; dates and money go through the shared display.
import { createColumnHelper, type CellContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { useReferenceList, type ReferenceKind } from '../../lib/use-product-references';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { formatNumber } from '../../domain/format';
import type { Insertion, InsertionSortColumn } from '../../domain/insertion-types';
import { scheduleSpan } from '../../domain/insertion-schedule';

const col = createColumnHelper<Insertion>();

// Through one shared watch of the list, not an observer a cell: 60 cells a screen (twice, in both
// layouts), and a cell that unmounts while its list is read (the first rows swapped for the
// virtual ones) does not cancel the read, which the next cell would then ask for again.
function ReferenceName({
  kind,
  productId,
  id,
}: {
  kind: ReferenceKind;
  productId: number;
  id: number;
}) {
  const list = useReferenceList(kind, productId);
  const item = list?.items.find((entry) => entry.id === id);
  if (item) return <>{item.name}</>;
  if (list) return <span className="muted">#{id} (not in the list)</span>;
  // Its list still being read: in about the room of a name (insertions.css).
  return <span className="muted reference-pending">#{id}</span>;
}

// The cells render from the row and its value only: module-level functions, so that when the
// columns are built again (as names arrive) a cell keeps its component and is updated, not mounted
// again (flexRender renders each as a component of its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column's value has its own type
type Cell = (c: CellContext<Insertion, any>) => ReactNode;
type Meta = { phone?: 'key'; numeric?: boolean };
const dash = <span className="muted">—</span>;
/**
 * A size, rate or section by name. The cell asks for its product's list (one request a list, shared
 * by every cell): only the products of the rows on screen cost requests, not every product listed.
 */
const reference =
  (kind: ReferenceKind, pick: (r: Insertion) => number | null): Cell =>
  (c) => {
    const id = pick(c.row.original);
    return id === null ? (
      dash
    ) : (
      <ReferenceName kind={kind} productId={c.row.original.productId} id={id} />
    );
  };

/**
 * The columns in order: id, header, what the cell shows (sizes, rates and sections: their cells
 * name them), the cell, and how it shows on a phone and whether numeric.
 */
const COLUMNS: [
  InsertionSortColumn,
  string,
  (r: Insertion, product: ProductName) => unknown,
  Cell,
  Meta?,
][] = [
  [
    'id',
    'Insertion',
    (r) => r.id,
    (c) => <CellLink to={paths.insertion.href(c.getValue())}>{c.getValue()}</CellLink>,
    { phone: 'key', numeric: true },
  ],
  [
    'contract',
    'Contract',
    (r) => r.contractId,
    (c) => (
      <CellLink to={paths.contract.href(c.getValue())} aria-label={`Contract ${c.getValue()}`}>
        {c.getValue()}
      </CellLink>
    ),
    { numeric: true },
  ],
  [
    'product',
    'Product',
    (r, product) => product(r.productId) ?? `Product ${r.productId}`,
    (c) => <CellLink to={paths.product.href(c.row.original.productId)}>{c.getValue()}</CellLink>,
    { phone: 'key' },
  ],
  [
    'description',
    'Description',
    (r) => r.description,
    (c) =>
      c.getValue() ? (
        <span className="insertions__text" title={c.getValue()}>
          {c.getValue()}
        </span>
      ) : (
        <span className="muted">none</span>
      ),
  ],
  ['size', 'Ad size', (r) => r.adSizeId, reference('sizes', (r) => r.adSizeId)],
  ['rate', 'Ad rate', (r) => r.adRateId, reference('rates', (r) => r.adRateId)],
  ['section', 'Section', (r) => r.sectionId, reference('sections', (r) => r.sectionId)],
  ['issue', 'Issue', (r) => r.issueId, (c) => c.getValue() ?? dash, { numeric: true }],
  ['quantity', 'Quantity', (r) => r.quantity, (c) => formatNumber(c.getValue()), { numeric: true }],
  [
    'discount',
    'Discount',
    (r) => r.discount,
    (c) => <Money amount={c.getValue()} />,
    { numeric: true },
  ],
  ['taxable', 'Taxable', (r) => r.taxable, (c) => (c.getValue() ? 'Yes' : 'No')],
  [
    'first',
    'First date',
    (r) => scheduleSpan(r.schedule)?.start,
    (c) => <DateText value={c.getValue()} empty="Not scheduled" />,
    { phone: 'key' },
  ],
  [
    'last',
    'Last date',
    (r) => scheduleSpan(r.schedule)?.end,
    (c) => <DateText value={c.getValue()} empty="—" />,
  ],
  [
    'canceled',
    'Cancelled',
    (r) => r.dateCanceled,
    (c) => {
      const value = c.getValue();
      return value ? (
        // The column names it; the badge marks the row beyond colour, with the date.
        <Badge tone="danger" title="Cancelled">
          <DateText value={value} />
        </Badge>
      ) : (
        dash
      );
    },
    { phone: 'key' },
  ],
];

type ProductName = (productId: number) => string | null;

/** Built once per product name lookup; the server sorts (the headers only ask it to). */
export function insertionColumns(productName: ProductName) {
  return COLUMNS.map(([id, header, value, cell, meta]) =>
    col.accessor((r) => value(r, productName), { id, header, meta, cell }),
  );
}
