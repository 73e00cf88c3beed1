// The invoice list's table read from the API a page at a time: the API's sort in the headers, the
// previous page dimmed while the next one loads, and kept on screen when it fails.
import type { UseQueryResult } from '@tanstack/react-query';
import type { InvoicePage } from '../../domain/invoices';
import { pageQueryRows, PageTrouble } from '../../components/paged-list';
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

  return (
    <div className="invoice-list__table">
      <PageTrouble query={query} kept={page} noun="invoice" page={state.page} />
      <InvoiceRows {...shared} {...pageQueryRows(query, page, state.page)} />
    </div>
  );
}
