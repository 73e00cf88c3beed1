// The sync's gauges: read when /metrics is asked, each from its own reading.
import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { registerSyncMetrics } from './metrics';

it('reports leadership, the last pass age, the lag and the outbox as they are when asked', async () => {
  const registry = new Registry();
  let leads = false;
  let outbox = 7;
  registerSyncMetrics(registry, {
    leads: () => leads,
    lastPassEnd: () => 1_000_000,
    lagSeconds: () => 12.5,
    outbox: () => outbox,
    now: () => 1_090_000,
  });
  const read = async () => await registry.metrics();
  expect(await read()).toMatch(/^mirror_sync_leader 0$/m);
  expect(await read()).toMatch(/^mirror_sync_last_pass_age_seconds 90$/m);
  expect(await read()).toMatch(/^mirror_sync_lag_seconds 12.5$/m);
  expect(await read()).toMatch(/^mirror_outbox_rows 7$/m);
  leads = true;
  outbox = 0;
  const text = await read();
  expect(text).toMatch(/^mirror_sync_leader 1$/m);
  expect(text).toMatch(/^mirror_outbox_rows 0$/m);
});
