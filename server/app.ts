// The one Hono app: security headers, /config.json, the gateway at /api (in front of the demo or
// the real API), /metrics, the built app, and one JSON error handler for every layer.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Gateway, GatewayEnv } from './gateway/index';
import { namesHandler, watchNamesFile, type NamesSource } from './names';
import { createAuth, type AuthOptions } from './auth/index';
import { sameOriginOnly } from './auth/same-origin';
import { securityHeaders } from './csp';
import { healthRoutes, type ReadinessCheck } from './health';
import { usersFromApi, type UsersSource } from './auth/users';
import { readManifest } from './route-preload';
import { DEFAULT_SSR_WAIT_MS, loadSsrEntry } from './ssr';
import { loadStaticFiles, staticHandler } from './static';

export interface AppParts {
  /** Answers /base/*, /secondary/* and /status; mounted at /api. */
  gateway: Pick<Gateway, 'routes' | 'metricsHandler' | 'logger'>;
  mode: 'demo' | 'proxy';
  distDir: string;
  /** The advertiser names file (names.ts); none: an empty list. */
  names?: NamesSource;
  /** Sign-in and roles (server/auth); the users list is read through the gateway unless given. */
  auth?: Omit<AuthOptions, 'users'> & { users?: UsersSource };
  /** How long page rendering waits for the loaders' data (SSR_WAIT_MS); then the shell is sent. */
  ssrWaitMs?: number;
  /** The account mirror's own answers (server/mirror/routes.ts), mounted at /api/mirror. */
  mirrorRoutes?: Hono<GatewayEnv>;
  /** /readyz's check of the store and shutdown (health.ts); the build is checked here. */
  ready?: ReadinessCheck;
  /** Every view of the mirror (server/mirror/views/registry.ts), mounted at /api/views. */
  views?: Hono<GatewayEnv>;
  /** Watches (server/watch/routes.ts): `api` at /api, `unsubscribe` before sign-in. */
  watches?: { api: Hono<GatewayEnv>; unsubscribe: Hono; keepPerson?: AuthOptions['onPerson'] };
  /** The demo plays a next day of changes (POST /__demo/next-day; server/demo/next-day.ts). */
  demoNextDay?: () => unknown;
  /** Before everything: the access line and the duration histogram of each request (access-log.ts). */
  accessLog?: MiddlewareHandler<GatewayEnv>;
  /** The account's own currency (ACCOUNT_CURRENCY), sent in the configuration; none: not known. */
  currency?: string | null;
  /** The account's time zone (ACCOUNT_TIME_ZONE), sent in the configuration: the pages' today. */
  timeZone?: string;
  /**
   * How long the server's copy answers reference lists (MIRROR_REFERENCE_FRESH_MINUTES), sent in
   * the configuration: a page warns of a reference list only once it is older than that.
   */
  referenceFreshMinutes?: number;
}

export function createApp(parts: AppParts): Hono {
  const { gateway, mode, distDir, auth, watches, demoNextDay } = parts;
  const { currency, timeZone, referenceFreshMinutes } = parts;
  const app = new Hono();
  const files = loadStaticFiles(distDir);
  const headers = securityHeaders(files.get('/index.html')?.body.toString('utf8'));
  const withSecurityHeaders = (response: Response) => {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
  const counter = { total: 0, byPath: {} as Record<string, number> };

  // Whatever fails, at whatever layer, answers {"error"}; the details go to the log (never to the
  // browser). The security headers are set on whatever leaves the app (app.fetch below).
  app.onError((error, c: Context) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    gateway.logger.error(
      { err: { name: error.name, message: error.message }, path: c.req.path },
      'unhandled error',
    );
    return c.json({ error: 'The server failed to answer this request' }, 500);
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  if (parts.accessLog) app.use('*', parts.accessLog);
  // Before every route: no page of another site may change anything here, signed in or not.
  app.use('*', sameOriginOnly(auth?.config.publicUrl));

  // The orchestrator's probes: before sign-in, pages and every counter (health.ts).
  app.route('/', healthRoutes(files.has('/index.html'), parts.ready));

  // A digest's signed link works from the mail, signed in or not.
  if (watches) app.route('/', watches.unsubscribe);
  // Before everything it guards: pages, /config.json, the API, the demo's counter.
  if (auth) {
    const logError = (line: string) => gateway.logger.error(line);
    const users = usersFromApi(gateway.routes);
    app.route('/', createAuth({ users, logError, onPerson: watches?.keepPerson, ...auth }));
  }
  // Sign-in's own paths are answered above; any other /auth/ path is no page of the app (it would
  // otherwise get the app, empty, without sign-in).
  app.all('/auth/*', (c) => c.json({ error: 'Not found' }, 404));

  const viewerConfig = {
    baseUrl: '/api/base',
    secondaryBaseUrl: '/api/secondary',
    mode,
    // A contract's line items, until the mirror has read them (the page asks when it shows them).
    without: ['line_items'],
    ...(currency ? { currency } : {}),
    ...(timeZone ? { timeZone } : {}),
    ...(referenceFreshMinutes !== undefined ? { referenceFreshMinutes } : {}),
  };
  app.get('/config.json', (c) => c.json(viewerConfig, 200, { 'cache-control': 'no-cache' }));

  // The server's own answer, before the API counter: it spends no upstream request.
  const names = parts.names ?? watchNamesFile(null);
  app.get('/api/names', namesHandler(names));

  // Before the API's GET-only rule: an administrator starts a pass with POST /api/mirror/refresh.
  if (parts.mirrorRoutes) app.route('/api/mirror', parts.mirrorRoutes);
  // Following and stopping are POST and DELETE.
  if (watches) app.route('/api', watches.api);

  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ error: 'Method not allowed' }, 405, { allow: 'GET' });
    }
    if (mode === 'demo' && /^\/api\/(base|secondary)\//.test(c.req.path)) {
      // Counting what the browser asks for lets tests and the bench see what a page costs (what
      // reached the API is in the ledger: /api/status).
      const key = c.req.path.replace(/\/+$/, '').replace(/\/\d+$/, '/:id');
      counter.total += 1;
      counter.byPath[key] = (counter.byPath[key] ?? 0) + 1;
    }
    await next();
  });
  if (parts.views) app.route('/api/views', parts.views);
  app.route('/api', gateway.routes);
  app.get('/metrics', gateway.metricsHandler);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  if (mode === 'demo') {
    // Demo mode only: the records the next day changes; the mirror's next pass (POST
    // /api/mirror/refresh, or its schedule) records them as changes.
    if (demoNextDay) {
      app.post('/__demo/next-day', (c) =>
        c.json({ played: demoNextDay() }, 200, { 'cache-control': 'no-store' }),
      );
    }
    app.get('/__demo/requests', (c) => {
      const snapshot = { total: counter.total, byPath: { ...counter.byPath } };
      if (c.req.query('reset') !== undefined) {
        counter.total = 0;
        counter.byPath = {};
      }
      return c.json(snapshot, 200, { 'cache-control': 'no-store' });
    });
  }

  const ssrEntry = loadSsrEntry(distDir);
  ssrEntry.catch((error: unknown) => {
    gateway.logger.error({ err: String(error) }, 'the server bundle could not be loaded');
  });
  app.get(
    '*',
    staticHandler(files, readManifest(distDir), {
      entry: ssrEntry.catch(() => null),
      appFetch: (request, env) => app.fetch(request, env),
      config: viewerConfig,
      waitMs: parts.ssrWaitMs ?? DEFAULT_SSR_WAIT_MS,
      demo: mode === 'demo',
      names,
      onError: (error, path) =>
        gateway.logger.error(
          {
            err:
              error instanceof Error
                ? { name: error.name, message: error.message, stack: error.stack }
                : String(error),
            path,
          },
          'server rendering failed',
        ),
    }),
  );
  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405, { allow: 'GET' }));

  // Set on whatever leaves the app: a middleware would miss HEAD, which Hono answers as
  // `new Response(null, getResponse)` (on @hono/node-server, with the handler's first headers).
  const dispatch = app.fetch;
  app.fetch = async (request, env, context) =>
    withSecurityHeaders(await dispatch(request, env, context));
  return app;
}
