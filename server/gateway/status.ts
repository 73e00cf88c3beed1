// GET /api/status: the team's quota, the caller's own use, the circuit and the cache. Local
// figures only: asking for the status never spends an upstream request.
import type { SharedCache } from './cache-store';
import type { Capabilities } from './capabilities';
import type { Circuit } from './fetcher';
import type { Ledger } from './ledger';
import type { limitsOf } from './admission';
import { faultOf } from './store-health';

export interface StatusInput {
  mode: 'demo' | 'proxy';
  limits: ReturnType<typeof limitsOf>;
  ledger: Ledger;
  circuit: Circuit;
  store: SharedCache;
  client: string;
  now: number;
  /** What the account's API is known to answer beyond the spec; null: not known yet. */
  capabilities: Capabilities;
}

/**
 * The status. A store that cannot be read (Postgres unreachable) leaves its figures null and says
 * so in `problem`: the status still answers, with what this server knows by itself.
 */
export async function statusBody(input: StatusInput) {
  const { mode, limits: q, ledger, circuit, store, client, now, capabilities } = input;
  let problem: string | null = null;
  const read = <T>(work: () => Promise<T>): Promise<T | null> =>
    work().catch((error: unknown) => {
      const fault = faultOf(error);
      if (!fault) throw error;
      problem = `The quota ledger cannot be read: ${fault.problem}.`;
      return null;
    });
  const used = await read(() => ledger.used(now));
  const remaining = used === null ? 0 : Math.max(0, q.limit - used);
  return {
    mode,
    quota: { used, ...q },
    you: { used: await read(() => ledger.usedBy(client, now)), limit: q.clientLimit },
    bulkReads: remaining > q.reserve ? 'allowed' : 'held',
    backoff: { retryAfterSeconds: circuit.remaining(now) },
    cache: await read(() => store.stats()),
    capabilities,
    ...(problem ? { problem } : {}),
  };
}
