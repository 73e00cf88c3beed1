// The sync's budget: the upstream calls it may spend in a rolling day (the ledger counts them), or
// in the demo, where reads cost nothing, its own count. A read past the budget stops the pass.

/** Why a pass stops (it resumes at the next one). */
export class Stop extends Error {}

export interface BudgetSettings {
  /** Upstream calls a rolling day the sync may spend; 0 turns it off. */
  dailyBudget: number;
  /** The demo: reads cost nothing and the budget does not apply. */
  free: boolean;
}

const DAY_MS = 24 * 3600_000;

export function createBudget(
  settings: BudgetSettings,
  /** Calls the sync made in the rolling day, as the ledger counts them. */
  ledgerCalls: () => number,
  now: () => number,
) {
  const freeCalls: number[] = [];
  let calls = 0;
  /** Calls of the budget this pass leaves to the scheduled passes (a pass by hand's, by-hand.ts). */
  let reserve = 0;
  const callsToday = () => {
    if (!settings.free) return ledgerCalls();
    const from = now() - DAY_MS;
    while (freeCalls.length > 0 && freeCalls[0]! < from) freeCalls.shift();
    return freeCalls.length;
  };
  return {
    callsToday,
    /** Throws Stop once the day's budget (less the pass's reserve) is spent (never in the demo). */
    check() {
      if (!settings.free && callsToday() >= settings.dailyBudget - reserve) {
        throw new Stop(
          reserve > 0
            ? `the ${reserve} calls of the daily budget kept for the scheduled passes are reached`
            : `the sync's daily budget of ${settings.dailyBudget} calls is spent`,
        );
      }
    },
    /** A read that reached upstream (or the demo). */
    spent() {
      calls += 1;
      if (settings.free) freeCalls.push(now());
    },
    /** Calls of the pass under way. */
    passCalls: () => calls,
    /** A new pass, which leaves `keep` calls of the day's budget unspent. */
    newPass(keep = 0) {
      calls = 0;
      reserve = keep;
    },
  };
}
