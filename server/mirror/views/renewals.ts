// Renewals by advertiser (/renewals): each advertiser's last scheduled day over all their
// insertions not cancelled (an insertion's advertiser is its own or its contract's), in SQL over
// the insertions' last days; those whose last day falls in the window are then checked whole by
// the page's own rule (src/domain/renewals.ts checkRenewal: the contracts and products ending that
// day, the insertions of the year before) over their insertions.
import type { GatewayDb } from '../../gateway/database';
import type { Insertion } from '../../../src/domain/insertion-types';
import type { RenewalsView, RenewalsViewRequest } from '../../../src/domain/renewals-view';
import {
  byDueDate,
  candidatesOf,
  checkRenewal,
  contractEnds,
  windowEnd,
  type Renewal,
} from '../../../src/domain/renewals';
import { insertionState, NO_PAUSE } from './state';

/** Advertisers checked between two pauses (a year's window finds thousands). */
const CHUNK = 50;

/** Renewals due in the window; with `seller`, those of their contracts ending then alone. */
export async function renewalsView(
  db: GatewayDb,
  request: RenewalsViewRequest,
  pause = NO_PAUSE,
  seller: number | null = null,
): Promise<RenewalsView> {
  const state = insertionState(db);
  const window = { asOf: request.as_of, within: request.within };
  const end = windowEnd(window);
  // last_day is the insertion's last running day (deleted and dateless entries skipped: the
  // mirror's writer works it out as src/domain/insertion-schedule.ts scheduleSpan does).
  // (Most insertions have no advertiser of their own: `+advertiser_id` and INDEXED BY keep SQLite
  // from reading them all through the advertiser index.)
  // Per contract first (an index holds each contract's running insertions' last days: columns.ts),
  // then per advertiser over the contracts read; insertions naming their own advertiser beside.
  const lasts = db
    .prepare(
      `SELECT advertiserId, MAX(lastDay) AS lastDay FROM (
         SELECT c.advertiser_id AS advertiserId, e.lastDay FROM (
           SELECT contract_id, MAX(last_day) AS lastDay
           FROM insertions INDEXED BY insertions_view_contract_last WHERE date_canceled IS NULL AND advertiser_id IS NULL AND last_day IS NOT NULL
           GROUP BY contract_id) e
         JOIN contracts c ON c.id = e.contract_id
         UNION ALL
         SELECT advertiser_id, MAX(last_day) FROM insertions
         WHERE date_canceled IS NULL AND advertiser_id IS NOT NULL AND last_day IS NOT NULL
         GROUP BY advertiser_id)
       GROUP BY advertiserId HAVING lastDay BETWEEN ? AND ?`,
    )
    .all(window.asOf, end) as { advertiserId: number; lastDay: string }[];
  // Every insertion of the advertisers found (through their contracts' index), to check each by
  // the page's rule, a chunk of advertisers at a time.
  const read = db.prepare(
    `SELECT c.advertiser_id AS advertiserId, i.data FROM contracts c
     JOIN insertions i ON i.contract_id = c.id AND +i.advertiser_id IS NULL
     WHERE c.advertiser_id IN (SELECT value FROM json_each(?))
     UNION ALL
     SELECT i.advertiser_id, i.data FROM insertions i
     WHERE i.advertiser_id IN (SELECT value FROM json_each(?))`,
  );
  const due: Renewal[] = [];
  for (let start = 0; start < lasts.length; start += CHUNK) {
    const chunk = lasts.slice(start, start + CHUNK);
    const found = JSON.stringify(chunk.map((l) => l.advertiserId));
    const byAdvertiser = new Map<number, Insertion[]>();
    for (const row of read.all(found, found) as { advertiserId: number; data: string }[]) {
      const list = byAdvertiser.get(row.advertiserId) ?? [];
      list.push(JSON.parse(row.data) as Insertion);
      byAdvertiser.set(row.advertiserId, list);
    }
    for (const { advertiserId } of chunk) {
      const check = checkRenewal(advertiserId, byAdvertiser.get(advertiserId) ?? [], window);
      if (check.due) due.push(check.renewal);
    }
    await pause();
  }
  due.sort(byDueDate);
  const sellersOf = db.prepare(
    `SELECT DISTINCT sold_by_user_id FROM contracts
     WHERE id IN (SELECT value FROM json_each(?)) AND sold_by_user_id IS NOT NULL
     ORDER BY sold_by_user_id`,
  );
  const sold = due
    .map((r) => ({ ...r, sellerIds: sellersOf.pluck().all(JSON.stringify(r.contractIds)) }))
    .filter(
      (r) => seller === null || (r.sellerIds as number[]).includes(seller),
    ) as RenewalsView['due'];
  // Contracts the server has not read: their insertions have no advertiser to count them under.
  const orphanContracts = db
    .prepare(
      `SELECT contract_id FROM insertions o INDEXED BY insertions_view_contract_last
       WHERE o.date_canceled IS NULL AND o.advertiser_id IS NULL AND o.last_day IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.id = o.contract_id)
       GROUP BY contract_id HAVING MAX(last_day) BETWEEN ? AND ?`,
    )
    .pluck()
    .all(window.asOf, end) as number[];
  const orphans = (
    db
      .prepare(
        `SELECT data FROM insertions WHERE contract_id IN (SELECT value FROM json_each(?))
         AND date_canceled IS NULL AND +advertiser_id IS NULL`,
      )
      .pluck()
      .all(JSON.stringify(orphanContracts)) as string[]
  ).map((data) => JSON.parse(data) as Insertion);
  // Their seller is not known either: one seller's renewals leave them out.
  const unknown = candidatesOf(seller === null ? contractEnds(orphans).values() : [], window).map(
    ({ contractId, lastDay, productIds }) => ({ contractId, lastDay, productIds }),
  );
  return { ...state, asOfDay: window.asOf, end, due: sold, unknown };
}
