// The mirror as the server runs it: the tables fed by the gateway's answers, the sync reading
// through the gateway, its routes and its part of GET /api/status. Composed in two steps because
// the gateway takes the mirror's ingestion and the sync takes the gateway's reads.
import type { GatewayDb } from '../gateway/database';
import type { Gateway } from '../gateway/index';
import type { Logger } from '../gateway/logger';
import { createMirrorAnswers } from './answer';
import { createMirror, type Mirror } from './index';
import { mirrorRoutes } from './routes';
import { createSync, type SyncSettings } from './sync';

export function openMirror(
  db: GatewayDb,
  options: { account: string; now?: () => number; logger: Logger },
) {
  const now = options.now ?? Date.now;
  const mirror = createMirror(db, { account: options.account, now, logger: options.logger });
  let status: () => Record<string, unknown> = () => ({ mirror: { resources: mirror.resources() } });
  return {
    mirror,
    /** For createGateway's options. */
    gatewayOptions: {
      onAnswer: mirror.ingest,
      answerFromMirror: createMirrorAnswers(db, now),
      status: () => status(),
    },
    /** Starts the sync over the gateway; its routes go under /api/mirror. */
    attach(
      gateway: Pick<Gateway, 'readForMirror' | 'capabilities' | 'syncCallsToday'>,
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
      status = () => ({ mirror: sync.status() });
      return { sync, routes: mirrorRoutes(mirror, sync, now) };
    },
  };
}

export type { Mirror };
