// Sign-in in the browser: a real OpenID Connect provider (oidc-provider) runs in this process on
// 127.0.0.1, and a viewer of its own (`tsx server/main.ts`, AUTH_MODE=oidc) on a free port.
import type { Page } from '@playwright/test';
import { startDevIdp, type DevIdp } from '../server/auth/dev-idp';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { freePort, signInEnv, startOwnViewer, type OwnViewer } from './own-viewer';

test.describe.configure({ mode: 'serial' });

let idp: DevIdp;
let viewer: OwnViewer | undefined;
let base = '';

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  idp = await startDevIdp({ redirectUris: [`${base}/auth/callback`] });
  viewer = await startOwnViewer(port, signInEnv(idp, base));
});

test.afterAll(async () => {
  viewer?.stop();
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
    'Run sheet',
    'Renewals',
    'Invoices',
    'Advertisers',
    'Receivables',
    'Bookings',
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
    'Run sheet',
    'Renewals',
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
    'Run sheet',
    'Renewals',
    'Invoices',
    'Advertisers',
    'Receivables',
    'Bookings',
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
