// The sellers' goals file (GOALS_FILE): `seller_email,month,amount` rows (month `YYYY-MM`, amount
// in the account's currency), exported by a sales manager from wherever the goals are set. Read
// once at start-up as the names file is read (the same CSV reading, limits, and warnings naming the
// line of each row skipped); a file that cannot be used at all stops the server with a clear
// ConfigError instead of a pacing page that silently has no goals.
import { ConfigError } from './env';
import { csvRows } from './names';
import { readStartFile } from './start-file';

/** A goals file is a few kilobytes (a seller a line a month): a megabyte is the wrong file. */
export const MAX_GOALS_FILE_BYTES = 1024 * 1024;
/** Goals above this (a billion in the account's currency) are a typo, not a goal. */
const MAX_GOAL = 1_000_000_000;

export interface Goals {
  /** The file read, for the page's sentence. */
  source: string;
  /** seller e-mail (lower case) → month `YYYY-MM` → goal in cents. */
  bySeller: ReadonlyMap<string, ReadonlyMap<string, number>>;
  warnings: readonly string[];
}

const EMAIL_RE = /^[^\s@,]+@[^\s@,]+$/;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;

/** Parses the file's text; `source` names it in warnings. Throws ConfigError when unusable. */
export function parseGoalsCsv(text: string, source: string): Goals {
  const csv = csvRows(text, source, ['seller_email', 'month', 'amount']);
  if (csv.problem !== undefined) throw new ConfigError(`GOALS_FILE ${csv.problem}`);
  const { rows, warnings, skip, done } = csv;
  const bySeller = new Map<string, Map<string, number>>();
  const firstLineOf = new Map<string, number>();
  for (const { line, cell } of rows) {
    const email = cell.seller_email.toLowerCase();
    const { month, amount } = cell;
    if (!EMAIL_RE.test(email)) {
      skip(line, `"${email.slice(0, 60)}" is not an e-mail address`);
      continue;
    }
    if (!MONTH_RE.test(month)) {
      skip(line, `month "${month.slice(0, 20)}" is not a month written YYYY-MM`);
      continue;
    }
    if (!AMOUNT_RE.test(amount) || Number(amount) > MAX_GOAL) {
      skip(
        line,
        `amount "${amount.slice(0, 20)}" is not a plain number from 0 to ${MAX_GOAL} ` +
          '(no currency sign or thousands separator, at most 2 decimals)',
      );
      continue;
    }
    const key = `${email} ${month}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      skip(line, `${email}'s goal for ${month} is already on line ${first}`);
      continue;
    }
    firstLineOf.set(key, line);
    let months = bySeller.get(email);
    if (!months) bySeller.set(email, (months = new Map()));
    months.set(month, Math.round(Number(amount) * 100));
  }
  done();
  if (bySeller.size === 0) {
    throw new ConfigError(
      `GOALS_FILE ${source} has no usable goal` +
        (warnings.length ? ` (${warnings.slice(0, 3).join('; ')})` : ' (no rows after the header)'),
    );
  }
  return { source, bySeller, warnings };
}

/** Reads GOALS_FILE at start-up; null path: no goals. Throws ConfigError for an unusable file. */
export function readGoalsFile(path: string | null): Goals | null {
  if (!path) return null;
  return parseGoalsCsv(readStartFile(path, 'GOALS_FILE', MAX_GOALS_FILE_BYTES), path);
}
