// /invoices: the API's filtered, sorted, paged invoice list, all of its state in the URL; under the
// viewer's own status and past-due filters, the same list from the server's copy of the account.
import { useMemo } from 'react';
import { INVOICE_SORT_COLUMNS } from '../../domain/invoice-list-request';
import { fetchInvoiceExport, invoicePageQuery } from '../../api/invoice-views';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { PageHeader } from '../../components/page-header';
import { WatchViewButton } from '../../components/watch-button';
import { useToday } from '../../lib/use-today';
import { useListParams } from '../../lib/use-list-params';
import { CsvExport } from '../list/csv-export';
import { PagedList, usePagedList } from '../list/paged-list';
import { invoiceColumns } from './invoice-columns';
import { invoiceCsvFileName, invoicesCsvFile } from './invoice-csv';
import { InvoiceFilters } from './invoice-filters';
import {
  activeFilterCount,
  apiParamsOf,
  filtersOf,
  hasViewerFilters,
  invoiceListSpec,
  viewerFiltersOf,
} from './invoice-list-params';
import { InvoiceSummary } from './invoice-summary';
import './invoices.css';

export function Component() {
  const list = useListParams(invoiceListSpec);
  const { values: state, corrections } = list;
  const today = useToday();
  // Status and past due are the viewer's own: the server's view answers them, page by page.
  const paged = usePagedList(list, paths.invoices.href, (values) =>
    invoicePageQuery({ ...apiParamsOf(values), ...viewerFiltersOf(values), today }),
  );
  const columns = useMemo(() => invoiceColumns(today), [today]);

  const filters = filtersOf(state);
  const sort = { sort_by: state.sort_by, sort_order: state.sort_order };
  const filterKey = JSON.stringify(filters);
  const viewer = viewerFiltersOf(state);
  const viewerTag = [viewer.status, viewer.past_due ? 'past-due' : undefined]
    .filter(Boolean)
    .join('_');

  return (
    <section className="invoice-list">
      <PageHeader
        title="Invoices"
        actions={<WatchViewButton title="Invoices" />}
        subtitle={
          hasViewerFilters(state)
            ? 'Filtered by status from the server’s copy of the account, sorted and paged as the API’s list. Past due: unpaid and due before today.'
            : 'Filtered, sorted and paged by the API. Past due: unpaid and due before today.'
        }
      />
      <CorrectionsNotice corrections={corrections} correctedHref={paged.hrefFor({})} />
      <FiltersDisclosure activeCount={activeFilterCount(state)}>
        <InvoiceFilters state={state} onApply={(next) => list.change(next)} />
      </FiltersDisclosure>
      <div className="invoice-list__tools">
        <CsvExport
          key={`export-${filterKey}-${JSON.stringify(sort)}-${viewerTag}`}
          read={() => fetchInvoiceExport({ ...filters, ...sort, ...viewer, today })}
          noun="invoice"
          fileName={invoiceCsvFileName(filters, viewerTag)}
          csv={invoicesCsvFile}
        />
        <InvoiceSummary
          key={`summary-${filterKey}`}
          filters={filters}
          linkFor={(viewer) => paged.hrefFor(viewer)}
        />
      </div>
      <div className="invoice-list__table">
        <PagedList
          paged={paged}
          noun="invoice"
          columns={columns}
          sortColumns={INVOICE_SORT_COLUMNS}
        />
      </div>
    </section>
  );
}
