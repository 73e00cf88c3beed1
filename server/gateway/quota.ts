// Spending the daily quota on purpose: the team's limit, each client's fair share, and a reserve
// that page views may use but bulk reads (export, summaries, receivables) may not.
import type { Ledger } from './ledger';

/** The quota's rolling window. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

export interface QuotaOptions {
  dailyQuota: number;
  /** The part of the daily quota one client may cause, 0..1. */
  clientShare: number;
  /** The part of the daily quota kept for page views, 0..1. */
  reserve: number;
}

export type RefusalReason = 'quota' | 'share' | 'reserve';

export interface Refusal {
  reason: RefusalReason;
  message: string;
  retryAfterSeconds: number;
}

export function minutesText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.round(minutes / 60)} hours`;
}

export interface QuotaStatus {
  used: number;
  limit: number;
  windowHours: number;
  /** Requests kept for page views: bulk reads stop when fewer than this remain. */
  reserve: number;
  /** The most one client may cause in 24 hours. */
  clientLimit: number;
}

/**
 * What the ledger holds for one admission, read in one statement: the account's calls in the
 * window, the client's, and the oldest of each (for "retry in N").
 */
export interface Tally {
  used: number;
  usedBy: number;
  /** The oldest call still in the window, or null. */
  oldest: number | null;
  /** The client's oldest call still in the window, or null. */
  oldestBy: number | null;
}

/** The limits in requests, from the options' parts of the quota. */
export function limitsOf(options: QuotaOptions) {
  return {
    reserve: Math.ceil(options.dailyQuota * options.reserve),
    clientLimit: Math.floor(options.dailyQuota * options.clientShare),
  };
}

/**
 * Whether this client may cause one more upstream call now, from the ledger's tally; a refusal
 * says why. Pure, so both stores decide alike inside their own transaction.
 */
export function judge(
  tally: Tally,
  bulk: boolean,
  now: number,
  options: QuotaOptions,
  windowMs: number,
): Refusal | null {
  const { reserve, clientLimit } = limitsOf(options);
  const waitFor = (oldest: number | null) =>
    oldest === null ? 60 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  const { used } = tally;
  if (used >= options.dailyQuota) {
    const wait = waitFor(tally.oldest);
    return {
      reason: 'quota',
      message:
        `The team's daily quota of ${options.dailyQuota} API requests is spent; ` +
        `the next one frees up in ${minutesText(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  if (bulk && options.dailyQuota - used <= reserve) {
    const wait = waitFor(tally.oldest);
    return {
      reason: 'reserve',
      message:
        `Fewer than ${reserve} of the team's ${options.dailyQuota} daily API requests remain, ` +
        'and they are kept for opening pages: exports and summaries wait until the quota ' +
        `recovers (try again in ${minutesText(wait)}).`,
      retryAfterSeconds: wait,
    };
  }
  if (tally.usedBy >= clientLimit) {
    const wait = waitFor(tally.oldestBy);
    return {
      reason: 'share',
      message:
        `You have caused ${clientLimit} API requests in 24 hours, your share of the team's ` +
        `daily ${options.dailyQuota}; more pages that are not already on the server wait ` +
        `${minutesText(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  return null;
}

export function createQuota(ledger: Ledger, options: QuotaOptions) {
  const { reserve, clientLimit } = limitsOf(options);
  return {
    async status(now: number): Promise<QuotaStatus> {
      return {
        used: await ledger.used(now),
        limit: options.dailyQuota,
        windowHours: 24,
        reserve,
        clientLimit,
      };
    },

    /** Whether this client may cause one more upstream call now (reads only; see ledger.admit). */
    async check(client: string, bulk: boolean, now: number): Promise<Refusal | null> {
      return judge(await ledger.tally(client, now), bulk, now, options, WINDOW_MS);
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
