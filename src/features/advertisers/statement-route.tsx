// /advertisers/:advertiserId/statement: the printable statement of account. Its own page because
// the roles that may read it (the server's `statements` section) are narrower than the advertiser
// page's. Their unpaid invoices and the figures are the server's view of its copy of the account
// (one request, read by the loader: the statement comes with the HTML).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { advertiserNameQuery } from '../../api/advertisers';
import { advertiserBalanceQuery } from '../../api/invoice-views';
import { paths } from '../../app/paths';
import { parseRecordNumber } from '../../lib/record-id';
import { useAdvertiserName } from '../../components/advertiser-name';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { formatCount, formatDate } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { NotAnAdvertiserNumber } from './not-an-advertiser-number';
import { OwedFigures } from './owed-figures';
import { StatementBillTo } from './statement-bill-to';
import { statementRows } from './statement-rows';
import { StatementTable } from './statement-table';
import { prefetchBalance } from './what-they-owe';
import '../../components/print-page.css';
import './advertisers.css';
import './statement.css';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.advertiserId ?? '');
  await Promise.all([
    ...(id === null
      ? []
      : [queryClient.ensureQueryData(advertiserNameQuery(id)), prefetchBalance(queryClient, id)]),
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
  const today = useToday();
  const balance = useQuery({ ...advertiserBalanceQuery(id, today), enabled: allowed });
  const invoices = balance.data?.unpaid ?? null;
  const rows = invoices && statementRows(invoices, today);
  const figures = balance.data?.byCurrency ?? null;

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
      {balance.isError && <QueryErrorPanel query={balance} what="Statement" />}
      {rows === null || figures === null ? (
        allowed && balance.isPending && <Loading label="Reading their invoices…" />
      ) : rows.length === 0 ? (
        <p className="statement__nothing">
          <strong>Nothing owed.</strong>{' '}
          {balance.data!.invoices === 0
            ? 'The API has no invoices for this advertiser.'
            : `None of their ${formatCount(balance.data!.invoices, 'invoice')} is unpaid.`}
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
