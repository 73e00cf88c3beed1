// GET /api/status: the team's quota, the caller's own use, the circuit and the cache. Local
// figures only: asking for the status never spends an upstream request.
import type { SharedCache } from './cache-store';
import type { Capabilities } from './capabilities';
import type { Circuit } from './circuit';
import type { Ledger } from './ledger';
import type { Quota } from './quota';

export interface StatusInput {
  mode: 'demo' | 'proxy';
  quota: Quota;
  ledger: Ledger;
  circuit: Circuit;
  store: SharedCache;
  client: string;
  now: number;
  /** What the account's API is known to answer beyond the spec; null: not known yet. */
  capabilities: Capabilities;
}

export async function statusBody(input: StatusInput) {
  const { mode, quota, ledger, circuit, store, client, now, capabilities } = input;
  const q = await quota.status(now);
  const remaining = Math.max(0, q.limit - q.used);
  return {
    mode,
    quota: {
      used: q.used,
      limit: q.limit,
      windowHours: q.windowHours,
      reserve: q.reserve,
      clientLimit: q.clientLimit,
    },
    you: { used: await ledger.usedBy(client, now), limit: q.clientLimit },
    bulkReads: remaining > q.reserve ? 'allowed' : 'held',
    backoff: { retryAfterSeconds: circuit.remaining(now) },
    cache: await store.stats(),
    capabilities,
  };
}
