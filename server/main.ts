// Starts the server: reads the environment, builds the gateway in front of the demo or the API,
// listens.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { describeAuth } from './auth/index';
import { storedRevocations } from './auth/revocations';
import { ConfigError, readConfig } from './config';
import { createDemoApi } from './demo/index';
import { watchNamesFile } from './names';
import { accountOf } from './gateway/account';
import { openGatewayDb, StoreOpenError } from './gateway/database';
import { createGateway } from './gateway/index';
import { createLogger } from './gateway/logger';
import { openMirror } from './mirror/service';
import { questionRoutes } from './mirror/views/question-routes';
import { readGoalsFile } from './goals';
import { viewRoutes } from './mirror/views/routes';
import { playNextDay, type PlayedDay } from './demo/next-day';
import { viewRoutes as registeredViews } from './mirror/views/registry';
import { appUpstream, httpUpstream, secretsOf, type Upstream } from './gateway/upstream';
import { storeReadiness } from './health';
import { demoGoalsFile, demoNamesFile, distDirOf } from './paths';
import { drainOnSignals } from './shutdown';
import { faultOf } from './gateway/store-health';
import { postgresLeader, soleLeader } from './store/leader';
import { SchemaTooNewError } from './store/migrations';
import { openPostgres, postgresReadiness, postgresRevocations } from './store/postgres';
import { hostname } from 'node:os';

const distDir = distDirOf(process.env);

async function start(): Promise<void> {
  const started = performance.now();
  const config = readConfig(process.env, distDir);
  const { upstream } = config;
  const logger = createLogger(undefined, process.env.LOG_LEVEL || 'info');
  let source: Upstream;
  let secrets: string[] = [];
  let demoNextDay: (() => PlayedDay) | undefined;
  if (upstream.mode === 'demo') {
    const demo = createDemoApi({
      scale: upstream.scale,
      contractList: upstream.contractList,
    });
    const s = demo.stats;
    console.log(
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
    console.log(`Proxy mode: ${upstream.baseUrl} and ${upstream.secondaryBaseUrl}`);
  }
  const names = watchNamesFile(
    config.namesFile ?? (upstream.mode === 'demo' ? demoNamesFile : null),
  );
  const goals = readGoalsFile(
    config.goalsFile ?? (upstream.mode === 'demo' ? demoGoalsFile : null),
  );
  if (goals) {
    for (const message of goals.warnings) console.warn(`Goals: ${message}`);
    console.log(`Goals: ${goals.bySeller.size} sellers' goals read from ${goals.source}`);
  }
  const db = openGatewayDb(config.dataDir);
  const account = accountOf(upstream);
  const postgres = config.database && (await openDatabase(config.database.url));
  if (postgres) {
    const { from, to } = postgres.versions;
    console.log(
      `Shared state (ledger, cache, sign-outs, capabilities, sync leader) in Postgres (DATABASE_URL), schema version ${to}` +
        (from < to ? ` (migrated from ${from})` : ''),
    );
  }
  const leader = config.database
    ? postgresLeader(config.database.url, {
        account,
        retryMs: config.database.leaderRetryMs,
        onError: (err) => logger.warn({ err: err.message }, 'sync leader: connection lost'),
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
  const fileReady = storeReadiness(db);
  // With Postgres, /readyz also needs the shared state writable (the ledger lives there).
  const sharedReady =
    postgres && postgresReadiness(postgres.pool, { server: `${hostname()}:${process.pid}` });
  const ready = Object.assign(() => sharedReady?.problem() ?? fileReady(), {
    stopping: fileReady.stopping,
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
    shared: postgres?.shared,
  });
  const { sync, routes: mirrorRoutes } = mirror.attach(gateway, {
    ...config.sync,
    isLeader: leads,
  });
  sync.schedule(logger);
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
  console.log(
    `Gateway data in ${config.dataDir === ':memory:' ? 'memory (DATA_DIR=:memory:)' : config.dataDir}`,
  );
  console.log(describeAuth(config.auth));
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
    referenceFreshMinutes: config.gateway.mirrorFreshMs.reference / 60_000,
    mirrorRoutes,
    ready,
    viewRoutes: [
      questionRoutes(mirror.mirror.db, { goals }),
      registeredViews({ db, goals }, config.auth.policy),
      viewRoutes(mirror.mirror, config.auth.policy),
    ],
    demoNextDay,
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    console.log(
      `Ad-sales viewer on http://${config.host}:${info.port} (ready in ${Math.round(performance.now() - started)} ms)`,
    );
  });
  drainOnSignals(server, {
    onStopping: ready.stopping,
    close: () => {
      sync.stop();
      // The Postgres copy's loop before the file it reads from.
      void mirror.postgres?.stop();
      gateway.close();
      db.close();
      // Postgres's connections go with the process; ended first so the lock is freed at once.
      void leader.close();
      void sharedSignOuts?.close();
      sharedReady?.close();
      void postgres?.close();
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
    throw new StoreOpenError(`the database at DATABASE_URL cannot be used: ${fault.problem}`);
  }
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StoreOpenError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  throw error;
});
