import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../server/demo/index';
import { NO_MIRROR, simulateDay, START } from './simulated-day';

const sum = (tally: Record<string, number>) => Object.values(tally).reduce((a, b) => a + b, 0);

describe('the simulated day with the mirror', () => {
  it("counts the sync's calls from the start, and the mirror answers what the pass read", async () => {
    const demo = createDemoApi({ scale: 1, contractList: true });
    // Views two hours apart: with the defaults (a day), the first pass's copy answers them all day.
    // Comparisons with the API off here (their cost is counted below).
    const [day] = await simulateDay(demo, 3, 4, { env: { MIRROR_VERIFY_BUDGET: '0' } });
    expect(day.views).toBe(12);
    expect(day.failed).toBe(0);
    expect(day.passes['full: complete']).toBe(1);
    expect(day.sync).toBeGreaterThan(10);
    expect(day.upstream).toBe(day.sync + sum(day.viewsByEndpoint));
    // Invoice lists, invoices and reference lists come from the mirror.
    expect(day.viewsByEndpoint.invoices).toBeUndefined();
    expect(day.viewsByEndpoint.invoice).toBeUndefined();
    expect(day.viewsByEndpoint.products).toBeUndefined();

    // With the default budget each kind of answer is compared with the API's on its first use:
    // a call or so a kind, no more.
    const [verified] = await simulateDay(demo, 3, 4);
    const comparisons = sum(verified.viewsByEndpoint) - sum(day.viewsByEndpoint);
    expect(comparisons).toBeGreaterThan(0);
    expect(comparisons).toBeLessThanOrEqual(10);

    const [without] = await simulateDay(demo, 3, 4, { env: NO_MIRROR });
    expect(without.sync).toBe(day.sync);
    expect(sum(without.viewsByEndpoint)).toBeGreaterThan(sum(day.viewsByEndpoint));
  }, 60_000);

  it('contract views cost no call until their line items are read, then one per contract', async () => {
    const demo = createDemoApi({ scale: 1, contractList: true });
    const nightly = START - 5 * 3_600_000;
    const [none] = await simulateDay(demo, 4, 8, { startedAt: nightly });
    expect(none.viewsByEndpoint.contract).toBeUndefined();
    const [all] = await simulateDay(demo, 4, 8, { startedAt: nightly, lineItemsShare: 1 });
    expect(all.failed).toBe(0);
    // Each contract opened has its record read once (the mirror holds it after), and its list.
    expect(all.viewsByEndpoint.contract).toBeGreaterThan(0);
    expect(all.viewsByEndpoint.contract).toBe(all.viewsByEndpoint.contractLineItems);
  }, 120_000);

  it("counts a later day's calls alone: its nightly pass, its short passes and its views", async () => {
    const demo = createDemoApi({ scale: 1, contractList: true });
    const nightly = START - 5 * 3_600_000;
    const [third] = await simulateDay(demo, 2, 3, { startedAt: nightly, days: 3 });
    expect(third.views).toBe(6);
    expect(third.failed).toBe(0);
    // One full pass (that day's, at 03:00), not the three days'.
    expect(third.passes['full: complete']).toBe(1);
    expect(third.upstream).toBe(third.sync + sum(third.viewsByEndpoint));
  }, 120_000);
});
