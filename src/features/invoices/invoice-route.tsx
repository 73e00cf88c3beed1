// /invoices/:invoiceId: one invoice as on paper: header, line items with type names, checked totals.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { invoiceLineItemTypeListQuery } from '../../api/invoice-line-item-types';
import { seedInvoiceFromLists } from '../../api/invoice-seed';
import { invoiceQuery } from '../../api/invoices';
import { parseRecordNumber } from '../../lib/record-id';
import { useAdvertiserName } from '../../components/advertiser-name';
import { Badge, StatusBadge } from '../../components/badge';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { CopyLink } from '../../components/copy-link';
import { WatchButton } from '../../components/watch-button';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatMoney } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { recordVisit } from '../../lib/recent';
import { InvoiceHeader } from './invoice-header';
import { InvoiceLineItems, type LineTypes } from './invoice-line-items';
import { InvoiceNotFound } from './invoice-not-found';
import { InvoiceTotals } from './invoice-totals';
import { isPastDue } from '../../domain/aging';
import '../../components/print-page.css';
import './invoice.css';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.invoiceId ?? '');
  if (id === null) return;
  seedInvoiceFromLists(queryClient, id);
  // The types are reference data, cached for minutes: usually no request at all. Read beside the
  // invoice and waited for too: the server's page must hold them whenever they answer, or the
  // browser asks again once hydrated. A failed read of them does not stop the invoice.
  await Promise.all([
    queryClient.prefetchQuery(invoiceLineItemTypeListQuery()),
    queryClient.ensureQueryData(invoiceQuery(id)),
  ]);
}

export function Component() {
  const { invoiceId = '' } = useParams();
  const id = parseRecordNumber(invoiceId);
  if (id === null) return <InvoiceNotFound number={invoiceId} detail="not an invoice number" />;
  return <InvoicePage key={id} id={id} />;
}

function InvoicePage({ id }: { id: number }) {
  const today = useToday();
  // The loader just tried: a failure (404, 429) is shown, not asked again at once.
  const query = useQuery({ ...invoiceQuery(id), retryOnMount: false });
  const typesQuery = useQuery(invoiceLineItemTypeListQuery());
  const types: LineTypes = useMemo(
    () => ({
      byId: new Map((typesQuery.data?.items ?? []).map((t) => [t.id, t])),
      status: typesQuery.status,
    }),
    [typesQuery.data, typesQuery.status],
  );
  const invoice = query.data;
  // The party names the record in the browser's title, as on a contract.
  const advertiser = useAdvertiserName(invoice?.advertiserId ?? 0);

  useEffect(() => {
    if (!invoice) return;
    const label = [formatMoney(invoice.total, invoice.currency?.name), invoice.status]
      .filter(Boolean)
      .join(' · ');
    recordVisit('invoice', invoice.id, label, invoice.advertiserId);
  }, [invoice]);

  if (query.isPending) {
    return (
      <section>
        <PageHeader title={`Invoice ${id}`} />
        <Loading label={`Loading invoice ${id}…`} lines={6} />
      </section>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <InvoiceNotFound number={String(id)} />;
    }
    return (
      <section>
        <PageHeader title={`Invoice ${id}`} />
        <QueryErrorPanel query={query} what={`invoice ${id}`} />
      </section>
    );
  }

  const inv = query.data;
  return (
    <article className="invoice-page print-page">
      <PageHeader
        title={`Invoice ${inv.id}`}
        documentTitle={[`Invoice ${inv.id}`, advertiser]}
        badges={
          <>
            <StatusBadge status={inv.status} />
            {isPastDue(inv, today) && <Badge tone="danger">Past due</Badge>}
          </>
        }
        actions={
          <>
            <WatchButton
              kind="invoice"
              target={String(inv.id)}
              label={[`Invoice ${inv.id}`, advertiser].filter(Boolean).join(', ')}
            />
            <CopyLink />
            <button
              type="button"
              className="button invoice-page__print"
              onClick={() => window.print()}
            >
              Print
            </button>
          </>
        }
      />
      <InvoiceHeader invoice={inv} />
      {typesQuery.isError && (
        <QueryErrorPanel query={typesQuery} what="the names of the line item types" />
      )}
      {typesQuery.data && (
        <ProblemsNotice problems={typesQuery.data.problems} what="line item types" />
      )}
      <InvoiceLineItems invoice={inv} types={types} />
      <InvoiceTotals invoice={inv} types={types} />
    </article>
  );
}
