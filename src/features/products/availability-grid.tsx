// The availability of inventory-controlled sizes (one product's, or every product's on
// /availability): a heat grid (periods across, sizes down) on a wide screen, a list per size on a
// phone, and a written summary for screen readers. Every figure is text (never colour alone) and
// links to the insertions behind it; across products each row names its product and links to that
// product's own availability tab.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CellLink } from '../../components/cell-link';
import { DateWindowForm } from '../../components/date-window-form';
import { Notice } from '../../components/notice';
import { paths } from '../../app/paths';
import { formatCount, formatDate } from '../../domain/format';
import type { DateWindow } from '../../domain/date-only';
import type { PeriodCell, PeriodPlan, SizeAvailability } from '../../domain/inventory';
import { defaultAvailabilityWindow } from './product-params';
import { ScrollRegion } from '../list/view-parts';

const UNIT_WORDS: Record<PeriodPlan['unit'], [string, string]> = {
  Days: ['day', 'days'],
  Weeks: ['week', 'weeks'],
  Months: ['month', 'months'],
  Years: ['year', 'years'],
};

/** How the periods were counted, in words: "Weeks from the key date, Jan 6, 2025". */
function basisText(plan: PeriodPlan): string {
  const unit = UNIT_WORDS[plan.unit][1];
  const Unit = unit[0]!.toUpperCase() + unit.slice(1);
  if (plan.basis === 'key-date')
    return `${Unit} counted from the key date, ${formatDate(plan.anchor)}`;
  const calendar = plan.unit === 'Weeks' ? 'calendar weeks, Monday to Sunday' : `calendar ${unit}`;
  const why = plan.unitAssumed ? 'the size has no scheduling unit' : 'the size has no key date';
  return `${calendar[0]!.toUpperCase()}${calendar.slice(1)} (${why})`;
}

const short = (date: string) => formatDate(date).replace(/, \d{4}$/, '');
const periodText = (cell: PeriodCell) =>
  cell.period.start === cell.period.end
    ? formatDate(cell.period.start)
    : `${short(cell.period.start)} – ${formatDate(cell.period.end)}`;

const level = (cell: PeriodCell) =>
  cell.oversold ? 'over' : cell.free === 0 ? 'full' : cell.booked > 0 ? 'some' : 'none';

/** A row across products carries its product's name. */
type AvailabilityRow = SizeAvailability & { productName?: string };

/** "Daily Herald · Leaderboard" across products, "Leaderboard" on a product's own tab. */
const rowName = (row: AvailabilityRow) =>
  row.productName === undefined ? row.size.name : `${row.productName} · ${row.size.name}`;

function cellHref(productId: number, sizeId: number, cell: PeriodCell) {
  return paths.schedule.href(
    new URLSearchParams({
      from: cell.period.start,
      to: cell.period.end,
      product_id: String(productId),
      ad_size_id: String(sizeId),
    }),
  );
}

function Figure({ cell }: { cell: PeriodCell }) {
  return (
    <>
      <span className="availability__booked">
        {cell.booked} of {cell.limit}
      </span>{' '}
      <span className="availability__free">{cell.oversold ? 'oversold' : `${cell.free} free`}</span>
    </>
  );
}

/** Sizes with the same periods share a grid; a size counted otherwise gets its own. */
function groupByPeriods(rows: AvailabilityRow[]): AvailabilityRow[][] {
  const groups = new Map<string, AvailabilityRow[]>();
  for (const row of rows) {
    const key = `${basisText(row.plan)}|${row.cells.map((c) => c.period.start).join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/** The row's heading: across products, a link to the product's own tab for the same dates. */
function RowName({ row, tabSearch }: { row: AvailabilityRow; tabSearch?: URLSearchParams }) {
  if (row.productName === undefined) return <>{row.size.name}</>;
  return (
    <Link to={paths.productTab.href(row.size.productId, 'availability', tabSearch)}>
      {rowName(row)}
    </Link>
  );
}

function AvailabilityGrid({
  rows,
  tabSearch,
}: {
  rows: AvailabilityRow[];
  /** Across products: the window's query for the links to each product's tab. */
  tabSearch?: URLSearchParams;
}) {
  const across = rows.some((r) => r.productName !== undefined);
  return (
    <>
      <div className="availability__wide">
        {groupByPeriods(rows).map((group) => {
          const first = group[0]!;
          const caption = basisText(first.plan);
          return (
            <ScrollRegion
              key={first.size.id}
              className="availability__scroll"
              label={`Availability grid: ${group.map(rowName).join(', ')}`}
            >
              <table className="availability__grid">
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{across ? 'Product · ad size' : 'Ad size'}</th>
                    {first.cells.map((cell) => (
                      <th key={cell.period.start} scope="col">
                        <span aria-hidden="true">{short(cell.period.start)}</span>
                        <span className="visually-hidden">{periodText(cell)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {group.map((row) => (
                    <tr key={row.size.id}>
                      <th scope="row" className="availability__size">
                        <RowName row={row} tabSearch={tabSearch} />
                        <span className="availability__limit muted">
                          limit {row.size.scheduleConcurrentLimit}
                        </span>
                      </th>
                      {row.cells.map((cell) => (
                        <td
                          key={cell.period.start}
                          className={`availability__cell availability__cell--${level(cell)}`}
                        >
                          <CellLink to={cellHref(row.size.productId, row.size.id, cell)}>
                            <Figure cell={cell} />
                          </CellLink>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          );
        })}
      </div>
      <div className="availability__narrow">
        {rows.map((row) => (
          <section key={row.size.id} aria-label={rowName(row)} className="availability__size-list">
            <h3>
              <RowName row={row} tabSearch={tabSearch} />
            </h3>
            <p className="muted">
              Limit {row.size.scheduleConcurrentLimit} at once · {basisText(row.plan)}
            </p>
            <ul>
              {row.cells.map((cell) => (
                <li key={cell.period.start} className={`availability__cell--${level(cell)}`}>
                  <CellLink to={cellHref(row.size.productId, row.size.id, cell)}>
                    <span className="availability__period">{periodText(cell)}</span>{' '}
                    <Figure cell={cell} />
                  </CellLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/**
 * The grid with what to know about it: the count of sizes (`counted`) and of periods oversold, a
 * sentence a size for screen readers (`hidden`: the count too), and a window cut short.
 */
export function AvailabilityResult({
  rows,
  counted,
  hidden = false,
  tabSearch,
  children,
}: {
  rows: AvailabilityRow[];
  counted: string;
  hidden?: boolean;
  tabSearch?: URLSearchParams;
  /** Said between the summary and the grid. */
  children?: ReactNode;
}) {
  const overs = rows.reduce((n, r) => n + r.cells.filter((c) => c.oversold).length, 0);
  const status = `${counted}, ${formatCount(overs, 'oversold period')}.`;
  const summary = (
    <ul>
      {rows.map((row) => (
        <li key={row.size.id}>{summaryText(row)}</li>
      ))}
    </ul>
  );
  return (
    <>
      {hidden ? (
        <div className="visually-hidden" role="status">
          <p>{status}</p>
          {summary}
        </div>
      ) : (
        <>
          <p role="status">{status}</p>
          <div className="visually-hidden">{summary}</div>
        </>
      )}
      {children}
      {overs > 0 && (
        <Notice tone="warning" title={`${formatCount(overs, 'period')} oversold`}>
          <p>More insertions run in them than the size allows at once.</p>
        </Notice>
      )}
      <AvailabilityGrid rows={rows} tabSearch={tabSearch} />
      {rows.some((r) => r.plan.cut) && (
        <p className="muted">Only the first 400 periods of a size are shown: choose fewer dates.</p>
      )}
    </>
  );
}

/** One sentence a size: what a screen reader hears before the grid. */
function summaryText(row: AvailabilityRow): string {
  const [one, many] = UNIT_WORDS[row.plan.unit];
  const count = row.cells.length;
  const over = row.cells.filter((c) => c.oversold);
  const full = row.cells.filter((c) => !c.oversold && c.free === 0).length;
  const open = count - over.length - full;
  const parts = [
    `${rowName(row)}: ${count} ${count === 1 ? one : many}`,
    `${open} with room`,
    `${full} full`,
    over.length
      ? `${over.length} oversold (${over.map((c) => `${periodText(c)}: ${c.booked} of ${c.limit}`).join('; ')})`
      : 'none oversold',
  ];
  return `${parts.join(', ')}.`;
}

/** The window's form, and what the figures count; `children` end the sentence on the links. */
export function AvailabilityDates({
  value,
  today,
  onApply,
  children,
}: {
  value: DateWindow;
  today: string;
  onApply: (next: Partial<DateWindow>) => void;
  children: ReactNode;
}) {
  return (
    <>
      <DateWindowForm
        label="Dates shown"
        value={value}
        defaults={defaultAvailabilityWindow(today)}
        onApply={onApply}
      />
      <p className="muted tab-summary">
        Booked: insertions of the size, not cancelled, with a scheduled date in the period. A period
        that begins before the first date shown is counted whole. Each figure opens the run sheet of
        the insertions it counts{children}
      </p>
    </>
  );
}
