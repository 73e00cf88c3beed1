// /invoices: the API's filtered, sorted, paged invoice list, all of its state in the URL; under the
// viewer's own status and past-due filters, the same list from the server's copy of the account.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSortBy, SortOrder } from '../../domain/invoice-list-request';
import { invoicePageQuery } from '../../api/invoice-views';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { PageHeader } from '../../components/page-header';
import { WatchViewButton } from '../../components/watch-button';
import { useToday } from '../../lib/use-today';
import { useKeptPage } from '../../lib/use-kept-page';
import { useListParams } from '../../lib/use-list-params';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceExport } from './invoice-export';
import {
  activeFilterCount,
  apiParamsOf,
  filtersOf,
  hasViewerFilters,
  invoiceListSpec,
  viewerFiltersOf,
  type InvoiceListState,
} from './invoice-list-params';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceTable } from './invoice-table';
import './invoices.css';

export function Component() {
  const queryClient = useQueryClient();
  const list = useListParams(invoiceListSpec);
  const { values: state, corrections } = list;
  const today = useToday();
  // Status and past due are the viewer's own: the server's view answers them, page by page.
  const viewerSide = hasViewerFilters(state);
  const pageQuery = (values: InvoiceListState) =>
    invoicePageQuery({ ...apiParamsOf(values), ...viewerFiltersOf(values), today });
  const query = useQuery({ ...pageQuery(state), placeholderData: keepPreviousData });
  // The last page that loaded stays on screen when another one fails, so nothing is lost.
  const page = useKeptPage(query);

  const hasNext = page.current?.hasNextPage === true;
  // The next page is fetched once the person heads there (pointer or focus on Next, or the table
  // scrolled to its end), not for every list shown: most views never turn the page.
  const headingToNext = () => {
    if (hasNext) void queryClient.prefetchQuery(pageQuery({ ...state, page: state.page + 1 }));
  };

  const hrefFor = (change: Parameters<typeof list.searchFor>[0]) =>
    paths.invoices.href(list.searchFor(change));

  const filters = filtersOf(state);
  const collectParams = { ...filters, sort_by: state.sort_by, sort_order: state.sort_order };
  const filterKey = JSON.stringify(collectParams);
  const viewer = viewerFiltersOf(state);
  const viewerTag = [viewer.status, viewer.past_due ? 'past-due' : undefined]
    .filter(Boolean)
    .join('_');
  const shared = {
    state,
    today,
    onSort: (sort_by: InvoiceSortBy, sort_order: SortOrder) => list.change({ sort_by, sort_order }),
    onPageSize: (per_page: number) => list.change({ per_page }),
    hrefFor: (page: number) => hrefFor({ page }),
  };

  return (
    <section className="invoice-list">
      <PageHeader
        title="Invoices"
        actions={<WatchViewButton title="Invoices" />}
        subtitle={
          viewerSide
            ? 'Filtered by status from the server’s copy of the account, sorted and paged as the API’s list. Past due: unpaid and due before today.'
            : 'Filtered, sorted and paged by the API. Past due: unpaid and due before today.'
        }
      />
      <CorrectionsNotice corrections={corrections} correctedHref={hrefFor({})} />
      <FiltersDisclosure activeCount={activeFilterCount(state)}>
        <InvoiceFilters state={state} onApply={(next) => list.change(next)} />
      </FiltersDisclosure>
      <div className="invoice-list__tools">
        <InvoiceExport
          key={`export-${filterKey}-${viewerTag}`}
          params={{ ...collectParams, ...viewer, today }}
          filters={filters}
          tag={viewerTag || undefined}
        />
        <InvoiceSummary
          key={`summary-${filterKey}`}
          params={collectParams}
          linkFor={(viewer) => hrefFor(viewer)}
        />
      </div>
      <InvoiceTable query={query} page={page} onHeadingToNext={headingToNext} {...shared} />
    </section>
  );
}
