// Every route has a browser title of its own (issue 40, item 1): the page, and on a record the
// record and its party, then the app. The server's HTML carries it (its first <title>, the one a
// browser shows), the page keeps it once the app takes over, and a client navigation changes it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ROUTES: [url: string, title: string][] = [
  ['/', 'Ad-sales viewer'],
  ['/products', 'Products · Ad-sales viewer'],
  ['/products/1/ad-sizes', 'Harbor City Gazette · Ad sizes · Ad-sales viewer'],
  ['/products/1/ad-rates', 'Harbor City Gazette · Ad rates · Ad-sales viewer'],
  ['/products/1/sections', 'Harbor City Gazette · Sections · Ad-sales viewer'],
  ['/products/1/insertions', 'Harbor City Gazette · Insertions · Ad-sales viewer'],
  ['/products/4/availability', 'harborcitygazette.com · Availability · Ad-sales viewer'],
  ['/products/999/ad-sizes', 'Product 999 not found · Ad-sales viewer'],
  ['/contracts', 'Contracts · Ad-sales viewer'],
  ['/contracts/pipeline', 'Pipeline · Ad-sales viewer'],
  ['/contracts/1003', 'Contract 1003 · Café Mañana · Ad-sales viewer'],
  ['/contracts/abc', 'Not a contract number · Ad-sales viewer'],
  ['/bookings', 'Bookings · Ad-sales viewer'],
  ['/pacing', 'Pacing · Ad-sales viewer'],
  ['/insertions', 'Insertions · Ad-sales viewer'],
  ['/invoices', 'Invoices · Ad-sales viewer'],
  ['/invoices/50011', 'Invoice 50011 · Café Mañana · Ad-sales viewer'],
  ['/invoices/99999999', 'Invoice 99999999 not found · Ad-sales viewer'],
  ['/users', 'Users · Ad-sales viewer'],
  ['/renewals', 'Renewals · Ad-sales viewer'],
  ['/schedule', 'Run sheet · Ad-sales viewer'],
  ['/availability', 'Availability · Ad-sales viewer'],
  ['/advertisers', 'Advertisers · Ad-sales viewer'],
  ['/advertisers/12', 'Advertiser 12 · Tidewater Credit Union · Ad-sales viewer'],
  ['/advertisers/12/statement', 'Statement of account · Tidewater Credit Union · Ad-sales viewer'],
  ['/advertisers/abc', 'Not an advertiser number · Ad-sales viewer'],
  ['/advertisers?activity=new', 'New advertisers · Ad-sales viewer'],
  ['/advertisers?activity=lapsed', 'Lapsed advertisers · Ad-sales viewer'],
  ['/receivables', 'Receivables · Ad-sales viewer'],
  ['/receivables?by=seller', 'Collections by seller · Ad-sales viewer'],
  ['/changes', 'What changed · Ad-sales viewer'],
  ['/status', 'Server status · Ad-sales viewer'],
  ['/watching', 'Watching · Ad-sales viewer'],
  ['/no-such-page', 'Page not found · Ad-sales viewer'],
];

/**
 * The document titles of the server's HTML for `url`, in document order (a browser shows the
 * first). A chart's SVG <title> is its accessible name, not the document's: left out.
 */
async function serverTitles(page: Page, url: string): Promise<string[]> {
  const html = (await (await page.request.get(url)).text()).replace(/<svg[\s\S]*?<\/svg>/g, '');
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]!);
}

test.describe('the title of every route', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const [url, title] of ROUTES) {
    test(`${url}: "${title}" in the server's HTML and in the page`, async ({ page }) => {
      expect(await serverTitles(page, url)).toEqual([title]);
      await page.goto(url);
      await expect(page).toHaveTitle(title);
      // Once the app has taken over (and read any name it had not), still one title, the same.
      await expect(page.locator(':not(svg) > title')).toHaveCount(1);
      await expect(page).toHaveTitle(title);
    });
  }
});

for (const width of [390, 1920]) {
  test(`client navigation changes the title, back restores it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle('Ad-sales viewer');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // On a phone the sections are behind Menu.
    const section = async (name: string) => {
      if (width < 600) await nav.getByText('Menu', { exact: true }).click();
      await nav.getByRole('link', { name }).click();
    };
    await section('Invoices');
    await expect(page).toHaveTitle('Invoices · Ad-sales viewer');
    await page.getByRole('main').getByRole('link', { name: '50907', exact: true }).click();
    await expect(page).toHaveTitle('Invoice 50907 · Coastline Media Group · Ad-sales viewer');
    await page.goBack();
    await expect(page).toHaveTitle('Invoices · Ad-sales viewer');
    await section('Products');
    await page.getByRole('link', { name: 'Harbor City Gazette', exact: true }).click();
    await expect(page).toHaveTitle('Harbor City Gazette · Ad sizes · Ad-sales viewer');
    await page.getByRole('link', { name: 'Sections', exact: true }).click();
    await expect(page).toHaveTitle('Harbor City Gazette · Sections · Ad-sales viewer');
    await page.goto('/contracts');
    await page
      .getByRole('textbox', { name: /contract number/i })
      .first()
      .fill('1003');
    await page
      .getByRole('textbox', { name: /contract number/i })
      .first()
      .press('Enter');
    await expect(page).toHaveTitle('Contract 1003 · Café Mañana · Ad-sales viewer');
    await expect(page.locator(':not(svg) > title')).toHaveCount(1);
  });
}
