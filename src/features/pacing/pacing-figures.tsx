// One currency's pacing: the two periods' totals, the difference and its percentage, a chart of
// both years month by month, and the rows (sellers or products) with the goal columns when the
// goals apply to this currency. Every figure links to the contracts behind it, listed below the
// figures (FigureContracts): each links to its contract and advertiser; by product, the product's
// share of each contract beside its total.
import { Link } from 'react-router';
import {
  DETAIL_LIMIT,
  type PacingAnswer,
  type PacingPeriod,
  type PacingRow,
  type PacingSet,
} from '../../domain/question-views';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { ColumnChart } from '../../components/column-chart';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { unknownPerson } from '../../components/user-name';
import {
  formatCompactMoney,
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
} from '../../domain/format';
import { ScrollRegion } from '../list/view-parts';

/** Address of the figure's contracts (key null: the period's total). */
export type FigureHref = (key: number | null, period: PacingPeriod) => string;

export function rowName(by: PacingAnswer['by'], row: Pick<PacingRow, 'key' | 'name'>): string {
  if (row.name) return row.name;
  if (by === 'seller') return row.key === 0 ? 'No seller recorded' : unknownPerson(row.key);
  return row.key === 0 ? 'Not split (no insertions)' : `Product ${row.key}`;
}

/** "+12.5%", "−3.0%"; "new" when there was nothing to compare with. */
export function changeText(current: number, prior: number): string {
  if (prior <= 0) return current > 0 ? 'new' : '–';
  const p = ((current - prior) / prior) * 100;
  return `${p >= 0 ? '+' : '−'}${Math.abs(p).toFixed(1)}%`;
}

function PacingChart({ answer, set }: { answer: PacingAnswer; set: PacingSet }) {
  const year = answer.current.from.slice(0, 4);
  const before = answer.prior.from.slice(0, 4);
  const currency = set.currency || null;
  const summary =
    `Bookings${set.currency ? ` in ${set.currency}` : ''} by month, ${before} beside ${year}, ` +
    `each to ${formatDate(answer.asOf).replace(/,? \d{4}$/, '')}: ` +
    set.months
      .map(
        (m) =>
          `${formatMonth(`${year}-${m.month}`)} ${formatMoney(m.prior / 100, currency)} then ` +
          `${formatMoney(m.current / 100, currency)}`,
      )
      .join('; ') +
    '.';
  return (
    <ColumnChart
      summary={summary}
      columnWidth={36}
      barInset={4}
      maxScale={1.6}
      columns={set.months.flatMap((m) => [
        {
          key: `${m.month}-prior`,
          value: m.prior,
          muted: true,
          amount: '',
          labels: [formatMonth(`${year}-${m.month}`).slice(0, 3), before.slice(2)],
        },
        {
          key: `${m.month}-current`,
          value: m.current,
          amount: m.current > 0 ? formatCompactMoney(m.current / 100, currency) : '',
          labels: ['', year.slice(2)],
        },
      ])}
    />
  );
}

export function PacingFigures({
  answer,
  set,
  figureHref,
}: {
  answer: PacingAnswer;
  set: PacingSet;
  figureHref: FigureHref;
}) {
  const currency = set.currency || null;
  const label = set.currency ? ` (${set.currency})` : '';
  const money = (cents: number) => <Money amount={cents / 100} currency={currency} />;
  const linked = (cents: number, key: number | null, period: PacingPeriod, count: number) =>
    count > 0 ? <Link to={figureHref(key, period)}>{money(cents)}</Link> : money(cents);
  const goals = set.hasGoals;
  const year = answer.current.from.slice(0, 4);
  const before = answer.prior.from.slice(0, 4);
  return (
    <section className="pacing__card" aria-label={`Pacing${label}`}>
      <h2>
        {year} against {before}
        {label}
      </h2>
      <dl className="pacing__totals">
        <div>
          <dt>{year} to date</dt>
          <dd>{linked(set.current, null, 'current', set.currentCount)}</dd>
        </div>
        <div>
          <dt>{before} to the same day</dt>
          <dd>{linked(set.prior, null, 'prior', set.priorCount)}</dd>
        </div>
        <div>
          <dt>Difference</dt>
          <dd>
            {money(set.current - set.prior)} ({changeText(set.current, set.prior)})
          </dd>
        </div>
      </dl>
      <PacingChart answer={answer} set={set} />
      <p className="muted pacing__legend">
        Grey: {before}; coloured: {year}, each month to the same day.
      </p>
      <ScrollRegion className="pacing__scroll" label={`Pacing by ${answer.by}${label}`}>
        <FiguresTable
          className="pacing__table"
          columns={[
            { label: answer.by === 'seller' ? 'Seller' : 'Product' },
            { label: `${year} to date`, num: true },
            { label: `${before} same days`, num: true },
            { label: 'Difference', num: true },
            { label: 'Change', num: true },
            ...(goals
              ? [
                  { label: 'Goal to date', num: true },
                  { label: '% of goal', num: true },
                  { label: 'Needed a working day, month', num: true },
                  { label: 'Needed a working day, year', num: true },
                ]
              : []),
          ]}
          rows={set.rows.map((r) => ({
            key: r.key,
            cells: [
              rowName(answer.by, r),
              linked(r.current, r.key, 'current', r.currentCount),
              linked(r.prior, r.key, 'prior', r.priorCount),
              money(r.current - r.prior),
              changeText(r.current, r.prior),
              ...(goals
                ? r.goal
                  ? [
                      money(r.goal.toDate),
                      r.goal.percent === null ? '–' : `${r.goal.percent.toFixed(1)}%`,
                      r.goal.monthNeedPerDay === null ? '–' : money(r.goal.monthNeedPerDay),
                      r.goal.yearNeedPerDay === null ? '–' : money(r.goal.yearNeedPerDay),
                    ]
                  : ['no goal', '', '', '']
                : []),
            ],
          }))}
          foot={[
            {
              key: 'total',
              cells: [
                'Total',
                linked(set.current, null, 'current', set.currentCount),
                linked(set.prior, null, 'prior', set.priorCount),
                money(set.current - set.prior),
                changeText(set.current, set.prior),
                ...(goals ? ['', '', '', ''] : []),
              ],
            },
          ]}
        />
      </ScrollRegion>
    </section>
  );
}

/** Where the page links a figure's contracts (the detail's own section). */
const DETAIL_ID = 'figure-contracts';
export const pacingHref = (search: URLSearchParams) => `${paths.pacing.href(search)}#${DETAIL_ID}`;

export function FigureContracts({
  answer,
  closeHref,
}: {
  answer: PacingAnswer;
  closeHref: string;
}) {
  const detail = answer.detail!;
  const window = detail.period === 'current' ? answer.current : answer.prior;
  const row = answer.sets.flatMap((s) => s.rows).find((r) => r.key === detail.key);
  const whose =
    detail.key === null ? 'All' : rowName(answer.by, row ?? { key: detail.key, name: null });
  const share = answer.by === 'product' && detail.key !== null;
  return (
    <section className="pacing__card" id={DETAIL_ID} aria-labelledby={`${DETAIL_ID}-title`}>
      <h2 id={`${DETAIL_ID}-title`}>
        {whose}: contracts won {formatDate(window.from)} to {formatDate(window.to)}
      </h2>
      <p>
        {formatCount(detail.count, 'contract')}, the largest first
        {detail.count > detail.contracts.length &&
          ` (the first ${DETAIL_LIMIT} are listed; the CSV of the figures has their sums)`}
        . <Link to={closeHref}>Close the list</Link>
      </p>
      <ScrollRegion className="pacing__scroll" label="Contracts of the figure">
        <FiguresTable
          className="pacing__table"
          columns={[
            { label: 'Contract' },
            { label: 'Advertiser' },
            { label: 'Sold' },
            { label: 'Total', num: true },
            ...(share ? [{ label: 'This product’s share', num: true }] : []),
          ]}
          rows={detail.contracts.map((c) => ({
            key: c.id,
            cells: [
              <Link to={paths.contract.href(c.id)}>Contract {c.id}</Link>,
              <AdvertiserName id={c.advertiserId} />,
              formatDate(c.dateSold),
              <Money amount={c.total / 100} currency={c.currency || null} />,
              ...(share ? [<Money amount={c.amount / 100} currency={c.currency || null} />] : []),
            ],
          }))}
          empty="No contract."
        />
      </ScrollRegion>
    </section>
  );
}
