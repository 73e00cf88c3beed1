// Money is written one way (issue 40, item 8): in the record's currency, else the account's own
// (the server's ACCOUNT_CURRENCY; the demo's USD). Before: an advertiser's page wrote its contracts'
// totals "16,070.00" (the API's contracts name no currency) beside its invoices' "$2,788.50".
import type { Page } from '@playwright/test';
import { atEachWidth, expect, test } from './fixtures';

/** Every amount written in the page's main part ("$1,234.56", "1,234.56"), as shown; not a
 * percentage ("7.25%", a tax rate). */
const amounts = (page: Page): Promise<string[]> =>
  page
    .getByRole('main')
    .innerText()
    .then((text) => [...(text.match(/[$€£]?-?\$?\d{1,3}(?:,\d{3})*\.\d{2}\b(?!%)/g) ?? [])]);

atEachWidth(() => {
  test('an advertiser’s invoices and a product’s rates write their amounts alike, with "$"', async ({
    page,
  }) => {
    await page.goto('/advertisers/12');
    await expect(page.getByRole('row', { name: /^Invoice \d+/ }).first()).toBeVisible();
    const shown = await amounts(page);
    // A product's rates name no currency on the wire (they were "1,200.00" before).
    await page.goto('/products/1/ad-rates');
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    shown.push(...(await amounts(page)));
    expect(shown.length).toBeGreaterThan(4);
    expect(shown.filter((amount) => !amount.includes('$'))).toEqual([]);
  });

  test('a contract’s total and its line items are in the account’s currency', async ({ page }) => {
    await page.goto('/contracts/1003');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('1003');
    const shown = await amounts(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((amount) => !amount.includes('$'))).toEqual([]);
  });
});

test('the configuration names the account’s currency, which the page was written in', async ({
  page,
}) => {
  const config = (await (await page.request.get('/config.json')).json()) as {
    currency?: string;
    referenceFreshMinutes?: number;
  };
  expect(config.currency).toBe('USD');
  // And how long its copy answers reference lists (MIRROR_REFERENCE_FRESH_MINUTES, by default
  // three days): a page warns of an older one only past that (reference-age.tsx).
  expect(config.referenceFreshMinutes).toBe(4320);
  // The server's HTML already (a contract's figures, no currency on the wire, and its invoices'):
  // no amount there without its "$", so the browser, which takes the same setting from the page,
  // hydrates the same text.
  const html = await (await page.request.get('/contracts/1003')).text();
  const start = html.indexOf('<div id="root">');
  const root = html.slice(start, html.indexOf('<script', start));
  expect(root.match(/>\d{1,3}(?:,\d{3})*\.\d{2}</g) ?? []).toEqual([]);
  expect((root.match(/>\$\d{1,3}(?:,\d{3})*\.\d{2}</g) ?? []).length).toBeGreaterThan(2);
});
