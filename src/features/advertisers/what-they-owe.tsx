// The parts the advertiser page and the statement share. The advertiser page's "What they owe":
// unpaid and past due by bucket, per currency, and a link to the printable statement (receivables
// data: shown only to the roles that may open statements), from the server's view of its copy of
// the account (one request, in the page's HTML); the figures themselves, per currency side by side
// (never added together), on both pages; and both pages at an address whose number is not one.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { advertiserBalanceQuery } from '../../api/invoice-views';
import { paths } from '../../app/paths';
import { QueryErrorPanel } from '../../components/error-panel';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import {
  AGING_BUCKETS,
  bucketFigure,
  type AgingFigures,
  type BucketFigure,
} from '../../domain/aging';
import { Loading } from '../../components/loading';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { formatCount, formatDate, todayIso } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { RecordNotFound } from '../list/view-parts';

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

const currencyLabel = (currency: string | null) => currency ?? 'No currency';

function Figure({ figure, currency }: { figure: BucketFigure; currency: string | null }) {
  if (figure.count === 0) return <span className="muted">—</span>;
  return (
    <>
      <Money amount={figure.total} currency={currency} />
      <span className="owed__count"> {formatCount(figure.count, 'invoice')}</span>
    </>
  );
}

export function OwedFigures({ figures, caption }: { figures: AgingFigures[]; caption: string }) {
  const perCurrency = (pick: (f: AgingFigures) => BucketFigure) =>
    figures.map((f) => <Figure figure={pick(f)} currency={f.currency} />);
  return (
    <div className="owed__scroll">
      <FiguresTable
        className="owed__table"
        caption={caption}
        columns={[
          { label: 'How late' },
          ...figures.map((f) => ({
            label: currencyLabel(f.currency),
            num: true,
            key: String(f.currency),
          })),
        ]}
        rows={AGING_BUCKETS.map(({ key, label }) => ({
          key,
          cells: [label, ...perCurrency((f) => bucketFigure(f, key))],
        }))}
        foot={[
          {
            key: 'past-due',
            cells: [
              'Past due',
              ...perCurrency((f) => ({ count: f.pastDueCount, total: f.pastDueTotal })),
            ],
          },
          {
            key: 'unpaid',
            className: 'owed__total',
            cells: [
              'Unpaid total',
              ...perCurrency((f) => ({ count: f.unpaidCount, total: f.unpaidTotal })),
            ],
          },
        ]}
      />
    </div>
  );
}

export function NotAnAdvertiserNumber({ raw }: { raw: string }) {
  return (
    <RecordNotFound noun="advertiser" number={raw} example={12} missing={null}>
      <p>
        <Link to={paths.advertisers.href()}>Find an advertiser by name</Link>.
      </p>
    </RecordNotFound>
  );
}
