// One circuit for the whole team: after an upstream 429, nobody calls upstream until its
// Retry-After has passed (the vendor advises backing off; hammering only extends the block).

/** When the API says 429 without a Retry-After. */
export const DEFAULT_BACKOFF_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 24 * 60 * 60;

export function retryAfterSeconds(header: string | null, now: number): number {
  if (!header) return DEFAULT_BACKOFF_SECONDS;
  const seconds = Number(header);
  const parsed = Number.isFinite(seconds)
    ? seconds
    : Number.isNaN(Date.parse(header))
      ? DEFAULT_BACKOFF_SECONDS
      : (Date.parse(header) - now) / 1000;
  return Math.min(MAX_BACKOFF_SECONDS, Math.max(1, Math.ceil(parsed)));
}

export interface Circuit {
  /** Opens the circuit after a 429 with this Retry-After header. */
  trip(retryAfter: string | null, now: number): void;
  /** Seconds until upstream may be called again; 0 when the circuit is closed. */
  remaining(now: number): number;
}

export function createCircuit(): Circuit {
  let openUntil = 0;
  return {
    trip(retryAfter, now) {
      openUntil = Math.max(openUntil, now + retryAfterSeconds(retryAfter, now) * 1000);
    },
    remaining: (now) => Math.max(0, Math.ceil((openUntil - now) / 1000)),
  };
}
