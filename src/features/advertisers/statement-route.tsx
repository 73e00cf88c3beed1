// /advertisers/:advertiserId/statement: the printable statement of account. Its own page because
// the roles that may read it (the server's `statements` section) are narrower than the advertiser
// page's. Every invoice of the advertiser is read: the advertiser page's page of them when it holds
// them all (read by the server's loader: the statement comes with the HTML), else the first page of
// 100 by itself (one request).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { advertiserNameQuery } from '../../api/advertisers';
import { invoiceListQuery } from '../../api/invoices';
import { paths } from '../../app/paths';
import { parseRecordNumber } from '../../lib/record-id';
import { useAdvertiserName } from '../../components/advertiser-name';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { agingByCurrency } from '../../lib/aging';
import { formatCount, formatDate } from '../../lib/format';
import { useToday } from '../../lib/use-today';
import { NotAnAdvertiserNumber } from './not-an-advertiser-number';
import { OwedFigures } from './owed-figures';
import { OwedReadStatus } from './owed-read-status';
import { StatementBillTo } from './statement-bill-to';
import { statementRows } from './statement-rows';
import { StatementTable } from './statement-table';
import { advertiserInvoicesParams, useAdvertiserOwed } from './use-owed-invoices';
import '../../components/print-page.css';
import './advertisers.css';
import './statement.css';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.advertiserId ?? '');
  await Promise.all([
    ...(id === null
      ? []
      : [
          queryClient.ensureQueryData(advertiserNameQuery(id)),
          queryClient.ensureQueryData(invoiceListQuery(advertiserInvoicesParams(id))),
        ]),
  ]);
}

export function Component() {
  const raw = useParams().advertiserId ?? '';
  const id = parseRecordNumber(raw);
  if (id === null) return <NotAnAdvertiserNumber raw={raw} />;
  return <StatementPage key={id} id={id} />;
}

function StatementPage({ id }: { id: number }) {
  const name = useAdvertiserName(id);
  // Never read for someone the page is not for, even while the route guard is still deciding.
  const access = useQuery(accessQuery());
  const allowed =
    access.isSuccess && !forbiddenSection(access.data, paths.advertiserStatement.href(id));
  const { owed, whole, invoices } = useAdvertiserOwed(id, { allowed });
  const today = useToday();
  const rows = invoices && statementRows(invoices, today);
  const figures = invoices && agingByCurrency(invoices, today);

  return (
    <section className="statement-page print-page">
      <PageHeader
        title="Statement of account"
        documentTitle={['Statement of account', name ?? `Advertiser ${id}`]}
        actions={
          <>
            <Link to={paths.advertiser.href(id)}>Back to the advertiser</Link>
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
          </>
        }
      />
      <header className="statement__head">
        <p className="statement__who">
          <strong>{name ?? `Advertiser ${id}`}</strong>
          <span>Advertiser number {id}</span>
          {name === undefined && (
            <span className="muted">The names file has no name for this number.</span>
          )}
        </p>
        <p>
          Statement date: <time dateTime={today}>{formatDate(today)}</time>
        </p>
        {invoices && <StatementBillTo invoices={invoices} />}
      </header>
      {!whole && <OwedReadStatus owed={owed} what="Statement" />}
      {rows === null || figures === null ? (
        (owed.state.status === 'running' || (allowed && owed.state.status === 'idle')) && (
          <Loading label="Reading their invoices…" />
        )
      ) : rows.length === 0 ? (
        <p className="statement__nothing">
          <strong>Nothing owed.</strong>{' '}
          {invoices!.length === 0
            ? 'The API has no invoices for this advertiser.'
            : `None of their ${formatCount(invoices!.length, 'invoice')} is unpaid.`}
        </p>
      ) : (
        <>
          {figures.map((f) => (
            <StatementTable
              key={String(f.currency)}
              currency={f.currency}
              rows={rows.filter((r) => r.currency === f.currency)}
            />
          ))}
          <OwedFigures figures={figures} caption="How late, by currency" />
          <p className="statement__note">
            <span aria-hidden="true">* </span>The API records no payments: the balance of an unpaid
            invoice is its whole total. Days past due count from the statement date; an invoice due
            that day is not yet past due. Amounts in different currencies are never added together.
          </p>
        </>
      )}
    </section>
  );
}
