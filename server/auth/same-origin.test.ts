// Cross-site requests that would change something are refused in every AUTH_MODE (issue 52).
import { afterAll, describe, expect, it } from 'vitest';
import { readAuthConfig } from './config';
import { crossOriginRefusal } from './same-origin';
import { startViewer, type TestViewer } from './test-viewer';

const ADMIN = 'frank.haddad@harborcitymedia.com';
const viewers: TestViewer[] = [];
afterAll(() => Promise.all(viewers.map((v) => v.close())));

describe('crossOriginRefusal', () => {
  const host = 'viewer.example.com';
  it.each([
    ['its own origin', { origin: 'https://viewer.example.com' }, null],
    ['another site', { origin: 'https://evil.example' }, 'it came from https://evil.example'],
    ['another port of its host', { origin: 'https://viewer.example.com:8443' }, 'it came from'],
    ['Origin null, same-origin fetch', { origin: 'null', site: 'same-origin' }, null],
    ['Origin null, cross-site', { origin: 'null', site: 'cross-site' }, 'it came cross-site'],
    ['same-site (another port)', { site: 'same-site' }, 'it came same-site'],
    ['typed in the address bar', { site: 'none' }, null],
    ['a Referer of its own', { referer: 'https://viewer.example.com/status' }, null],
    ['a Referer elsewhere', { referer: 'https://evil.example/x' }, 'another site'],
    ['a bad Origin', { origin: 'not a url' }, 'it came from not a url'],
    ['Origin null and nothing else', { origin: 'null' }, 'did not say'],
    ['no header at all (a script, not a browser)', {}, null],
  ])('%s', (_, headers, expected) => {
    const why = crossOriginRefusal({ host, ...headers }, undefined);
    if (expected === null) expect(why).toBeNull();
    else expect(why).toContain(expected);
  });

  it('compares scheme, host and port with PUBLIC_URL, whatever Host says', () => {
    const own = 'https://viewer.example.com';
    const host = '10.0.0.5:4173';
    expect(crossOriginRefusal({ host, origin: own }, own)).toBeNull();
    expect(crossOriginRefusal({ host, origin: 'http://viewer.example.com' }, own)).not.toBeNull();
    expect(crossOriginRefusal({ host, origin: 'http://10.0.0.5:4173' }, own)).not.toBeNull();
  });
});

const MODES: [string, NodeJS.ProcessEnv, string, Record<string, string>][] = [
  ['none (this machine)', {}, '127.0.0.1', {}],
  ['none with ALLOW_ANONYMOUS=1', { ALLOW_ANONYMOUS: '1' }, '0.0.0.0', {}],
  [
    'proxy',
    { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1' },
    '0.0.0.0',
    { 'x-auth-request-email': ADMIN },
  ],
];

describe.each(MODES)('AUTH_MODE %s', (_, env, host, person) => {
  let viewer: TestViewer;
  const post = async (path: string, headers: Record<string, string>, method = 'POST') => {
    viewer ??= await startViewer(() => readAuthConfig(env, host)).then((v) => {
      viewers.push(v);
      return v;
    });
    return fetch(`${viewer.url}${path}`, { method, headers: { ...person, ...headers } });
  };
  const otherPort = () => viewer.url.replace(/:\d+$/, ':1');

  it('refuses a pass started from another site, whatever the path or method', async () => {
    for (const [path, method] of [
      ['/api/mirror/refresh', 'POST'],
      ['/__demo/next-day', 'POST'],
      ['/contracts', 'DELETE'],
      ['/api/anything', 'PUT'],
      ['/auth/logout', 'PATCH'],
    ] as const) {
      const response = await post(
        path,
        { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        method,
      );
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toEqual({ error: expect.stringContaining('own pages') });
    }
  });

  it('refuses a form on another port of the same host', async () => {
    const viaOrigin = await post('/api/mirror/refresh', {
      origin: otherPort(),
      'sec-fetch-site': 'same-site',
    });
    expect(viaOrigin.status).toBe(403);
    const hidden = await post('/api/mirror/refresh', {
      origin: 'null',
      'sec-fetch-site': 'same-site',
    });
    expect(hidden.status).toBe(403);
    const byReferer = await post('/api/mirror/refresh', { referer: `${otherPort()}/form` });
    expect(byReferer.status).toBe(403);
  });

  it("lets the viewer's own pages and scripts without a browser's headers through", async () => {
    // Past the check, /api answers GET only (no mirror in this test app): 405, not 403.
    const own: Record<string, string>[] = [
      { origin: viewer.url, 'sec-fetch-site': 'same-origin' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { referer: `${viewer.url}/status` },
      {},
    ];
    for (const headers of own) {
      const response = await post('/api/mirror/refresh', headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 405 });
    }
    expect((await post('/api/mirror/refresh', { origin: 'null' })).status).toBe(403);
  });
});

it('takes the origin from PUBLIC_URL when set (a proxy that rewrites Host)', async () => {
  const publicUrl = 'https://viewer.example.com';
  const env = { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1', PUBLIC_URL: publicUrl };
  const viewer = await startViewer(() => readAuthConfig(env, '0.0.0.0'));
  viewers.push(viewer);
  const post = (origin: string) =>
    fetch(`${viewer.url}/api/mirror/refresh`, {
      method: 'POST',
      headers: { 'x-auth-request-email': ADMIN, origin },
    });
  expect((await post(publicUrl)).status).toBe(405);
  expect((await post(viewer.url)).status).toBe(403);
});
