// One currency's pacing: the two periods' totals, the difference and its percentage, a chart of
// both years month by month, and the rows (sellers or products) with the goal columns when the
// goals apply to this currency. Every figure links to the contracts behind it.
import { Link } from 'react-router';
import type { PacingAnswer, PacingPeriod, PacingRow, PacingSet } from '../../domain/question-views';
import { paths } from '../../app/paths';
import { ColumnChart } from '../../components/column-chart';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { unknownPerson } from '../../components/user-name';
import { formatCompactMoney, formatDate, formatMoney, formatMonth } from '../../domain/format';

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

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

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
          labels: [MONTH_NAMES[Number(m.month) - 1]!, before.slice(2)],
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
      <div
        className="pacing__scroll"
        tabIndex={0}
        role="region"
        aria-label={`Pacing by ${answer.by}${label}`}
      >
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
      </div>
    </section>
  );
}

/** Where the page links a figure's contracts (the detail's own section). */
export const DETAIL_ID = 'figure-contracts';
export const detailHash = `#${DETAIL_ID}`;
export const pacingHref = (search: URLSearchParams) => `${paths.pacing.href(search)}${detailHash}`;
