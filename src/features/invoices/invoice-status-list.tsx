// The invoice list under the viewer's own filters (status, past due), which the API cannot apply:
// every page of the API's filter is read as a bulk read (100 a request, up to EXPORT_LIMIT, in the
// URL's sort), filtered here and paged here, so Next and Previous cost no request.
import { useEffect, useMemo } from 'react';
import type { InvoiceListParams } from '../../api/invoices';
import { CollectStatus } from '../../components/collect-status';
import { Notice } from '../../components/notice';
import { formatCount, formatInteger } from '../../lib/format';
import { useCollectInvoices } from '../../lib/use-collect-invoices';
import { viewerFiltersOf } from './invoice-list-params';
import { InvoiceRows, type InvoiceRowsProps } from './invoice-rows';
import { matchesViewerFilters, pageOf, viewerFiltersText } from './invoice-status-filter';

type Shared = Pick<InvoiceRowsProps, 'state' | 'today' | 'onSort' | 'onPageSize' | 'hrefFor'>;

/** Remount with `key` = the API's filter and sort: the read belongs to them. */
export function InvoiceStatusList({
  params,
  ...shared
}: Shared & { params: Omit<InvoiceListParams, 'page' | 'per_page'> }) {
  const { state, today } = shared;
  const { state: read, start, cancel, limit } = useCollectInvoices(params);
  const filters = viewerFiltersOf(state);
  const what = viewerFiltersText(filters);

  // The URL asks for this list, so the read starts by itself (a new filter or sort remounts). The gateway keeps bulk pages an hour, so a shared link mostly costs no upstream call.
  useEffect(() => {
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a mount: the key remounts
  }, []);

  const readItems = read.status === 'done' || read.status === 'error' ? read.items : null;
  const matching = useMemo(
    () => readItems?.filter((invoice) => matchesViewerFilters(invoice, filters, today)) ?? null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters is rebuilt every render
    [readItems, filters.status, filters.past_due, today],
  );
  const page = matching ? pageOf(matching, state.page, state.per_page) : null;
  const retry = () => void start();

  return (
    <div className="invoice-list__table">
      {read.status === 'done' && (
        <p className="invoice-list__viewer-note">
          {what} is worked out by the viewer: it read all{' '}
          {formatCount(read.items.length + read.problemCount, 'invoice')} of these filters in{' '}
          {formatCount(read.requests, 'request')}
          {read.fetched !== undefined && read.fetched < read.requests
            ? ` (${formatInteger(read.fetched)} to the server, the rest from this tab's cache)`
            : ''}
          .
          {read.problemCount > 0 &&
            ` ${formatCount(read.problemCount, 'record')} could not be read and are left out.`}
        </p>
      )}
      <CollectStatus
        state={read}
        what="Status filter"
        limit={limit}
        onCancel={cancel}
        onRetry={retry}
      />
      {read.status === 'error' && (
        <Notice tone="warning" title="Incomplete list">
          <p>
            Incomplete: read {formatCount(read.items.length + read.problemCount, 'invoice')} before
            the API stopped. Below are the {formatCount(matching?.length ?? 0, 'match', 'matches')}{' '}
            among them; more may follow once the rest is read (Retry).
          </p>
        </Notice>
      )}
      {(read.status === 'cancelled' || read.status === 'idle') && (
        <p className="invoice-list__tools-row">
          <button type="button" className="button" onClick={retry}>
            Read all pages again
          </button>
        </p>
      )}
      <InvoiceRows
        {...shared}
        rows={page?.items}
        rowsOnPage={page?.items.length ?? 0}
        isLoading={read.status === 'running' || read.status === 'idle'}
        onRetry={retry}
        dimmed={read.status === 'error'}
        isLastPage={page ? !page.hasNextPage : read.status === 'running' ? null : true}
        total={page && read.status === 'done' ? page.total : null}
        emptyMessage={
          read.status === 'cancelled'
            ? 'Cancelled: the list was not worked out.'
            : read.status === 'over-limit'
              ? 'Too many invoices match these filters to work this out: narrow them.'
              : `No ${what.toLowerCase()} invoices match these filters.`
        }
      />
    </div>
  );
}
