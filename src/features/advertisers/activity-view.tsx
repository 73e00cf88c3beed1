// Lapsed and new advertisers (/advertisers?activity=…): a view over the server's account mirror
// (/api/views/advertiser-activity) as of a day, one table per currency, largest first; each
// advertiser links to their page, each contract to its own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { advertiserNamesFor } from '../../api/advertisers';
import { activityContract, type ActivityAnswer } from '../../domain/question-views';
import { viewQuery } from '../../api/view-query';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { ErrorPanel } from '../../components/error-panel';
import { FiguresTable } from '../../components/figures-table';
import { DayForm } from '../../components/day-form';
import { FiguresCoverage } from '../../components/figures-coverage';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { unknownPerson } from '../../components/user-name';
import { addDays } from '../../domain/date-only';
import { formatCount, formatDate } from '../../domain/format';
import { useListParams } from '../../lib/use-list-params';
import { activityCsv } from './activity-csv';
import { CurrenciesNotice, ExportCsv, ScrollRegion } from '../list/view-parts';
import { activityQueryOf, activitySpec } from './activity-params';

const TITLES = { lapsed: 'Lapsed advertisers', new: 'New advertisers' } as const;

export function ActivityView({ activity }: { activity: 'lapsed' | 'new' }) {
  const { values, corrections, change, searchFor } = useListParams(activitySpec);
  const query = useQuery(viewQuery(activityContract, activityQueryOf(values, activity)));
  const answer = query.data;
  return (
    <>
      <PageHeader
        title={TITLES[activity]}
        subtitle={
          activity === 'lapsed'
            ? 'Advertisers who bought in the 12 months before the last 12, and not since.'
            : 'Advertisers who bought in the last 12 months, and never before.'
        }
      />
      <CorrectionsNotice corrections={corrections} />
      <DayForm
        label="Activity day"
        fieldLabel="As of"
        asOf={answer?.asOf ?? values.as_of ?? ''}
        keep={{ activity }}
        onApply={(asOf) => change({ as_of: asOf || undefined })}
      />
      {query.isError ? (
        <ErrorPanel
          error={query.error}
          what={TITLES[activity]}
          onRetry={() => void query.refetch()}
        />
      ) : !answer ? (
        <p className="muted">Looking through the contracts…</p>
      ) : (
        <ActivityBody
          answer={answer}
          showAll={paths.advertisers.href(searchFor({ advertisers: 'all' }))}
        />
      )}
    </>
  );
}

function ActivityBody({ answer, showAll }: { answer: ActivityAnswer; showAll: string }) {
  const queryClient = useQueryClient();
  const lapsed = answer.activity === 'lapsed';
  const period = lapsed ? answer.previous : answer.last;
  const file = async (): Promise<[string, string]> => {
    // Every advertiser, not only those listed, and the names of those.
    const whole = await queryClient.fetchQuery(
      viewQuery(activityContract, { activity: answer.activity, as_of: answer.asOf }),
    );
    const names = await advertiserNamesFor(
      queryClient,
      whole.sets.flatMap((set) => set.rows.map((row) => row.advertiserId)),
    );
    return [`${answer.activity}_advertisers_${answer.asOf}.csv`, activityCsv(whole, names)];
  };
  return (
    <>
      <FiguresCoverage coverage={answer.coverage} />
      <p>
        As of {formatDate(answer.asOf)}: {formatCount(answer.count, 'advertiser')} bought from{' '}
        {formatDate(addDays(period.after, 1))} to {formatDate(period.to)}
        {lapsed ? ' and nothing since' : ' and never before'}. Their bookings in those 12 months are
        shown, the largest first, with their {lapsed ? 'last' : 'first'} contract.
      </p>
      <p>
        <ExportCsv disabled={answer.count === 0} file={file} />
      </p>
      {answer.sets.length === 0 && (
        <p>No advertiser is {lapsed ? 'lapsed' : 'new'} as of this day.</p>
      )}
      <CurrenciesNotice
        count={answer.sets.length}
        each="its own table, never added; an advertiser who bought in two is in both"
      />
      {answer.sets.map((set) => {
        const label = set.currency ? ` (${set.currency})` : '';
        return (
          <section
            key={set.currency}
            className="advertisers-page__card"
            aria-label={`${TITLES[answer.activity]}${label}`}
          >
            <h2>
              {formatCount(set.advertisers, 'advertiser')}
              {label}, <Money amount={set.total / 100} currency={set.currency || null} />
            </h2>
            <ScrollRegion
              className="advertisers-page__scroll"
              label={`${TITLES[answer.activity]}${label}`}
            >
              <FiguresTable
                rowKeys
                className="advertisers-page__figures"
                columns={[
                  { label: 'Advertiser' },
                  { label: 'Bookings', num: true },
                  { label: 'Contracts', num: true },
                  { label: lapsed ? 'Last contract' : 'First contract' },
                  { label: 'Sold' },
                  { label: 'Seller' },
                ]}
                rows={set.rows.map((r) => ({
                  key: r.advertiserId,
                  cells: [
                    <AdvertiserName id={r.advertiserId} />,
                    <Link to={paths.advertiser.href(r.advertiserId)}>
                      <Money amount={r.bookings / 100} currency={set.currency || null} />
                    </Link>,
                    r.contracts,
                    <Link to={paths.contract.href(r.contract.id)}>Contract {r.contract.id}</Link>,
                    formatDate(r.contract.dateSold),
                    r.contract.sellerName ??
                      (r.contract.sellerId === null
                        ? 'not recorded'
                        : unknownPerson(r.contract.sellerId)),
                  ],
                }))}
              />
            </ScrollRegion>
            {set.rows.length < set.advertisers && (
              <p>
                The {set.rows.length} with the most bookings are listed.{' '}
                <Link to={showAll}>Show all {set.advertisers} advertisers</Link>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
