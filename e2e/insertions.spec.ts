// The insertions list: the seven filters in the URL, the server's count, its sort and search
// (GET /api/views/insertions, decision 15), virtualized rows read a block at a time, links to
// contracts and products, and the first rows in the server's HTML (JavaScript off).
import { KNOWN } from '../server/demo/known';
import { expect, expectLinkTo, expectNoSeriousAxeViolations, test } from './fixtures';
import { mirrorReady } from './mirror-ready';
import { withoutScript } from './without-script';

test.beforeAll(async ({ request }) => mirrorReady(request));

const count = (page: import('@playwright/test').Page) =>
  page.getByText(/^([\d,]+ of )?[\d,]+ insertions?( match|\.)/);
const viewRequest = (page: import('@playwright/test').Page) =>
  page.waitForRequest((r) => r.url().includes('/api/views/insertions'));

test('the whole list: the count, virtualized rows read by block', async ({ page }) => {
  const blocks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/views/insertions')) blocks.push(new URL(r.url()).search);
  });
  await page.goto('/insertions');
  await expect(count(page)).toHaveText('1,504 insertions.');
  const table = page.getByRole('table', { name: 'Insertions' });
  await expect(table).toHaveAttribute('aria-rowcount', '1505');
  await expect(table.locator('tbody > tr[aria-rowindex]').first()).toContainText('100001');
  // Only what is on screen is in the page.
  expect(await table.locator('tbody > tr[aria-rowindex]').count()).toBeLessThan(80);
  // The first block came with the page's HTML: the browser asked only for the next one.
  await expect.poll(() => blocks).toContain('?offset=100&limit=100');
  expect(blocks).not.toContain('?offset=0&limit=100');
  // Scrolled to its end, the box asks for the last blocks and stays there while they come (it
  // jumped back to its top: the count fell to 0 while no block in view was held).
  const box = page.getByRole('region', { name: 'Insertions' });
  await box.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(table.locator('tr[aria-rowindex="1505"]')).toContainText('101504');
  expect(blocks).toContain('?offset=1500&limit=100');
  expect(await box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);
});

for (const [filter, value, total, firstRow] of [
  ['contract_id', KNOWN.contracts.richContractId, 7, '100013'],
  ['id', 100013, 1, '100013'],
  ['issue_id', 11804, 1, '100016'],
  ['location_id', 702, 37, '100048'],
  ['product_id', 4, 245, '100013'],
  ['section_id', 17, 52, '100015'],
] as const) {
  test(`filter ${filter}=${value} is answered by the server's view with its count`, async ({
    page,
  }) => {
    await page.goto(`/insertions?${filter}=${value}`);
    await expect(count(page)).toHaveText(`${total} insertion${total === 1 ? '' : 's'}.`);
    const rows = page.getByRole('table', { name: 'Insertions' }).locator('tbody > tr');
    await expect(rows.first().locator('td').first()).toHaveText(firstRow);
    if (total < 150) await expect(rows).toHaveCount(total);
  });
}

test('by advertiser, when the account does not answer its contract list: the server says it knows few contracts', async ({
  page,
}) => {
  // The suite's demo answers no contract list (viewer-env.ts): the server holds only the contracts
  // it has read one by one, so most insertions have no advertiser it knows.
  await page.goto(`/insertions?advertiser_id=${KNOWN.contracts.advertiserId}`);
  await expect(page.getByText('Some advertisers are not known to the server')).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ insertions?\.$/);
});

test('the filter form writes the URL; a bad value is left out with a note', async ({ page }) => {
  await page.goto('/insertions?contract_id=abc&sort=evil');
  const notice = page.getByRole('status').filter({ hasText: 'could not be used' });
  await expect(notice).toContainText('contract_id="abc" is not a record number');
  await expect(notice).toContainText('sort="evil" is not a column of this list');
  await expect(count(page)).toHaveText('1,504 insertions.');

  const form = page.getByRole('form', { name: 'Insertion filters' });
  await form.getByLabel('Contract').fill('1003');
  await form.getByLabel('Product').selectOption({ label: 'harborcitygazette.com' });
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/insertions?contract_id=1003&product_id=4');
  await expect(count(page)).toHaveText('6 insertions.');
  await expect(
    page.getByText('Filtered by Contract 1003, Product harborcitygazette.com'),
  ).toBeVisible();

  await form.getByLabel('Issue').fill('x1');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(form.getByText('A whole number above 0')).toBeVisible();
  await expect(page).toHaveURL('/insertions?contract_id=1003&product_id=4');

  await page.goBack();
  await expect(page).toHaveURL('/insertions?contract_id=abc&sort=evil');
  await expect(form.getByLabel('Contract')).toHaveValue('');
});

test('sorting and searching are asked of the server and stay in the URL', async ({ page }) => {
  await page.goto(`/insertions?contract_id=${KNOWN.contracts.richContractId}`);
  const table = page.getByRole('table', { name: 'Insertions' });
  const firstCells = table.locator('tbody > tr > td:first-child');
  // Numbers sort largest first on the first click (the shared table's rule), then smallest.
  const sorted = viewRequest(page);
  await table.getByRole('button', { name: 'Quantity' }).click();
  await expect(page).toHaveURL(/sort=-quantity/);
  expect(new URL((await sorted).url()).searchParams.get('sort')).toBe('-quantity');
  await expect(table.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstCells.first()).toHaveText('100014');
  await table.getByRole('button', { name: 'Quantity' }).click();
  await expect(page).toHaveURL(/sort=quantity/);
  await expect(table.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstCells.first()).toHaveText('100016');

  await page.getByLabel('Search these rows').fill('grand opening');
  await expect(page).toHaveURL(/q=grand\+opening/);
  await expect(page.getByText('1 insertion of 7 insertions match “grand opening”.')).toBeVisible();
  await expect(firstCells).toHaveText(['100014']);
  await expect(
    table.getByText('<b>Grand opening</b> <script>alert("x")</script> & <i>more</i>'),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search these rows')).toHaveValue('grand opening');
  await expect(firstCells).toHaveText(['100014']);

  await page.getByLabel('Search these rows').fill('no such words');
  await expect(table.getByText('No insertion of this list matches “no such words”.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('each row links to its insertion, its contract and its product', async ({ page }) => {
  await page.goto('/insertions?id=100013');
  const row = page.getByRole('table', { name: 'Insertions' }).locator('tbody > tr').first();
  await expect(row).toContainText('Café Mañana – Weekend special');
  await expectLinkTo(row, '100013', '/insertions/100013');
  await expectLinkTo(row, 'harborcitygazette.com', '/products/4/ad-sizes');
  await row.getByRole('link', { name: 'Contract 1003' }).click();
  await expect(page).toHaveURL('/contracts/1003');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contract 1003');
});

test('a failing view shows the error in place, and Retry loads it', async ({
  page,
  consoleErrors,
}) => {
  let refuse = true;
  await page.route('**/api/views/insertions**', (route) =>
    refuse
      ? route.fulfill({
          status: 503,
          json: { error: "The server has not read the account's insertions yet." },
        })
      : route.continue(),
  );
  await page.goto('/insertions');
  await page.evaluate(() => {
    history.pushState(null, '', '/insertions?contract_id=1003');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The server has not read the account yet');
  await expect(page.getByRole('form', { name: 'Insertion filters' })).toBeVisible();
  refuse = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(count(page)).toHaveText('7 insertions.');
  // The browser logs the refused answer, and nothing else.
  expect(consoleErrors.filter((error) => !/status of 503/.test(error))).toEqual([]);
  consoleErrors.length = 0;
});

for (const width of [390, 1920]) {
  test(`without JavaScript at ${width} px: the first rows and the count are in the HTML, and the search is a form`, async ({
    browser,
  }) => {
    await withoutScript(
      browser,
      '/insertions?contract_id=1003&sort=-quantity',
      async (page) => {
        await expect(count(page)).toHaveText('7 insertions.');
        const table = page.getByRole('table', { name: 'Insertions' });
        await expect(table.locator('tbody > tr').first()).toContainText('100014');
        await page.getByLabel('Search these rows').fill('grand opening');
        await page.getByLabel('Search these rows').press('Enter');
        await expect(page).toHaveURL(/contract_id=1003.*sort=-quantity.*q=grand\+opening/);
        await expect(
          page.getByText('1 insertion of 7 insertions match “grand opening”.'),
        ).toBeVisible();
      },
      width,
    );
  });
}

test('a virtualizer that cannot be downloaded is said in place, and Retry loads the page again', async ({
  page,
  consoleErrors,
}) => {
  let refuse = true;
  await page.route(/\/assets\/virtual-core-[^/]+\.js$/, (route) =>
    refuse ? route.abort() : route.continue(),
  );
  await page.goto('/insertions');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This part of the viewer could not be loaded');
  // The navigation stays: the error is this page's.
  await expect(page.getByRole('link', { name: 'Products' })).toBeVisible();
  refuse = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(count(page)).toHaveText(/^[\d,]+ insertions\.$/, {
    timeout: 20_000,
  });
  await expect(page.getByRole('table', { name: 'Insertions' }).getByRole('row')).not.toHaveCount(0);
  // What the browser and the router log about the refused download, and nothing else.
  const expected =
    /net::ERR_FAILED|virtual-core|dynamically imported module|React Router caught the following error/;
  expect(consoleErrors.filter((error) => !expected.test(error))).toEqual([]);
  consoleErrors.length = 0;
});
