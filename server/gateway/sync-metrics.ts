// The sync's gauges on /metrics, read when Prometheus asks: whether this replica leads, how old
// the last pass is, how far this replica's copy may be behind the leader's, and the outbox not
// yet published to Postgres. Apart from metrics.ts (the gateway's own), on the same registry.
import type { Registry } from 'prom-client';
import { gaugeOn } from './metrics';

export interface SyncReadings {
  leads: () => boolean;
  /** When the last pass ended (ms), or null (none yet). */
  lastPassEnd: () => number | null;
  /** Seconds this copy may be behind the leader's (0 without Postgres). */
  lagSeconds: () => number;
  /** Rows written locally and not yet published (0 without Postgres). */
  outbox: () => number;
  now?: () => number;
}

export function registerSyncMetrics(registry: Registry, read: SyncReadings): void {
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
