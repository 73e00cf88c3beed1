// Whether an upstream call may be sent, in one place: the circuit (fetcher.ts), the
// team's quota and the reserve that page views may use but bulk reads (export, summaries,
// receivables) may not, the client's fair share (one person, or one tab left refreshing, cannot
// spend what the others need), and the ledger that writes the call in the same transaction as the
// count. The rules are pure over the ledger's tally, so both stores decide alike inside their own
// transaction. A ledger that cannot be read or written refuses the call (503): the API would
// count a call the team cannot.
import type { Refusal } from './decide';
import type { Circuit } from './fetcher';
import { WINDOW_MS, type Judge, type Ledger, type Tally } from './ledger';
import { faultOf, StoreFault } from './store-health';

export interface QuotaOptions {
  dailyQuota: number;
  /** The part of the daily quota one client may cause, 0..1. */
  clientShare: number;
  /** The part of the daily quota kept for page views, 0..1. */
  quotaReserve: number;
}

function minutesText(seconds: number): string {
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
    reserve: Math.ceil(options.dailyQuota * options.quotaReserve),
    /** The most one client may cause in 24 hours. */
    clientLimit: Math.floor(options.dailyQuota * options.clientShare),
  };
}

/**
 * Whether the team's quota (and, for a bulk read, the reserve), then the client's share, allow one
 * more call now; a refusal waits until the oldest call it counts leaves the window.
 */
export function tallyRefusal(
  tally: Tally,
  bulk: boolean,
  now: number,
  options: QuotaOptions,
): Refusal | null {
  const { reserve, clientLimit } = limitsOf(options);
  const quota = options.dailyQuota;
  const refuse = (reason: Refusal['reason'], oldest: number | null, message: string): Refusal => {
    const wait = oldest === null ? 60 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
    return {
      reason,
      message: message.replace('{wait}', minutesText(wait)),
      retryAfterSeconds: wait,
    };
  };
  if (tally.used >= quota) {
    const spent = `The team's daily quota of ${quota} API requests is spent`;
    return refuse('quota', tally.oldest, `${spent}; the next one frees up in {wait}.`);
  }
  if (bulk && quota - tally.used <= reserve) {
    return refuse(
      'reserve',
      tally.oldest,
      `Fewer than ${reserve} of the team's ${quota} daily API requests remain, and they are ` +
        'kept for opening pages: exports and summaries wait until the quota recovers (try again ' +
        'in {wait}).',
    );
  }
  if (tally.usedBy < clientLimit) return null;
  return refuse(
    'share',
    tally.oldestBy,
    `You have caused ${clientLimit} API requests in 24 hours, your share of the team's daily ` +
      `${quota}; more pages that are not already on the server wait {wait}.`,
  );
}

/** The refusal for a store's fault (rethrown as it is when it is not one). */
export function storeRefusal(error: unknown): Refusal {
  const fault = error instanceof StoreFault ? { problem: error.message } : faultOf(error);
  if (!fault) throw error;
  return {
    reason: 'store',
    message:
      `The server cannot record API requests in its quota ledger (${fault.problem}), so ` +
      'it does not ask the API; what it already holds is still served',
    retryAfterSeconds: 60,
  };
}

export function createAdmission(deps: { ledger: Ledger; circuit: Circuit; quota: QuotaOptions }) {
  const { ledger, circuit, quota } = deps;
  const rules =
    (bulk: boolean, at: number): Judge<Refusal> =>
    (tally) =>
      tallyRefusal(tally, bulk, at, quota);

  return {
    limits: limitsOf(quota),
    /** Whether upstream may be called for this client now (reads only): null, or why not. */
    async refusal(client: string, bulk: boolean, at: number): Promise<Refusal | null> {
      const wait = circuit.remaining(at);
      if (wait > 0) {
        return {
          reason: 'rate-limited',
          message: `The account's API rate limit was reached; the server waits ${wait} more seconds before asking again`,
          retryAfterSeconds: wait,
        };
      }
      return ledger.tally(client, at).then(rules(bulk, at), storeRefusal);
    },
    /**
     * Writes a call's ledger entry in the same transaction as the rules' count, so calls in
     * flight, on this server or another on the same database, count against every later check:
     * the share, the quota and the reserve hold under any burst. The entry, or why not.
     */
    admit: (client: string, endpoint: string, bulk: boolean, at: number) =>
      ledger.admit(client, endpoint, at, rules(bulk, at)).catch(storeRefusal),
  };
}
