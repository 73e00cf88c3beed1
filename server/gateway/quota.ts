// The team's daily quota, and the reserve that page views may use but bulk reads (export,
// summaries, receivables) may not: from the ledger's tally, pure, so both stores decide alike
// inside their own transaction (admission.ts passes it to the ledger).
import type { Refusal } from './decide';
import { WINDOW_MS, type Tally } from './ledger';

export interface QuotaOptions {
  dailyQuota: number;
  /** The part of the daily quota one client may cause, 0..1. */
  clientShare: number;
  /** The part of the daily quota kept for page views, 0..1. */
  reserve: number;
}

export function minutesText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.round(minutes / 60)} hours`;
}

/** The limits in requests, from the options' parts of the quota (as /api/status names them). */
export function limitsOf(options: QuotaOptions) {
  return {
    limit: options.dailyQuota,
    windowHours: WINDOW_MS / 3_600_000,
    /** Requests kept for page views: bulk reads stop when fewer than this remain. */
    reserve: Math.ceil(options.dailyQuota * options.reserve),
    /** The most one client may cause in 24 hours. */
    clientLimit: Math.floor(options.dailyQuota * options.clientShare),
  };
}

/** Seconds until the call `oldest` leaves the window (60 when there is none). */
export const secondsUntilFree = (oldest: number | null, now: number) =>
  oldest === null ? 60 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));

/** Whether the team's quota (and, for a bulk read, the reserve) allows one more call now. */
export function quotaRefusal(
  tally: Tally,
  bulk: boolean,
  now: number,
  options: QuotaOptions,
): Refusal | null {
  const { reserve } = limitsOf(options);
  const { used } = tally;
  if (used >= options.dailyQuota) {
    const wait = secondsUntilFree(tally.oldest, now);
    return {
      reason: 'quota',
      message:
        `The team's daily quota of ${options.dailyQuota} API requests is spent; ` +
        `the next one frees up in ${minutesText(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  if (bulk && options.dailyQuota - used <= reserve) {
    const wait = secondsUntilFree(tally.oldest, now);
    return {
      reason: 'reserve',
      message:
        `Fewer than ${reserve} of the team's ${options.dailyQuota} daily API requests remain, ` +
        'and they are kept for opening pages: exports and summaries wait until the quota ' +
        `recovers (try again in ${minutesText(wait)}).`,
      retryAfterSeconds: wait,
    };
  }
  return null;
}
