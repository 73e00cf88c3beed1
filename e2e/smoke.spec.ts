import { test, expect } from './fixtures';

test('the page reads both API prefixes and shows the counts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ad-sales viewer' })).toBeVisible();
  // The demo at DEMO_SCALE=1 has 12 products and 25 users (server/demo/README.md).
  await expect(page.getByText('Products: 12')).toBeVisible();
  await expect(page.getByText('Users: 25')).toBeVisible();
});

test('a deep link loads the app, with the security headers', async ({ page }) => {
  const response = await page.goto('/contracts/1');
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Ad-sales viewer' })).toBeVisible();
});
