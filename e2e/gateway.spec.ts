// The gateway in proxy mode, with a demo server as its upstream API (two server processes this spec
// starts, so that no other spec's requests reach that upstream): the quota meter counts what a page
// cost, and a second visit is free. With server rendering, the server's render asks the page's
// first data in-process through the gateway; the upstream's counter (/__demo/requests) sees every
// request that reached it, the server's and the browser's alike.
import { expect, test } from './fixtures';
import { freePort, proxyEnv, startOwnViewer, type OwnViewer } from './own-viewer';

const port = Number(process.env.E2E_PORT || 4173) + 10;
const origin = `http://127.0.0.1:${port}`;
let upstream: OwnViewer;
let viewer: OwnViewer;

test.beforeAll(async () => {
  upstream = await startOwnViewer(await freePort(), { LOG_LEVEL: 'warn' });
  viewer = await startOwnViewer(port, proxyEnv(upstream));
});

test.afterAll(() => {
  viewer?.stop();
  upstream?.stop();
});

test('the quota meter counts the upstream requests a page cost; opening it again costs none', async ({
  page,
  request,
}) => {
  const reachedUpstream = async () =>
    (await (await request.get(`${upstream.origin}/__demo/requests`)).json()) as {
      total: number;
      byPath: Record<string, number>;
    };
  expect((await reachedUpstream()).total).toBe(0);

  const cacheStates: string[] = [];
  page.on('response', (response) => {
    if (!/\/api\/(base|secondary)\//.test(response.url())) return;
    cacheStates.push(response.headers()['x-gateway-cache'] ?? 'none');
  });
  await page.goto(`${origin}/invoices/50011`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice 50011Paid');
  await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A fresh gateway: every distinct API request of the page went upstream once, whoever asked.
  const first = await reachedUpstream();
  const cost = first.total;
  expect(cost).toBeGreaterThanOrEqual(2);
  expect(Object.values(first.byPath).every((n) => n === 1)).toBe(true);
  expect(cacheStates.every((state) => state === 'miss' || state === 'hit')).toBe(true);

  cacheStates.length = 0;
  await page.reload();
  await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The second visit: nothing reached the upstream, and what the browser asked came from the copies.
  expect((await reachedUpstream()).total).toBe(cost);
  expect(cacheStates.every((state) => state === 'hit')).toBe(true);

  const summary = page.locator('summary', { hasText: 'API requests used in the last 24 hours' });
  await expect(summary).toHaveText(`${cost} / 5,000 API requests used in the last 24 hours`);
  await summary.click();
  await expect(page.getByText(`${cost} of 5,000 API requests used (0 %)`)).toBeVisible();
  await expect(page.getByText(/You caused \d+ of the requests/)).toBeVisible();
});
