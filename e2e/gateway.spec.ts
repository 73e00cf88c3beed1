// The gateway in proxy mode, with the suite's demo server as its upstream API (a second server
// process this spec starts): the quota meter counts what a page cost, and a second visit is free.
import { expect, test } from './fixtures';
import { startOwnViewer, type OwnViewer } from './own-viewer';

const upstreamPort = Number(process.env.E2E_PORT || 4173);
const port = upstreamPort + 10;
const origin = `http://127.0.0.1:${port}`;
let viewer: OwnViewer;

test.beforeAll(async () => {
  viewer = await startOwnViewer(port, {
    API_BASE_URL: `http://127.0.0.1:${upstreamPort}/api/base`,
    API_SECONDARY_BASE_URL: `http://127.0.0.1:${upstreamPort}/api/secondary`,
    API_KEY: 'e2e-key',
    API_PASSWORD: 'e2e-password',
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(() => viewer.stop());

test('the quota meter counts the upstream requests a page cost; opening it again costs none', async ({
  page,
}) => {
  const apiCalls = new Set<string>();
  const cacheStates: string[] = [];
  page.on('response', (response) => {
    if (!/\/api\/(base|secondary)\//.test(response.url())) return;
    apiCalls.add(response.url());
    cacheStates.push(response.headers()['x-gateway-cache'] ?? 'none');
  });
  await page.goto(`${origin}/invoices/50011`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice 50011Paid');
  await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A fresh gateway: every distinct API request of the page went upstream once.
  expect(cacheStates.every((state) => state === 'miss')).toBe(true);
  const cost = apiCalls.size;
  expect(cost).toBeGreaterThanOrEqual(2);

  cacheStates.length = 0;
  await page.reload();
  await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cacheStates.length).toBeGreaterThan(0);
  expect(cacheStates.every((state) => state === 'hit')).toBe(true);

  const summary = page.locator('summary', { hasText: 'API requests used in the last 24 hours' });
  await expect(summary).toHaveText(`${cost} / 5,000 API requests used in the last 24 hours`);
  await summary.click();
  await expect(page.getByText(`${cost} of 5,000 API requests used (0 %)`)).toBeVisible();
  await expect(page.getByText(/You caused \d+ of the requests/)).toBeVisible();
});
