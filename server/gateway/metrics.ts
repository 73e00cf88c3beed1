// Prometheus metrics for whoever runs the server (GET /metrics): the gateway's and the sync's. One
// registry per gateway, so tests can build several without clashing names.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export function createMetrics(read: {
  cacheBytes: () => number | Promise<number>;
  quotaUsed: () => number | Promise<number>;
}) {
  const registry = new Registry();
  const counter = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const gauge = gaugeOn(registry);

  gauge('gateway_cache_bytes', 'Bytes of compressed answers held in the cache', read.cacheBytes);
  gauge('gateway_quota_used', 'API calls over the rolling 24 hours', read.quotaUsed);
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    upstreamCalls: counter(
      'gateway_upstream_calls_total',
      'Calls to the API, by endpoint and status (0: no answer)',
      ['endpoint', 'status'],
    ),
    cacheHits: counter('gateway_cache_hits_total', 'Answers served from the cache while fresh', [
      'endpoint',
    ]),
    cacheMisses: counter(
      'gateway_cache_misses_total',
      'Requests the cache could not answer fresh',
      ['endpoint'],
    ),
    mirrorAnswers: counter(
      'gateway_mirror_answers_total',
      'Answers built from the account mirror within their freshness',
      ['endpoint'],
    ),
    coalesced: counter(
      'gateway_coalesced_total',
      'Requests answered by an identical call already in flight',
    ),
    staleAnswers: counter(
      'gateway_stale_answers_total',
      'Answers served from an older copy, by reason',
      ['reason'],
    ),
    refusals: counter(
      'gateway_refusals_total',
      'Requests refused with 429 by the gateway, by reason',
      ['reason'],
    ),
    // Every request the server answers, by route pattern (access-log.ts), method and status.
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request (to its headers; a streamed page until its end), by route',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A gauge on `registry` whose value is read when Prometheus asks. */
const gaugeOn =
  (registry: Registry) => (name: string, help: string, value: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await value());
      },
    });

/** A counter's total over all its labels (tests and the bench read these). */
export async function total(counter: Counter): Promise<number> {
  return (await counter.get()).values.reduce((sum, { value }) => sum + value, 0);
}

/**
 * The sync's gauges, on the gateway's registry: whether this replica leads, how old the last pass
 * is, how far this replica's copy may be behind the leader's, and the outbox not yet published.
 */
export function registerSyncMetrics(
  registry: Registry,
  read: {
    leads: () => boolean;
    /** When the last pass ended (ms), or null (none yet). */
    lastPassEnd: () => number | null;
    /** Seconds this copy may be behind the leader's (0 without Postgres). */
    lagSeconds: () => number;
    /** Rows written locally and not yet published (0 without Postgres). */
    outbox: () => number;
    now?: () => number;
  },
): void {
  const now = read.now ?? Date.now;
  const gauge = gaugeOn(registry);
  gauge('mirror_sync_leader', '1 when this replica leads the sync, else 0', () =>
    read.leads() ? 1 : 0,
  );
  gauge('mirror_sync_last_pass_age_seconds', 'Seconds since the last sync pass ended', () => {
    const end = read.lastPassEnd();
    return end === null ? Number.NaN : (now() - end) / 1000;
  });
  gauge(
    'mirror_sync_lag_seconds',
    "Seconds this replica's copy may be behind what the leader has published",
    read.lagSeconds,
  );
  gauge(
    'mirror_outbox_rows',
    'Rows written locally and not yet published to Postgres',
    read.outbox,
  );
}
