// Starts the server: reads the environment, builds the gateway in front of the demo or the API,
// listens.
import { serve } from '@hono/node-server';
import { accessLog } from './access-log';
import { createApp } from './app';
import { describeAuth } from './auth/index';
import { storedRevocations } from './auth/revocations';
import { readConfig, startupRefusal } from './config';
import { createDemoApi } from './demo/index';
import { faultPass } from './demo/fault-pass';
import { watchNamesFile } from './names';
import { accountOf } from './gateway/account';
import { openGatewayDb, StoreOpenError } from './gateway/database';
import { createGateway } from './gateway/index';
import { createLogger } from './gateway/logger';
import { openMirror } from './mirror/service';
import { readGoalsFile } from './goals';
import { playNextDay, type PlayedDay } from './demo/next-day';
import { viewRoutes } from './mirror/views/registry';
import { appUpstream, httpUpstream, secretsOf, type Upstream } from './gateway/upstream';
import { catchUpReadiness, storeReadiness } from './health';
import { demoGoalsFile, demoNamesFile, distDirOf } from './paths';
import { drainOnSignals } from './shutdown';
import { registerSyncMetrics } from './gateway/metrics';
import { faultOf } from './gateway/store-health';
import { postgresLeader, soleLeader } from './store/leader';
import { SchemaTooNewError } from './store/migrations';
import { openPostgres, postgresReadiness, postgresRevocations } from './store/postgres';
import { sqliteSql } from './store/sql';
import { hostname } from 'node:os';
import { createDigests } from './watch/digests';
import { watchRoutes } from './watch/routes';
import { localTime } from './watch/config';
import { createWatchStore } from './watch/store';

const distDir = distDirOf(process.env);

async function start(): Promise<void> {
  const started = performance.now();
  const config = readConfig(process.env, distDir);
  const { upstream } = config;
  const logger = createLogger(undefined, config.logLevel);
  // The start-up and shutdown lines are written at any LOG_LEVEL (as JSON like the rest): an
  // operator always sees what started, where, and that it stopped.
  const life = logger.child(
    {},
    { level: logger.isLevelEnabled('info') ? config.logLevel : 'info' },
  );
  // The files first: one that cannot be used stops the start before anything else is built.
  const goals = readGoalsFile(
    config.goalsFile ?? (upstream.mode === 'demo' ? demoGoalsFile : null),
  );
  const names = watchNamesFile(
    config.namesFile ?? (upstream.mode === 'demo' ? demoNamesFile : null),
    { log: (line) => life.info(line), warn: (line) => life.warn(line) },
  );
  let source: Upstream;
  let secrets: string[] = [];
  let demoNextDay: (() => PlayedDay) | undefined;
  if (upstream.mode === 'demo') {
    const demo = createDemoApi(upstream);
    const s = demo.stats;
    life.info(
      `Demo data (DEMO_SCALE=${upstream.scale}): ${s.products} products, ${s.contracts} contracts, ` +
        `${s.insertions} insertions, ${s.invoices} invoices, ${s.users} users, ` +
        `built in ${Math.round(performance.now() - started)} ms` +
        (upstream.contractList ? '' : '; no contract list (DEMO_CONTRACT_LIST=0)'),
    );
    source = appUpstream(demo.app);
    demoNextDay = () => playNextDay(demo.db);
  } else {
    source = httpUpstream(upstream);
    secrets = secretsOf(upstream);
    // The key and password are deliberately not printed.
    life.info(`Proxy mode: ${upstream.baseUrl} and ${upstream.secondaryBaseUrl}`);
  }
  if (goals) {
    for (const message of goals.warnings) life.warn(`Goals: ${message}`);
    life.info(`Goals: ${goals.bySeller.size} sellers' goals read from ${goals.source}`);
  }
  const db = openGatewayDb(config.dataDir);
  const account = accountOf(upstream);
  const postgres = config.database && (await openDatabase(config.database.url));
  if (postgres) {
    const { from, to } = postgres.versions;
    life.info(
      `Shared state (ledger, cache, sign-outs, capabilities, sync leader) in Postgres (DATABASE_URL), schema version ${to}` +
        (from < to ? ` (migrated from ${from})` : ''),
    );
  }
  const leader =
    postgres && config.database
      ? postgresLeader(postgres.pool, {
          account,
          leaseMs: config.database.leaderLeaseMs,
          onError: (err) => logger.warn({ err: err.message }, 'sync leader: lease not renewed'),
        })
      : soleLeader();
  const signOutError = (err: Error) =>
    logger.warn({ err: { message: err.message } }, 'sign-out store not written');
  const sharedSignOuts =
    postgres && config.database
      ? postgresRevocations(postgres.pool, config.database.url, { onError: signOutError })
      : null;
  const revocations = sharedSignOuts ?? storedRevocations(db, signOutError);
  // Every sign-out made before this start is refused from the first request.
  await sharedSignOuts?.ready.catch(signOutError);
  // With Postgres the leader publishes the mirror there and the others follow (server/mirror/pg).
  // A server that takes the lead first copies what the last leader published (among it the pass
  // it was in, at its page), so that it finishes that pass instead of starting one of its own:
  // until then it neither publishes nor runs a pass.
  let caughtUp = !config.database;
  const leads = () => leader.isLeader() && caughtUp;
  const mirror = openMirror(db, {
    account,
    logger,
    databaseUrl: config.database?.url,
    isLeader: leads,
  });
  if (mirror.postgres) {
    await mirror.postgres.ready.catch((error: Error) => {
      throw new StoreOpenError(error.message);
    });
  }
  // Watches in the shared store (every replica sees them); the leader writes and sends digests.
  const watchStore = createWatchStore(postgres?.sql ?? sqliteSql(db));
  const watchDeps = {
    store: watchStore,
    mirrorDb: mirror.mirror.db,
    policy: config.auth.policy,
    config: config.digest,
    nameOf: (id: number) => names.current().byId.get(id) ?? `Advertiser ${id}`,
    currency: config.currency,
  };
  let passRunning = () => false;
  const digests = createDigests({
    ...watchDeps,
    anonymous: config.auth.mode === 'none',
    isLeader: leads,
    passDone: () => !passRunning(),
    logger,
  });
  const fileReady = storeReadiness(db);
  // With Postgres, /readyz also needs the shared state writable (the ledger lives there).
  const sharedReady =
    postgres &&
    postgresReadiness(postgres.pool, {
      server: `${hostname()}:${process.pid}`,
      onChange: (problem, detail) =>
        problem
          ? logger.error({ detail }, `not ready: ${problem}`)
          : logger.info('the shared store can be written again: ready'),
    });
  // A new server takes traffic once its copy has caught up with the leader's (or after a limit).
  const catchUp =
    mirror.postgres && config.database
      ? catchUpReadiness(mirror.postgres.behind, config.database.catchUpMs)
      : null;
  const ready = Object.assign(() => sharedReady?.problem() ?? catchUp?.problem() ?? fileReady(), {
    stopping: fileReady.stopping,
    note: () => catchUp?.note() ?? null,
  });
  const gateway = createGateway({
    ...config.gateway,
    mode: upstream.mode,
    upstream: source,
    db,
    account,
    secrets,
    logger,
    ...mirror.gatewayOptions,
    status: () => ({ ...mirror.gatewayOptions.status(), digests: digests.status() }),
    sharedSql: postgres?.sql,
    // The demo's injected faults go to the demo past the cache.
    ...(upstream.mode === 'demo' && { front: faultPass(source, config.gateway.timeoutMs) }),
  });
  const { sync, routes: mirrorRoutes } = mirror.attach(gateway, {
    ...config.sync,
    isLeader: leads,
  });
  sync.schedule(logger);
  passRunning = sync.running;
  const digestTimer = setInterval(() => {
    digests.tick().catch((error: unknown) => logger.warn({ err: String(error) }, 'digest: failed'));
  }, 60_000);
  digestTimer.unref();
  registerSyncMetrics(gateway.metrics.registry, {
    leads,
    lastPassEnd: () => Date.parse(sync.status().lastPass?.endedAt ?? '') || null,
    lagSeconds: () => mirror.postgres?.lagSeconds() ?? 0,
    outbox: () => mirror.postgres?.status().behind ?? 0,
  });
  // Taking the lead starts what is due at once, not at the schedule's next minute.
  leader.onChange((leading) => {
    logger.info(
      { leading },
      leading ? 'this server leads the sync' : 'this server no longer leads the sync',
    );
    if (!leading) {
      caughtUp = !config.database;
      return;
    }
    void (mirror.postgres?.pull() ?? Promise.resolve())
      .catch((error: unknown) =>
        logger.warn({ err: String(error) }, 'mirror: could not copy the last leader’s work first'),
      )
      .then(() => {
        caughtUp = true;
        const kind = leader.isLeader() && !sync.running() ? sync.due() : null;
        if (kind) return sync.start(kind);
      })
      .catch((error: unknown) => logger.error({ err: String(error) }, 'mirror: a pass failed'));
  });
  life.info(
    `Gateway data in ${config.dataDir === ':memory:' ? 'memory (DATA_DIR=:memory:)' : config.dataDir}`,
  );
  life.info(describeAuth(config.auth));
  const app = createApp({
    gateway,
    mode: upstream.mode,
    distDir,
    names,
    auth: {
      config: config.auth,
      revocations,
    },
    ssrWaitMs: config.ssrWaitMs,
    currency: config.currency,
    timeZone: config.digest.timeZone,
    referenceFreshMinutes: config.gateway.mirrorFreshMs.reference / 60_000,
    mirrorRoutes,
    ready,
    views: viewRoutes(
      {
        db,
        goals,
        agingBounds: config.agingBounds,
        timeZone: config.digest.timeZone,
        // The views' default day is the account's, as every page's (ACCOUNT_TIME_ZONE).
        today: () => localTime(Date.now(), config.digest.timeZone).day,
      },
      config.auth.policy,
    ),
    demoNextDay,
    accessLog: accessLog(logger, gateway.metrics.httpDuration),
    watches: watchRoutes({ ...watchDeps, digests }),
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    life.info(
      `Ad-sales viewer on http://${config.host}:${info.port} (ready in ${Math.round(performance.now() - started)} ms)`,
    );
  });
  drainOnSignals(server, {
    log: (line) => life.info(line),
    onStopping: ready.stopping,
    close: () => {
      sync.stop();
      clearInterval(digestTimer);
      // The Postgres copy's loop before the file it reads from.
      void mirror.postgres?.stop();
      gateway.close();
      db.close();
      // The lease is given up before the pool ends, so another server takes over at once.
      void leader.close().then(() => postgres?.close());
      void sharedSignOuts?.close();
      sharedReady?.close();
    },
  });
  // A promise one request left rejected with no one to catch it (e.g. a read cancelled after its
  // page was sent) is that request's problem: logged, and the server keeps answering the others.
  process.on('unhandledRejection', (reason) => {
    const err =
      reason instanceof Error ? { name: reason.name, message: reason.message } : String(reason);
    logger.error({ err }, 'unhandled rejection');
  });
}

/** Postgres, migrated; a database that cannot be used stops the start with what is wrong. */
async function openDatabase(url: string) {
  try {
    return await openPostgres(url);
  } catch (error) {
    if (error instanceof SchemaTooNewError) throw new StoreOpenError(error.message);
    const fault = faultOf(error);
    if (!fault) throw error;
    // The URL is not repeated: it holds the password.
    throw new StoreOpenError(
      `the database at DATABASE_URL cannot be used: ${fault.problem} (${fault.detail})`,
    );
  }
}

start().catch((error: unknown) => {
  const refusal = startupRefusal(error);
  if (refusal === null) throw error;
  console.error(refusal);
  process.exit(2);
});
