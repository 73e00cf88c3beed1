import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env';
import { isLoopbackHost, readAuthConfig } from './config';
import { DEFAULT_POLICY } from './policy';

const OIDC = {
  AUTH_MODE: 'oidc',
  OIDC_ISSUER: 'https://id.example.com/realms/team',
  OIDC_CLIENT_ID: 'viewer',
  OIDC_CLIENT_SECRET: 's3cret',
  PUBLIC_URL: 'https://viewer.example.com/',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('readAuthConfig', () => {
  it('is off by default on a loopback host', () => {
    expect(readAuthConfig({}, '127.0.0.1')).toEqual({
      mode: 'none',
      policy: DEFAULT_POLICY,
      openToAll: false,
    });
    expect(readAuthConfig({}, '::1').mode).toBe('none');
    expect(readAuthConfig({}, 'localhost').mode).toBe('none');
  });

  it('refuses to share the viewer without sign-in, unless ALLOW_ANONYMOUS=1', () => {
    expect(() => readAuthConfig({}, '0.0.0.0')).toThrow(
      /HOST=0\.0\.0\.0 .*AUTH_MODE=oidc or AUTH_MODE=proxy/,
    );
    expect(() => readAuthConfig({ ALLOW_ANONYMOUS: 'yes' }, '192.168.1.5')).toThrow(ConfigError);
    expect(readAuthConfig({ ALLOW_ANONYMOUS: '1' }, '0.0.0.0')).toMatchObject({
      mode: 'none',
      openToAll: true,
    });
  });

  it('reads the OpenID Connect settings; https makes the cookie Secure', () => {
    const config = readAuthConfig(OIDC, '0.0.0.0');
    expect(config).toMatchObject({
      mode: 'oidc',
      issuer: 'https://id.example.com/realms/team',
      publicUrl: 'https://viewer.example.com',
      session: { maxAgeMs: 12 * 3600 * 1000, secure: true },
    });
  });

  it('refuses a short SESSION_SECRET, a bad lifetime and plain http away from 127.0.0.1', () => {
    expect(() => readAuthConfig({ ...OIDC, SESSION_SECRET: 'short' }, '0.0.0.0')).toThrow(
      /at least 32/,
    );
    expect(() => readAuthConfig({ ...OIDC, SESSION_MAX_AGE: '10' }, '0.0.0.0')).toThrow(
      /SESSION_MAX_AGE/,
    );
    expect(() =>
      readAuthConfig({ ...OIDC, OIDC_ISSUER: 'http://id.example.com' }, '0.0.0.0'),
    ).toThrow(/https/);
    expect(() => readAuthConfig({ ...OIDC, PUBLIC_URL: undefined }, '0.0.0.0')).toThrow(
      /PUBLIC_URL/,
    );
    const local = readAuthConfig(
      {
        ...OIDC,
        OIDC_ISSUER: 'http://127.0.0.1:4400',
        PUBLIC_URL: 'http://127.0.0.1:8080',
        SESSION_MAX_AGE: '600',
      },
      '127.0.0.1',
    );
    expect(local).toMatchObject({ session: { secure: false, maxAgeMs: 600_000 } });
  });

  it('reads the proxy settings and insists on TRUSTED_PROXIES', () => {
    expect(() => readAuthConfig({ AUTH_MODE: 'proxy' }, '0.0.0.0')).toThrow(
      /TRUSTED_PROXIES is required/,
    );
    expect(() =>
      readAuthConfig({ AUTH_MODE: 'proxy', TRUSTED_PROXIES: '10.0.0.0/33' }, '0.0.0.0'),
    ).toThrow(/prefix/);
    expect(() =>
      readAuthConfig({ AUTH_MODE: 'proxy', TRUSTED_PROXIES: 'proxy.local' }, '0.0.0.0'),
    ).toThrow(/not an IP/);
    const config = readAuthConfig(
      {
        AUTH_MODE: 'proxy',
        TRUSTED_PROXIES: '10.0.0.0/8, ::1',
        AUTH_PROXY_HEADER: 'X-Forwarded-Email',
      },
      '0.0.0.0',
    );
    expect(config).toMatchObject({
      mode: 'proxy',
      header: 'x-forwarded-email',
      signOutUrl: '/oauth2/sign_out',
    });
  });

  it('names an unknown mode and a bad ROLE_POLICY', () => {
    expect(() => readAuthConfig({ AUTH_MODE: 'saml' }, '127.0.0.1')).toThrow(/none, oidc or proxy/);
    expect(() => readAuthConfig({ ROLE_POLICY: '{"invoices":["boss"]}' }, '127.0.0.1')).toThrow(
      /"boss"/,
    );
  });
});

it('knows loopback hosts', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'])
    expect(isLoopbackHost(host)).toBe(true);
  for (const host of ['0.0.0.0', '::', '192.168.0.2', 'viewer.example.com'])
    expect(isLoopbackHost(host)).toBe(false);
});
