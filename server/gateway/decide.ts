// What the gateway does with one request, decided in one place from what it holds and what it may
// spend: no clock or store of its own (the quota is asked through `refusal`, only when upstream
// would be), so the rules are tested as a table (decide.test.ts).
import type { StaleReason } from './respond';

/** Why upstream may not be asked now (the circuit or the quota), with the words for the client. */
export interface Refusal {
  reason: StaleReason;
  message: string;
  retryAfterSeconds: number;
}

export interface Situation {
  now: number;
  /** When the held copy was fetched; undefined when none is held. */
  storedAt: number | undefined;
  /** How long a copy counts as fresh for this request (0: never kept). */
  freshMs: number;
  /** How long a copy may stand in when the API cannot be asked. */
  staleLimitMs: number;
  /** A reference list: past its freshness it is served at once and refreshed behind the answer. */
  reference: boolean;
  /** A bulk read's Refresh (Cache-Control: no-cache): the copy is not served fresh. */
  refresh: boolean;
  /** Cache-Control: only-if-cached: the copy held (within its stale limit) or nothing, never upstream. */
  onlyIfCached: boolean;
  /**
   * An identical request is already upstream: joining it costs nothing and is never refused (read
   * again after the quota's answer: a call may have started meanwhile).
   */
  inFlight: boolean;
  /** Why upstream may not be asked; bulk: the call would be a bulk read (read only when needed). */
  refusal: (bulk: boolean) => Promise<Refusal | null>;
  bulk: boolean;
}

export type Decision =
  /** The copy, fresh. */
  | { kind: 'hit' }
  /** The copy at once; `refresh`: a page-view call refreshes it behind the answer (once). */
  | { kind: 'stale-and-refresh'; refresh: boolean }
  /** Upstream (or the identical call in flight); `fallback`: a copy may cover a failure. */
  | { kind: 'fetch'; fallback: boolean }
  /** Upstream may not be asked: the copy with the reason when `stale`, else the refusal. */
  | { kind: 'refuse'; refusal: Refusal; stale: boolean }
  /** Only a held copy was asked for (only-if-cached) and none is: 504, nothing spent. */
  | { kind: 'not-held' };

export async function decide(s: Situation): Promise<Decision> {
  const age = s.storedAt === undefined ? Infinity : s.now - s.storedAt;
  if (!s.refresh && age < s.freshMs) return { kind: 'hit' };
  const usable = age < s.staleLimitMs;
  if (s.onlyIfCached) return usable ? { kind: 'hit' } : { kind: 'not-held' };
  if (usable && !s.refresh && s.reference && s.freshMs > 0) {
    const refresh = !s.inFlight && (await s.refusal(false)) === null;
    return { kind: 'stale-and-refresh', refresh: refresh && !s.inFlight };
  }
  if (s.inFlight) return { kind: 'fetch', fallback: usable };
  const refusal = await s.refusal(s.bulk);
  if (refusal && !s.inFlight) return { kind: 'refuse', refusal, stale: usable };
  return { kind: 'fetch', fallback: usable };
}
