// /insertions with the whole list at DEMO_SCALE=50 (about 75,000 rows, 48 MB of JSON): the first
// rows show while the rest is still being read, and the table scrolls to its last row. This spec
// starts its own server (the suite's runs DEMO_SCALE=1) on E2E_PORT + 10.
import { fileURLToPath } from 'node:url';
import { startServer, type BenchServer } from '../bench/server';
import { expect, test } from './fixtures';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT || 4173) + 10;
let server: BenchServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({
    root,
    distDir: process.env.DIST_DIR || `${root}dist`,
    port,
    scale: 50,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the first rows show while the list is still being read, then the count', async ({ page }) => {
  await page.goto(`${server!.baseUrl}/insertions`);
  const table = page.getByRole('table', { name: 'Insertions' });
  const reading = page.getByText(/^Reading the list: [\d,]+ of 7\d,\d{3} insertions read…$/);
  // Both at once: rows on screen before the whole list has been read.
  await expect(reading).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('tbody > tr[aria-rowindex]').first()).toContainText('100001');
  await expect(page.getByText(/^The API returned 7\d,\d{3} insertions\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(reading).toBeHidden();
});

test('the whole list scrolls to its last row', async ({ page }) => {
  await page.goto(`${server!.baseUrl}/insertions`);
  await expect(page.getByText(/^The API returned 7\d,\d{3} insertions\.$/)).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table', { name: 'Insertions' });
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  expect(rowCount).toBeGreaterThan(70_000);
  const region = page.getByRole('region', { name: 'Insertions' });
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const last = table.locator(`tbody > tr[aria-rowindex="${rowCount}"]`);
  await expect(last).toBeVisible();
  await expect(last.getByRole('link').first()).toBeVisible();
});
