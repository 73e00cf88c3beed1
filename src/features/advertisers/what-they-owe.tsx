// The advertiser page's "What they owe": unpaid and past due by bucket, per currency, and a link to
// the printable statement. Receivables data: shown only to the roles that may open statements.
// Its invoices: the Invoices card's page when that already holds all of them (no request), else
// the first page of the bulk read (one request; "Read all" when it is full).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Loading } from '../../components/loading';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { agingByCurrency } from '../../lib/aging';
import { formatCount, formatDate } from '../../lib/format';
import { useToday } from '../../lib/use-today';
import { OwedFigures } from './owed-figures';
import { OwedReadStatus } from './owed-read-status';
import { useAdvertiserOwed } from './use-owed-invoices';

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
  const { owed, whole, invoices } = useAdvertiserOwed(advertiserId, { allowed: true });
  const today = useToday();
  const figures = invoices && agingByCurrency(invoices, today);

  return (
    <>
      {!whole && <OwedReadStatus owed={owed} what="Their invoices" />}
      {figures === null ? (
        owed.state.status === 'idle' && <Loading />
      ) : figures.length === 0 ? (
        <p>
          <strong>Nothing owed</strong>:{' '}
          {invoices!.length === 0
            ? 'they have no invoices at all.'
            : `none of their ${formatCount(invoices!.length, 'invoice')} is unpaid.`}
        </p>
      ) : (
        <OwedFigures
          figures={figures}
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
