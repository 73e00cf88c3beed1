// Lapsed and new advertisers as of a day, from won contracts' sale dates (the day part; contracts
// without one left out). The last 12 months are after as_of − 1 year up to as_of; the 12 before
// are after as_of − 2 years up to as_of − 1 year.
//   lapsed: a sale in the 12 months before the last 12, none in the last 12;
//   new: a sale in the last 12 months and none ever before them.
// Each with its last (lapsed) or first (new) contract, that contract's seller, and the bookings
// of the period that makes it so (the 12 months before for lapsed: what stopped; the last 12 for
// new: what came), one set per currency, largest first. A query on the mirror: no upstream request.
import type {
  Activity,
  ActivityAnswer,
  ActivityRow,
  ActivitySet,
} from '../../../src/domain/question-views';
import type { GatewayDb } from '../../gateway/database';
import { addDays, yearsBefore } from './calendar';
import { contractCoverage } from './state';

interface ActivityParams {
  activity: Activity;
  asOf: string;
  /** Rows kept per currency, the largest first (a page lists the first ones; the CSV all). */
  limit?: number | null;
  /** The advertisers whose last (lapsed) or first (new) contract this seller sold; null: all. */
  seller?: number | null;
}

export function activityView(db: GatewayDb, params: ActivityParams): ActivityAnswer {
  const coverage = contractCoverage(db);
  const { activity, asOf } = params;
  const yearAgo = yearsBefore(asOf, 1);
  const twoYearsAgo = yearsBefore(asOf, 2);
  const last = { after: yearAgo, to: asOf };
  const previous = { after: twoYearsAgo, to: yearAgo };
  const period = activity === 'lapsed' ? previous : last;
  const bind = {
    end: addDays(asOf, 1),
    y1: yearAgo,
    y2: twoYearsAgo,
    // The period shown, as day bounds: after `from` up to `to`.
    from: period.after,
    to: period.to,
  };
  const chosen = `
    won AS (
      SELECT id, advertiser_id AS a, sold_by_user_id AS s, substr(date_sold, 1, 10) AS d,
             total, COALESCE(currency, '') AS cur
        FROM contracts
       WHERE status = 'Won' AND date_sold IS NOT NULL AND date_sold < @end
    ),
    flags AS (
      SELECT a, MAX(d > @y1) AS recent, MAX(d > @y2 AND d <= @y1) AS previous,
             MAX(d <= @y1) AS earlier
        FROM won GROUP BY a
    ),
    chosen AS (
      SELECT a FROM flags WHERE ${
        activity === 'lapsed' ? 'previous = 1 AND recent = 0' : 'recent = 1 AND earlier = 0'
      }
    ),
    inPeriod AS (
      SELECT won.* FROM won JOIN chosen USING (a) WHERE d > @from AND d <= @to
    )`;
  const sums = db
    .prepare(
      `WITH ${chosen}
       SELECT a AS advertiserId, cur AS currency, SUM(ROUND(total * 100)) AS bookings,
              COUNT(*) AS contracts
         FROM inPeriod GROUP BY a, cur`,
    )
    .all(bind) as { advertiserId: number; currency: string; bookings: number; contracts: number }[];
  const order = activity === 'lapsed' ? 'd DESC, id DESC' : 'd ASC, id ASC';
  const picked = db
    .prepare(
      `WITH ${chosen}
       SELECT a AS advertiserId, id, d AS dateSold, s AS sellerId,
              (SELECT NULLIF(name, '') FROM users WHERE users.id = s) AS sellerName, total, cur AS currency
         FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ${order}) AS n FROM inPeriod)
        WHERE n = 1`,
    )
    .all(bind) as ({ advertiserId: number } & ActivityRow['contract'])[];
  const contractOf = new Map(
    picked.map(({ advertiserId, total, ...c }) => [
      advertiserId,
      { ...c, total: Math.round(total * 100) },
    ]),
  );
  const seller = params.seller ?? null;
  for (const [advertiserId, contract] of contractOf) {
    if (seller !== null && contract.sellerId !== seller) contractOf.delete(advertiserId);
  }
  const sets = new Map<string, ActivitySet>();
  for (const sum of sums) {
    if (!contractOf.has(sum.advertiserId)) continue;
    let set = sets.get(sum.currency);
    if (!set)
      sets.set(
        sum.currency,
        (set = { currency: sum.currency, total: 0, advertisers: 0, rows: [] }),
      );
    set.total += sum.bookings;
    set.rows.push({
      advertiserId: sum.advertiserId,
      bookings: sum.bookings,
      contracts: sum.contracts,
      contract: contractOf.get(sum.advertiserId)!,
    });
  }
  for (const set of sets.values()) {
    set.rows.sort((a, b) => b.bookings - a.bookings || a.advertiserId - b.advertiserId);
    set.advertisers = set.rows.length;
    if (params.limit != null) set.rows = set.rows.slice(0, params.limit);
  }
  return {
    activity,
    asOf,
    last,
    previous,
    period: activity === 'lapsed' ? 'previous' : 'last',
    coverage,
    count: contractOf.size,
    sets: [...sets.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
