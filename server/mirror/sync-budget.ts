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
  const callsToday = () => {
    if (!settings.free) return ledgerCalls();
    const from = now() - DAY_MS;
    while (freeCalls.length > 0 && freeCalls[0]! < from) freeCalls.shift();
    return freeCalls.length;
  };
  return {
    callsToday,
    /** Throws Stop once the day's budget is spent (never in the demo). */
    check() {
      if (!settings.free && callsToday() >= settings.dailyBudget) {
        throw new Stop(`the sync's daily budget of ${settings.dailyBudget} calls is spent`);
      }
    },
    /** A read that reached upstream (or the demo). */
    spent() {
      calls += 1;
      if (settings.free) freeCalls.push(now());
    },
    /** Calls of the pass under way. */
    passCalls: () => calls,
    newPass() {
      calls = 0;
    },
  };
}

export type Budget = ReturnType<typeof createBudget>;
