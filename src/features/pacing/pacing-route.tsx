// /pacing: bookings from 1 January to a day (default today) against the same days a year before,
// by seller or by product, one set of figures per currency, with the sellers' goals when the
// server has a goals file. A view over the server's account mirror (/api/views/pacing): rendered
// by the server, it costs the account's API nothing. Each figure lists its contracts below.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { pacingContract } from '../../domain/question-views';
import { viewQuery } from '../../api/view-query';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DayForm } from '../../components/day-form';
import { FiguresCoverage } from '../../components/figures-coverage';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { WhoseLinks } from '../../components/seller-select';
import { ErrorPanel } from '../../components/error-panel';
import { formatCount, formatDate } from '../../domain/format';
import {
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  sellerParam,
  type ListValues,
} from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { pacingCsv } from './pacing-csv';
import { FigureContracts, PacingFigures, pacingHref, type FigureHref } from './pacing-figures';
import { CurrenciesNotice, ExportCsv, valuesOf } from '../list/view-parts';
import './pacing.css';

// The URL: the day (as_of, default today: never written), by seller or product, the figure whose
// contracts are listed (key: a row; period alone: the period's total), and whose (seller: a
// salesperson's own by default, the server's).
const pacingSpec = defineListSpec({
  params: {
    as_of: dateParam(),
    by: enumParam(['seller', 'product'], { default: 'seller' }),
    key: integerParam({ min: 0, outOfRange: 'drop' }),
    period: enumParam(['current', 'prior']),
    seller: sellerParam(),
  },
});

/** A row's figure is this year's unless the address says last year's. */
const pacingQueryOf = (values: ListValues<typeof pacingSpec.params>) => ({
  ...values,
  period: values.period ?? (values.key === undefined ? undefined : 'current'),
});

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(
    viewQuery(pacingContract, pacingQueryOf(valuesOf(pacingSpec, request))),
  );
}

export function Component() {
  const { values, corrections, change, searchFor } = useListParams(pacingSpec);
  const query = useQuery(viewQuery(pacingContract, pacingQueryOf(values)));
  const answer = query.data;
  const goals = answer?.goals;
  const figureHref: FigureHref = (key, period) =>
    pacingHref(searchFor({ key: key ?? undefined, period }));
  const closeHref = paths.pacing.href(searchFor({ key: undefined, period: undefined }));
  return (
    <section className="pacing">
      <PageHeader
        title="Pacing"
        subtitle={
          answer
            ? `Contracts won from ${formatDate(answer.current.from)} to ${formatDate(answer.asOf)}, against the same days of ${answer.prior.from.slice(0, 4)}, by ${answer.by}.`
            : 'Contracts won this year to date against the same days of last year.'
        }
      />
      <CorrectionsNotice corrections={corrections} />
      {answer && (
        <WhoseLinks
          what="pacing"
          whose={answer.whose}
          hrefFor={(seller) =>
            paths.pacing.href(searchFor({ seller, key: undefined, period: undefined }))
          }
        />
      )}
      <nav aria-label="Pacing by" className="pacing__tabs">
        {(['seller', 'product'] as const).map((by) => (
          <Link
            key={by}
            to={paths.pacing.href(searchFor({ by, key: undefined, period: undefined }))}
            aria-current={values.by === by ? 'page' : undefined}
          >
            By {by}
          </Link>
        ))}
      </nav>
      <DayForm
        label="Pacing day"
        fieldLabel="To the day"
        asOf={answer?.asOf ?? values.as_of ?? ''}
        keep={{ by: values.by, ...(values.seller && { seller: String(values.seller) }) }}
        onApply={(asOf) => change({ as_of: asOf || undefined, key: undefined, period: undefined })}
      />
      {query.isError ? (
        <ErrorPanel error={query.error} what="Pacing" onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <p className="muted">Adding up the bookings…</p>
      ) : (
        <>
          <FiguresCoverage coverage={answer.coverage} />
          <p className="muted">
            Bookings are won contracts&apos; totals by the day they were sold.
            {answer.undated > 0 &&
              ` ${formatCount(answer.undated, 'won contract')} without a sale date are left out.`}
            {answer.by === 'product' &&
              ' By product, each contract’s total is split by its insertions’ amounts (ad rate × quantity − discount; cancelled insertions left out); a contract without such insertions is shown as not split.'}
          </p>
          {goals && answer.by === 'seller' && (
            <p className="muted">
              Goals from {goals.source}
              {goals.currency ? `, in ${goals.currency}` : ''}. The goal to date counts this month’s
              goal in the share of its working days (Monday to Friday) gone;{' '}
              {formatCount(goals.workingDaysLeftInMonth, 'working day')} are left in the month and{' '}
              {formatCount(goals.workingDaysLeftInYear, 'working day')} in the year.
            </p>
          )}
          {goals && answer.by === 'seller' && goals.unmatched.length > 0 && (
            <Notice tone="warning" title="Goals for no known seller">
              <p>
                The goals of {goals.unmatched.join(', ')} match no user of the account and are not
                shown.
              </p>
            </Notice>
          )}
          <p>
            <ExportCsv
              disabled={answer.sets.length === 0}
              file={() => [`pacing_by_${answer.by}_${answer.asOf}.csv`, pacingCsv(answer)]}
            />
          </p>
          {answer.sets.length === 0 && <p>No contract was won in either period.</p>}
          <CurrenciesNotice count={answer.sets.length} />
          {answer.sets.map((set) => (
            <PacingFigures key={set.currency} answer={answer} set={set} figureHref={figureHref} />
          ))}
          {answer.detail && <FigureContracts answer={answer} closeHref={closeHref} />}
        </>
      )}
    </section>
  );
}
