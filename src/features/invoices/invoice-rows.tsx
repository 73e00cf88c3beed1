// The invoice table with its pager, for both ways the list is read: a page of the API, or a page of
// the viewer's own filter worked out in the browser. With a total (the API's count, or the browser's
// own), it says how many match and links to the last page.
import { useMemo } from 'react';
import { INVOICE_SORT_COLUMNS, type InvoiceSortBy } from '../../domain/invoice-list-request';
import type { Invoice } from '../../domain/invoices';
import { PagedRows, type PagedRowsProps } from '../../components/paged-list';
import { invoiceColumns } from './invoice-columns';
import { PAGE_SIZES, type InvoiceListState } from './invoice-list-params';

/** The list's state gives the page, its size and the sort; the rest is PagedRows'. */
export type InvoiceRowsProps = Omit<
  PagedRowsProps<Invoice, InvoiceSortBy>,
  'noun' | 'caption' | 'pagerLabel' | 'columns' | 'pageSizes' | 'sortColumns' | 'totalClassName'
> & { state: InvoiceListState; today: string };

export function InvoiceRows({ today, ...props }: InvoiceRowsProps) {
  const columns = useMemo(() => invoiceColumns(today), [today]);
  return (
    <PagedRows
      {...props}
      noun="invoice"
      columns={columns}
      pageSizes={PAGE_SIZES}
      sortColumns={INVOICE_SORT_COLUMNS}
    />
  );
}
