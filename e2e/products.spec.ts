// Products: the list's URL filters, each tab of a product on the demo's known data, the active
// switch, both sections endpoints, hostile names, not-found, redirects and error states.
import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import {
  expect,
  expectLinkTo,
  expectNoSeriousAxeViolations,
  injectFault,
  serverQueryKeys,
  test,
} from './fixtures';

const P = KNOWN.products;

/** The first cell of every body row: the names a person reads down the table. */
function firstCells(table: Locator): Locator {
  return table.getByRole('row').locator('td:first-child');
}

/** The row whose name starts with `name` (a size, a rate). */
/** Checks some cells of a row, by their place (0 is the first). */
async function expectCells(row: Locator, cells: Record<number, string>) {
  for (const [at, text] of Object.entries(cells)) {
    await expect(row.getByRole('cell').nth(Number(at))).toHaveText(text);
  }
}

function rowNamed(table: Locator, name: string): Locator {
  return table.getByRole('row', { name: new RegExp(`^${name}`) });
}

/** The ad sizes table lists `names`, in that order. */
async function expectAdSizes(page: Page, names: string[]): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Ad sizes' });
  await expect(firstCells(table)).toHaveText(names);
  return table;
}

function productsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Products', exact: true });
}

test('the products list hides inactive products, filters by name and type in the URL', async ({
  page,
}) => {
  await page.goto('/products');
  const table = productsTable(page);
  await expect(table.getByRole('link')).toHaveCount(P.count - 1);
  await expect(table.getByRole('link', { name: 'Bayside Shopper' })).toHaveCount(0);
  await expect(page.getByText('11 products shown of 12 (1 inactive product hidden)')).toBeVisible();

  await page.getByLabel('Show inactive products').check();
  await expect(page).toHaveURL(/\/products\?active=false$/);
  const inactive = table.getByRole('row', { name: /Bayside Shopper/ });
  await expect(inactive.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(P.count);

  await page.getByLabel('Name').fill('gazette');
  await expect(page).toHaveURL(/name=gazette/);
  await expect(table.getByRole('link')).toHaveText([
    'Harbor City Gazette',
    'Harbor City Gazette – Sunday Edition',
    'harborcitygazette.com',
  ]);

  // Typed letter by letter, spaces included, nothing is lost while the address follows.
  await page.getByLabel('Name').fill('');
  await page.getByLabel('Name').pressSequentially('city gaz');
  await expect(page).toHaveURL(/name=city\+gaz/);
  await expect(table.getByRole('link')).toHaveText([
    'Harbor City Gazette',
    'Harbor City Gazette – Sunday Edition',
  ]);

  await page.getByLabel('Name').fill('');
  await page.getByLabel('Product type').selectOption({ label: 'E-mail newsletter' });
  await expect(page).toHaveURL(/type=4/);
  await expect(table.getByRole('link')).toHaveText(['The Morning Tide (newsletter)']);
  // has_deliver_date arrives as '127': read as true, shown as a capability.
  await expect(table.getByRole('list', { name: 'Capabilities' }).getByRole('listitem')).toHaveText([
    'Issues',
    'Delivery date',
    'Digital display',
    'Ad sizes',
  ]);

  await page.reload();
  await expect(page.getByLabel('Product type')).toHaveValue('4');
  await expect(page.getByLabel('Show inactive products')).toBeChecked();
  await expect(table.getByRole('link')).toHaveText(['The Morning Tide (newsletter)']);
  await expectNoSeriousAxeViolations(page);
});

test('two filters changed before the address follows the first: both are kept', async ({
  page,
}) => {
  await page.goto('/products?name=gazette');
  const table = productsTable(page);
  await expect(table.getByRole('link')).toHaveCount(3);
  // The box cleared and a type picked in one task: the second change comes before the router has
  // written the first to the address.
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const type = [...document.querySelectorAll('label')]
      .find((label) => label.textContent?.startsWith('Product type'))!
      .querySelector('select')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(box, '');
    box.dispatchEvent(new Event('input', { bubbles: true }));
    type.value = '4';
    type.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page).toHaveURL(/\/products\?type=4$/);
  await expect(table.getByRole('link')).toHaveText(['The Morning Tide (newsletter)']);
});

test('the list filters by type with inactive products shown, and back restores the view', async ({
  page,
}) => {
  await page.goto('/products?type=1&active=false');
  const table = productsTable(page);
  await expect(table.getByRole('link')).toHaveText([
    'Harbor City Gazette',
    'Harbor City Gazette – Sunday Edition',
    'Bayside Shopper',
  ]);
  await page.getByLabel('Show inactive products').uncheck();
  await expect(page).toHaveURL(/\/products\?type=1$/);
  await expect(table.getByRole('link')).toHaveCount(2);
  await page.goBack();
  await expect(table.getByRole('link')).toHaveCount(3);
});

test('bad list values in the URL are corrected with a note', async ({ page }) => {
  await page.goto('/products?type=abc&active=maybe');
  const note = page.getByRole('status').filter({ hasText: 'Part of the address was corrected' });
  await expect(note).toContainText('type=abc is not a number');
  await expect(note).toContainText('active=maybe is neither true nor false');
  await expect(productsTable(page).getByRole('link')).toHaveCount(P.count - 1);

  await page.goto('/products?type=99');
  await expect(
    page.getByText('No product has type 99: products of all types are shown.'),
  ).toBeVisible();
  await expect(page.getByLabel('Product type')).toHaveValue('');
});

test('a hostile product name is shown as text, in the list and on its page', async ({ page }) => {
  await page.goto('/products');
  const link = productsTable(page).getByRole('link', { name: P.hostileProductName, exact: true });
  await expect(link).toHaveText(P.hostileProductName);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(`/products/${P.hostileProductId}/ad-sizes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(P.hostileProductName);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('the ad sizes tab lists product 1’s sizes in inches with their rates', async ({ page }) => {
  await page.goto(`/products/${P.productWithDeletedSizesId}/ad-sizes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor City Gazette');
  const tabs = page.getByRole('navigation', { name: 'Product views' });
  await expect(tabs.getByRole('link', { name: 'Ad sizes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Ad rates' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('list', { name: 'Capabilities' }).getByRole('listitem')).toHaveText([
    'Issues',
    'Ad sizes',
  ]);

  const table = await expectAdSizes(page, [
    'Full Page',
    'Half Page',
    'Quarter Page',
    'Eighth Page',
    'Business Card',
  ]);
  const fullPage = rowNamed(table, 'Full Page');
  await expect(fullPage.getByRole('cell').nth(2)).toHaveText('10 × 21 in');
  await expect(fullPage.getByRole('listitem')).toHaveText([
    'Open rate $2,400.00',
    '13x frequency $2,112.00',
  ]);
  // Ad size 5: key_date '0000-00-00' and date_created null read "no date".
  await expectCells(rowNamed(table, 'Business Card'), {
    2: '3.25 × 2 in',
    5: 'no date',
    7: 'no date',
  });
  await expect(page.getByText('5 active ad sizes.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the active switch asks the API for deleted sizes and marks them', async ({ page }) => {
  await page.goto(`/products/${P.productWithDeletedSizesId}/ad-sizes`);
  const table = page.getByRole('table', { name: 'Ad sizes' });
  await expect(firstCells(table)).toHaveCount(P.productWithDeletedSizesActiveCount);

  const request = page.waitForRequest(
    (r) => r.url().includes('/api/base/adSizes/product/1') && r.url().includes('active=false'),
  );
  await page.getByLabel('Show deleted ad sizes and rates').check();
  await request;
  await expect(page).toHaveURL(/\/products\/1\/ad-sizes\?active=false$/);
  await expect(firstCells(table)).toHaveCount(P.productWithDeletedSizesAllCount);
  for (const name of P.deletedSizeNames) {
    const row = rowNamed(table, name);
    await expect(row.getByRole('cell').first()).toHaveText(`${name} Deleted`);
  }
  const doubleTruck = rowNamed(table, 'Double Truck');
  await expect(doubleTruck.getByRole('cell').nth(8)).toHaveText('Feb 10, 2025');
  await expect(doubleTruck.getByRole('listitem')).toHaveText([
    'Open rate $4,600.00 Deleted',
    '13x frequency $4,048.00 Deleted',
  ]);
  // The deleted rate of a live size shows too.
  await expect(rowNamed(table, 'Full Page').getByRole('listitem')).toHaveText([
    'Open rate $2,400.00',
    '13x frequency $2,112.00',
    '2023 rate card $2,208.00 Deleted',
  ]);
  await expect(page.getByText('7 ad sizes, 2 of them deleted.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The rates tab keeps the switch; the sections tab has none.
  const tabs = page.getByRole('navigation', { name: 'Product views' });
  await expectLinkTo(tabs, 'Ad rates', '/products/1/ad-rates?active=false');
  await expectLinkTo(tabs, 'Sections', '/products/1/sections');

  await page.goBack();
  await expect(firstCells(table)).toHaveCount(P.productWithDeletedSizesActiveCount);
});

test('a digital product shows pixels, concurrency limits and an empty scheduling unit', async ({
  page,
}) => {
  await page.goto(`/products/${P.digitalProductId}/ad-sizes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(P.digitalProductName);
  const table = await expectAdSizes(page, [
    'Leaderboard',
    'Medium Rectangle',
    'Half Page',
    'Mobile Banner',
  ]);
  await expectCells(rowNamed(table, 'Leaderboard'), { 2: '728 × 90 px', 3: 'Weeks', 4: '4' });
  // Ad size 18: scheduling_units '' reads "none".
  const banner = rowNamed(table, 'Mobile Banner');
  await expectCells(banner, { 2: '320 × 50 px', 3: 'none' });
  await expect(banner.getByRole('listitem')).toHaveText([
    'Run of site (CPM) $9.00 per CPM',
    'Homepage takeover (CPM) $13.50 per CPM',
  ]);
});

test('the ad rates tab groups rates under their ad size, deleted ones on request', async ({
  page,
}) => {
  await page.goto(`/products/${P.productWithDeletedSizesId}/ad-rates`);
  const tabs = page.getByRole('navigation', { name: 'Product views' });
  await expect(tabs.getByRole('link', { name: 'Ad rates' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const groups = page.getByRole('heading', { level: 3 });
  const liveSizes = ['Full Page', 'Half Page', 'Quarter Page', 'Eighth Page', 'Business Card'];
  await expect(groups).toHaveText(liveSizes);
  const fullPage = page.getByRole('table', { name: 'Rates for Full Page' });
  await expect(firstCells(fullPage)).toHaveText(['Open rate', '13x frequency']);
  await expectCells(rowNamed(fullPage, 'Open rate'), { 1: '$2,400.00' });
  const card = page.getByRole('table', { name: 'Rates for Business Card' });
  await expectCells(rowNamed(card, '13x frequency'), { 1: '$132.00' });
  await expectNoSeriousAxeViolations(page);

  const request = page.waitForRequest(
    (r) => r.url().includes('/api/base/adRates/') && r.url().includes('active=false'),
  );
  await page.getByLabel('Show deleted ad sizes and rates').check();
  await request;
  await expect(groups).toHaveText([
    ...liveSizes,
    'Double Truck Deleted',
    'Front Page Strip Deleted',
  ]);
  await expect(firstCells(fullPage)).toHaveText([
    'Open rate',
    '13x frequency',
    '2023 rate card Deleted',
  ]);
  const truck = page.getByRole('table', { name: 'Rates for Double Truck' });
  await expectCells(rowNamed(truck, 'Open rate'), { 1: '$4,600.00', 5: 'Feb 10, 2025' });
});

test('the sections tab lists sections from the base API and finds them through the secondary one', async ({
  page,
}) => {
  await page.goto(`/products/${P.sectionsProductId}/sections`);
  // The server's loader read the base API's sections (its answer is in the page).
  expect(JSON.stringify(await serverQueryKeys(page))).toMatch(/"sections"/);
  const all = page.getByRole('table', { name: 'Sections', exact: true });
  await expect(firstCells(all)).toHaveCount(P.sectionsCount);
  await expect(all.getByRole('row').nth(1)).toHaveText(/1\s*News\s*Mar 4, 2019, 09:00/);

  const byId = page.waitForRequest(
    (r) =>
      r.url().includes('/api/secondary/sections/') &&
      r.url().includes(`id=${P.sectionCreatedOn.id}`),
  );
  await page.getByLabel('Section id').fill(P.sectionCreatedOn.id);
  await page.getByRole('button', { name: 'Find' }).click();
  await byId;
  await expect(page).toHaveURL(/\/sections\?id=7$/);
  const found = page.getByRole('table', { name: 'Sections found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found.getByRole('row').nth(1)).toHaveText(/7\s*Obituaries\s*Mar 14, 2025, 09:30/);

  const byDay = page.waitForRequest(
    (r) =>
      r.url().includes('/api/secondary/sections/') &&
      r.url().includes(`date_created=${P.sectionCreatedOn.date}`),
  );
  await page.getByLabel('Section id').fill('');
  await page.getByLabel('Created on').fill(P.sectionCreatedOn.date);
  await page.getByRole('button', { name: 'Find' }).click();
  await byDay;
  await expect(page).toHaveURL(new RegExp(`\\?date_created=${P.sectionCreatedOn.date}$`));
  await expect(firstCells(found)).toHaveText(['7']);

  await page.getByLabel('Created on').fill('2025-03');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(firstCells(found)).toHaveText([...P.march2025SectionIds]);
  await expect(page.getByText('2 sections found: created in 2025-03.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Show all sections' }).click();
  await expect(page).toHaveURL(/\/sections$/);
  await expect(firstCells(all)).toHaveCount(P.sectionsCount);
});

test('what is typed while a search loads is kept; back and forward bring the address values', async ({
  page,
}) => {
  await page.goto(`/products/${P.sectionsProductId}/sections?id=${P.sectionCreatedOn.id}`);
  const found = page.getByRole('table', { name: 'Sections found' });
  await expect(firstCells(found)).toHaveText([P.sectionCreatedOn.id]);
  // The day's lookup answers slowly: the person types the next search meanwhile.
  await page.route(
    (url) =>
      url.pathname.endsWith('/api/secondary/sections/') &&
      /date_created=\d{4}-\d{2}-\d{2}/.test(url.search),
    (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-demo-delay': '1500' } }),
  );
  const byDay = page.waitForRequest((r) => r.url().includes('date_created='));
  const sectionId = page.getByLabel('Section id');
  const createdOn = page.getByLabel('Created on');
  await sectionId.fill('');
  await createdOn.fill(P.sectionCreatedOn.date);
  await page.getByRole('button', { name: 'Find' }).click();
  await byDay;
  await createdOn.fill('2025-03');
  await expect(page).toHaveURL(new RegExp(`\\?date_created=${P.sectionCreatedOn.date}$`));
  await expect(firstCells(found)).toHaveText(['7']);
  await expect(createdOn).toHaveValue('2025-03');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\?date_created=2025-03$/);
  await expect(firstCells(found)).toHaveText([...P.march2025SectionIds]);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?date_created=${P.sectionCreatedOn.date}$`));
  await expect(createdOn).toHaveValue(P.sectionCreatedOn.date);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?id=${P.sectionCreatedOn.id}$`));
  await expect(sectionId).toHaveValue(P.sectionCreatedOn.id);
  await expect(createdOn).toHaveValue('');
});

test('the section filter refuses a bad id in the form and corrects one in the URL', async ({
  page,
}) => {
  await page.goto(`/products/${P.sectionsProductId}/sections?id=seven`);
  await expect(page.getByText('id=seven is not a number: the filter is left out.')).toBeVisible();
  await expect(firstCells(page.getByRole('table', { name: 'Sections', exact: true }))).toHaveCount(
    P.sectionsCount,
  );
  await page.getByLabel('Created on').fill('March');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the creation date as YYYY-MM-DD (a day) or YYYY-MM (a month).',
  );
});

test('the insertions tab lists what was sold on the product, virtualized, linking to contracts', async ({
  page,
}) => {
  await page.goto(`/products/1/insertions`);
  // The first block of the server's view of the product's insertions is in the page (decision 15).
  const keys = await serverQueryKeys(page);
  expect(keys.some((key) => key[0] === 'views' && key[1] === 'insertions')).toBe(true);
  await expect(page.getByText('481 insertions.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Insertions' });
  await expect(table).toHaveAttribute('aria-rowcount', '482');
  const shown = await table.getByRole('row').count();
  expect(shown).toBeLessThan(100);
  const first = table.getByRole('row').nth(1);
  await expect(first).toHaveText(/Contract 1001\s*100001\s*Business Card\s*none\s*Feb 2, 2025/);
  await expectNoSeriousAxeViolations(page);
  await first.getByRole('link', { name: 'Contract 1001' }).click();
  await expect(page).toHaveURL('/contracts/1001');
});

test('a product that is not in the list is not found, and says which', async ({ page }) => {
  await page.goto(`/products/${KNOWN.unknownId}/ad-rates`);
  await expect(
    page.getByRole('heading', { name: `Product ${KNOWN.unknownId} not found` }),
  ).toBeVisible();
  await page.goto('/products/abc/sections');
  await expect(page.getByRole('heading', { name: 'Product abc not found' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an unknown tab and the bare product address open the ad sizes tab', async ({ page }) => {
  await page.goto('/products/4/bogus');
  await expect(page).toHaveURL('/products/4/ad-sizes');
  await expect(page.getByRole('table', { name: 'Ad sizes' })).toBeVisible();
  await page.goto('/products/4');
  await expect(page).toHaveURL('/products/4/ad-sizes');
  await page
    .getByRole('navigation', { name: 'Product views' })
    .getByRole('link', { name: 'Sections' })
    .click();
  await expect(page).toHaveURL('/products/4/sections');
});

test('a refused products list shows the error in place, and Retry recovers', async ({ page }) => {
  const restore = await injectFault(page, '**/api/base/products/**', '403');
  await page.goto('/products');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The API refused the server’s credentials (403)');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await restore();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(productsTable(page).getByRole('link')).toHaveCount(P.count - 1);
});

test('a broken ad sizes answer is shown in the tab while the header stays', async ({ page }) => {
  const restore = await injectFault(page, '**/api/base/adSizes/**', 'malformed');
  await page.goto('/products/1/ad-sizes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor City Gazette');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ad sizes could not be read');
  await restore();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(firstCells(page.getByRole('table', { name: 'Ad sizes' }))).toHaveCount(5);
});

test('a drifted product record is named while the others are shown', async ({ page }) => {
  await injectFault(page, '**/api/base/products/**', 'drift');
  await page.goto('/products');
  await expect(
    page.getByText('1 of the products could not be read and is not shown.'),
  ).toBeVisible();
  await expect(
    productsTable(page).getByRole('link', { name: 'Coastal Living Monthly' }),
  ).toBeVisible();
  await expect(
    productsTable(page).getByRole('link', { name: 'Harbor City Gazette', exact: true }),
  ).toHaveCount(0);
});
