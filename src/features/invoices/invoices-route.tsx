// /invoices: the API's filtered, sorted, paged invoice list, all of its state in the URL.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { invoiceListQuery } from '../../api/invoices';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { PageHeader } from '../../components/page-header';
import { todayIso } from '../../lib/format';
import { useKeptPage } from '../../lib/use-kept-page';
import { useListParams } from '../../lib/use-list-params';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceExport } from './invoice-export';
import { filtersOf, invoiceListSearch, invoiceListSpec } from './invoice-list-params';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceTable } from './invoice-table';
import { collectKey } from '../../lib/use-collect-invoices';
import './invoices.css';

export function Component() {
  const queryClient = useQueryClient();
  const list = useListParams(invoiceListSpec);
  const { values: state, corrections } = list;
  const query = useQuery({ ...invoiceListQuery(state), placeholderData: keepPreviousData });
  // The last page that loaded stays on screen when another one fails, so nothing is lost.
  const page = useKeptPage(query);

  const hasNext = page.current?.hasNextPage === true;
  // The next page is fetched once the person heads there (pointer or focus on Next, or the table
  // scrolled to its end), not for every list shown: most views never turn the page.
  const headingToNext = () => {
    if (hasNext)
      void queryClient.prefetchQuery(invoiceListQuery({ ...state, page: state.page + 1 }));
  };

  const hrefFor = (change: Parameters<typeof list.searchFor>[0]) =>
    paths.invoices.href(list.searchFor(change));

  const filters = filtersOf(state);
  const collectParams = { ...filters, sort_by: state.sort_by, sort_order: state.sort_order };
  const filterKey = collectKey(collectParams);
  const today = todayIso();

  return (
    <section className="invoice-list">
      <PageHeader
        title="Invoices"
        subtitle="Filtered, sorted and paged by the API. Past due: unpaid and due before today."
      />
      <CorrectionsNotice corrections={corrections} />
      {corrections.length > 0 && (
        <p className="invoice-list__fix">
          <Link to={hrefFor({})} replace>
            Use the corrected address
          </Link>
        </p>
      )}
      <FiltersDisclosure
        activeCount={Object.values(filters).filter((value) => value !== undefined).length}
      >
        <InvoiceFilters
          key={invoiceListSearch(filters).toString()}
          state={state}
          onApply={(next) => list.change(next)}
        />
      </FiltersDisclosure>
      <div className="invoice-list__tools">
        <InvoiceExport key={`export-${filterKey}`} params={collectParams} filters={filters} />
        <InvoiceSummary key={`summary-${filterKey}`} params={collectParams} />
      </div>
      <InvoiceTable
        state={state}
        query={query}
        page={page}
        today={today}
        onSort={(sort_by, sort_order) => list.change({ sort_by, sort_order })}
        onPageSize={(per_page) => list.change({ per_page })}
        hrefFor={(page) => hrefFor({ page })}
        onHeadingToNext={headingToNext}
      />
    </section>
  );
}
