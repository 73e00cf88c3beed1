import { describe, expect, it } from 'vitest';
import { createBudget, Stop } from './sync-budget';

describe("the sync's budget", () => {
  it("stops a read once the ledger counts the day's budget spent", () => {
    let ledger = 9;
    const budget = createBudget({ dailyBudget: 10, free: false }, () => ledger, Date.now);
    expect(() => budget.check()).not.toThrow();
    ledger = 10;
    expect(() => budget.check()).toThrow(Stop);
    expect(() => budget.check()).toThrow("the sync's daily budget of 10 calls is spent");
  });

  it('in the demo counts its own calls over a rolling day and never stops', () => {
    let now = 0;
    const budget = createBudget(
      { dailyBudget: 1, free: true },
      () => 99,
      () => now,
    );
    budget.spent();
    budget.spent();
    expect(budget.callsToday()).toBe(2);
    expect(() => budget.check()).not.toThrow();
    now = 24 * 3600_000 + 1;
    expect(budget.callsToday()).toBe(0);
  });

  it("counts the pass's calls from its start", () => {
    const budget = createBudget({ dailyBudget: 10, free: false }, () => 0, Date.now);
    budget.spent();
    expect(budget.passCalls()).toBe(1);
    budget.newPass();
    expect(budget.passCalls()).toBe(0);
  });
});
