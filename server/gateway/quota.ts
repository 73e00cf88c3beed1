// Spending the daily quota on purpose: the team's limit, each client's fair share, and a reserve
// that page views may use but bulk reads (export, summaries, receivables) may not.
import type { Ledger } from './ledger';

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

export function createQuota(ledger: Ledger, options: QuotaOptions) {
  const reserve = Math.ceil(options.dailyQuota * options.reserve);
  const clientLimit = Math.floor(options.dailyQuota * options.clientShare);
  const waitFor = (now: number, client?: string) => {
    const expiry = ledger.firstExpiry(now, client);
    return expiry === null ? 60 : Math.max(1, Math.ceil((expiry - now) / 1000));
  };

  return {
    status(now: number): QuotaStatus {
      return {
        used: ledger.used(now),
        limit: options.dailyQuota,
        windowHours: 24,
        reserve,
        clientLimit,
      };
    },

    /** Whether this client may cause one more upstream call now; a refusal says why. */
    check(client: string, bulk: boolean, now: number): Refusal | null {
      const used = ledger.used(now);
      if (used >= options.dailyQuota) {
        const wait = waitFor(now);
        return {
          reason: 'quota',
          message:
            `The team's daily quota of ${options.dailyQuota} API requests is spent; ` +
            `the next one frees up in ${minutesText(wait)}.`,
          retryAfterSeconds: wait,
        };
      }
      if (bulk && options.dailyQuota - used <= reserve) {
        const wait = waitFor(now);
        return {
          reason: 'reserve',
          message:
            `Fewer than ${reserve} of the team's ${options.dailyQuota} daily API requests remain, ` +
            'and they are kept for opening pages: exports and summaries wait until the quota ' +
            `recovers (try again in ${minutesText(wait)}).`,
          retryAfterSeconds: wait,
        };
      }
      if (ledger.usedBy(client, now) >= clientLimit) {
        const wait = waitFor(now, client);
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
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
