// The mirror as the server runs it: the tables fed by the gateway's answers, the sync reading
// through the gateway, its routes and its part of GET /api/status. Composed in two steps because
// the gateway takes the mirror's ingestion and the sync takes the gateway's reads.
import type { GatewayDb } from '../gateway/database';
import type { Gateway } from '../gateway/index';
import type { Logger } from '../gateway/logger';
import { createMirrorAnswers } from './answer';
import { handPasses } from './by-hand';
import { createMirror } from './index';
import { mirrorRoutes } from './routes';
import { createSync, type SyncSettings } from './sync';
import { attachPostgres, type PgMirror } from './pg/index';

export function openMirror(
  db: GatewayDb,
  options: {
    account: string;
    now?: () => number;
    logger: Logger;
    /** The team's shared copy in Postgres (DATABASE_URL); without it the mirror is SQLite only. */
    databaseUrl?: string;
    /** Whether this server is the sync leader: it publishes to Postgres, the others follow. */
    isLeader?: () => boolean;
    /** Seconds between a follower's reads of Postgres (default 30). */
    followSeconds?: number;
    /** Tests drive publishing and following themselves. */
    postgresLoop?: boolean;
  },
) {
  const now = options.now ?? Date.now;
  const mirror = createMirror(db, { account: options.account, now, logger: options.logger });
  const postgres: PgMirror | null = options.databaseUrl
    ? attachPostgres(db, {
        ...options,
        databaseUrl: options.databaseUrl,
        autoStart: options.postgresLoop,
        now,
      })
    : null;
  const withPostgres = (status: Record<string, unknown>) =>
    postgres ? { ...status, postgres: postgres.status() } : status;
  let status: () => Record<string, unknown> = () => ({
    mirror: withPostgres({ resources: mirror.resources() }),
  });
  return {
    mirror,
    /** The Postgres copy, when there is one (`ready`: its migrations; `stop` at shutdown). */
    postgres,
    /** For createGateway's options. */
    gatewayOptions: {
      onAnswer: mirror.ingest,
      answerFromMirror: createMirrorAnswers(db, now),
      status: () => status(),
    },
    /** Starts the sync over the gateway; its routes go under /api/mirror. */
    attach(
      gateway: Pick<Gateway, 'readForMirror' | 'capabilities' | 'syncCallsToday'> &
        Partial<Pick<Gateway, 'verifier'>>,
      settings: SyncSettings,
    ) {
      const sync = createSync({
        mirror,
        read: gateway.readForMirror,
        contractList: async () => (await gateway.capabilities.ensure()).contractList,
        callsToday: gateway.syncCallsToday,
        now,
        settings,
      });
      const byHand = handPasses(mirror, sync, settings, now);
      status = () => ({ mirror: withPostgres({ ...sync.status(), byHand: byHand.status() }) });
      return { sync, routes: mirrorRoutes(mirror, sync, byHand, now, gateway.verifier) };
    },
  };
}
