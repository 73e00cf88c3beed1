// /metrics is the administrators' (or a scraper's with METRICS_TOKEN), and a refused HEAD carries
// the same security headers as the refused GET.
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readAuthConfig } from './config';
import { echoApi, startViewer, stubGateway, testDist, type TestViewer } from '../testing/viewer';

const TOKEN = 'scraper-token-0123456789abcdef';
const ADMIN = 'frank.haddad@harborcitymedia.com';
const ACCOUNTING = 'maria.chen@harborcitymedia.com';
const viewers: TestViewer[] = [];
afterAll(() => Promise.all(viewers.map((v) => v.close())));

async function proxyViewer(env: Record<string, string> = {}) {
  const config = { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1', ...env };
  const viewer = await startViewer(() => readAuthConfig(config, '0.0.0.0'));
  viewers.push(viewer);
  return viewer;
}

const metrics = (viewer: TestViewer, headers: Record<string, string> = {}) =>
  fetch(`${viewer.url}/metrics`, { headers });

it('lets an administrator read /metrics and refuses other roles and strangers', async () => {
  const viewer = await proxyViewer();
  expect((await metrics(viewer, { 'x-auth-request-email': ADMIN })).status).toBe(200);
  const accounting = await metrics(viewer, { 'x-auth-request-email': ACCOUNTING });
  expect(accounting.status).toBe(403);
  expect(await accounting.json()).toEqual({ error: expect.stringContaining('administrators') });
  const nobody = await metrics(viewer);
  expect(nobody.status).toBe(401);
  expect(await nobody.json()).toEqual({ error: expect.stringContaining('Sign in') });
});

it('lets a scraper with METRICS_TOKEN read /metrics, and only /metrics', async () => {
  const viewer = await proxyViewer({ METRICS_TOKEN: TOKEN });
  expect((await metrics(viewer, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  expect((await metrics(viewer, { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
  expect((await metrics(viewer, { authorization: TOKEN })).status).toBe(401);
  const api = await fetch(`${viewer.url}/api/base/products/`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(api.status).toBe(401);
});

it('needs the token on a port open to anyone (AUTH_MODE=none with ALLOW_ANONYMOUS=1)', async () => {
  const open = await startViewer(() =>
    readAuthConfig({ ALLOW_ANONYMOUS: '1', METRICS_TOKEN: TOKEN }, '0.0.0.0'),
  );
  viewers.push(open);
  expect((await metrics(open)).status).toBe(401);
  expect((await metrics(open, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  // This machine only: whoever can reach the port runs the server.
  const local = await startViewer(() => readAuthConfig({}, '127.0.0.1'));
  viewers.push(local);
  expect((await metrics(local)).status).toBe(200);
});

it('refuses a short METRICS_TOKEN at start-up', () => {
  expect(() => readAuthConfig({ METRICS_TOKEN: 'short' }, '127.0.0.1')).toThrow(/METRICS_TOKEN/);
});

it('sends the security headers with a refused HEAD as with the refused GET', async () => {
  const viewer = await proxyViewer();
  for (const path of ['/invoices', '/api/base/products/', '/metrics']) {
    const get = await fetch(`${viewer.url}${path}`);
    const head = await fetch(`${viewer.url}${path}`, { method: 'HEAD' });
    expect([get.status, head.status]).toEqual([401, 401]);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) {
      expect(head.headers.get(name), `${name} on HEAD ${path}`).toBe(get.headers.get(name));
      expect(head.headers.get(name)).toBeTruthy();
    }
  }
  // The composed app in-process agrees (no socket).
  const app = createApp({
    gateway: stubGateway(echoApi({ users: 0 })),
    mode: 'demo',
    distDir: testDist(),
  });
  const inProcess = await app.request('/nowhere.txt', { method: 'HEAD' });
  expect(inProcess.headers.get('x-frame-options')).toBe('DENY');
});
