// Advertisers: the names list from the demo's names file (search, sort, hostile names as text), an
// advertiser's page (contracts through insertions, invoices, an id without a name), axe in both themes.
import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';

const BOLD = '<b>Bold</b> & Brash Sign Co.';
const IMG = "<img src=x onerror=alert('names')> Picture Framing";
const QUOTES = 'Smith, Jones & "Partners" Advertising';

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Advertisers' });
}
function names(page: Page): Locator {
  return table(page).getByRole('row').locator('td:first-child');
}
function numbers(page: Page): Locator {
  return table(page).getByRole('row').locator('td:nth-child(2)');
}

test('/advertisers lists the names, searched and sorted by the viewer’s server', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Advertisers' })
    .click();
  await expect(page).toHaveURL(/\/advertisers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisers' })).toBeVisible();
  await expect(page.getByText('100 names from the server’s names file')).toBeVisible();
  await expect(names(page)).toHaveCount(100);
  await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Accents are optional; the search is kept in the address.
  const requests: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/') && requests.push(r.url())));
  await page.getByLabel('Search', { exact: true }).fill('cafe');
  await expect(page.getByText('3 advertisers match “cafe” of 100 names')).toBeVisible();
  await expect(names(page)).toHaveText(['Bayside Café', 'Café Mañana', 'Clamshell Café']);
  await expect(page).toHaveURL(/\?q=cafe$/);

  await table(page).getByRole('button', { name: 'Number' }).click();
  await expect(numbers(page)).toHaveText(['1', '65', '92']);
  await table(page).getByRole('button', { name: 'Number' }).click();
  await expect(numbers(page)).toHaveText(['92', '65', '1']);
  // The viewer's server searches and sorts its names file: no API request is made.
  expect(requests.filter((url) => !new URL(url).pathname.startsWith('/api/names'))).toEqual([]);

  // The search and the sort are kept in the address.
  await page.reload();
  await expect(numbers(page)).toHaveText(['92', '65', '1']);
  await page.getByLabel('Search', { exact: true }).fill('#57');
  await expect(names(page)).toHaveText([/^The Greater Harbor City/]);

  await page.getByLabel('Search', { exact: true }).fill('café mañana');
  await table(page).getByRole('link', { name: 'Café Mañana' }).click();
  await expect(page).toHaveURL(/\/advertisers\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Café Mañana' })).toBeVisible();
});

test('hostile names are shown as the literal text they are', async ({ page }) => {
  await page.goto('/advertisers');
  const main = page.getByRole('main');
  for (const name of [BOLD, IMG, QUOTES, "O'Brien & Sons Hardware", '🌊 Wave Runner Rentals 🏄']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(main.locator('b, img')).toHaveCount(0);

  await main.getByRole('link', { name: IMG, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMG);
  await expect(page.getByText('Advertiser number 52')).toBeVisible();
  await expect(main.locator('img')).toHaveCount(0);
});

test('an advertiser page: their contracts through insertions, their invoices, what they owe', async ({
  page,
}) => {
  const id = KNOWN.contracts.advertiserId;
  await page.goto(`/advertisers/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Café Mañana' })).toBeVisible();

  const contracts = page.getByRole('table', { name: 'Their contracts' });
  const contractLinks = contracts.getByRole('link', { name: /^Contract \d+$/ });
  await expect(contractLinks).toHaveText(
    [...KNOWN.contracts.advertiserContractIds].reverse().map((c) => `Contract ${c}`),
  );
  await expect(page.getByText('3 contracts found in 14 insertions.')).toBeVisible();

  const invoices = page.getByRole('table', { name: 'Their invoices' });
  await expect(invoices.getByRole('link', { name: /^Invoice \d+$/ })).toHaveCount(11);
  for (const invoiceId of KNOWN.contracts.rich.invoiceIds) {
    await expect(invoices.getByRole('link', { name: `Invoice ${invoiceId}` })).toBeVisible();
  }
  await expect(page.getByText('All 11, latest first.')).toBeVisible();

  const owe = page.getByRole('region', { name: 'What they owe' });
  // Their one unpaid invoice (50012), long past due; the figures are checked in statement.spec.ts.
  await expect(owe.getByRole('row', { name: /^Unpaid total/ })).toContainText('$4,530.24');
  await expect(owe.getByRole('link', { name: 'Statement of account' })).toBeVisible();

  await contracts.getByRole('link', { name: 'Contract 1003' }).click();
  await expect(page).toHaveURL(/\/contracts\/1003$/);
  await page.goBack();
  await page.getByRole('link', { name: 'All their invoices' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices\\?advertiser_id=${id}$`));
  await expect(page.getByRole('link', { name: '50011', exact: true })).toBeVisible();
});

test('an advertiser number without a name, and an address that is no number', async ({ page }) => {
  await page.goto(`/advertisers/${KNOWN.unknownId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Advertiser ${KNOWN.unknownId}` }),
  ).toBeVisible();
  await expect(page.getByText('The names file has no name for this number.')).toBeVisible();
  await expect(
    page.getByText('No insertions for this advertiser, so no contracts were found.'),
  ).toBeVisible();
  await expect(page.getByText('The API has no invoices for this advertiser.')).toBeVisible();

  await page.goto('/advertisers/abc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not an advertiser number' }),
  ).toBeVisible();
});

test('the names cost one request to the server and none upstream', async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/names') && asked.push(r.url())));
  await page.goto('/advertisers');
  await expect(names(page)).toHaveCount(100);
  await table(page).getByRole('link', { name: 'Bayview Motors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayview Motors' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Their invoices' }).getByRole('row'),
  ).not.toHaveCount(0);
  // The server read the page of names (in-process, in its state) and the list's names are the
  // names of their pages: the browser asks none.
  expect(asked).toHaveLength(0);
  const counted = (await (await request.get('/__demo/requests')).json()) as {
    byPath: Record<string, number>;
  };
  expect(Object.keys(counted.byPath).filter((p) => p.includes('advertisers'))).toEqual([]);
});

test.describe('axe', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const url of ['/advertisers', '/advertisers/52', `/advertisers/${KNOWN.unknownId}`]) {
    test(`${url} in light and dark mode`, async ({ page }) => {
      await page.goto(url);
      await expect(
        page.getByRole('main').getByRole('table').first().getByRole('row').nth(1),
      ).toBeVisible();
      await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
    });
  }
});
