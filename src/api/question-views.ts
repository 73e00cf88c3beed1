// The server's own answers over its account mirror (server/mirror/views): GET /api/views/pacing
// and /api/views/advertiser-activity. Amounts are whole cents; '' is the account's own currency.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, endpointLabel } from './client';

export interface ContractCoverage {
  /** Contracts held (any status). */
  contracts: number;
  /** The contract list was read whole at least once: the figures cover every contract. */
  complete: boolean;
  /** When the contracts were last read (ISO time), null when never. */
  asOf: string | null;
}

export type PacingBy = 'seller' | 'product';
export type PacingPeriod = 'current' | 'prior';

export interface GoalFigures {
  /** The goals of the months before as_of's, and as_of's month's in the share of its working days gone. */
  toDate: number;
  /** Bookings to date as a percentage of the goal to date; null without a goal to date. */
  percent: number | null;
  monthGoal: number;
  monthBooked: number;
  yearGoal: number;
  /** What is still to book, per working day left after as_of; null when no working day is left. */
  monthNeedPerDay: number | null;
  yearNeedPerDay: number | null;
}

export interface PacingRow {
  /** Seller's user id or product id; 0: no seller recorded / contracts without insertions to split by. */
  key: number;
  name: string | null;
  current: number;
  prior: number;
  currentCount: number;
  priorCount: number;
  goal: GoalFigures | null;
}

export interface PacingSet {
  currency: string;
  current: number;
  prior: number;
  currentCount: number;
  priorCount: number;
  /** Month by month (`MM`), both years' bookings to the same day. */
  months: { month: string; current: number; prior: number }[];
  rows: PacingRow[];
  /** The goals apply to this set's currency. */
  hasGoals: boolean;
}

export interface PacingContract {
  id: number;
  advertiserId: number;
  sellerId: number | null;
  dateSold: string;
  /** The contract's total, in cents. */
  total: number;
  /** The part of it in the figure (all of it by seller; the product's share by product). */
  amount: number;
}

export interface PacingAnswer {
  asOf: string;
  by: PacingBy;
  current: { from: string; to: string };
  prior: { from: string; to: string };
  coverage: ContractCoverage;
  /** Won contracts without a sale date (placeholders), left out. */
  undated: number;
  sets: PacingSet[];
  goals: null | {
    source: string;
    currency: string;
    /** Goal e-mails that match no user of the account (their goals are not shown). */
    unmatched: string[];
    workingDaysLeftInMonth: number;
    workingDaysLeftInYear: number;
  };
  detail: null | {
    /** null: the period's total. */
    key: number | null;
    period: PacingPeriod;
    /** The figure's contracts, the largest first, per currency; at most DETAIL_LIMIT. */
    contracts: (PacingContract & { currency: string })[];
    count: number;
  };
}

export type Activity = 'lapsed' | 'new';

export interface ActivityRow {
  advertiserId: number;
  /** Bookings of the period in this set's currency, in cents, and how many contracts. */
  bookings: number;
  contracts: number;
  /** The advertiser's last (lapsed) or first (new) won contract. */
  contract: {
    id: number;
    dateSold: string;
    sellerId: number | null;
    /** The seller's name as the mirror's users list has it. */
    sellerName: string | null;
    total: number;
    currency: string;
  };
}

export interface ActivitySet {
  currency: string;
  total: number;
  /** Advertisers in this currency; `rows` may hold only the first of them (`limit`). */
  advertisers: number;
  rows: ActivityRow[];
}

export interface ActivityAnswer {
  activity: Activity;
  asOf: string;
  /** The periods, each after `after` up to and including `to`. */
  last: { after: string; to: string };
  previous: { after: string; to: string };
  /** The period whose bookings are shown: previous for lapsed, last for new. */
  period: 'last' | 'previous';
  coverage: ContractCoverage;
  /** Advertisers found (in any currency). */
  count: number;
  sets: ActivitySet[];
}

/** At most this many contracts are listed under one figure (the server's DETAIL_LIMIT). */
export const DETAIL_LIMIT = 500;

export interface PacingQuery {
  asOf?: string;
  by: PacingBy;
  key?: number;
  period?: PacingPeriod;
}

export interface ActivityQuery {
  activity: Activity;
  asOf?: string;
  /** The first rows per currency only; without it, all. */
  limit?: number;
}

/** Our own server's answer, checked for the parts every page reads before it is trusted. */
function checked<T>(body: unknown, endpoint: string): T {
  const b = body as { sets?: unknown; coverage?: { contracts?: unknown } } | null;
  if (!b || !Array.isArray(b.sets) || typeof b.coverage?.contracts !== 'number') {
    throw new ApiError({
      kind: 'parse',
      endpoint,
      message: 'The server answered with something that is not this view',
    });
  }
  return body as T;
}

const PACING = '/api/views/pacing';
const ACTIVITY = '/api/views/advertiser-activity';

export function pacingQuery(q: PacingQuery) {
  return queryOptions({
    queryKey: ['views', 'pacing', q.asOf ?? null, q.by, q.key ?? null, q.period ?? null],
    queryFn: async ({ signal }) =>
      checked<PacingAnswer>(
        await apiGet(
          'server',
          PACING,
          {
            as_of: q.asOf,
            by: q.by,
            key: q.key,
            period: q.period,
          },
          signal,
        ),
        endpointLabel('server', PACING),
      ),
    // A query on the server's own tables: asking again costs the API nothing.
    staleTime: 60_000,
  });
}

export function advertiserActivityQuery(q: ActivityQuery) {
  return queryOptions({
    queryKey: ['views', 'advertiser-activity', q.activity, q.asOf ?? null, q.limit ?? null],
    queryFn: async ({ signal }) =>
      checked<ActivityAnswer>(
        await apiGet(
          'server',
          ACTIVITY,
          { activity: q.activity, as_of: q.asOf, limit: q.limit },
          signal,
        ),
        endpointLabel('server', ACTIVITY),
      ),
    staleTime: 60_000,
  });
}
