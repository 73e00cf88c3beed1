// Each client's fair share of the team's daily quota: one person (or one tab left refreshing)
// cannot spend what the others need. From the ledger's tally, pure, as quota.ts.
import type { Refusal } from './decide';
import type { Tally } from './ledger';
import { limitsOf, minutesText, secondsUntilFree, type QuotaOptions } from './quota';

/** Whether this client may cause one more call now. */
export function shareRefusal(tally: Tally, now: number, options: QuotaOptions): Refusal | null {
  const { clientLimit } = limitsOf(options);
  if (tally.usedBy < clientLimit) return null;
  const wait = secondsUntilFree(tally.oldestBy, now);
  return {
    reason: 'share',
    message:
      `You have caused ${clientLimit} API requests in 24 hours, your share of the team's ` +
      `daily ${options.dailyQuota}; more pages that are not already on the server wait ` +
      `${minutesText(wait)}.`,
    retryAfterSeconds: wait,
  };
}
