// OpenID Connect sign-in with openid-client: authorization code with PKCE, state and nonce. The
// provider's tokens stay on the server for the length of the callback; only the e-mail is kept.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import type { AuthConfig } from './config';
import type { SignInMode } from './mode';
import {
  linkButton,
  postButton,
  problemPage,
  refusedPage,
  signedOutPage,
  signInHref,
  signInPage,
  usersUnavailablePage,
} from './pages';
import type { Revocations } from './revocations';
import { createSessions, seal, unseal } from './session';
import type { UsersDirectory } from './users';

type OidcConfig = Extract<AuthConfig, { mode: 'oidc' }>;

const TX_COOKIE = 'viewer_signin';
const TX_LIFETIME_MS = 10 * 60_000;

interface Transaction {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  exp: number;
}

const LOCAL_BASE = 'http://viewer.invalid';

/**
 * Only a path of this site, rebuilt from the parsed URL: never `//host`, `/\host` or a path with
 * a control character (browsers drop a tab or a newline, so `/<TAB>/evil.example` is `//evil.example`).
 */
export function safeReturnTo(raw: string | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return '/';
  if (!URL.canParse(raw, LOCAL_BASE)) return '/';
  const parsed = new URL(raw, LOCAL_BASE);
  if (parsed.origin !== LOCAL_BASE) return '/';
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (path.startsWith('//') || path.startsWith('/auth/')) return '/';
  return path;
}

export interface OidcDeps {
  config: OidcConfig;
  users: UsersDirectory;
  revocations: Revocations;
  now: () => number;
  logError: (line: string) => void;
}

/** Sign-in at the provider, the viewer's own session cookie, and sign-out. */
export function oidcSignIn({ config, users, revocations, now, logError }: OidcDeps): SignInMode {
  const sessions = createSessions(config.session, revocations, now);
  const callbackUrl = `${config.publicUrl}/auth/callback`;
  const insecure = config.issuer.startsWith('http:');
  let discovered: Promise<oidc.Configuration> | null = null;

  // Discovered on first use, so the viewer starts even while the provider is down; a failure is
  // not remembered.
  function provider(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret || undefined,
        config.clientSecret ? undefined : oidc.None(),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  const txCookie = {
    path: '/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.session.secure,
  } as const;
  const unreachable = (c: Context) =>
    c.html(
      problemPage(
        'The sign-in provider could not be reached',
        'The viewer could not talk to its sign-in provider. Try again in a minute; if it keeps happening, tell whoever runs the viewer.',
        [linkButton(signInHref('/'), 'Try again')],
      ),
      503,
    );

  const app = new Hono();

  app.get('/auth/login', async (c) => {
    let server: oidc.Configuration;
    try {
      server = await provider();
    } catch (error) {
      logError(`Sign-in: discovery at ${config.issuer} failed: ${(error as Error).message}`);
      return unreachable(c);
    }
    const tx: Transaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      returnTo: safeReturnTo(c.req.query('return')),
      exp: now() + TX_LIFETIME_MS,
    };
    const parameters: Record<string, string> = {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(tx.verifier),
      code_challenge_method: 'S256',
      state: tx.state,
      nonce: tx.nonce,
    };
    // "Sign in with another account" after a refusal: make the provider ask again.
    if (c.req.query('switch') === '1') parameters.prompt = 'login';
    setCookie(c, TX_COOKIE, seal(config.session.secret, tx), {
      ...txCookie,
      maxAge: TX_LIFETIME_MS / 1000,
    });
    return c.redirect(oidc.buildAuthorizationUrl(server, parameters).href, 302);
  });

  app.get('/auth/callback', async (c) => {
    const tx = unseal<Transaction>(config.session.secret, getCookie(c, TX_COOKIE), now());
    deleteCookie(c, TX_COOKIE, txCookie);
    const again = [linkButton(signInHref(tx?.returnTo ?? '/'), 'Sign in again')];
    const problem = (status: 400 | 401 | 403 | 502, title: string, detail: string) =>
      c.html(problemPage(title, detail, again), status);
    if (!tx) {
      return problem(
        400,
        'This sign-in has expired',
        'The sign-in took more than ten minutes, or was started in another browser. Start again.',
      );
    }
    const error = c.req.query('error');
    if (error) {
      const why = c.req.query('error_description') || error;
      return problem(401, 'Sign-in was not completed', `The provider said: ${why}`);
    }
    let email: unknown;
    let verified: unknown;
    try {
      const server = await provider();
      const current = new URL(callbackUrl);
      current.search = new URL(c.req.url).search;
      const tokens = await oidc.authorizationCodeGrant(server, current, {
        pkceCodeVerifier: tx.verifier,
        expectedState: tx.state,
        expectedNonce: tx.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      ({ email, email_verified: verified } = claims);
      if (typeof email !== 'string') {
        const info = await oidc.fetchUserInfo(server, tokens.access_token, claims.sub);
        ({ email, email_verified: verified } = info);
      }
    } catch (err) {
      // The library's message names the failed check; no token is in it.
      logError(`Sign-in: the code exchange failed: ${(err as Error).message}`);
      return problem(
        502,
        'Sign-in failed',
        'The answer from the sign-in provider could not be verified. Start again.',
      );
    }
    if (typeof email !== 'string' || verified === false) {
      return problem(
        403,
        'No verified e-mail address',
        'The sign-in provider did not give a verified e-mail address, which the viewer needs to find you in the users list.',
      );
    }
    const found = await users.lookup(email);
    if (!found.ok) {
      if (found.reason === 'unavailable') return c.html(usersUnavailablePage(), 503);
      const other = linkButton(`/auth/login?return=%2F&switch=1`, 'Sign in with another account');
      return c.html(refusedPage(email, found.reason, other), 403);
    }
    sessions.start(c, found.person.email);
    return c.redirect(tx.returnTo, 303);
  });
  // A form on another site cannot sign people out: app.ts refuses it (same-origin.ts).
  app.post('/auth/logout', (c) => {
    sessions.end(c, { revoke: true });
    return c.redirect('/auth/signed-out', 303);
  });
  app.get('/auth/signed-out', (c) => c.html(signedOutPage()));

  return {
    identify: (c) => sessions.read(c)?.email ?? null,
    signInPage(c) {
      const url = new URL(c.req.url);
      return signInPage(safeReturnTo(url.pathname + url.search));
    },
    signOutAction: postButton('/auth/logout', 'Sign out'),
    signOut: { url: '/auth/logout', method: 'post' },
    forget: (c) => sessions.end(c),
    routes: app,
  };
}
