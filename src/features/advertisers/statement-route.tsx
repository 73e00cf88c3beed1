// /advertisers/:advertiserId/statement: the printable statement of account. Its own page because
// the roles that may read it (the server's `statements` section) are narrower than the advertiser
// page's. Their unpaid invoices and the figures are the server's view of its copy of the account
// (one request, read by the loader: the statement comes with the HTML). Below the page: its "Bill
// to" and a currency's table of open invoices.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { Invoice } from '../../domain/invoices';
import { advertiserNameQuery } from '../../api/advertisers';
import { advertiserBalanceQuery } from '../../api/invoice-views';
import { paths } from '../../app/paths';
import { parseRecordNumber } from '../../lib/record-id';
import { addressLines } from '../list/postal-address';
import { useAdvertiserName } from '../../components/advertiser-name';
import { CellLink } from '../../components/cell-link';
import { DateText } from '../../components/date-text';
import { FiguresTable } from '../../components/figures-table';
import { QueryErrorPanel } from '../../components/error-panel';
import { Money } from '../../components/money';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { formatCount, formatDate } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import {
  billingContact,
  statementRows,
  type BillingPick,
  type StatementRow,
} from './statement-rows';
import { NotAnAdvertiserNumber, OwedFigures, prefetchBalance } from './what-they-owe';
import '../../components/print-page.css';
import './advertisers.css';
import './statement.css';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.advertiserId ?? '');
  if (id === null) return;
  await Promise.all([
    queryClient.ensureQueryData(advertiserNameQuery(id)),
    prefetchBalance(queryClient, id),
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

// The "Bill to": the address and e-mail of the most recent invoice carrying each, and a note when
// their invoices carry different ones. Shown only when an invoice carries them.
function Different({
  pick,
  what,
  whats,
}: {
  pick: BillingPick<unknown>;
  what: string;
  whats: string;
}) {
  if (pick.distinct < 2) return null;
  return (
    <p className="statement__note">
      Their invoices carry {formatCount(pick.distinct, `different ${what}`, `different ${whats}`)};
      this is the one on the most recent, invoice {pick.invoiceId}.
    </p>
  );
}

export function StatementBillTo({ invoices }: { invoices: readonly Invoice[] }) {
  const { address, email } = billingContact(invoices);
  if (!address && !email) return null;
  const lines = address?.value.kind === 'object' ? addressLines(address.value.address) : null;
  return (
    <section aria-labelledby="statement-bill-to" className="statement__bill-to">
      <h2 id="statement-bill-to">Bill to</h2>
      {address &&
        (lines === null ? (
          <p>
            Billing address no. {address.value.kind === 'id' ? address.value.id : ''}{' '}
            <span className="muted">(the API sent only its number)</span>
          </p>
        ) : (
          lines.length > 0 && (
            <address>
              {lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          )
        ))}
      {address && <Different pick={address} what="billing address" whats="billing addresses" />}
      {email && (
        <p className="statement__email">
          <a href={`mailto:${email.value}`}>{email.value}</a>
        </p>
      )}
      {email && <Different pick={email} what="billing e-mail" whats="billing e-mails" />}
    </section>
  );
}

// The open invoices of one currency: number, dates, days past due, total and balance, with the
// currency's totals. The table header repeats on every printed page.
export function StatementTable({
  currency,
  rows,
}: {
  currency: string | null;
  rows: readonly StatementRow[];
}) {
  const cents = (n: number) => Math.round(n * 100);
  const total = rows.reduce((sum, r) => sum + cents(r.invoice.total), 0) / 100;
  const balance = rows.reduce((sum, r) => sum + cents(r.balance), 0) / 100;
  const name = currency ?? 'no stated currency';
  const money = (amount: number) => <Money amount={amount} currency={currency} />;
  return (
    <div className="statement__scroll">
      <FiguresTable
        className="statement__table"
        caption={`Open invoices in ${name}: ${formatCount(rows.length, 'invoice')}`}
        columns={[
          { label: 'Invoice' },
          { label: 'Created' },
          { label: 'Due' },
          { label: 'Days past due', num: true },
          { label: 'Total', num: true },
          {
            label: (
              <>
                Balance<span aria-hidden="true">*</span>
              </>
            ),
            num: true,
          },
        ]}
        rows={rows.map((row) => ({
          key: row.invoice.id,
          cells: [
            <CellLink to={paths.invoice.href(row.invoice.id)}>{row.invoice.id}</CellLink>,
            <DateText value={row.invoice.dateCreated} />,
            <DateText value={row.invoice.dateDue} empty="no due date" />,
            row.daysPastDue ?? <span className="muted">no due date</span>,
            money(row.invoice.total),
            money(row.balance),
          ],
        }))}
        // Cell for cell under the body's columns: a column hidden on a phone stays aligned.
        foot={[
          {
            key: 'total',
            cells: [`Total in ${name}`, null, null, null, money(total), money(balance)],
          },
        ]}
      />
    </div>
  );
}
