// The invoice list's table and pager: the API's sort in the headers, the previous page dimmed
// while the next one loads, and kept on screen when it fails.
import type { UseQueryResult } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { INVOICE_SORT_COLUMNS, type InvoicePage, type InvoiceSortBy } from '../../api/invoices';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { Pager } from '../../components/pager';
import { ProblemsNotice } from '../../components/problems-notice';
import { invoiceColumns } from './invoice-columns';
import type { KeptPage } from '../../lib/use-kept-page';
import { PAGE_SIZES, type InvoiceListState } from './invoice-list-params';

export function InvoiceTable({
  state,
  query,
  page,
  today,
  onSort,
  onPageSize,
  hrefFor,
  onHeadingToNext,
}: {
  state: InvoiceListState;
  query: UseQueryResult<InvoicePage>;
  /** What to show: the asked-for page, or the last one that loaded, dimmed (useKeptPage). */
  page: KeptPage<InvoicePage>;
  today: string;
  onSort: (sortBy: InvoiceSortBy, order: 'asc' | 'desc') => void;
  onPageSize: (size: number) => void;
  hrefFor: (page: number) => string;
  /** The person shows they are heading for the next page: fetch it now. */
  onHeadingToNext: () => void;
}) {
  const columns = useMemo(() => invoiceColumns(today), [today]);

  const { shown, current, lastGood, failedWithPrevious } = page;
  const rowsOnPage = current ? current.items.length + current.problems.length : 0;
  const first = (state.page - 1) * state.per_page + 1;

  const sorting: SortingState = [{ id: state.sort_by, desc: state.sort_order === 'desc' }];
  const changeSort = (next: SortingState) => {
    const [sort] = next;
    const id = INVOICE_SORT_COLUMNS.find((s) => s === sort?.id);
    if (sort && id) onSort(id, sort.desc ? 'desc' : 'asc');
  };

  const emptyMessage =
    state.page > 1 ? (
      <>
        Page {state.page} is past the end of the list. <Link to={hrefFor(1)}>Go to page 1</Link>
      </>
    ) : (
      'No invoices match these filters.'
    );

  return (
    <div className="invoice-list__table">
      {query.isError && (query.data || failedWithPrevious) && (
        <>
          <ErrorPanel
            error={query.error}
            what={`invoice page ${state.page}`}
            onRetry={() => void query.refetch()}
          />
          {failedWithPrevious && lastGood && (
            <p className="invoice-list__stale">
              Still showing the rows of page {lastGood.page} from before, dimmed.
            </p>
          )}
        </>
      )}
      {current && <ProblemsNotice problems={current.problems} what="invoices on this page" />}
      <DataTable
        data={shown?.items ?? []}
        columns={columns}
        caption="Invoices"
        getRowId={(invoice) => String(invoice.id)}
        sorting={sorting}
        onSortingChange={changeSort}
        manualSorting
        isLoading={query.isPending && !query.isError}
        error={query.isError && !shown ? query.error : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={emptyMessage}
        dimmed={query.isPlaceholderData || failedWithPrevious}
        virtualize={false}
        onScrolledToEnd={onHeadingToNext}
      />
      <Pager
        label="Invoice pages"
        page={state.page}
        isLastPage={current ? !current.hasNextPage : null}
        hrefFor={hrefFor}
        pageSize={state.per_page}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={onPageSize}
        onHeadingToNext={onHeadingToNext}
        status={
          query.isPlaceholderData
            ? `Loading page ${state.page}…`
            : rowsOnPage > 0
              ? `Rows ${first.toLocaleString('en-US')}–${(first + rowsOnPage - 1).toLocaleString('en-US')}`
              : undefined
        }
      />
    </div>
  );
}
