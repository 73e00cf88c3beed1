// What a sign-in mode gives the guard: who is asking, and what to show someone who is not signed in;
// and AUTH_MODE=proxy's (oidc.ts is the other): an authenticating reverse proxy vouches for the
// person in a header, which counts only on connections from TRUSTED_PROXIES.
import type { Context, Hono } from 'hono';
import type { AuthConfig } from './config';
import { page } from './pages';
import { isTrusted } from './trusted-proxies';

export interface SignInMode {
  /** The e-mail the request is vouched for by, or null. */
  identify(c: Context): string | null;
  /** The page for someone not signed in (API paths get a JSON 401 instead). */
  signInPage(c: Context): string;
  /** A refused person's way out, as HTML for the refusal page. */
  signOutAction: string;
  /** Where the app's Sign out button goes. */
  signOut: { url: string; method: 'get' | 'post' };
  /** A person refused after sign-in (deactivated since): their session ends here. */
  forget(c: Context): void;
  /** The mode's own routes (sign-in, callback, sign-out), answered before the guard. */
  routes?: Hono;
}

type ProxyConfig = Extract<AuthConfig, { mode: 'proxy' }>;

export function proxySignIn(
  config: ProxyConfig,
  remoteAddress: (c: Context) => string | undefined,
): SignInMode {
  return {
    identify(c) {
      if (!isTrusted(config.trustedProxies, remoteAddress(c))) return null;
      return c.req.header(config.header)?.trim() || null;
    },
    signInPage: () =>
      page({
        title: 'Sign in through the proxy',
        lines: [
          'This viewer takes the signed-in person from its authenticating proxy, and this request did not come through it with a person.',
        ],
        note: 'Open the viewer at the address your team was given.',
      }),
    signOutAction: `<a class="button" href="${config.signOutUrl.replace(/"/g, '%22')}">Sign out</a>`,
    signOut: { url: config.signOutUrl, method: 'get' },
    forget: () => undefined,
  };
}
