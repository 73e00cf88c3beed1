// The server's own answers over its account mirror (server/mirror/views): GET /api/views/pacing
// and /api/views/advertiser-activity. Amounts are whole cents; '' is the account's own currency.
import {
  date,
  defineView,
  int,
  oneOf,
  seller,
  type Coverage,
  type PerSeller,
} from './view-contract';

const PACING_BY = ['seller', 'product'] as const;
const ACTIVITIES = ['lapsed', 'new'] as const;

export type PacingBy = (typeof PACING_BY)[number];
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
  coverage: Coverage;
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

export type Activity = (typeof ACTIVITIES)[number];

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
  coverage: Coverage;
  /** Advertisers found (in any currency). */
  count: number;
  sets: ActivitySet[];
}

/** At most this many contracts are listed under one figure (the server's DETAIL_LIMIT). */
export const DETAIL_LIMIT = 500;

/**
 * Pacing as of a day (default today), by seller or product; with `key` (a row's) or `period` alone,
 * the contracts of that figure (the period's total without a key).
 */
export const pacingContract = defineView<PerSeller<PacingAnswer>>()({
  path: '/pacing',
  params: {
    as_of: date(),
    by: oneOf(PACING_BY, { default: 'seller' }),
    key: int(0),
    period: oneOf(['current', 'prior']),
    seller: seller(),
  },
  answerKeys: ['sets', 'coverage'],
});

/** Advertisers lapsed or new as of a day (default today); `limit` rows per currency, else all. */
export const activityContract = defineView<PerSeller<ActivityAnswer>>()({
  path: '/advertiser-activity',
  params: {
    activity: oneOf(ACTIVITIES, { required: true }),
    as_of: date(),
    limit: int(1, 999_999),
    seller: seller(),
  },
  answerKeys: ['sets', 'coverage'],
});
