// The advertiser page's "What they owe": unpaid and past due by bucket, per currency, and a link to
// the printable statement. Receivables data: shown only to the roles that may open statements.
// From the server's view of its copy of the account (one request, in the page's HTML).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { advertiserBalanceQuery } from '../../api/invoice-views';
import { paths } from '../../app/paths';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { formatCount, formatDate, todayIso } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { OwedFigures } from './owed-figures';

/** The loaders' part: the balance, for the roles that may read it (never asked for the others). */
export async function prefetchBalance(queryClient: QueryClient, advertiserId: number) {
  const access = await queryClient.ensureQueryData(accessQuery());
  if (forbiddenSection(access, paths.advertiserStatement.href(advertiserId))) return;
  await queryClient.prefetchQuery(advertiserBalanceQuery(advertiserId, todayIso()));
}

export function WhatTheyOwe({ advertiserId }: { advertiserId: number }) {
  const access = useQuery(accessQuery());
  const statement = paths.advertiserStatement.href(advertiserId);
  const section = access.data ? forbiddenSection(access.data, statement) : undefined;
  return (
    <section aria-labelledby="advertiser-owe" className="card advertiser__card owed">
      <h2 id="advertiser-owe">What they owe</h2>
      {access.isPending ? (
        <Loading />
      ) : section ? (
        <p className="muted">
          What an advertiser owes and their statement are for {section.allowed}.
        </p>
      ) : (
        <OwedCard advertiserId={advertiserId} statement={statement} />
      )}
    </section>
  );
}

function OwedCard({ advertiserId, statement }: { advertiserId: number; statement: string }) {
  const today = useToday();
  const balance = useQuery(advertiserBalanceQuery(advertiserId, today));

  return (
    <>
      {balance.isPending ? (
        <Loading />
      ) : balance.isError ? (
        <QueryErrorPanel query={balance} what="What they owe" />
      ) : balance.data.byCurrency.length === 0 ? (
        <p>
          <strong>Nothing owed</strong>:{' '}
          {balance.data.invoices === 0
            ? 'they have no invoices at all.'
            : `none of their ${formatCount(balance.data.invoices, 'invoice')} is unpaid.`}
        </p>
      ) : (
        <OwedFigures
          figures={balance.data.byCurrency}
          caption={`Unpaid invoices by how late they are, as of ${formatDate(today)}`}
        />
      )}
      <p>
        <Link to={statement}>Statement of account</Link>
        <span className="muted">: their open invoices, to print or save as PDF.</span>
      </p>
    </>
  );
}
