// Who may look: one Hono app to mount before everything else. It answers /auth/* (sign-in, sign-out,
// its stylesheet) and /auth/me, and guards every other request: no person, no page and no data;
// a person's roles decide which pages and API paths they get (403 otherwise).
import { getConnInfo } from '@hono/node-server/conninfo';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthConfig } from './config';
import { createOidcRoutes, safeReturnTo, usersUnavailablePage } from './oidc';
import { AUTH_CSS, page, postButton, refusedPage, signedOutPage, signInPage } from './pages';
import {
  describeAllowed,
  forbiddenSections,
  mayRead,
  ROLE_LABELS,
  SECTIONS,
  sectionOfApi,
  sectionOfPage,
} from './policy';
import { memoryRevocations, type Revocations } from './revocations';
import { newSessionId, seal, unseal, type SessionData } from './session';
import { isTrusted } from './trusted-proxies';
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
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (app.request in tests)
  }
}

/** Who is signed in and what they may open, for the app's header and guard. */
const ME = '/auth/me';
/** The server's Prometheus figures: administrators, or a scraper with METRICS_TOKEN. */
const METRICS = '/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const REFUSAL_TEXT = {
  stranger: 'is not a user of this account',
  inactive: 'is an inactive user of this account',
  deleted: 'is a deleted user of this account',
} as const;

export function createAuth({
  config,
  users,
  remoteAddress = socketAddress,
  now = Date.now,
  revocations: revoked = memoryRevocations(),
}: AuthOptions) {
  const directory = createUsersDirectory(users, { now });
  const session = config.mode === 'oidc' ? config.session : null;
  const cookieName = session?.secure ? '__Host-viewer_session' : 'viewer_session';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: session?.secure ?? false,
  } as const;

  function readSession(c: Context): SessionData | null {
    if (!session) return null;
    const raw = getCookie(c, cookieName);
    if (!raw) return null;
    const data = unseal<SessionData>(session.secret, raw, now());
    if (!data || typeof data.email !== 'string' || revoked.has(data.sid, now())) {
      deleteCookie(c, cookieName, cookieOptions);
      return null;
    }
    return data;
  }

  function identify(c: Context): string | null {
    if (config.mode === 'proxy') {
      if (!isTrusted(config.trustedProxies, remoteAddress(c))) return null;
      return c.req.header(config.header)?.trim() || null;
    }
    return readSession(c)?.email ?? null;
  }

  const signOutButton =
    config.mode === 'proxy'
      ? `<a class="button" href="${config.signOutUrl.replace(/"/g, '%22')}">Sign out</a>`
      : postButton('/auth/logout', 'Sign out');

  function notSignedIn(c: Context, isApi: boolean): Response {
    if (isApi)
      return c.json(
        { error: "Sign in first: this viewer is open to its account's users only" },
        401,
      );
    if (config.mode === 'oidc') {
      const url = new URL(c.req.url);
      return c.html(signInPage(safeReturnTo(url.pathname + url.search)), 401);
    }
    return c.html(
      page({
        title: 'Sign in through the proxy',
        lines: [
          'This viewer takes the signed-in person from its authenticating proxy, and this request did not come through it with a person.',
        ],
        note: 'Open the viewer at the address your team was given.',
      }),
      401,
    );
  }

  function metricsByToken(c: Context): boolean {
    const given = c.req.header('authorization');
    return !!config.metricsToken && !!given && sameSecret(given, `Bearer ${config.metricsToken}`);
  }

  const guard: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    // /auth/me is outside /api (which is the upstream's, counted and shared) but needs the person.
    const isMe = path === ME;
    const isMetrics = path === METRICS;
    if (isMetrics && metricsByToken(c)) return next();
    if (isMetrics && config.mode === 'none' && config.openToAll) {
      // Anyone may reach the port: the figures (who asked for what) need the token.
      return c.json({ error: 'Metrics need the METRICS_TOKEN bearer token' }, 401, {
        'www-authenticate': 'Bearer',
      });
    }
    if (config.mode === 'none' || (path.startsWith('/auth/') && !isMe)) return next();
    const isApi = isMe || isMetrics || path === '/api' || path.startsWith('/api/');
    const email = identify(c);
    if (!email) return notSignedIn(c, isApi);
    const found = await directory.lookup(email);
    if (!found.ok) {
      if (found.reason === 'unavailable') {
        return isApi
          ? c.json(
              { error: "The account's users list could not be read; try again in a minute" },
              503,
            )
          : c.html(usersUnavailablePage(), 503);
      }
      // Someone let in before and since deactivated: their session ends here.
      if (session) deleteCookie(c, cookieName, cookieOptions);
      return isApi
        ? c.json({ error: `${email} ${REFUSAL_TEXT[found.reason]}` }, 403)
        : c.html(refusedPage(email, found.reason, signOutButton), 403);
    }
    const { person } = found;
    c.set('person', person);
    if (isMetrics) {
      if (person.roles.includes('administrator')) return next();
      return c.json({ error: 'Not for your role: the server metrics are for administrators' }, 403);
    }
    if (isApi) {
      const section = sectionOfApi(path);
      if (section === 'unlisted') {
        return c.json({ error: 'This API path is in no section of the role policy' }, 403);
      }
      if (section && !mayRead(config.policy, section, person.roles)) {
        const { label } = SECTIONS[section];
        return c.json(
          {
            error: `Not for your role: ${label} is for ${describeAllowed(config.policy, section)}`,
          },
          403,
        );
      }
      return next();
    }
    await next();
    // The app still loads (its "not for your role" page explains), but the status says it.
    const section = sectionOfPage(path);
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
  if (config.mode === 'oidc' && session) {
    app.route(
      '/',
      createOidcRoutes({
        config,
        users: directory,
        now,
        startSession(c, email) {
          const data: SessionData = { sid: newSessionId(), email, exp: now() + session.maxAgeMs };
          setCookie(c, cookieName, seal(session.secret, data), {
            ...cookieOptions,
            maxAge: Math.floor(session.maxAgeMs / 1000),
          });
        },
      }),
    );
    app.post('/auth/logout', (c) => {
      // A form on another site must not sign people out (SameSite=Lax stops most of it already).
      // With Referrer-Policy no-referrer the browser sends `Origin: null`, so Sec-Fetch-Site decides.
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const foreignOrigin =
        origin && origin !== 'null' && origin !== new URL(config.publicUrl).origin;
      if ((site && site !== 'same-origin' && site !== 'none') || foreignOrigin) {
        return c.json({ error: 'Sign-out must come from the viewer itself' }, 403);
      }
      const data = readSession(c);
      if (data) revoked.revoke(data.sid, data.exp, now());
      deleteCookie(c, cookieName, cookieOptions);
      return c.redirect('/auth/signed-out', 303);
    });
    app.get('/auth/signed-out', (c) => c.html(signedOutPage()));
  }
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
              roles: person.roles.map((r) => ROLE_LABELS[r]),
            }
          : null,
        forbidden: person ? forbiddenSections(config.policy, person.roles) : [],
        signOut:
          config.mode === 'oidc'
            ? { url: '/auth/logout', method: 'post' }
            : config.mode === 'proxy'
              ? { url: config.signOutUrl, method: 'get' }
              : null,
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
