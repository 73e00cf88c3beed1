// Sign-in in the browser: a real OpenID Connect provider (oidc-provider) runs in this process on
// 127.0.0.1, and a viewer of its own (`tsx server/main.ts`, AUTH_MODE=oidc) on a free port.
import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { DEV_CLIENT, startDevIdp, type DevIdp } from '../server/auth/dev-idp';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let idp: DevIdp;
let viewer: ChildProcess;
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  idp = await startDevIdp({ redirectUris: [`${base}/auth/callback`] });
  // Its own process group, so stopping it stops tsx's child too.
  viewer = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SCALE: '1',
      DIST_DIR: process.env.DIST_DIR ?? '',
      API_BASE_URL: '',
      API_SECONDARY_BASE_URL: '',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: DEV_CLIENT.id,
      OIDC_CLIENT_SECRET: DEV_CLIENT.secret,
      PUBLIC_URL: base,
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-to-pass',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ad-sales viewer on')) resolve();
    };
    viewer.stdout?.on('data', take);
    viewer.stderr?.on('data', take);
    viewer.once('exit', (code) => reject(new Error(`viewer exited ${code}: ${output}`)));
  });
});

test.afterAll(async () => {
  if (viewer?.pid && viewer.exitCode === null) process.kill(-viewer.pid, 'SIGTERM');
  await idp?.close();
});

test.beforeEach(async ({ page }) => {
  // The provider's development login page imports a web font; there is no network in CI.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
});

test.afterEach(({ consoleErrors }) => {
  // The browser logs the sign-in page's 401 and a role-refused page's 403 as failed resources;
  // here those statuses are the point (and asserted), so only they are let through.
  const expected = /^console: Failed to load resource: .* status of (401|403) /;
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (expected.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
});

/** From a page of the viewer that shows the sign-in page, through the provider's login form. */
async function signIn(page: Page, path: string, login: string) {
  await page.goto(base + path);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('accounting signs in on a deep link, sees its pages, not Users, and signs out', async ({
  page,
}) => {
  await signIn(page, '/invoices?per_page=50', 'maria.chen');
  await expect(page).toHaveURL(`${base}/invoices?per_page=50`);
  const header = page.getByRole('banner');
  await expect(header.getByText('Maria Chen')).toBeVisible();
  await expect(header.getByText('Accounting')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText([
    'Products',
    'Contracts',
    'Insertions',
    'Invoices',
    'Advertisers',
    'Receivables',
  ]);

  const refused = await page.goto(`${base}/users`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText('Users are for administrators.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const api = await page.request.get(`${base}/api/secondary/users/`);
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ error: expect.stringMatching(/^Not for your role/) });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await page.goto(`${base}/contracts`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get(`${base}/api/base/products/`)).status()).toBe(401);
});

test('production sees products, contracts, insertions and advertiser names only', async ({
  page,
}) => {
  await signIn(page, '/', 'tom.okafor');
  await expect(page.getByRole('banner').getByText('Tom Okafor')).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText([
    'Products',
    'Contracts',
    'Insertions',
    'Advertisers',
  ]);
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const response = await page.goto(`${base}/invoices/5001`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText(/Invoices are for accounting, sales, sales managers/)).toBeVisible();
  for (const path of ['/api/base/invoices/', '/api/secondary/invoiceLineItemTypes/']) {
    const api = await page.request.get(base + path);
    expect([path, api.status()]).toEqual([path, 403]);
  }
});

test('an administrator sees the users list', async ({ page }) => {
  await signIn(page, '/users', 'frank.haddad');
  await expect(page).toHaveURL(`${base}/users`);
  await expect(nav(page).getByRole('link')).toHaveText([
    'Products',
    'Contracts',
    'Insertions',
    'Invoices',
    'Advertisers',
    'Receivables',
    'Users',
  ]);
  await expect(page.getByRole('cell', { name: 'maria.chen@harborcitymedia.com' })).toBeVisible();
});

test('a stranger is refused with a clear page', async ({ page }) => {
  await signIn(page, '/contracts', 'someone@example.com');
  await expect(page.getByRole('heading', { name: 'Not a user of this account' })).toBeVisible();
  await expect(page.getByText('someone@example.com is not in the account')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  expect((await page.request.get(`${base}/api/base/products/`)).status()).toBe(401);
});

test('an inactive user is refused', async ({ page }) => {
  await signIn(page, '/', 'rosa.delgado');
  await expect(page.getByRole('heading', { name: 'Your user is inactive' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with another account' })).toBeVisible();
});
