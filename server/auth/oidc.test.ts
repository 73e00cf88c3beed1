// Sign-in end to end against a real OpenID Connect provider (oidc-provider) on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openGatewayDb, type GatewayDb } from '../gateway/database';
import { readAuthConfig } from './config';
import { storedRevocations } from './revocations';
import { DEV_CLIENT, startDevIdp, type DevIdp } from './dev-idp';
import { seal } from './session';
import { TinyBrowser } from './test-browser';
import { startViewer, type TestViewer } from './test-viewer';

const SECRET = 'a-test-session-secret-of-at-least-32-characters';
let idp: DevIdp;
let viewer: TestViewer;
// The gateway's store on disk, as main.ts gives it: sign-outs are written there.
const dataDir = mkdtempSync(join(tmpdir(), 'viewer-oidc-'));
const dbs: GatewayDb[] = [];
const storedSignOuts = () => {
  const db = openGatewayDb(dataDir);
  dbs.push(db);
  return storedRevocations(db);
};

const oidcConfig = (url: string) =>
  readAuthConfig(
    {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: DEV_CLIENT.id,
      OIDC_CLIENT_SECRET: DEV_CLIENT.secret,
      PUBLIC_URL: url,
      SESSION_SECRET: SECRET,
      SESSION_MAX_AGE: '3600',
    },
    '127.0.0.1',
  );

beforeAll(async () => {
  viewer = await startViewer(
    async (url) => {
      idp = await startDevIdp({ redirectUris: [`${url}/auth/callback`] });
      return oidcConfig(url);
    },
    { revocations: storedSignOuts() },
  );
});

afterAll(async () => {
  await viewer?.close();
  await idp?.close();
  for (const db of dbs) db.close();
});

const me = async (b: TinyBrowser) => {
  const response = await b.request(`${viewer.url}/auth/me`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('sign-in with OpenID Connect', () => {
  it('shows the sign-in page to someone not signed in, and refuses the API with 401', async () => {
    const b = new TinyBrowser();
    const page = await b.request(`${viewer.url}/invoices?page=2`);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('/auth/login?return=%2Finvoices%3Fpage%3D2');
    expect(html).not.toContain('the app');
    const api = await b.request(`${viewer.url}/api/base/products/`);
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 404 to an /auth/ path that is no sign-in page', async () => {
    const b = new TinyBrowser();
    for (const path of ['/auth/anything', '/auth/', '/auth/callback/x']) {
      const response = await b.request(`${viewer.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).not.toContain('the app');
    }
  });

  it('signs in, returns to the page asked for, and tells the app only name, e-mail and roles', async () => {
    const b = new TinyBrowser();
    const { response, url } = await b.signIn(viewer.url, 'maria.chen', '/invoices?page=2');
    expect(url).toBe(`${viewer.url}/invoices?page=2`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('the app');
    const session = [...b.cookies].find(([name]) => name === 'viewer_session');
    expect(session).toBeDefined();
    const { status, body } = await me(b);
    expect(status).toBe(200);
    expect(body.person).toEqual({
      name: 'Maria Chen',
      email: 'maria.chen@harborcitymedia.com',
      roles: ['Accounting'],
    });
    // Nothing of the provider's: no token, no id_token, no sub.
    expect(JSON.stringify(body)).not.toMatch(/token|"sub"|eyJ/);
    const payload = JSON.parse(Buffer.from(session![1].split('.')[0]!, 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['email', 'exp', 'sid']);
  });

  it('sets a signed HttpOnly SameSite=Lax session cookie with the configured lifetime', async () => {
    const b = new TinyBrowser();
    const raw: string[] = [];
    const original = b.request.bind(b);
    b.request = async (url, init) => {
      const response = await original(url, init);
      raw.push(...response.headers.getSetCookie().filter((c) => c.startsWith('viewer_session=')));
      return response;
    };
    await b.signIn(viewer.url, 'marcus.bell');
    expect(raw).toHaveLength(1);
    expect(raw[0]).toMatch(/HttpOnly/);
    expect(raw[0]).toMatch(/SameSite=Lax/);
    expect(raw[0]).toMatch(/Max-Age=3600/);
    expect(raw[0]).toMatch(/Path=\//);
  });

  it('matches the e-mail case-insensitively', async () => {
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'Lena.Kowalski@HarborCityMedia.com');
    expect((await me(b)).body.person).toMatchObject({ email: 'lena.kowalski@harborcitymedia.com' });
  });

  it('lets in a user whose deleted date is a placeholder', async () => {
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'harriet.nguyen@harborcitymedia.com');
    expect((await me(b)).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the same cookie, kept, no longer works', async () => {
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'tom.okafor');
    const kept = b.cookies.get('viewer_session')!;
    const { response, url } = await b.go(`${viewer.url}/auth/logout`, { method: 'POST' });
    expect(url).toBe(`${viewer.url}/auth/signed-out`);
    expect(await response.text()).toContain('You are signed out');
    expect(b.cookies.has('viewer_session')).toBe(false);
    expect((await me(b)).status).toBe(401);
    const replay = new TinyBrowser();
    replay.cookies.set('viewer_session', kept);
    expect((await me(replay)).status).toBe(401);
  });

  it('keeps a sign-out across a restart: the kept cookie stays refused, another still works', async () => {
    const signedOut = new TinyBrowser();
    await signedOut.signIn(viewer.url, 'tom.okafor');
    const kept = signedOut.cookies.get('viewer_session')!;
    await signedOut.go(`${viewer.url}/auth/logout`, { method: 'POST' });
    const stillIn = new TinyBrowser();
    await stillIn.signIn(viewer.url, 'maria.chen');
    // A new server on the same DATA_DIR: nothing of the first one's memory.
    const restarted = await startViewer(oidcConfig, { revocations: storedSignOuts() });
    try {
      const replay = new TinyBrowser();
      replay.cookies.set('viewer_session', kept);
      expect((await replay.request(`${restarted.url}/auth/me`)).status).toBe(401);
      const other = new TinyBrowser();
      other.cookies.set('viewer_session', stillIn.cookies.get('viewer_session')!);
      expect((await other.request(`${restarted.url}/auth/me`)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it.each([
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two slashes', '//evil.example'],
    ['another origin', 'https://evil.example/'],
  ])('returns to this site after sign-in when the return path holds %s', async (_, returnTo) => {
    const b = new TinyBrowser();
    const { response, url } = await b.signIn(viewer.url, 'maria.chen', returnTo);
    expect(response.status).toBe(200);
    expect(url).toBe(`${viewer.url}/`);
  });

  it('refuses a sign-out posted from another site', async () => {
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'tom.okafor');
    const response = await b.request(`${viewer.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const crossSite = await b.request(`${viewer.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: 'null', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const otherPort = await b.request(`${viewer.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: viewer.url.replace(/:\d+$/, ':1'), 'sec-fetch-site': 'same-site' },
    });
    expect(otherPort.status).toBe(403);
    expect((await me(b)).status).toBe(200);
  });

  it('refuses a pass of the mirror started from another site, signed in or not', async () => {
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'frank.haddad');
    const cross = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
    const refused = await b.request(`${viewer.url}/api/mirror/refresh`, {
      method: 'POST',
      headers: cross,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('own pages') });
    const anonymous = await fetch(`${viewer.url}/api/mirror/refresh`, {
      method: 'POST',
      headers: cross,
    });
    expect(anonymous.status).toBe(403);
    // The viewer's own page: past the check (this test app has no mirror: 405).
    const own = await b.request(`${viewer.url}/api/mirror/refresh`, {
      method: 'POST',
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(405);
  });

  it('refuses a stranger with a clear page and no session', async () => {
    const b = new TinyBrowser();
    const { response } = await b.signIn(viewer.url, 'someone@example.com');
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('Not a user of this account');
    expect(html).toContain('someone@example.com');
    expect(b.cookies.has('viewer_session')).toBe(false);
    expect((await b.request(`${viewer.url}/api/base/products/`)).status).toBe(401);
  });

  it('refuses an inactive user', async () => {
    const b = new TinyBrowser();
    const { response } = await b.signIn(viewer.url, 'rosa.delgado');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Your user is inactive');
    expect(b.cookies.has('viewer_session')).toBe(false);
  });

  it('refuses a forged cookie and an expired one', async () => {
    const forged = new TinyBrowser();
    const email = 'frank.haddad@harborcitymedia.com';
    forged.cookies.set(
      'viewer_session',
      seal('not-the-server-secret-but-just-as-long-as-it', {
        sid: 'x',
        email,
        exp: Date.now() + 1e6,
      }),
    );
    expect((await me(forged)).status).toBe(401);
    const expired = new TinyBrowser();
    expired.cookies.set(
      'viewer_session',
      seal(SECRET, { sid: 'y', email, exp: Date.now() - 1000 }),
    );
    expect((await me(expired)).status).toBe(401);
    // The same cookie, in date and signed with the right secret, does work: the test can fail.
    const good = new TinyBrowser();
    good.cookies.set('viewer_session', seal(SECRET, { sid: 'z', email, exp: Date.now() + 1e6 }));
    expect((await me(good)).status).toBe(200);
  });

  it('passes the signed-in person to the API layer (the fair share key)', async () => {
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'dana.whitfield');
    const response = await b.request(`${viewer.url}/api/base/products/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/api/base/products/',
      person: {
        email: 'dana.whitfield@harborcitymedia.com',
        name: 'Dana Whitfield',
        roles: ['administrator', 'sales_manager', 'sales', 'metrics'],
      },
    });
  });

  it('reads the users list through the API layer, not once per request', async () => {
    const before = viewer.usersReads();
    const b = new TinyBrowser();
    await b.signIn(viewer.url, 'marcus.bell');
    for (let i = 0; i < 5; i++) await b.request(`${viewer.url}/api/base/products/`);
    expect(viewer.usersReads() - before).toBeLessThanOrEqual(1);
    expect(viewer.usersReads()).toBeGreaterThanOrEqual(1);
  });
});
