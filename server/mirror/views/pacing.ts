// Pacing: bookings (won contracts' totals by the day part of date_sold; contracts without a sale
// date left out and counted) from 1 January of as_of's year to as_of, against 1 January to the
// same day a year before (29 February → 28 February), by seller or by product, one figure set per
// currency (amounts in different currencies are never added). By product a contract's total is
// split by its insertions' amounts (ad rate × quantity − discount, cancelled insertions left out).
// With the goals file (server/goals.ts), each seller's goal to date and what they need per
// remaining working day. A query on the mirror's tables: no upstream request.
import {
  DETAIL_LIMIT,
  type GoalFigures,
  type PacingAnswer,
  type PacingBy,
  type PacingPeriod,
  type PacingRow,
  type PacingSet,
} from '../../../src/domain/question-views';
import { basename } from 'node:path';
import type { GatewayDb } from '../../gateway/database';
import type { Goals } from '../../goals';
import { addDays, monthEnd, workingDays, yearsBefore } from './calendar';
import { centsOf, contractCoverage } from './state';

interface PacingParams {
  asOf: string;
  by: PacingBy;
  /** The figure whose contracts to list: a row's key (0: no seller / not split; null: every
   * row, the period's total) and a period. */
  detail?: { key: number | null; period: PacingPeriod } | null;
  goals?: Goals | null;
  /** One seller's contracts alone (their row, their goal), or everyone's: null. */
  seller?: number | null;
}

interface Won {
  id: number;
  advertiserId: number;
  sellerId: number | null;
  day: string;
  total: number;
  currency: string;
}

/** One contributor of a contract to a row: the whole contract, or its share for one product. */
interface Part {
  contract: Won;
  key: number;
  cents: number;
}

const ZERO = { current: 0, prior: 0, currentCount: 0, priorCount: 0 };

/** Splits `total` cents by `weights` (largest remainder, so the parts add up to the total exactly). */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

function pacingWindows(asOf: string) {
  const prior = yearsBefore(asOf, 1);
  return {
    current: { from: `${asOf.slice(0, 4)}-01-01`, to: asOf },
    prior: { from: `${prior.slice(0, 4)}-01-01`, to: prior },
  };
}

/** Won contracts sold in either window: ranges on date_sold itself, so the (status, date_sold)
 * index serves them. Bound by `bindOf`. */
const WON_IN_WINDOWS = `c.status = 'Won'
  AND ((c.date_sold >= @pf AND c.date_sold < @pe) OR (c.date_sold >= @cf AND c.date_sold < @ce))
  AND (@seller IS NULL OR c.sold_by_user_id = @seller)`;

const bindOf = (windows: ReturnType<typeof pacingWindows>, seller: number | null) => ({
  seller,
  pf: windows.prior.from,
  pe: addDays(windows.prior.to, 1),
  cf: windows.current.from,
  ce: addDays(windows.current.to, 1),
});
type Bind = ReturnType<typeof bindOf>;

/** Each contract's share per product, by its live insertions' amounts. */
function productParts(db: GatewayDb, contracts: readonly Won[], bind: Bind): Part[] {
  const amounts = new Map<number, { productId: number; amount: number }[]>();
  const rows = db
    .prepare(
      // The same contracts as pacingView's, joined here (a list of ids bound as JSON was slower).
      `SELECT i.contract_id AS contractId, i.product_id AS productId,
              SUM(COALESCE(r.rate, 0) * i.quantity - i.discount) AS amount
         FROM contracts c
         JOIN insertions i ON i.contract_id = c.id
         LEFT JOIN ad_rates r ON r.id = i.ad_rate_id
        WHERE ${WON_IN_WINDOWS} AND i.date_canceled IS NULL
        GROUP BY i.contract_id, i.product_id
        ORDER BY i.contract_id, i.product_id`,
    )
    .all(bind) as { contractId: number; productId: number; amount: number }[];
  for (const row of rows) {
    let list = amounts.get(row.contractId);
    if (!list) amounts.set(row.contractId, (list = []));
    // A product whose insertions add up to nothing or less takes no share.
    if (row.amount > 0) list.push({ productId: row.productId, amount: row.amount });
  }
  const parts: Part[] = [];
  for (const contract of contracts) {
    const cents = centsOf(contract.total);
    const list = amounts.get(contract.id) ?? [];
    if (list.length === 0) {
      parts.push({ contract, key: 0, cents });
      continue;
    }
    const split = splitCents(
      cents,
      list.map((p) => p.amount),
    );
    list.forEach((p, i) => parts.push({ contract, key: p.productId, cents: split[i]! }));
  }
  return parts;
}

function goalFigures(
  months: ReadonlyMap<string, number>,
  asOf: string,
  current: number,
  monthBooked: number,
): GoalFigures | null {
  const year = asOf.slice(0, 4);
  const month = asOf.slice(5, 7);
  let yearGoal = 0;
  let before = 0;
  let any = false;
  for (const [m, cents] of months) {
    if (!m.startsWith(`${year}-`)) continue;
    any = true;
    yearGoal += cents;
    if (m.slice(5) < month) before += cents;
  }
  if (!any) return null;
  const monthGoal = months.get(`${year}-${month}`) ?? 0;
  const first = `${year}-${month}-01`;
  const end = monthEnd(asOf);
  const share = workingDays(first, asOf) / workingDays(first, end);
  const toDate = before + Math.round(monthGoal * share);
  const leftInMonth = workingDays(addDays(asOf, 1), end);
  const leftInYear = workingDays(addDays(asOf, 1), `${year}-12-31`);
  return {
    toDate,
    percent: toDate > 0 ? (current / toDate) * 100 : null,
    monthGoal,
    monthBooked,
    yearGoal,
    monthNeedPerDay:
      leftInMonth > 0 ? Math.round(Math.max(0, monthGoal - monthBooked) / leftInMonth) : null,
    yearNeedPerDay:
      leftInYear > 0 ? Math.round(Math.max(0, yearGoal - current) / leftInYear) : null,
  };
}

export function pacingView(db: GatewayDb, params: PacingParams): PacingAnswer {
  const coverage = contractCoverage(db);
  const { asOf, by } = params;
  const windows = pacingWindows(asOf);
  const seller = params.seller ?? null;
  const bind = bindOf(windows, seller);
  const contracts = db
    .prepare(
      `SELECT id, advertiser_id AS advertiserId, sold_by_user_id AS sellerId,
              substr(date_sold, 1, 10) AS day, total, COALESCE(currency, '') AS currency
         FROM contracts c WHERE ${WON_IN_WINDOWS}`,
    )
    .all(bind) as Won[];
  const undated = db
    .prepare(
      `SELECT COUNT(*) FROM contracts WHERE status = 'Won' AND date_sold IS NULL
       AND (@seller IS NULL OR sold_by_user_id = @seller)`,
    )
    .pluck()
    .get({ seller }) as number;
  const parts: Part[] =
    by === 'seller'
      ? contracts.map((c) => ({ contract: c, key: c.sellerId ?? 0, cents: centsOf(c.total) }))
      : productParts(db, contracts, bind);
  const names = new Map(
    db
      .prepare(`SELECT id, NULLIF(name, '') FROM ${by === 'seller' ? 'users' : 'products'}`)
      .raw()
      .all() as [number, string | null][],
  );
  const isCurrent = (day: string) => day >= windows.current.from;
  const month = asOf.slice(0, 7);

  const currencies = [...new Set(contracts.map((c) => c.currency))].sort();
  // Goals are amounts in the account's own currency (contracts that carry none); when every
  // contract carries one, the currency most of them are in.
  const goalCurrency =
    by === 'seller' && params.goals
      ? currencies.includes('')
        ? ''
        : (currencies
            .map((code) => [code, contracts.filter((c) => c.currency === code).length] as const)
            .sort((a, b) => b[1] - a[1])[0]?.[0] ?? '')
      : null;
  const emails = 'SELECT lower(email), id FROM users WHERE email IS NOT NULL';
  const userOfEmail = new Map(
    goalCurrency === null ? [] : (db.prepare(emails).raw().all() as [string, number][]),
  );
  if (goalCurrency !== null && !currencies.includes(goalCurrency)) currencies.push(goalCurrency);

  const sets: PacingSet[] = [];
  for (const currency of currencies) {
    const rows = new Map<number, PacingRow & { monthBooked: number }>();
    const rowOf = (key: number) => {
      if (!rows.has(key)) {
        rows.set(key, { key, name: names.get(key) ?? null, ...ZERO, goal: null, monthBooked: 0 });
      }
      return rows.get(key)!;
    };
    const monthly = new Map<string, { month: string; current: number; prior: number }>();
    for (let m = 1; m <= Number(asOf.slice(5, 7)); m++) {
      const mm = String(m).padStart(2, '0');
      monthly.set(mm, { month: mm, current: 0, prior: 0 });
    }
    const totals = { current: 0, prior: 0 };
    const counted = { current: new Set<number>(), prior: new Set<number>() };
    for (const part of parts) {
      if (part.contract.currency !== currency) continue;
      const row = rowOf(part.key);
      const period = isCurrent(part.contract.day) ? 'current' : 'prior';
      row[period] += part.cents;
      row[`${period}Count`] += 1;
      monthly.get(part.contract.day.slice(5, 7))![period] += part.cents;
      totals[period] += part.cents;
      counted[period].add(part.contract.id);
      if (part.contract.day.startsWith(month)) row.monthBooked += part.cents;
    }
    const hasGoals = currency === goalCurrency && params.goals != null;
    if (hasGoals) {
      for (const [email, months] of params.goals!.bySeller) {
        const id = userOfEmail.get(email);
        // One seller's pacing holds their goal alone (no line without one).
        if (id === undefined || (seller !== null && id !== seller)) continue;
        const has = rows.get(id);
        const figures = goalFigures(months, asOf, has?.current ?? 0, has?.monthBooked ?? 0);
        if (figures) rowOf(id).goal = figures;
      }
    }
    if (counted.current.size + counted.prior.size === 0 && !hasGoals) continue;
    sets.push({
      currency,
      ...totals,
      currentCount: counted.current.size,
      priorCount: counted.prior.size,
      months: [...monthly.values()],
      rows: [...rows.values()]
        .map(({ monthBooked: _m, ...row }) => row)
        .sort((a, b) => b.current - a.current || b.prior - a.prior || a.key - b.key),
      hasGoals,
    });
  }

  let detail: PacingAnswer['detail'] = null;
  if (params.detail) {
    const { key, period } = params.detail;
    // The period's total: each contract once, whole (by product it is in several rows).
    const candidates =
      key === null
        ? contracts.map((c) => ({ contract: c, key: 0, cents: centsOf(c.total) }))
        : parts.filter((p) => p.key === key);
    const chosen = candidates
      .filter((p) => isCurrent(p.contract.day) === (period === 'current'))
      .sort((a, b) => b.cents - a.cents || a.contract.id - b.contract.id);
    detail = {
      key,
      period,
      count: chosen.length,
      contracts: chosen.slice(0, DETAIL_LIMIT).map(({ contract: c, cents }) => ({
        id: c.id,
        advertiserId: c.advertiserId,
        sellerId: c.sellerId,
        dateSold: c.day,
        currency: c.currency,
        total: centsOf(c.total),
        amount: cents,
      })),
    };
  }

  return {
    asOf,
    by,
    ...windows,
    coverage,
    undated,
    sets,
    goals:
      goalCurrency === null || !params.goals
        ? null
        : {
            // The file's name only: where the server keeps it is no business of the page.
            source: basename(params.goals.source),
            currency: goalCurrency,
            // Others' e-mails are not one seller's business.
            unmatched:
              seller === null
                ? [...params.goals.bySeller.keys()].filter((e) => !userOfEmail.has(e))
                : [],
            workingDaysLeftInMonth: workingDays(addDays(asOf, 1), monthEnd(asOf)),
            workingDaysLeftInYear: workingDays(addDays(asOf, 1), `${asOf.slice(0, 4)}-12-31`),
          },
    detail,
  };
}
