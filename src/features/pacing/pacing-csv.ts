// The pacing file: a row per seller or product and a total row, one block per currency (never
// added together), with the goal columns when the page has them.
import type { PacingAnswer, PacingRow } from '../../domain/question-views';
import { toCsv, type CsvCell } from '../../lib/csv';
import { rowName } from './pacing-figures';

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
const percent = (value: number | null) => (value === null ? '' : value.toFixed(1));

export function pacingCsv(answer: PacingAnswer): string {
  const goals = answer.sets.some((s) => s.hasGoals);
  const header = [
    'Currency',
    answer.by === 'seller' ? 'Seller id' : 'Product id',
    answer.by === 'seller' ? 'Seller' : 'Product',
    `${answer.current.from} to ${answer.current.to}`,
    `${answer.prior.from} to ${answer.prior.to}`,
    'Difference',
    'Change %',
    'Contracts',
    'Contracts a year before',
    ...(goals
      ? ['Goal to date', '% of goal', 'Needed a working day (month)', 'Needed a working day (year)']
      : []),
  ];
  const rows: CsvCell[][] = [];
  /** The figures of a row or of the total, both periods and their comparison. */
  const figures = (f: Pick<PacingRow, 'current' | 'prior' | 'currentCount' | 'priorCount'>) => [
    money(f.current),
    money(f.prior),
    money(f.current - f.prior),
    f.prior > 0 ? percent(((f.current - f.prior) / f.prior) * 100) : '',
    f.currentCount,
    f.priorCount,
  ];
  for (const set of answer.sets) {
    for (const r of set.rows) {
      const goal = r.goal;
      rows.push([
        set.currency,
        r.key === 0 ? '' : r.key,
        rowName(answer.by, r),
        ...figures(r),
        ...(goals
          ? [
              money(goal?.toDate),
              percent(goal?.percent ?? null),
              money(goal?.monthNeedPerDay),
              money(goal?.yearNeedPerDay),
            ]
          : []),
      ]);
    }
    rows.push([set.currency, '', 'Total', ...figures(set)]);
  }
  return toCsv(header, rows);
}
