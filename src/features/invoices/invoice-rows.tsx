// The invoice table with its pager, for both ways the list is read: a page of the API, or a page of
// the viewer's own filter worked out in the browser. With a total (the API's count, or the browser's
// own), it says how many match and links to the last page.
import type { SortingState } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { INVOICE_SORT_COLUMNS, type Invoice, type InvoiceSortBy } from '../../api/invoices';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { formatCount } from '../../lib/format';
import { invoiceColumns } from './invoice-columns';
import { PAGE_SIZES, type InvoiceListState } from './invoice-list-params';

export interface InvoiceRowsProps {
  state: InvoiceListState;
  today: string;
  /** The rows of this page; undefined while nothing is there to show. */
  rows: Invoice[] | undefined;
  /** Rows the page held, unreadable records included (for "Rows 26–50"). */
  rowsOnPage: number;
  isLoading: boolean;
  /** Shown in place of the rows when there are none. */
  error?: unknown;
  onRetry: () => void;
  dimmed: boolean;
  /** Null while not known yet. */
  isLastPage: boolean | null;
  /** Every matching invoice, when known; null otherwise. */
  total: number | null;
  /** "Loading page 3…" while a page is on its way. */
  loadingText?: string;
  emptyMessage?: ReactNode;
  onSort: (sortBy: InvoiceSortBy, order: 'asc' | 'desc') => void;
  onPageSize: (size: number) => void;
  hrefFor: (page: number) => string;
  onHeadingToNext?: () => void;
}

export function InvoiceRows(props: InvoiceRowsProps) {
  const { state, today, rows, rowsOnPage, total, hrefFor } = props;
  const columns = useMemo(() => invoiceColumns(today), [today]);
  const first = (state.page - 1) * state.per_page + 1;

  const sorting: SortingState = [{ id: state.sort_by, desc: state.sort_order === 'desc' }];
  const changeSort = (next: SortingState) => {
    const [sort] = next;
    const id = INVOICE_SORT_COLUMNS.find((s) => s === sort?.id);
    if (sort && id) props.onSort(id, sort.desc ? 'desc' : 'asc');
  };

  const emptyMessage =
    state.page > 1 ? (
      <>
        Page {state.page} is past the end of the list. <Link to={hrefFor(1)}>Go to page 1</Link>
      </>
    ) : (
      (props.emptyMessage ?? 'No invoices match these filters.')
    );
  const lastPage = total !== null ? Math.max(1, Math.ceil(total / state.per_page)) : null;
  const range =
    rowsOnPage > 0
      ? `Rows ${first.toLocaleString('en-US')}–${(first + rowsOnPage - 1).toLocaleString('en-US')}`
      : undefined;

  return (
    <>
      <DataTable
        data={rows ?? []}
        columns={columns}
        caption="Invoices"
        // Rows keyed by their place on the page, not by invoice: the next page updates the 25 rows
        // on screen (their names' subscriptions and links stay) instead of unmounting and mounting
        // them all, which halves the time from a click on Next to the new rows.
        sorting={sorting}
        onSortingChange={changeSort}
        manualSorting
        isLoading={props.isLoading}
        error={rows ? undefined : props.error}
        onRetry={props.onRetry}
        emptyMessage={emptyMessage}
        dimmed={props.dimmed}
        virtualize={false}
        onScrolledToEnd={props.onHeadingToNext}
      />
      <Pager
        label="Invoice pages"
        page={state.page}
        isLastPage={props.isLastPage}
        hrefFor={hrefFor}
        pageSize={state.per_page}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={props.onPageSize}
        onHeadingToNext={props.onHeadingToNext}
        status={
          props.loadingText ??
          (range && total !== null ? `${range} of ${total.toLocaleString('en-US')}` : range)
        }
      />
      {total !== null && lastPage !== null && (
        <p className="invoice-list__total">
          {formatCount(total, 'invoice')} match
          {lastPage > 1 && state.page !== lastPage && (
            <>
              {' · '}
              <Link to={hrefFor(lastPage)}>Last page ({lastPage.toLocaleString('en-US')})</Link>
            </>
          )}
        </p>
      )}
    </>
  );
}
