// The gateway's one decision, row by row: what it holds, what it may spend, what it does.
import { describe, expect, it } from 'vitest';
import { decide, type Decision, type Refusal, type Situation } from './decide';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const quota: Refusal = { reason: 'quota', message: 'spent', retryAfterSeconds: 60 };
const reserve: Refusal = { reason: 'reserve', message: 'kept', retryAfterSeconds: 60 };

/** A page view of a record: fresh 1 minute, usable 24 hours, nothing held, nothing refused. */
const base: Situation = {
  now: 10 * DAY,
  storedAt: undefined,
  freshMs: MIN,
  staleLimitMs: DAY,
  reference: false,
  refresh: false,
  onlyIfCached: false,
  inFlight: false,
  refusal: async () => null,
  bulk: false,
};
const ago = (ms: number) => base.now - ms;
const refused = (r: Refusal) => async () => r;
/** Refused only as a bulk read (the reserve). */
const bulkRefused = async (bulk: boolean) => (bulk ? reserve : null);

const rows: [string, Partial<Situation>, Decision][] = [
  ['nothing held: fetch', {}, { kind: 'fetch', fallback: false }],
  ['a fresh copy: hit', { storedAt: ago(MIN - 1) }, { kind: 'hit' }],
  ['a fresh copy beats a refusal', { storedAt: ago(0), refusal: refused(quota) }, { kind: 'hit' }],
  [
    'just past fresh: fetch, the copy covers a failure',
    { storedAt: ago(MIN) },
    { kind: 'fetch', fallback: true },
  ],
  [
    'past the stale limit: fetch, no cover',
    { storedAt: ago(DAY) },
    { kind: 'fetch', fallback: false },
  ],
  ['never kept (0 ms): fetch', { storedAt: ago(0), freshMs: 0 }, { kind: 'fetch', fallback: true }],
  [
    'a bulk Refresh skips a fresh copy',
    { storedAt: ago(0), refresh: true, bulk: true },
    { kind: 'fetch', fallback: true },
  ],
  [
    'refused with a usable copy: the copy, stale',
    { storedAt: ago(2 * MIN), refusal: refused(quota) },
    { kind: 'refuse', refusal: quota, stale: true },
  ],
  [
    'refused with nothing usable: the refusal',
    { storedAt: ago(2 * DAY), refusal: refused(quota) },
    { kind: 'refuse', refusal: quota, stale: false },
  ],
  [
    'a call in flight is joined, never refused',
    { inFlight: true, refusal: refused(quota) },
    { kind: 'fetch', fallback: false },
  ],
  [
    'a bulk read inside the reserve is refused',
    { bulk: true, refusal: bulkRefused },
    { kind: 'refuse', refusal: reserve, stale: false },
  ],
  [
    'a page view inside the reserve goes on',
    { refusal: bulkRefused },
    { kind: 'fetch', fallback: false },
  ],
  [
    'a reference list past fresh: served, refreshed behind',
    { reference: true, storedAt: ago(2 * MIN) },
    { kind: 'stale-and-refresh', refresh: true },
  ],
  [
    'the refresh behind counts as a page view, even for a bulk read',
    { reference: true, storedAt: ago(2 * MIN), bulk: true, refusal: bulkRefused },
    { kind: 'stale-and-refresh', refresh: true },
  ],
  [
    'a reference list past fresh while refused: served, not refreshed',
    { reference: true, storedAt: ago(2 * MIN), refusal: refused(quota) },
    { kind: 'stale-and-refresh', refresh: false },
  ],
  [
    'a reference list past fresh with its refresh in flight: served, refreshed once',
    { reference: true, storedAt: ago(2 * MIN), inFlight: true },
    { kind: 'stale-and-refresh', refresh: false },
  ],
  [
    'a reference list past its stale limit: fetch',
    { reference: true, storedAt: ago(DAY) },
    { kind: 'fetch', fallback: false },
  ],
  [
    'a reference list on a bulk Refresh: fetch',
    { reference: true, storedAt: ago(2 * MIN), refresh: true, bulk: true },
    { kind: 'fetch', fallback: true },
  ],
  [
    'a reference list never kept: fetch',
    { reference: true, storedAt: ago(0), freshMs: 0 },
    { kind: 'fetch', fallback: true },
  ],
  ['only-if-cached, a fresh copy: hit', { storedAt: ago(0), onlyIfCached: true }, { kind: 'hit' }],
  ['only-if-cached, nothing held: not held', { onlyIfCached: true }, { kind: 'not-held' }],
  [
    'only-if-cached, a copy past fresh: the copy, nothing asked',
    { storedAt: ago(2 * MIN), onlyIfCached: true, refusal: refused(quota) },
    { kind: 'hit' },
  ],
  [
    'only-if-cached, a copy past its stale limit: not held',
    { storedAt: ago(DAY), onlyIfCached: true },
    { kind: 'not-held' },
  ],
  [
    'only-if-cached, a reference list past fresh: the copy, not refreshed',
    { reference: true, storedAt: ago(2 * MIN), onlyIfCached: true },
    { kind: 'hit' },
  ],
  [
    'only-if-cached with the same call in flight: not held (never waits on upstream)',
    { inFlight: true, onlyIfCached: true },
    { kind: 'not-held' },
  ],
];

describe('decide', () => {
  it.each(rows)('%s', async (_name, situation, expected) => {
    expect(await decide({ ...base, ...situation })).toEqual(expected);
  });

  it('reads the quota only when upstream would be asked', async () => {
    const asked: boolean[] = [];
    const refusal = async (bulk: boolean) => (asked.push(bulk), null);
    await decide({ ...base, storedAt: ago(0), refusal });
    await decide({ ...base, inFlight: true, refusal });
    await decide({ ...base, onlyIfCached: true, refusal });
    expect(asked).toEqual([]);
    await decide({ ...base, bulk: true, refusal });
    expect(asked).toEqual([true]);
  });

  it('joins a call that started while the quota was read, never refusing it', async () => {
    const s = { ...base, refusal: async () => ((s.inFlight = true), quota) };
    expect(await decide(s)).toEqual({ kind: 'fetch', fallback: false });
  });
});
