// The invoice's lines, each with its type's name from the cached list of line item types.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import type { InvoiceLineItemType } from '../../domain/invoice-line-item-types';
import type { Invoice, InvoiceLineItem } from '../../domain/invoices';
import { paths } from '../../app/paths';
import { Badge, BoolBadge } from '../../components/badge';
import { DataTable } from '../../components/data-table';
import { Money } from '../../components/money';

export interface LineTypes {
  byId: ReadonlyMap<number, InvoiceLineItemType>;
  /** The list is still loading, or failed (then each line shows its type number). */
  status: 'pending' | 'error' | 'success';
}

/** A line is a discount when its type says so; without a known type, when it is negative. */
export function isDiscountLine(line: InvoiceLineItem, types: LineTypes): boolean {
  const type = line.typeId === null ? undefined : types.byId.get(line.typeId);
  return type?.type ? type.type === 'Discount' : line.amount < 0;
}

const column = createColumnHelper<InvoiceLineItem>();

function lineColumns(invoice: Invoice, types: LineTypes) {
  const currency = invoice.currency?.name;
  return [
    column.accessor('description', {
      header: 'Description',
      meta: { phone: 'key' },
      cell: (info) => info.getValue() ?? <span className="muted">no description</span>,
    }),
    column.accessor('typeId', {
      header: 'Type',
      meta: { phone: 'key' },
      cell: (info) => {
        const id = info.getValue();
        if (id === null) return <span className="muted">none</span>;
        const type = types.byId.get(id);
        if (type) {
          return (
            <>
              {type.name}
              {type.dateDeleted && <span className="muted"> (retired type)</span>}
            </>
          );
        }
        return (
          <span className="muted">
            {types.status === 'pending' ? 'Loading…' : `Type ${id} (unknown)`}
          </span>
        );
      },
    }),
    column.display({
      id: 'kind',
      header: 'Fee or discount',
      cell: (info) =>
        isDiscountLine(info.row.original, types) ? (
          <Badge tone="info">Discount</Badge>
        ) : (
          <Badge>Fee</Badge>
        ),
    }),
    column.accessor('insertionId', {
      header: 'Insertion',
      cell: (info) => {
        const id = info.getValue();
        if (id === null) return <span className="muted">whole contract</span>;
        if (invoice.contractId === null) return id;
        return (
          <CellLink
            to={paths.contract.href(invoice.contractId, id)}
            title={`Insertion ${id} on contract ${invoice.contractId}`}
          >
            {id}
          </CellLink>
        );
      },
    }),
    column.accessor('taxable', {
      header: 'Taxable',
      cell: (info) => <BoolBadge value={info.getValue()} />,
    }),
    column.accessor('amount', {
      header: 'Amount',
      meta: { numeric: true },
      cell: (info) => <Money amount={info.getValue()} currency={currency} />,
    }),
    column.accessor('total', {
      header: 'Total',
      meta: { phone: 'key', numeric: true },
      cell: (info) => <Money amount={info.getValue()} currency={currency} />,
    }),
  ].map((c) => ({ ...c, enableSorting: false }));
}

export function InvoiceLineItems({ invoice, types }: { invoice: Invoice; types: LineTypes }) {
  return (
    <DataTable
      data={invoice.lineItems}
      columns={lineColumns(invoice, types)}
      caption="Line items"
      showCaption
      getRowId={(line) => String(line.id)}
      emptyMessage="This invoice has no line items."
      virtualize={false}
    />
  );
}
