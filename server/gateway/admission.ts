// Whether an upstream call may be sent, composed in one place: the circuit (after the API's 429),
// the team's quota and reserve (quota.ts), the client's fair share (fair-share.ts), and the
// ledger that writes the call in the same transaction as the count. A ledger that cannot be read
// or written refuses the call (503): the API would count a call the team cannot.
import type { Circuit } from './circuit';
import type { Refusal } from './decide';
import { shareRefusal } from './fair-share';
import type { Judge, Ledger } from './ledger';
import { limitsOf, quotaRefusal, type QuotaOptions } from './quota';
import { faultOf, StoreFault } from './store-health';

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
  /** The quota's rules, then the share's, on one tally. */
  const rules =
    (bulk: boolean, at: number): Judge<Refusal> =>
    (tally) =>
      quotaRefusal(tally, bulk, at, quota) ?? shareRefusal(tally, at, quota);

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

export type Admission = ReturnType<typeof createAdmission>;
