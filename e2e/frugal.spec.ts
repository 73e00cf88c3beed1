// The team's quota: no request for hovering, the next page only on the way to it, an invoice
// opened from a list drawn from the list's copy.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Not the header's quota meter (/api/status) nor the names the page shows (/api/names, from
    // the server's index of its names file): they cost no API request.
    if (url.pathname.startsWith('/api/') && !['/api/status', '/api/names'].includes(url.pathname))
      seen.push(url.pathname + url.search);
  });
  return seen;
}

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });

test('hovering over ten invoice numbers asks the API nothing', async ({ page }) => {
  await page.goto('/invoices');
  const links = table(page).getByRole('row').getByRole('link');
  await expect(links.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = apiRequests(page);
  const numbers = table(page).locator('tbody tr td:first-child a');
  for (let i = 0; i < 10; i += 1) {
    await numbers.nth(i).hover();
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(400);
  expect(seen).toEqual([]);
});

test('scrolling the table to its end fetches the next page, which then opens at once', async ({
  page,
}) => {
  await page.goto('/invoices?per_page=100&sort_order=asc');
  await expect(table(page).locator('tbody tr')).toHaveCount(100);
  await page.waitForLoadState('networkidle');
  const seen = apiRequests(page);
  const next = page.waitForRequest(/\/api\/base\/invoices\/\?page=2&per_page=100&/);
  await page
    .getByRole('region', { name: 'Invoices' })
    .evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await next;
  await page.waitForLoadState('networkidle');
  seen.splice(0);
  await page
    .getByRole('navigation', { name: 'Invoice pages' })
    .getByRole('link', { name: 'Next ›' })
    .click();
  await expect(table(page).locator('tbody tr').first()).toContainText('50101');
  expect(seen).toEqual([]);
});

test('an invoice opened from the list is drawn from the list and asks only for type names', async ({
  page,
}) => {
  await page.goto('/invoices?sort_order=asc');
  await expect(table(page).locator('tbody tr').first()).toContainText('50001');
  await page.waitForLoadState('networkidle');
  const seen = apiRequests(page);
  await table(page).getByRole('link', { name: '50003', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice 50003');
  await page.waitForLoadState('networkidle');
  expect(seen.filter((url) => /\/api\/base\/invoices\/50003/.test(url))).toEqual([]);
  expect(seen.every((url) => url.startsWith('/api/secondary/invoiceLineItemTypes'))).toBe(true);
});

test('a tab closed as soon as its lists arrive still leaves them to the next tab', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/users');
  await expect(first.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  // Closed at once (a link looked at and closed), within the persister's second of waiting.
  await first.close();

  const second = await context.newPage();
  const asked = apiRequests(second);
  await second.goto('/users');
  await expect(second.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await second.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.includes('/users'))).toEqual([]);
});
