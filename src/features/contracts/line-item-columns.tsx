// Columns of the contract's line items: kind, what it applies to, amount, and where it is recorded.
import { createColumnHelper } from '@tanstack/react-table';
import type { InvoiceLineItemType } from '../../domain/invoice-line-item-types';
import { Badge } from '../../components/badge';
import { Money } from '../../components/money';
import type { ReconciledLineItem } from './reconcile-line-items';

export interface LineItemRow {
  item: ReconciledLineItem;
  type: InvoiceLineItemType | undefined;
}

const col = createColumnHelper<LineItemRow>();

export const lineItemColumns = [
  col.accessor((r) => r.item.id, {
    id: 'id',
    header: 'Line item',
    meta: { phone: 'key' },
    cell: (c) => c.getValue(),
  }),
  col.accessor((r) => r.type?.name ?? `Type ${r.item.shown.typeId}`, {
    id: 'type',
    header: 'Type',
    meta: { phone: 'key' },
    cell: (c) =>
      c.row.original.type ? (
        <>
          {c.getValue()}
          {c.row.original.type.type && (
            <span className="muted"> ({c.row.original.type.type.toLowerCase()})</span>
          )}
        </>
      ) : (
        <span className="muted">{c.getValue()}</span>
      ),
  }),
  col.accessor((r) => r.item.shown.applyToInsertionId ?? 0, {
    id: 'applies',
    header: 'Applies to',
    cell: (c) => {
      const insertionId = c.row.original.item.shown.applyToInsertionId;
      return insertionId === null ? (
        <Badge tone="info">Contract-wide</Badge>
      ) : (
        <a href={`#insertion-${insertionId}`}>Insertion {insertionId}</a>
      );
    },
  }),
  col.accessor((r) => r.item.shown.notes ?? '', {
    id: 'notes',
    header: 'Notes',
    cell: (c) => c.getValue() || <span className="muted">none</span>,
  }),
  col.accessor((r) => r.item.shown.amount, {
    id: 'amount',
    header: 'Amount',
    meta: { phone: 'key', numeric: true },
    cell: (c) => <Money amount={c.getValue()} />,
  }),
  col.accessor((r) => (r.item.inContract ? 1 : 0) + (r.item.inList ? 2 : 0), {
    id: 'recorded',
    header: 'Recorded in',
    cell: (c) => {
      const { inContract, inList, differences } = c.row.original.item;
      const where =
        inContract && inList ? 'Both' : inContract ? 'Contract record only' : 'Line item list only';
      return differences.length > 0 || !(inContract && inList) ? (
        <Badge tone="warning">{differences.length > 0 ? 'Both, differing' : where}</Badge>
      ) : (
        where
      );
    },
  }),
];
