// AUTH_MODE=proxy: an authenticating reverse proxy vouches for the person in a header, which counts
// only on connections from TRUSTED_PROXIES.
import type { Context } from 'hono';
import type { AuthConfig } from './config';
import type { SignInMode } from './mode';
import { page } from './pages';
import { isTrusted } from './trusted-proxies';

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
