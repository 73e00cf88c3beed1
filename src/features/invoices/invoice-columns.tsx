// The invoice list's columns; only the four the API sorts by are sortable, and their column ids
// are the API's sort_by names.
import { createColumnHelper } from '@tanstack/react-table';
import type { Invoice } from '../../domain/invoices';
import { paths } from '../../app/paths';
import { Badge, StatusBadge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { advertiserColumn, contractColumn, numberColumn } from '../../components/record-columns';
import { isPastDue } from '../../domain/aging';

const column = createColumnHelper<Invoice>();

function money(id: string, header: string, pick: (i: Invoice) => number) {
  return column.accessor(pick, {
    id,
    header,
    enableSorting: false,
    meta: { numeric: true },
    cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency?.name} />,
  });
}

export function invoiceColumns(today: string) {
  return [
    numberColumn<Invoice>(paths.invoice.href, 'invoice-list__number'),
    advertiserColumn<Invoice>(),
    contractColumn<Invoice>({ enableSorting: false }),
    column.accessor('dateCreated', {
      id: 'date_created',
      header: 'Created',
      sortDescFirst: false,
      cell: (info) => <DateText value={info.getValue()} />,
    }),
    column.accessor('dateDue', {
      id: 'date_due',
      header: 'Due',
      sortDescFirst: false,
      cell: (info) => (
        <span className="invoice-list__due">
          <DateText value={info.getValue()} />
          {isPastDue(info.row.original, today) && <Badge tone="danger">Past due</Badge>}
        </span>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      meta: { phone: 'key' },
      enableSorting: false,
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    money('sub_total', 'Sub-total', (i) => i.subTotal),
    money('discount', 'Discount', (i) => i.discountTotal),
    money('tax', 'Tax', (i) => i.taxTotal),
    // The largest totals first: that is what people look for.
    {
      ...money('total', 'Total', (i) => i.total),
      enableSorting: true,
      sortDescFirst: true,
      meta: { numeric: true, phone: 'key' as const },
    },
  ];
}
