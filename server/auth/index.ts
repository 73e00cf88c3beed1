// Who may look: one Hono app to mount before everything else. It answers /auth/* (sign-in, sign-out,
// its stylesheet) and /auth/me, and guards every other request: no person, no page and no data;
// a person's roles decide which pages and API paths they get (403 otherwise).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { socketAddress } from '../gateway/client-id';
import { createLogger } from '../gateway/logger';
import type { AuthConfig } from './config';
import { proxySignIn, type SignInMode } from './mode';
import { oidcSignIn } from './oidc';
import { AUTH_CSS, refusedPage, REFUSALS, usersUnavailablePage } from './pages';
import {
  describeAllowed,
  forbiddenSections,
  mayRead,
  ROLE_INFO,
  SECTIONS,
  sectionOfApi,
  sectionOfPage,
} from './policy';
import { sameSecret } from './session';
import { memoryRevocations, type Revocations } from './revocations';
import { createUsersDirectory, type Person, type UsersSource } from './users';

export type { Person } from './users';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in person, set for every request once sign-in is on (the fair share's key). */
    person: Person | undefined;
  }
}

export interface AuthOptions {
  config: AuthConfig;
  /** The account's users list (the secondary /users/ body), read through the server's API layer. */
  users: UsersSource;
  /** The client's socket address; @hono/node-server's by default. */
  remoteAddress?: (c: Context) => string | undefined;
  now?: () => number;
  /** Signed-out sessions; kept in the gateway's store by main.ts so they survive a restart. */
  revocations?: Revocations;
  /** Where a failed sign-in step or users list read is told (the server's log: app.ts). */
  logError?: (line: string) => void;
  /** Hears the signed-in person of each request (the watches keep who they are for the digest). */
  onPerson?: (person: Person) => Promise<unknown>;
}

/** Who is signed in and what they may open, for the app's header and guard. */
const ME = '/auth/me';
/** The server's Prometheus figures: administrators, or a scraper with METRICS_TOKEN. */
const METRICS = '/metrics';
/** The log of an app built without one (tests); the server passes its own. */
const defaultLogger = createLogger();

export function createAuth({
  config,
  users,
  remoteAddress = socketAddress,
  now = Date.now,
  revocations = memoryRevocations(),
  logError = (line) => defaultLogger.error(line),
  onPerson,
}: AuthOptions) {
  const directory = createUsersDirectory(users, { now, logError });
  const signIn: SignInMode | null =
    config.mode === 'oidc'
      ? oidcSignIn({ config, users: directory, revocations, now, logError })
      : config.mode === 'proxy'
        ? proxySignIn(config, remoteAddress)
        : null;

  const metricsByToken = (c: Context) => {
    const given = c.req.header('authorization');
    return !!config.metricsToken && !!given && sameSecret(given, `Bearer ${config.metricsToken}`);
  };

  /** Why this person may not have this path, or null. */
  function refusal(path: string, isApi: boolean, person: Person): string | null {
    if (path === METRICS) {
      return person.roles.includes('administrator')
        ? null
        : 'Not for your role: the server metrics are for administrators';
    }
    if (!isApi) return null; // the app still loads: its "not for your role" page explains
    const section = sectionOfApi(path);
    if (section === 'unlisted') return 'This API path is in no section of the role policy';
    if (!section || mayRead(config.policy, section, person.roles)) return null;
    const { label } = SECTIONS[section];
    return `Not for your role: ${label} is for ${describeAllowed(config.policy, section)}`;
  }

  const guard: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    if (path === METRICS && metricsByToken(c)) return next();
    if (!signIn) {
      // Anyone may reach the port: the figures (who asked for what) need the token.
      if (path === METRICS && config.mode === 'none' && config.openToAll) {
        return c.json({ error: 'Metrics need the METRICS_TOKEN bearer token' }, 401, {
          'www-authenticate': 'Bearer',
        });
      }
      return next();
    }
    // /auth/me is outside /api (which is the upstream's, counted and shared) but needs the person.
    if (path.startsWith('/auth/') && path !== ME) return next();
    const isApi = path === ME || path === METRICS || path === '/api' || path.startsWith('/api/');
    // The API gets the JSON error, a page its HTML.
    const refuse = (status: 401 | 403 | 503, error: string, page: () => string) =>
      isApi ? c.json({ error }, status) : c.html(page(), status);
    const email = signIn.identify(c);
    if (!email) {
      const error = "Sign in first: this viewer is open to its account's users only";
      return refuse(401, error, () => signIn.signInPage(c));
    }
    const found = await directory.lookup(email);
    if (!found.ok) {
      const { reason } = found;
      if (reason === 'unavailable') {
        const error = "The account's users list could not be read; try again in a minute";
        return refuse(503, error, usersUnavailablePage);
      }
      signIn.forget(c);
      const page = () => refusedPage(email, reason, signIn.signOutAction);
      return refuse(403, `${email} ${REFUSALS[reason].api}`, page);
    }
    const { person } = found;
    c.set('person', person);
    await onPerson?.(person).catch((error: Error) => logError(`Person not kept: ${error.message}`));
    const refused = refusal(path, isApi, person);
    if (refused) return c.json({ error: refused }, 403);
    await next();
    // A page the person's roles do not cover still loads (the app explains), but the status says it.
    const section = isApi ? undefined : sectionOfPage(path);
    if (section && !mayRead(config.policy, section, person.roles) && c.res.status === 200) {
      c.res = new Response(c.res.body, { status: 403, headers: c.res.headers });
    }
  };

  const app = new Hono();
  app.get('/auth/auth.css', (c) =>
    c.body(AUTH_CSS, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );
  if (signIn?.routes) app.route('/', signIn.routes);
  app.use('*', guard);
  app.get(ME, (c) => {
    const person = c.get('person');
    return c.json(
      {
        mode: config.mode,
        openToAll: config.mode === 'none' && config.openToAll,
        person: person
          ? {
              name: person.name,
              email: person.email,
              roles: person.roles.map((r) => ROLE_INFO[r].label),
            }
          : null,
        forbidden: person ? forbiddenSections(config.policy, person.roles) : [],
        signOut: signIn?.signOut ?? null,
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  return app;
}

/** One line for the start-up log; never a secret. */
export function describeAuth(config: AuthConfig): string {
  switch (config.mode) {
    case 'none':
      return config.openToAll
        ? 'Sign-in: OFF and ALLOW_ANONYMOUS=1: anyone who can reach this port reads the whole account'
        : 'Sign-in: off (this machine only)';
    case 'oidc':
      return `Sign-in: OpenID Connect at ${config.issuer}, callback ${config.publicUrl}/auth/callback`;
    case 'proxy':
      return `Sign-in: by the proxy's ${config.header} header, trusted from TRUSTED_PROXIES only`;
  }
}
