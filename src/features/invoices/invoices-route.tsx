// /invoices: the API's filtered, sorted, paged invoice list, all of its state in the URL.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { invoiceListQuery, invoiceQuery, type InvoicePage } from '../../api/invoices';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { PageHeader } from '../../components/page-header';
import { todayIso } from '../../lib/format';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceExport } from './invoice-export';
import {
  filtersOf,
  invoiceListSearch,
  parseInvoiceList,
  type InvoiceListState,
} from './invoice-list-params';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceTable } from './invoice-table';
import { markListMounted } from './invoices-prefetch';
import { collectKey } from './use-collect-invoices';
import './invoices.css';

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values: state, corrections } = useMemo(
    () => parseInvoiceList(searchParams),
    [searchParams],
  );
  const query = useQuery({ ...invoiceListQuery(state), placeholderData: keepPreviousData });

  useEffect(markListMounted, []);

  // The last page that loaded stays on screen when another one fails, so nothing is lost.
  const [lastGood, setLastGood] = useState<InvoicePage | undefined>(undefined);
  if (query.data && !query.isPlaceholderData && query.data !== lastGood) setLastGood(query.data);

  const current = query.isPlaceholderData ? undefined : query.data;
  const hasNext = current?.hasNextPage === true;
  useEffect(() => {
    // The next page is what the person most likely opens next: fetch it now, click to paint is instant.
    if (hasNext)
      void queryClient.prefetchQuery(invoiceListQuery({ ...state, page: state.page + 1 }));
  }, [hasNext, queryClient, state]);

  const go = (next: InvoiceListState) => navigate(paths.invoices.href(invoiceListSearch(next)));
  const hrefFor = (next: Partial<InvoiceListState>) =>
    paths.invoices.href(invoiceListSearch({ ...state, ...next }));

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
      <CorrectionsNotice messages={corrections.map((c) => c.message)} />
      {corrections.length > 0 && (
        <p className="invoice-list__fix">
          <Link to={hrefFor({})} replace>
            Use the corrected address
          </Link>
        </p>
      )}
      <InvoiceFilters key={filterKeyOf(state)} state={state} onApply={go} />
      <div className="invoice-list__tools">
        <InvoiceExport key={`export-${filterKey}`} params={collectParams} filters={filters} />
        <InvoiceSummary key={`summary-${filterKey}`} params={collectParams} />
      </div>
      <InvoiceTable
        state={state}
        query={query}
        lastGood={lastGood}
        today={today}
        onSort={(sort_by, sort_order) => go({ ...state, sort_by, sort_order, page: 1 })}
        onPageSize={(per_page) => go({ ...state, per_page, page: 1 })}
        hrefFor={(page) => hrefFor({ page })}
        onHoverInvoice={(id) => void queryClient.prefetchQuery(invoiceQuery(id))}
      />
    </section>
  );
}

function filterKeyOf(state: InvoiceListState): string {
  return invoiceListSearch(filtersOf(state)).toString();
}
