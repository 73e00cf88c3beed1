// GET /api/status: the team's quota, the caller's own use, the circuit and the cache. Local
// figures only: asking for the status never spends an upstream request.
import type { CacheStore } from './cache-store';
import type { Circuit } from './circuit';
import type { Ledger } from './ledger';
import type { Quota } from './quota';

export interface StatusInput {
  mode: 'demo' | 'proxy';
  quota: Quota;
  ledger: Ledger;
  circuit: Circuit;
  store: CacheStore;
  client: string;
  now: number;
}

export function statusBody({ mode, quota, ledger, circuit, store, client, now }: StatusInput) {
  const q = quota.status(now);
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
    you: { used: ledger.usedBy(client, now), limit: q.clientLimit },
    bulkReads: remaining > q.reserve ? 'allowed' : 'held',
    backoff: { retryAfterSeconds: circuit.remaining(now) },
    cache: store.stats(),
  };
}
