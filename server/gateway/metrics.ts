// Prometheus metrics for whoever runs the server (GET /metrics). One registry per gateway, so
// tests can build several without clashing names.
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

export function createMetrics(read: { cacheBytes: () => number; quotaUsed: () => number }) {
  const registry = new Registry();
  const upstreamCalls = new Counter({
    name: 'gateway_upstream_calls_total',
    help: 'Calls to the API, by endpoint and status (0: no answer)',
    labelNames: ['endpoint', 'status'] as const,
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: 'gateway_cache_hits_total',
    help: 'Answers served from the cache while fresh',
    labelNames: ['endpoint'] as const,
    registers: [registry],
  });
  const cacheMisses = new Counter({
    name: 'gateway_cache_misses_total',
    help: 'Requests the cache could not answer fresh',
    labelNames: ['endpoint'] as const,
    registers: [registry],
  });
  const coalesced = new Counter({
    name: 'gateway_coalesced_total',
    help: 'Requests answered by an identical call already in flight',
    registers: [registry],
  });
  const staleAnswers = new Counter({
    name: 'gateway_stale_answers_total',
    help: 'Answers served from an older copy, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'gateway_refusals_total',
    help: 'Requests refused with 429 by the gateway, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_cache_bytes',
    help: 'Bytes of compressed answers held in the cache',
    registers: [registry],
    collect() {
      this.set(read.cacheBytes());
    },
  });
  new Gauge({
    name: 'gateway_quota_used',
    help: 'API calls over the rolling 24 hours',
    registers: [registry],
    collect() {
      this.set(read.quotaUsed());
    },
  });
  collectDefaultMetrics({ register: registry });
  return { registry, upstreamCalls, cacheHits, cacheMisses, coalesced, staleAnswers, refusals };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A counter's total over all its labels (tests and the bench read these). */
export async function total(counter: Counter): Promise<number> {
  return (await counter.get()).values.reduce((sum, { value }) => sum + value, 0);
}
