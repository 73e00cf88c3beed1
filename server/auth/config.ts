// The sign-in settings, read from the environment with a clear message for every mistake.
import { isIP } from 'node:net';
import { ConfigError, numberFrom } from '../env';
import { parseRolePolicy } from './policy';
import { parseCidrs } from './trusted-proxies';

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  return isIP(h) === 4 && h.startsWith('127.');
}

const MIN_SECRET = 32;

/** An https URL (http only on this machine), without its trailing slashes. */
function url(name: string, raw: string | undefined) {
  if (!raw) throw new ConfigError(`${name} is required with AUTH_MODE=oidc`);
  if (!URL.canParse(raw)) throw new ConfigError(`${name} is not a URL: "${raw}"`);
  const parsed = new URL(raw);
  const http = parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
  if (parsed.protocol !== 'https:' && !http) {
    throw new ConfigError(`${name} must be an https:// URL (http only on 127.0.0.1)`);
  }
  return raw.replace(/\/+$/, '');
}

const MIN_METRICS_TOKEN = 24;

/** METRICS_TOKEN: a scraper's bearer token for /metrics (administrators may read it signed in). */
function metricsToken(raw: string | undefined): { metricsToken?: string } {
  if (!raw) return {};
  if (raw.length < MIN_METRICS_TOKEN || /\s/.test(raw)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN} characters without spaces ` +
        '(e.g. `openssl rand -hex 24`)',
    );
  }
  return { metricsToken: raw };
}

export function readAuthConfig(env: NodeJS.ProcessEnv, host: string) {
  // PUBLIC_URL in every mode (required with oidc): outside oidc it only names the origin that
  // changes must come from (same-origin.ts).
  const publicUrl: { publicUrl?: string } = env.PUBLIC_URL
    ? { publicUrl: url('PUBLIC_URL', env.PUBLIC_URL) }
    : {};
  return { ...publicUrl, ...readMode(env, host), ...metricsToken(env.METRICS_TOKEN) };
}

export type AuthConfig = ReturnType<typeof readAuthConfig>;
export type SessionConfig = Extract<AuthConfig, { mode: 'oidc' }>['session'];

function readMode(env: NodeJS.ProcessEnv, host: string) {
  const mode = (env.AUTH_MODE || 'none').toLowerCase();
  const policy = parseRolePolicy(env.ROLE_POLICY);
  if (mode === 'none') {
    // openToAll: ALLOW_ANONYMOUS on a host beyond this machine.
    if (isLoopbackHost(host)) return { mode: 'none' as const, policy, openToAll: false };
    if (env.ALLOW_ANONYMOUS === '1') return { mode: 'none' as const, policy, openToAll: true };
    throw new ConfigError(
      `HOST=${host} shares the viewer beyond this machine, but AUTH_MODE=none lets anyone in. ` +
        'Set AUTH_MODE=oidc or AUTH_MODE=proxy (see "Sharing the viewer with a team" in the README), ' +
        'or ALLOW_ANONYMOUS=1 if anyone who can reach the port may read the whole account.',
    );
  }
  if (mode === 'oidc') {
    const secret = env.SESSION_SECRET ?? '';
    if (secret.length < MIN_SECRET) {
      throw new ConfigError(
        `SESSION_SECRET must be at least ${MIN_SECRET} characters with AUTH_MODE=oidc ` +
          '(e.g. `openssl rand -base64 48`)',
      );
    }
    if (!env.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID is required');
    const publicUrl = url('PUBLIC_URL', env.PUBLIC_URL);
    return {
      mode: 'oidc' as const,
      policy,
      issuer: url('OIDC_ISSUER', env.OIDC_ISSUER),
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET ?? '',
      // Where people reach the viewer, e.g. https://viewer.example.com; the callback is below it.
      publicUrl,
      session: {
        secret,
        maxAgeMs:
          numberFrom(env, 'SESSION_MAX_AGE', 43_200, 60, 2_592_000, 'a number of seconds') * 1000,
        // An https public URL: the cookie gets `Secure` and the `__Host-` prefix.
        secure: publicUrl.startsWith('https:'),
      },
    };
  }
  if (mode === 'proxy') {
    if (!env.TRUSTED_PROXIES) {
      throw new ConfigError(
        "TRUSTED_PROXIES is required with AUTH_MODE=proxy: the proxy's addresses or CIDRs, " +
          'e.g. 127.0.0.1 or 10.0.0.0/8',
      );
    }
    const trustedProxies = parseCidrs(env.TRUSTED_PROXIES);
    const header = (env.AUTH_PROXY_HEADER || 'X-Auth-Request-Email').trim().toLowerCase();
    if (!/^[a-z0-9-]+$/.test(header)) {
      throw new ConfigError(`AUTH_PROXY_HEADER is not a header name: "${header}"`);
    }
    return {
      mode: 'proxy' as const,
      policy,
      header,
      trustedProxies,
      signOutUrl: env.AUTH_PROXY_SIGN_OUT_URL || '/oauth2/sign_out',
    };
  }
  throw new ConfigError(`AUTH_MODE must be none, oidc or proxy, got "${env.AUTH_MODE}"`);
}
