// /auth/me and the API without sign-in: what the app's header and guard are told.
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { readAuthConfig } from './config';
import { echoApi, stubGateway, testDist } from '../testing/viewer';

function appWith(env: NodeJS.ProcessEnv, host: string) {
  const config = readAuthConfig(env, host);
  return createApp({
    gateway: stubGateway(echoApi({ users: 0 })),
    mode: 'demo',
    distDir: testDist(),
    auth: { config },
  });
}

it('tells the app that sign-in is off on this machine, and hides nothing', async () => {
  const app = appWith({}, '127.0.0.1');
  const me = await app.request('/auth/me');
  expect(me.headers.get('cache-control')).toBe('no-store');
  expect(await me.json()).toEqual({
    mode: 'none',
    openToAll: false,
    person: null,
    forbidden: [],
    signOut: null,
  });
  // No person: the fair share falls back to the client's address.
  const api = await app.request('/api/base/invoices/');
  expect(await api.json()).toEqual({ path: '/api/base/invoices/', person: null });
  expect((await app.request('/users')).status).toBe(200);
});

it('tells the app when ALLOW_ANONYMOUS opens a shared viewer to anyone', async () => {
  const me = await appWith({ ALLOW_ANONYMOUS: '1' }, '0.0.0.0').request('/auth/me');
  expect(await me.json()).toMatchObject({ mode: 'none', openToAll: true, person: null });
});

it('serves the sign-in pages with the security headers and a stylesheet the CSP allows', async () => {
  const app = appWith({ AUTH_MODE: 'proxy', TRUSTED_PROXIES: '10.0.0.1' }, '0.0.0.0');
  const page = await app.request('/invoices');
  expect(page.status).toBe(401);
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(await page.text()).toContain('<link rel="stylesheet" href="/auth/auth.css">');
  const css = await app.request('/auth/auth.css');
  expect(css.status).toBe(200);
  expect(css.headers.get('content-type')).toMatch(/^text\/css/);
});
