// For the mirror's tests and its views' tests: a gateway in front of the demo (or any upstream)
// with the mirror attached, in memory, and a full pass run once.
import { createDemoApi } from '../demo/index';
import { gatewaySettings } from '../config';
import { openGatewayDb, MEMORY, type GatewayDb } from '../gateway/database';
import { createGateway } from '../gateway/index';
import { createLogger } from '../gateway/logger';
import { appUpstream, type Upstream } from '../gateway/upstream';
import { openMirror } from '../mirror/service';
import { SYNC_DEFAULTS, type SyncSettings } from '../mirror/sync';

/**
 * The mirror's own options (a Postgres copy: publishing and following driven by the test unless
 * `postgresLoop`), and the demo's scale and contract list when no `upstream` is given.
 */
export type MirrorHarnessOptions = Partial<Parameters<typeof openMirror>[1]> & {
  upstream?: Upstream;
  db?: GatewayDb;
  sync?: Partial<SyncSettings>;
  scale?: number;
  contractList?: boolean;
  env?: NodeJS.ProcessEnv;
};

/** A gateway and its mirror; `upstream` defaults to the demo at scale 1. */
export function mirrorHarness(options: MirrorHarnessOptions = {}) {
  const upstream =
    options.upstream ??
    appUpstream(
      createDemoApi({ scale: options.scale ?? 1, contractList: options.contractList ?? true }).app,
    );
  const db = options.db ?? openGatewayDb(MEMORY);
  const logger = createLogger(undefined, 'silent');
  const account = options.account ?? 'mirror-test';
  const now = options.now ?? Date.now;
  const service = openMirror(db, {
    ...options,
    account,
    logger,
    now,
    postgresLoop: !!options.postgresLoop,
  });
  const gateway = createGateway({
    // No comparisons with the API unless a test asks (they are calls a test may be counting).
    ...gatewaySettings({ MIRROR_VERIFY_BUDGET: '0', ...options.env }),
    mode: 'proxy',
    upstream,
    db,
    account,
    logger,
    now,
    ...service.gatewayOptions,
  });
  const { sync, routes } = service.attach(gateway, {
    ...SYNC_DEFAULTS,
    free: false,
    dailyBudget: 100_000,
    ...options.sync,
  });
  return {
    db,
    gateway,
    mirror: service.mirror,
    postgres: service.postgres,
    /** The mirror's part of GET /api/status. */
    status: service.gatewayOptions.status,
    sync,
    routes,
    logger,
  };
}

/** A mirror of the demo at scale 1 after one full pass (the same for every test of a file). */
export async function filledMirror(options: MirrorHarnessOptions = {}) {
  const harness = mirrorHarness(options);
  const report = await harness.sync.start('full');
  if (report.outcome !== 'complete') throw new Error(`the full pass ${report.outcome}`);
  return harness;
}

/** Contracts read as their page reads them (the record and its line items), into the mirror. */
export async function readContracts(
  harness: ReturnType<typeof mirrorHarness>,
  ids: readonly number[],
) {
  for (const id of ids) {
    await harness.gateway.readForMirror(`/base/contracts/${id}`, '', false);
    await harness.gateway.readForMirror(
      '/secondary/contractLineItems/',
      `contract_id=${id}`,
      false,
    );
  }
  await harness.mirror.idle();
}
