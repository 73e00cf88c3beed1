// Every route has a browser title of its own (issue 40, item 1): the page, and on a record the
// record and its party, then the app. The server's HTML carries it (its first <title>, the one a
// browser shows), the page keeps it once the app takes over, and a client navigation changes it.
// The routes e2e/routes.spec.ts loads have their titles checked there.
import { expect, expectTitle, test } from './fixtures';

const ROUTES: [url: string, title: string][] = [
  ['/products/999/ad-sizes', 'Product 999 not found · Ad-sales viewer'],
  ['/contracts/pipeline', 'Pipeline · Ad-sales viewer'],
  ['/contracts/abc', 'Not a contract number · Ad-sales viewer'],
  ['/bookings', 'Bookings · Ad-sales viewer'],
  ['/pacing', 'Pacing · Ad-sales viewer'],
  ['/invoices/99999999', 'Invoice 99999999 not found · Ad-sales viewer'],
  ['/availability', 'Availability · Ad-sales viewer'],
  ['/advertisers', 'Advertisers · Ad-sales viewer'],
  ['/advertisers/12', 'Advertiser 12 · Tidewater Credit Union · Ad-sales viewer'],
  ['/advertisers/12/statement', 'Statement of account · Tidewater Credit Union · Ad-sales viewer'],
  ['/advertisers/abc', 'Not an advertiser number · Ad-sales viewer'],
  ['/advertisers?activity=new', 'New advertisers · Ad-sales viewer'],
  ['/advertisers?activity=lapsed', 'Lapsed advertisers · Ad-sales viewer'],
  ['/receivables?by=seller', 'Collections by seller · Ad-sales viewer'],
  ['/changes', 'What changed · Ad-sales viewer'],
  ['/status', 'Server status · Ad-sales viewer'],
  ['/watching', 'Watching · Ad-sales viewer'],
  ['/no-such-page', 'Page not found · Ad-sales viewer'],
];

test.describe('the title of every route', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const [url, title] of ROUTES) {
    test(`${url}: "${title}" in the server's HTML and in the page`, async ({ page }) => {
      await page.goto(url);
      await expectTitle(page, url, title);
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
