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
import type { Insertion } from '../../domain/insertion-types';
import type { InsertionSortColumn } from '../../domain/insertion-types';
import { scheduleSpan } from '../../domain/insertion-schedule';

const col = createColumnHelper<Insertion>();

/**
 * A size, rate or section by name. The cell asks for its product's list (one request a list, shared
 * by every cell): only the products of the rows on screen cost requests, not every product listed.
 */
function ReferenceCell(props: { kind: ReferenceKind; productId: number; id: number | null }) {
  const { id } = props;
  return id === null ? <span className="muted">—</span> : <ReferenceName {...props} id={id} />;
}

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
const CELLS: Record<InsertionSortColumn, Cell> = {
  id: (c) => <CellLink to={paths.insertion.href(c.getValue())}>{c.getValue()}</CellLink>,
  contract: (c) => (
    <CellLink to={paths.contract.href(c.getValue())} aria-label={`Contract ${c.getValue()}`}>
      {c.getValue()}
    </CellLink>
  ),
  product: (c) => (
    <CellLink to={paths.product.href(c.row.original.productId)}>{c.getValue()}</CellLink>
  ),
  description: (c) => {
    const text = c.getValue();
    return text ? (
      <span className="insertions__text" title={text}>
        {text}
      </span>
    ) : (
      <span className="muted">none</span>
    );
  },
  size: (c) => (
    <ReferenceCell kind="sizes" productId={c.row.original.productId} id={c.row.original.adSizeId} />
  ),
  rate: (c) => (
    <ReferenceCell kind="rates" productId={c.row.original.productId} id={c.row.original.adRateId} />
  ),
  section: (c) => (
    <ReferenceCell
      kind="sections"
      productId={c.row.original.productId}
      id={c.row.original.sectionId}
    />
  ),
  issue: (c) => c.getValue() ?? <span className="muted">—</span>,
  quantity: (c) => formatNumber(c.getValue()),
  discount: (c) => <Money amount={c.getValue()} />,
  taxable: (c) => (c.getValue() ? 'Yes' : 'No'),
  first: (c) => <DateText value={c.getValue()} empty="Not scheduled" />,
  last: (c) => <DateText value={c.getValue()} empty="—" />,
  canceled: (c) => {
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
};

/** The columns in order: id, header, and how they show on a phone and whether numeric. */
const COLUMNS: [InsertionSortColumn, string, { phone?: 'key'; numeric?: boolean }?][] = [
  ['id', 'Insertion', { phone: 'key', numeric: true }],
  ['contract', 'Contract', { numeric: true }],
  ['product', 'Product', { phone: 'key' }],
  ['description', 'Description'],
  ['size', 'Ad size'],
  ['rate', 'Ad rate'],
  ['section', 'Section'],
  ['issue', 'Issue', { numeric: true }],
  ['quantity', 'Quantity', { numeric: true }],
  ['discount', 'Discount', { numeric: true }],
  ['taxable', 'Taxable'],
  ['first', 'First date', { phone: 'key' }],
  ['last', 'Last date'],
  ['canceled', 'Cancelled', { phone: 'key' }],
];

/** What a column's cell shows (sizes, rates and sections: their cells name them). */
function valueOf(
  column: InsertionSortColumn,
  productName: (productId: number) => string | null,
): (r: Insertion) => unknown {
  switch (column) {
    case 'id':
      return (r) => r.id;
    case 'contract':
      return (r) => r.contractId;
    case 'product':
      return (r) => productName(r.productId) ?? `Product ${r.productId}`;
    case 'description':
      return (r) => r.description;
    case 'size':
      return (r) => r.adSizeId;
    case 'rate':
      return (r) => r.adRateId;
    case 'section':
      return (r) => r.sectionId;
    case 'issue':
      return (r) => r.issueId;
    case 'quantity':
      return (r) => r.quantity;
    case 'discount':
      return (r) => r.discount;
    case 'taxable':
      return (r) => r.taxable;
    case 'first':
      return (r) => scheduleSpan(r.schedule)?.start;
    case 'last':
      return (r) => scheduleSpan(r.schedule)?.end;
    case 'canceled':
      return (r) => r.dateCanceled;
  }
}

/** Built once per product name lookup; the server sorts (the headers only ask it to). */
export function insertionColumns(productName: (productId: number) => string | null) {
  return COLUMNS.map(([id, header, meta]) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column's value has its own type
    col.accessor(valueOf(id, productName) as (r: Insertion) => any, {
      id,
      header,
      meta,
      cell: CELLS[id],
    }),
  );
}
