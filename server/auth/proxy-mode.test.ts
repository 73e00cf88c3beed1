// AUTH_MODE=proxy: the identity header counts only on connections from TRUSTED_PROXIES.
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readAuthConfig } from './config';
import { echoApi, startViewer, stubGateway, testDist, type TestViewer } from '../testing/viewer';

const EMAIL = 'maria.chen@harborcitymedia.com';
const viewers: TestViewer[] = [];
afterAll(() => Promise.all(viewers.map((v) => v.close())));

async function viewerTrusting(trusted: string, header?: string) {
  const env = { AUTH_MODE: 'proxy', TRUSTED_PROXIES: trusted, AUTH_PROXY_HEADER: header };
  const viewer = await startViewer(() => readAuthConfig(env, '0.0.0.0'));
  viewers.push(viewer);
  return viewer;
}

it('takes the e-mail header from a trusted proxy (this test connects from 127.0.0.1)', async () => {
  const viewer = await viewerTrusting('10.0.0.0/8, 127.0.0.1');
  const response = await fetch(`${viewer.url}/api/base/products/`, {
    headers: { 'x-auth-request-email': 'Maria.Chen@harborcitymedia.com' },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ person: { email: EMAIL, roles: ['accounting'] } });
  const users = await fetch(`${viewer.url}/api/secondary/users/`, {
    headers: { 'x-auth-request-email': EMAIL },
  });
  expect(users.status).toBe(403);
  const me = await fetch(`${viewer.url}/auth/me`, { headers: { 'x-auth-request-email': EMAIL } });
  expect(await me.json()).toMatchObject({ mode: 'proxy', signOut: { url: '/oauth2/sign_out' } });
});

it('ignores the header from an address that is not a trusted proxy', async () => {
  const viewer = await viewerTrusting('10.0.0.0/8');
  const api = await fetch(`${viewer.url}/api/base/products/`, {
    headers: { 'x-auth-request-email': EMAIL },
  });
  expect(api.status).toBe(401);
  expect(await api.json()).toEqual({ error: expect.stringContaining('Sign in') });
  const page = await fetch(`${viewer.url}/contracts`, {
    headers: { 'x-auth-request-email': EMAIL },
  });
  expect(page.status).toBe(401);
  expect(await page.text()).toContain('Sign in through the proxy');
});

it('reads the header named by AUTH_PROXY_HEADER and no other', async () => {
  const viewer = await viewerTrusting('127.0.0.1', 'X-Forwarded-Email');
  const wrong = await fetch(`${viewer.url}/auth/me`, {
    headers: { 'x-auth-request-email': EMAIL },
  });
  expect(wrong.status).toBe(401);
  const right = await fetch(`${viewer.url}/auth/me`, { headers: { 'x-forwarded-email': EMAIL } });
  expect(right.status).toBe(200);
});

it('refuses a stranger sent by the proxy', async () => {
  const viewer = await viewerTrusting('127.0.0.1');
  const page = await fetch(`${viewer.url}/`, {
    headers: { 'x-auth-request-email': 'x@evil.example' },
  });
  expect(page.status).toBe(403);
  expect(await page.text()).toContain('Not a user of this account');
});

it('trusts IPv4-mapped addresses and CIDRs as the socket reports them', async () => {
  const counter = { users: 0 };
  const app = createApp({
    gateway: stubGateway(echoApi(counter)),
    mode: 'demo',
    distDir: testDist(),
    auth: {
      config: readAuthConfig({ AUTH_MODE: 'proxy', TRUSTED_PROXIES: '10.1.0.0/16' }, '0.0.0.0'),
    },
  });
  const from = (remoteAddress: string) =>
    app.request(
      '/auth/me',
      { headers: { 'x-auth-request-email': EMAIL } },
      {
        incoming: { socket: { remoteAddress } },
      },
    );
  expect((await from('::ffff:10.1.2.3')).status).toBe(200);
  expect((await from('10.1.200.3')).status).toBe(200);
  expect((await from('10.2.0.1')).status).toBe(401);
});
