// The mirror's Postgres copy: the team's shared one, while each server keeps its SQLite mirror
// as a read replica (its views stay synchronous and fast). The sync leader publishes what its
// writer wrote (publish.ts); the others follow (follow.ts). One async loop does either, never
// both at once, and a Postgres outage only delays it: the local mirror goes on, the outbox waits
// and the status says how far behind Postgres is.
import type pg from 'pg';
import { openPool } from '../../store/connection';
import type { GatewayDb } from '../../gateway/database';
import type { Logger } from '../../gateway/logger';
import { CHANGES_KEPT_MS } from '../changes';
import { createFollower, type PullReport } from './follow';
import { installOutbox, outboxSize } from './outbox';
import { createPublisher } from './publish';
import { grantReports } from './report-role';
import { migrateMirrorSchema } from './schema';

interface PgMirrorOptions {
  databaseUrl: string;
  /** The local mirror's account fingerprint: Postgres holds one account at a time too. */
  account: string;
  /** Whether this server is the sync leader (it holds the lease); default: always. */
  isLeader?: () => boolean;
  /** Seconds between a follower's pulls (default 30). */
  followSeconds?: number;
  /** Milliseconds between a leader's looks at its outbox (default 1000). */
  publishMs?: number;
  /** Start the loop at once (default); tests drive `publish` and `pull` themselves. */
  autoStart?: boolean;
  now?: () => number;
  logger: Logger;
}

interface PgMirrorStatus {
  role: 'leader' | 'follower';
  /** Rows written locally and not yet in Postgres (the leader's outbox). */
  behind: number;
  publishedAt: string | null;
  pulledAt: string | null;
  problem: string | null;
}

/** Longest wait between attempts while Postgres does not answer. */
const MAX_BACKOFF_MS = 30_000;

export function attachPostgres(db: GatewayDb, options: PgMirrorOptions) {
  const now = options.now ?? Date.now;
  const isLeader = options.isLeader ?? (() => true);
  const followMs = (options.followSeconds ?? 30) * 1000;
  const publishMs = options.publishMs ?? 1000;
  const { logger, account } = options;
  // An idle connection that Postgres drops must not end the process: the next attempt reconnects.
  const pool = openPool(options.databaseUrl, 2, (error) =>
    logger.warn({ err: error.message }, 'mirror: Postgres dropped a connection'),
  );
  installOutbox(db);
  const publisher = createPublisher(db, account);
  const follower = createFollower(db, account);

  let problem: string | null = null;
  let publishedAt: number | null = null;
  let pulledAt: number | null = null;
  /** When this server's copy first held what the leader had published (or is the leader's). */
  let currentAt: number | null = null;
  let claimed = false;
  let lastPrune = 0;

  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    // A connection cut off while checked out reports here as well as to its query: logged, not
    // thrown (the query's rejection is what the caller acts on).
    const onError = (error: Error) =>
      logger.warn({ err: error.message }, 'mirror: a Postgres connection failed');
    client.on('error', onError);
    let broken = false;
    try {
      return await work(client);
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      client.off('error', onError);
      // A connection that failed is not given to the next attempt.
      client.release(broken);
    }
  };

  /** Migrations at start-up; rejects (with the reason) when the database is newer than the code. */
  const ready = withClient(async (client) => {
    await migrateMirrorSchema(client);
    // A table a migration added is readable by the reporting role as soon as it exists.
    await grantReports(client);
  }).then(
    () => undefined,
    (error: Error) => {
      problem = error.message;
      logger.error({ err: error.message }, 'mirror: Postgres cannot be used');
      throw error;
    },
  );
  ready.catch(() => undefined);

  // One thing at a time: a publish and a pull (or two publishes) never interleave.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  const failed = (what: string) => (error: unknown) => {
    problem = `Postgres ${what} failed: ${(error as Error).message}`;
    claimed = false;
    throw error;
  };

  /** Publishes every outbox entry; how many it took. */
  const publish = () =>
    serial(async () => {
      await ready;
      return withClient(async (client) => {
        if (!claimed) {
          await publisher.claim(client);
          claimed = true;
        }
        let total = 0;
        // A leader whose lease was taken (it hung, another leads now) stops before its next batch.
        for (let n = 1; n > 0 && isLeader(); total += n) n = await publisher.step(client);
        if (now() - lastPrune > 3600_000) {
          await publisher.pruneChanges(client, now() - CHANGES_KEPT_MS);
          lastPrune = now();
        }
        publishedAt = now();
        currentAt ??= publishedAt;
        problem = null;
        return total;
      });
    }).catch(failed('publishing'));

  /** Copies what the leader published since the last pull. */
  const pull = (): Promise<PullReport> =>
    serial(async () => {
      await ready;
      const report = await withClient((client) => follower.pull(client));
      // A follower that later leads checks the database's account and epoch again.
      claimed = false;
      pulledAt = now();
      problem = report.problem;
      // A whole pull read everything published when it began (nothing published: nothing to copy).
      if (!problem || problem.startsWith('nothing is published')) currentAt ??= pulledAt;
      return report;
    }).catch(failed('following'));

  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let backoff = 0;
  const loop = () => {
    if (stopped) return;
    const leader = isLeader();
    const due = leader || pulledAt === null || now() - pulledAt >= followMs;
    const work = due ? (leader ? publish() : pull()) : Promise.resolve();
    work
      .then(
        () => {
          backoff = 0;
        },
        (error: unknown) => {
          backoff = Math.min(MAX_BACKOFF_MS, Math.max(1000, backoff * 2));
          logger.warn({ err: String(error), retryInMs: backoff }, 'mirror: Postgres is behind');
        },
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, Math.max(backoff, leader ? publishMs : Math.min(followMs, 5000)));
        timer.unref();
      });
  };

  if (options.autoStart !== false) loop();

  return {
    ready,
    publish,
    pull,
    /** Why this server's copy is not current yet, or null once it has caught up. */
    behind: () =>
      currentAt !== null
        ? null
        : "this server's copy has not yet caught up with what the sync's leader has published",
    /** Seconds this server's copy may be behind the leader's (the leader: its outbox waiting). */
    lagSeconds(): number {
      const since = isLeader() ? (outboxSize(db) > 0 ? publishedAt : now()) : pulledAt;
      return since === null ? Number.NaN : Math.max(0, (now() - since) / 1000);
    },
    status(): PgMirrorStatus {
      return {
        role: isLeader() ? 'leader' : 'follower',
        behind: outboxSize(db),
        publishedAt: publishedAt === null ? null : new Date(publishedAt).toISOString(),
        pulledAt: pulledAt === null ? null : new Date(pulledAt).toISOString(),
        problem,
      };
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
      await pool.end();
    },
  };
}

export type PgMirror = ReturnType<typeof attachPostgres>;
