// Admission in its parts: the team's quota and reserve, the client's fair share, the circuit, and
// their composition over a ledger, including a ledger that cannot be read or written: a 'store'
// refusal, never a call sent unrecorded.
import { describe, expect, it } from 'vitest';
import { createAdmission, limitsOf, tallyRefusal } from './admission';
import { createCircuit, DEFAULT_BACKOFF_SECONDS, retryAfterSeconds } from './fetcher';
import { WINDOW_MS, type Judge, type Ledger, type Tally } from './ledger';
import { StoreFault } from './store-health';

const T0 = 1_700_000_000_000;
const options = { dailyQuota: 100, clientShare: 0.1, quotaReserve: 0.2 };
const tally = (used: number, usedBy = 0, oldest: number | null = T0): Tally => ({
  used,
  usedBy,
  oldest,
  oldestBy: oldest,
});

describe('quota', () => {
  it('names the limits in requests', () => {
    expect(limitsOf(options)).toEqual({
      limit: 100,
      windowHours: 24,
      reserve: 20,
      clientLimit: 10,
    });
  });
  it('refuses at the daily quota, retrying when the oldest call leaves the window', () => {
    expect(tallyRefusal(tally(99), false, T0 + 1000, options)).toBeNull();
    const refusal = tallyRefusal(tally(100), false, T0 + 1000, options);
    expect(refusal).toMatchObject({ reason: 'quota', retryAfterSeconds: WINDOW_MS / 1000 - 1 });
    expect(refusal?.message).toMatch(/daily quota of 100 API requests is spent/);
  });
  it('keeps the reserve for page views: a bulk read stops there, a page view does not', () => {
    expect(tallyRefusal(tally(80), true, T0, options)?.reason).toBe('reserve');
    expect(tallyRefusal(tally(79), true, T0, options)).toBeNull();
    expect(tallyRefusal(tally(80), false, T0, options)).toBeNull();
  });
});

describe('fair share', () => {
  it('refuses a client at its share, retrying when its own oldest call leaves', () => {
    expect(tallyRefusal(tally(50, 9), false, T0, options)).toBeNull();
    const refusal = tallyRefusal(
      { ...tally(50, 10), oldestBy: T0 - WINDOW_MS + 30_000 },
      false,
      T0,
      options,
    );
    expect(refusal).toMatchObject({ reason: 'share', retryAfterSeconds: 30 });
    expect(refusal?.message).toMatch(/your share of the team's daily 100/);
  });
});

describe('circuit', () => {
  it("opens for the API's Retry-After (seconds or a date), else the default, and closes after", () => {
    expect(retryAfterSeconds('120', T0)).toBe(120);
    expect(retryAfterSeconds(new Date(T0 + 30_000).toUTCString(), T0)).toBe(30);
    expect(retryAfterSeconds(null, T0)).toBe(DEFAULT_BACKOFF_SECONDS);
    expect(retryAfterSeconds('soon', T0)).toBe(DEFAULT_BACKOFF_SECONDS);
    const circuit = createCircuit();
    expect(circuit.remaining(T0)).toBe(0);
    circuit.trip('10', T0);
    // A shorter Retry-After later does not close it sooner.
    circuit.trip('1', T0 + 1000);
    expect(circuit.remaining(T0 + 5_000)).toBe(5);
    expect(circuit.remaining(T0 + 10_000)).toBe(0);
  });
});

/** A ledger in memory; `fault` makes every read and write fail as an unreachable store does. */
function memoryLedger() {
  const calls: { client: string; at: number }[] = [];
  let fault: Error | null = null;
  const tallyOf = (client: string, at: number): Tally => {
    if (fault) throw fault;
    const inWindow = calls.filter((c) => c.at > at - WINDOW_MS);
    const mine = inWindow.filter((c) => c.client === client);
    return {
      used: inWindow.length,
      usedBy: mine.length,
      oldest: inWindow[0]?.at ?? null,
      oldestBy: mine[0]?.at ?? null,
    };
  };
  const ledger = {
    async admit<R>(client: string, _endpoint: string, at: number, judge: Judge<R>) {
      const refusal = judge(tallyOf(client, at));
      if (refusal) return refusal;
      calls.push({ client, at });
      return calls.length;
    },
    tally: async (client: string, at: number) => tallyOf(client, at),
  } as unknown as Ledger;
  return { ledger, calls, fail: (error: Error | null) => void (fault = error) };
}

describe('admission', () => {
  it('asks the circuit first, then the quota, then the share, and writes what it admits', async () => {
    const { ledger, calls } = memoryLedger();
    const circuit = createCircuit();
    const admission = createAdmission({ ledger, circuit, quota: options });
    for (let i = 0; i < 10; i++)
      expect(await admission.admit('a', 'contracts', false, T0 + i)).toBe(i + 1);
    expect(await admission.refusal('a', false, T0 + 20)).toMatchObject({ reason: 'share' });
    expect(await admission.refusal('b', false, T0 + 20)).toBeNull();
    expect(await admission.admit('a', 'contracts', false, T0 + 20)).toMatchObject({
      reason: 'share',
    });
    expect(calls).toHaveLength(10);
    circuit.trip('30', T0 + 20);
    expect(await admission.refusal('b', false, T0 + 21)).toMatchObject({
      reason: 'rate-limited',
      retryAfterSeconds: 30,
    });
  });

  it("refuses with 'store' when the ledger cannot be read or written, and nothing else", async () => {
    const { ledger, fail } = memoryLedger();
    const admission = createAdmission({ ledger, circuit: createCircuit(), quota: options });
    fail(new StoreFault('the database is unreachable'));
    for (const refusal of [
      await admission.refusal('a', false, T0),
      await admission.admit('a', 'contracts', false, T0),
    ]) {
      expect(refusal).toMatchObject({ reason: 'store' });
      expect((refusal as { message: string }).message).toMatch(
        /cannot record API requests in its quota ledger \(the database is unreachable\)/,
      );
    }
    // A connection refused as pg reports it is the same fault; a bug is not hidden as one.
    fail(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }));
    const refused = await admission.refusal('a', false, T0);
    expect(refused).toMatchObject({ reason: 'store' });
    expect(JSON.stringify(refused)).not.toContain('10.0.0.5');
    fail(new TypeError('a bug'));
    await expect(admission.refusal('a', false, T0)).rejects.toThrow('a bug');
  });
});
