// The insertions list: the seven API filters in the URL, the API's count, client-side sort and
// search, virtualized rows, links to contracts and products.
import { KNOWN } from '../server/demo/known';
import { expect, expectLinkTo, expectNoSeriousAxeViolations, injectFault, test } from './fixtures';

const count = (page: import('@playwright/test').Page) =>
  page.getByText(/^The API returned [\d,]+ insertions?/);

test('the whole list: the API count, virtualized rows that scroll to the end', async ({ page }) => {
  await page.goto('/insertions');
  await expect(count(page)).toHaveText('The API returned 1,504 insertions.');
  const table = page.getByRole('table', { name: 'Insertions' });
  await expect(table).toHaveAttribute('aria-rowcount', '1505');
  await expect(table.locator('tbody > tr[aria-rowindex]').first()).toContainText('100001');
  // Only what is on screen is in the page.
  expect(await table.locator('tbody > tr[aria-rowindex]').count()).toBeLessThan(80);
  const region = page.getByRole('region', { name: 'Insertions' });
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(table.getByRole('row', { name: /^101504 Contract 1300 / })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

for (const [filter, value, total, firstRow] of [
  ['advertiser_id', KNOWN.contracts.advertiserId, 14, '100013'],
  ['contract_id', KNOWN.contracts.richContractId, 7, '100013'],
  ['id', 100013, 1, '100013'],
  ['issue_id', 11804, 1, '100016'],
  ['location_id', 702, 37, '100048'],
  ['product_id', 4, 245, '100013'],
  ['section_id', 17, 52, '100015'],
] as const) {
  test(`filter ${filter}=${value} is sent to the API and shows its count`, async ({ page }) => {
    const sent = page.waitForRequest((r) => r.url().includes('/api/base/insertions/'));
    await page.goto(`/insertions?${filter}=${value}`);
    expect(new URL((await sent).url()).searchParams.get(filter)).toBe(String(value));
    await expect(count(page)).toHaveText(
      `The API returned ${total} insertion${total === 1 ? '' : 's'}.`,
    );
    const rows = page.getByRole('table', { name: 'Insertions' }).locator('tbody > tr');
    await expect(rows.first().locator('td').first()).toHaveText(firstRow);
    if (total < 150) await expect(rows).toHaveCount(total);
  });
}

test('the filter form writes the URL; a bad value is left out with a note', async ({ page }) => {
  await page.goto('/insertions?contract_id=abc&sort=evil');
  const notice = page.getByRole('status').filter({ hasText: 'could not be used' });
  await expect(notice).toContainText('contract_id="abc" is not a record number');
  await expect(notice).toContainText('sort="evil" is not a column of this list');
  await expect(count(page)).toHaveText('The API returned 1,504 insertions.');

  const form = page.getByRole('form', { name: 'Insertion filters' });
  await form.getByLabel('Contract').fill('1003');
  await form.getByLabel('Product').selectOption({ label: 'harborcitygazette.com' });
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/insertions?contract_id=1003&product_id=4');
  await expect(count(page)).toHaveText('The API returned 6 insertions.');
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

test('sorting and searching happen in the browser and stay in the URL', async ({ page }) => {
  await page.goto(`/insertions?advertiser_id=${KNOWN.contracts.advertiserId}`);
  const table = page.getByRole('table', { name: 'Insertions' });
  const firstCells = table.locator('tbody > tr > td:first-child');
  // Numbers sort largest first on the first click (the shared table's rule), then smallest.
  await table.getByRole('button', { name: 'Quantity' }).click();
  await expect(page).toHaveURL(/sort=-quantity/);
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
  await expect(firstCells.first()).toHaveText('100711');

  await page.getByLabel('Search these rows').fill('grand opening');
  await expect(page).toHaveURL(/q=grand\+opening/);
  await expect(
    page.getByText('The API returned 14 insertions; 1 row match “grand opening”.'),
  ).toBeVisible();
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

test('each row links to its contract and its product', async ({ page }) => {
  await page.goto('/insertions?id=100013');
  const row = page.getByRole('table', { name: 'Insertions' }).locator('tbody > tr').first();
  await expect(row).toContainText('Café Mañana – Weekend special');
  await expectLinkTo(row, 'harborcitygazette.com', '/products/4/ad-sizes');
  await row.getByRole('link', { name: 'Contract 1003' }).click();
  await expect(page).toHaveURL('/contracts/1003');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contract 1003');
});

test('a failing list shows the error in place, and Retry loads it', async ({ page }) => {
  const stop = await injectFault(page, '**/api/base/insertions/**', '429');
  await page.goto('/insertions?contract_id=1003');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: /Retry in \d+ s/ })).toBeDisabled();
  await expect(page.getByRole('form', { name: 'Insertion filters' })).toBeVisible();
  await stop();
  await page.reload();
  await expect(count(page)).toHaveText('The API returned 7 insertions.');
});

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
  await expect(count(page)).toHaveText(/^The API returned [\d,]+ insertions\.$/, {
    timeout: 20_000,
  });
  await expect(page.getByRole('table', { name: 'Insertions' }).getByRole('row')).not.toHaveCount(0);
  // What the browser and the router log about the refused download, and nothing else.
  const expected =
    /net::ERR_FAILED|virtual-core|dynamically imported module|React Router caught the following error/;
  expect(consoleErrors.filter((error) => !expected.test(error))).toEqual([]);
  consoleErrors.length = 0;
});
