// The invoice list's table read from the API a page at a time: the API's sort in the headers, the
// previous page dimmed while the next one loads, and kept on screen when it fails.
import type { UseQueryResult } from '@tanstack/react-query';
import type { InvoicePage } from '../../api/invoices';
import { ErrorPanel } from '../../components/error-panel';
import { ProblemsNotice } from '../../components/problems-notice';
import type { KeptPage } from '../../lib/use-kept-page';
import { InvoiceRows, type InvoiceRowsProps } from './invoice-rows';

type Shared = Pick<
  InvoiceRowsProps,
  'state' | 'today' | 'onSort' | 'onPageSize' | 'hrefFor' | 'onHeadingToNext'
>;

export function InvoiceTable({
  query,
  page,
  ...shared
}: Shared & {
  query: UseQueryResult<InvoicePage>;
  /** What to show: the asked-for page, or the last one that loaded, dimmed (useKeptPage). */
  page: KeptPage<InvoicePage>;
}) {
  const { state } = shared;
  const { shown, current, lastGood, failedWithPrevious } = page;
  const rowsOnPage = current ? current.items.length + current.problems.length : 0;

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
      <InvoiceRows
        {...shared}
        rows={shown?.items}
        rowsOnPage={rowsOnPage}
        isLoading={query.isPending && !query.isError}
        error={query.isError && !shown ? query.error : undefined}
        onRetry={() => void query.refetch()}
        dimmed={query.isPlaceholderData || failedWithPrevious}
        isLastPage={current ? !current.hasNextPage : null}
        total={current?.total ?? lastGood?.total ?? null}
        loadingText={query.isPlaceholderData ? `Loading page ${state.page}…` : undefined}
      />
    </div>
  );
}
