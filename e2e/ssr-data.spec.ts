// What else the server's HTML holds beside a route's own data: the advertiser names (the server's
// names file), so a page reads "Café Mañana" before any script runs and the browser does not ask
// for the names again.
import type { Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { advertiserName } from './demo-names';
import { withoutScript } from './without-script';
import { expect, serverQueryKeys, test } from './fixtures';

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
    expect(await serverQueryKeys(page)).toContainEqual(['advertisers', 'list']);
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/advertisers');
  });
}

test('a page that shows no advertiser carries no names in its state', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  const keys = await serverQueryKeys(page);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys).not.toContainEqual(['advertisers', 'list']);
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
    if (/\/assets\/.*\.(css|js)$|\/theme\.js$/.test(request.url()))
      assets.push(Date.now() - started);
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
  // Every stylesheet and script was asked for before the document had finished arriving.
  expect(Math.max(...assets.slice(0, 4))).toBeLessThan(documentDone - 1000);
});
