// "What changed": the mirror's log of changes with what a sentence needs joined in (the contract's
// advertiser, seller and currency, the invoice's and insertion's contract), filtered by seller and
// kind, newest first. The page words them (src/features/changes/change-sentence.ts).
import type { GatewayDb } from '../../gateway/database';
import { quickPickRange, readQuickPick } from '../../../src/domain/date-quick-picks';
import {
  type ChangeKind,
  type ChangesAnswer,
  type FeedChange,
} from '../../../src/domain/mirror-views';
import { fromStored, type Stored } from '../changes';
import { sellersOf } from './figures';

const FEED_LIMIT = 500;

const KIND_SQL: Record<ChangeKind, string> = {
  new: "ch.kind = 'new'",
  won: `ch.kind = 'status' AND ch.after = '"Won"'`,
  lost: `ch.kind = 'status' AND ch.after = '"Lost"'`,
  status: "ch.kind = 'status'",
  total: "ch.kind = 'total'",
  paid: "ch.kind = 'paid'",
  cancelled: "ch.kind = 'cancelled'",
  dates: "ch.kind = 'dates'",
};

/**
 * When a "since" begins (ms): a date alone, or a shortcut's first day (this-week: Monday, from the
 * account's `today`), is the start of that day in the account's time zone (ACCOUNT_TIME_ZONE; the
 * machine's when none); a time is itself.
 */
export function sinceOf(given: string, today: string, timeZone?: string): number {
  const pick = readQuickPick(given);
  const since = pick ? quickPickRange(pick, today)[0] : given;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) return Date.parse(since);
  const midnightUtc = Date.parse(`${since}T00:00:00Z`);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
  } as const);
  // The zone's clock at `at`, read as if UTC, less `at`: its offset then.
  const offset = (at: number) => {
    const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour, p.minute) - at;
  };
  // Twice: the offset at midnight may differ from the one at the first guess (a clock change).
  const first = midnightUtc - offset(midnightUtc);
  return midnightUtc - offset(first);
}

/**
 * Changes seen after `since` (ms), newest first; of one seller's contracts (their invoices and
 * insertions too) when `seller` is given; invoices left out for a person who may not read them.
 */
export function changesFeed(
  db: GatewayDb,
  params: {
    since: number;
    seller: number | null;
    kind: ChangeKind | null;
    invoices: boolean;
    limit?: number;
  },
): ChangesAnswer {
  const limit = params.limit ?? FEED_LIMIT;
  const where = ['ch.at > @since'];
  if (params.seller !== null) where.push('COALESCE(c.sold_by_user_id, ch.seller_id) = @seller');
  if (params.kind) where.push(KIND_SQL[params.kind]);
  if (!params.invoices) where.push("ch.record <> 'invoice'");
  const rows = db
    .prepare(
      `SELECT ch.seq, ch.at AS "when", ch.record, ch.record_id AS id, ch.kind, ch.before, ch.after,
         COALESCE(ch.contract_id, ins.contract_id, i.contract_id) AS contractId,
         COALESCE(i.advertiser_id, ins.advertiser_id, c.advertiser_id) AS advertiserId,
         COALESCE(c.sold_by_user_id, ch.seller_id) AS sellerId, u.name AS sellerName,
         CASE ch.record WHEN 'invoice' THEN i.total WHEN 'contract' THEN c.total END AS total,
         CASE ch.record WHEN 'invoice' THEN i.currency WHEN 'contract' THEN c.currency END
           AS currency
       FROM changes ch
       LEFT JOIN invoices i ON ch.record = 'invoice' AND i.id = ch.record_id
       LEFT JOIN insertions ins ON ch.record = 'insertion' AND ins.id = ch.record_id
       LEFT JOIN contracts c ON c.id = COALESCE(ch.contract_id, ins.contract_id, i.contract_id)
       LEFT JOIN users u ON u.id = COALESCE(c.sold_by_user_id, ch.seller_id)
       WHERE ${where.join(' AND ')}
       ORDER BY ch.at DESC, ch.seq DESC LIMIT @limit`,
    )
    .all({ since: params.since, seller: params.seller, limit: limit + 1 }) as Stored<FeedChange>[];
  return {
    since: new Date(params.since).toISOString(),
    kind: params.kind,
    sellers: sellersOf(db),
    more: rows.length > limit,
    changes: rows.slice(0, limit).map(fromStored<FeedChange>),
  };
}
