// What else the server's HTML holds beside a route's own data: the advertiser names (the server's
// names file), so a page reads "Café Mañana" before any script runs and the browser does not ask
// for the names again; the notice of an answer from the gateway's stale copy. And how it comes:
// the head at once, the rest when the loaders are done.
import type { Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { advertiserName } from './demo-names';
import { withoutScript } from './without-script';
import { expect, serverQueryKeys, test } from './fixtures';
import { freePort, proxyEnv, startOwnViewer, type OwnViewer } from './own-viewer';

const RICH = KNOWN.contracts.richContractId;
const NAME = advertiserName(KNOWN.contracts.rich.advertiserId);

const NAMED: { url: string; where: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  {
    url: `/contracts/${RICH}`,
    where: (page) => page.getByRole('main').getByRole('link', { name: NAME }).first(),
  },
  {
    url: `/invoices?advertiser_id=${KNOWN.contracts.rich.advertiserId}`,
    where: (page) =>
      page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: NAME }).first(),
  },
];

for (const { url, where } of NAMED) {
  test(`${url}: the advertiser's name is in the server's HTML, and not asked again once hydrated`, async ({
    browser,
    page,
  }) => {
    await withoutScript(browser, url, async (plain) => {
      await expect(where(plain)).toBeVisible();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\//.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await expect(where(page)).toBeVisible();
    // Only the names the page shows, one query each, never the names file's whole list.
    const names = (await serverQueryKeys(page)).filter((key) => key[0] === 'advertisers');
    expect(names).toEqual([['advertisers', 'name', KNOWN.contracts.rich.advertiserId]]);
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/names');
  });
}

test('a page that shows no advertiser carries no names in its state', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  const keys = await serverQueryKeys(page);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => key[0] === 'advertisers')).toEqual([]);
});

test("an invoice's line item type names are in the server's HTML even when they answer after the invoice", async ({
  page,
}) => {
  const url = `/invoices/${KNOWN.invoices.normalInvoiceId}`;
  // The server's read of the types (and only that one) answers 500 ms late, past the gateway's cache.
  await page.route(`**${url}`, (route) =>
    route.continue({
      headers: {
        ...route.request().headers(),
        'x-demo-delay': '500',
        'x-demo-fault-match': 'invoiceLineItemTypes',
      },
    }),
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(base|secondary)\//.test(request.url())) asked.push(request.url());
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Invoice ${KNOWN.invoices.normalInvoiceId}`,
  );
  expect(await serverQueryKeys(page)).toContainEqual(['invoiceLineItemTypes', 'list']);
  await expect(page.getByRole('main')).not.toContainText('Loading…');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("the page's head comes at once: its stylesheets and scripts load while the server waits for the data", async ({
  page,
}) => {
  // The server's loaders answered after 1.5 s (a contract no other test here reads: not cached).
  const url = `/contracts/${KNOWN.contracts.lostContractId}`;
  await page.route(`**${url}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-demo-delay': '1500' } }),
  );
  const started = Date.now();
  const assets: number[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.*\.(css|js)$/.test(request.url())) assets.push(Date.now() - started);
  });
  let documentDone = 0;
  page.on('requestfinished', (request) => {
    if (request.url().endsWith(url)) documentDone = Date.now() - started;
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Contract ${KNOWN.contracts.lostContractId}`,
  );
  // The data was in the HTML (no skeleton: the suite's server waits up to 3 s).
  expect(await serverQueryKeys(page)).not.toEqual([]);
  expect(documentDone).toBeGreaterThan(1400);
  expect(assets.length).toBeGreaterThan(3);
  // Every stylesheet and script was asked for well before the document had finished arriving
  // (sent after the head, they would be asked for after it). Half a second of margin: on a loaded
  // CI machine the browser asked for them 650 ms after navigation, with the data at 1.6 s.
  expect(Math.max(...assets.slice(0, 4))).toBeLessThan(documentDone - 500);
});

test.describe("answered from the gateway's stale copy", () => {
  let upstream: OwnViewer;
  let viewer: OwnViewer;
  // A viewer whose API is another demo viewer, its copies fresh for one second: once that API is
  // gone, the next read is answered from the copy, and the gateway says so.
  test.beforeAll(async () => {
    upstream = await startOwnViewer(await freePort(), { LOG_LEVEL: 'warn' });
    viewer = await startOwnViewer(await freePort(), {
      ...proxyEnv(upstream),
      API_CACHE_TTL_SECONDS: '1',
      SSR_WAIT_MS: '5000',
    });
  });
  test.afterAll(() => {
    viewer?.stop();
    upstream?.stop();
  });

  test("the server's HTML says the page is shown from the server's copy, and so does the hydrated page", async ({
    browser,
    page,
    request,
  }) => {
    const INVOICE = KNOWN.invoices.normalInvoiceId;
    const url = `${viewer.origin}/invoices/${INVOICE}`;
    const html = await (await request.get(url)).text(); // the gateway keeps its copy
    expect(html).toContain('$605.96');
    expect(html).not.toContain('server’s copy');
    upstream.stop();
    await expect
      .poll(() =>
        fetch(`${upstream.origin}/config.json`).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const notice = (p: Page) =>
      p
        .getByRole('status')
        .filter({ hasText: /Shown from the server’s copy of .*: the API did not answer\./ });

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(url);
    await expect(plain.getByText('$605.96')).toBeVisible();
    await expect(notice(plain)).toBeVisible();
    await expect(notice(plain)).toContainText('UTC'); // the browser's zone is not known yet
    await context.close();

    await page.goto(url);
    await expect(page.getByText('$605.96')).toBeVisible();
    // Hydrated (the fixture fails the test on a mismatch), the time in the browser's own zone.
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).not.toContainText('UTC');
  });
});
