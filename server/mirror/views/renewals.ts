// Renewals by advertiser (/renewals): each advertiser's last scheduled day over all their
// insertions not cancelled (an insertion's advertiser is its own or its contract's), in SQL over
// the insertions' last days; those whose last day falls in the window are then checked whole by
// the page's own rule (src/lib/renewals.ts checkRenewal: the contracts and products ending that
// day, the insertions of the year before) over their insertions.
import type { GatewayDb } from '../../gateway/database';
import type { Insertion } from '../../../src/api/insertion-types';
import type { RenewalsView, RenewalsViewRequest } from '../../../src/api/renewals-view';
import {
  byDueDate,
  candidatesOf,
  checkRenewal,
  contractEnds,
  windowEnd,
  type Renewal,
} from '../../../src/lib/renewals';
import { ADVERTISER_SQL } from './insertion-list';
import { insertionState, type ViewScope } from './state';

export function renewalsView(
  db: GatewayDb,
  request: RenewalsViewRequest,
  _scope: ViewScope = {},
): RenewalsView {
  const state = insertionState(db);
  const window = { asOf: request.as_of, within: request.within };
  const end = windowEnd(window);
  // last_day is the insertion's last running day (deleted and dateless entries skipped: the
  // mirror's writer works it out as src/lib/insertion-schedule.ts scheduleSpan does).
  const lasts = db
    .prepare(
      `SELECT ${ADVERTISER_SQL} AS advertiserId, MAX(i.last_day) AS lastDay
       FROM insertions i LEFT JOIN contracts c ON c.id = i.contract_id
       WHERE i.date_canceled IS NULL AND i.last_day IS NOT NULL
       GROUP BY 1 HAVING advertiserId IS NOT NULL AND lastDay BETWEEN ? AND ?`,
    )
    .all(window.asOf, end) as { advertiserId: number; lastDay: string }[];
  // Every insertion of the advertisers found, in one pass, to check each by the page's rule.
  const rows = db
    .prepare(
      `SELECT ${ADVERTISER_SQL} AS advertiserId, i.data FROM insertions i
       LEFT JOIN contracts c ON c.id = i.contract_id
       WHERE ${ADVERTISER_SQL} IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(lasts.map((l) => l.advertiserId))) as {
    advertiserId: number;
    data: string;
  }[];
  const byAdvertiser = new Map<number, Insertion[]>();
  for (const row of rows) {
    const list = byAdvertiser.get(row.advertiserId) ?? [];
    list.push(JSON.parse(row.data) as Insertion);
    byAdvertiser.set(row.advertiserId, list);
  }
  const due: Renewal[] = [];
  for (const { advertiserId } of lasts) {
    const check = checkRenewal(advertiserId, byAdvertiser.get(advertiserId) ?? [], window);
    if (check.due) due.push(check.renewal);
  }
  due.sort(byDueDate);
  // Contracts the server has not read: their insertions have no advertiser to count them under.
  const orphans = (
    db
      .prepare(
        `SELECT i.data FROM insertions i
         WHERE i.date_canceled IS NULL AND i.advertiser_id IS NULL AND i.contract_id IN (
           SELECT o.contract_id FROM insertions o LEFT JOIN contracts c ON c.id = o.contract_id
           WHERE c.id IS NULL AND o.advertiser_id IS NULL AND o.date_canceled IS NULL
           GROUP BY o.contract_id HAVING MAX(o.last_day) BETWEEN ? AND ?)`,
      )
      .pluck()
      .all(window.asOf, end) as string[]
  ).map((data) => JSON.parse(data) as Insertion);
  const unknown = candidatesOf(contractEnds(orphans).values(), window).map(
    ({ contractId, lastDay, productIds }) => ({ contractId, lastDay, productIds }),
  );
  return { ...state, asOfDay: window.asOf, end, due, unknown };
}
