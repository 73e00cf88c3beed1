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
