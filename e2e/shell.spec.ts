// The shell: security headers, navigation, the go-to box, history, not-found, theme, accessibility.
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test('a deep link loads the app with the security headers', async ({ page }) => {
  const response = await page.goto('/invoices?sort_by=total');
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // No inline script but the theme's, allowed by its hash; server-rendered style attributes (chart
  // and timeline widths) only.
  const directives = headers['content-security-policy']!.split(/;\s*/);
  expect(directives).toContainEqual(
    expect.stringMatching(/^script-src 'self' 'sha256-[\w+/]+=*'$/),
  );
  expect(directives.filter((d) => d.includes('unsafe-inline'))).toEqual([
    "style-src-attr 'unsafe-inline'",
  ]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('link', { name: 'Invoices', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the navigation marks the current place and every section opens', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, url] of [
    ['Products', /\/products$/],
    ['Contracts', /\/contracts$/],
    ['Insertions', /\/insertions$/],
    ['Invoices', /\/invoices$/],
    ['Users', /\/users$/],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the go-to box deep-links to a contract and an invoice, and back/forward work', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Go to a contract or an invoice' });
  await box.getByLabel('Contract number').fill('#7');
  await box.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/contracts\/7$/);

  await page.goto('/');
  await box.getByLabel('Record type').selectOption('invoice');
  await box.getByLabel('Invoice number').fill('12');
  await box.getByLabel('Invoice number').press('Enter');
  await expect(page).toHaveURL(/\/invoices\/12$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/invoices\/12$/);
  await page.reload();
  await expect(page).toHaveURL(/\/invoices\/12$/);
});

test('the go-to box explains a number it cannot use', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Go to a contract or an invoice' });
  const entries = () => page.evaluate(() => window.history.length);
  const before = await entries();
  await box.getByLabel('Contract number').fill('abc');
  await box.getByRole('button', { name: 'Go' }).click();
  await expect(box.getByRole('alert')).toHaveText('Enter a contract number, for example 1042.');
  // Nothing was navigated to, not even the same address again.
  expect(await entries()).toBe(before);
  expect(new URL(page.url()).pathname).toBe('/');
  // The same box does go once the number is usable.
  await box.getByLabel('Contract number').fill('1003');
  await box.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/contracts\/1003$/);
});

test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
});

test('a missing asset is a 404, not the app', async ({ request }) => {
  const response = await request.get('/assets/nope-123.js');
  expect(response.status()).toBe(404);
});

test('dark mode follows the system and the toggle is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The button names what a press does: while dark it offers light, and the other way round.
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Light mode' })).toHaveCount(0);
});

test('the home page has no serious accessibility violations, in both themes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ad-sales viewer' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousAxeViolations(page);
});
