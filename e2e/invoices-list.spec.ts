// The invoice list: URL state, filters, sorting, paging, corrections, export and summary, against
// the demo's fixed data (scale 1: invoices 50001–50907).
import type { Page } from '@playwright/test';
import { advertiserName } from './demo-names';
import {
  expect,
  expectLinkTo,
  expectNoSeriousAxeViolations,
  expectRateLimitAlert,
  injectFault,
  test,
} from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
/** Body rows (the header row has column headers, not cells). */
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** Each row's text starts with its invoice number. */
const numbered = (...ids: number[]) => ids.map((id) => new RegExp(`^${id}\\D`));
const filters = (page: Page) => page.getByRole('search', { name: 'Filter invoices' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Invoice pages' });
const search = (page: Page) => new URL(page.url()).search;

test('a contract’s invoices, with every column, links and the past-due mark', async ({ page }) => {
  await page.goto('/invoices?contract_id=1003');
  await expect(rows(page)).toHaveText(numbered(50014, 50013, 50012, 50011));
  const headers = table(page).getByRole('columnheader');
  await expect(headers).toHaveText([
    /^Number/,
    'Advertiser',
    'Contract',
    /^Created/,
    /^Due/,
    'Status',
    'Sub-total',
    'Discount',
    'Tax',
    /^Total/,
  ]);
  const unpaid = rows(page).nth(2);
  await expect(unpaid.getByRole('cell')).toHaveText([
    '50012',
    advertiserName(1),
    '1003',
    'Dec 2, 2024',
    'Jan 1, 2025Past due',
    'Unpaid',
    '$4,224.00',
    '$0.00',
    '$306.24',
    '$4,530.24',
  ]);
  await expectLinkTo(unpaid, '50012', '/invoices/50012');
  await expectLinkTo(unpaid, '1003', '/contracts/1003');
  // Paid invoices are never past due.
  await expect(rows(page).nth(3).getByText('Past due')).toHaveCount(0);
  await expect(pager(page).getByText('Rows 1–4')).toBeVisible();
  await expect(pager(page).getByRole('link', { name: 'Next ›' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('each filter changes the rows and the URL, and Clear all removes them', async ({ page }) => {
  await page.goto('/invoices?page=2');
  const bar = filters(page);

  // A bare number still works in the advertiser combobox.
  await bar.getByRole('combobox', { name: 'Advertiser' }).fill('1');
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/invoices\?advertiser_id=1$/); // back to page 1
  await expect(rows(page)).toHaveText(
    numbered(50517, 50516, 50515, 50514, 50513, 50219, 50218, 50014, 50013, 50012, 50011),
  );

  await bar.getByRole('combobox', { name: 'Advertiser' }).fill('');
  await bar.getByLabel('Contract number').fill('1003');
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/invoices\?contract_id=1003$/);
  await expect(rows(page)).toHaveText(numbered(50014, 50013, 50012, 50011));

  await bar.getByLabel('Contract number').fill('');
  await bar.getByLabel('Total from').fill('40');
  await bar.getByLabel('Total to').fill('50');
  await bar.getByLabel('Total to').press('Enter');
  await expect(page).toHaveURL(/\/invoices\?amount_from=40&amount_to=50$/);
  await expect(rows(page)).toHaveText(numbered(50683, 50681, 50661));

  await page.goto('/invoices');
  await bar.getByLabel('Created from').fill('2024-11-01');
  await bar.getByLabel('Created to').fill('2024-11-02');
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(
    /\/invoices\?date_created_after=2024-11-01&date_created_before=2024-11-02$/,
  );
  await expect(rows(page)).toHaveText(numbered(50015, 50011));

  await bar.getByLabel('Created from').fill('');
  await bar.getByLabel('Created to').fill('');
  await bar.getByLabel('Due from').fill('2024-12-16');
  await bar.getByLabel('Due to').fill('2024-12-31');
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/invoices\?date_due_after=2024-12-16&date_due_before=2024-12-31$/);
  await expect(rows(page)).toHaveText(numbered(50060, 50051));

  await bar.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(rows(page).first()).toHaveText(numbered(50907));
  await expect(bar.getByLabel('Due from')).toHaveValue('');
  await expect(bar.getByRole('button', { name: 'Clear all' })).toBeDisabled();
});

test('the four API columns sort both ways; the others are not sortable', async ({ page }) => {
  await page.goto('/invoices');
  const header = (name: string) => table(page).getByRole('columnheader', { name, exact: true });
  await expect(header('Number')).toHaveAttribute('aria-sort', 'descending');
  for (const name of ['Advertiser', 'Contract', 'Status', 'Sub-total', 'Discount', 'Tax']) {
    await expect(header(name).getByRole('button')).toHaveCount(0);
  }

  // People want the largest totals first: the first click sorts descending.
  await header('Total').getByRole('button').click();
  await expect(page).toHaveURL(/\?sort_by=total$/);
  await expect(header('Total')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toHaveText(/^50780\D.*\$22,988\.00$/);
  await expect(rows(page).nth(2)).toHaveText(numbered(50540));

  await header('Total').getByRole('button').click();
  await expect(page).toHaveURL(/\?sort_by=total&sort_order=asc$/);
  await expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toHaveText(/^50661\D.*\$40\.50$/);
  await expect(rows(page).nth(2)).toHaveText(numbered(50683));

  await header('Created').getByRole('button').click();
  await expect(page).toHaveURL(/\?sort_by=date_created&sort_order=asc$/);
  await expect(rows(page).first()).toHaveText(numbered(50015));
  await expect(rows(page).nth(2)).toHaveText(numbered(50021));

  await header('Due').getByRole('button').click();
  await header('Due').getByRole('button').click();
  await expect(page).toHaveURL(/\?sort_by=date_due$/);
  await expect(rows(page).first()).toHaveText(numbered(50790));
  await expect(rows(page).nth(1)).toHaveText(numbered(50722));

  await header('Number').getByRole('button').click();
  await expect(page).toHaveURL(/\?sort_order=asc$/);
  await expect(rows(page).first()).toHaveText(numbered(50001));
});

test('paging: next is fetched on the way to Next, previous rows stay dimmed while loading, last page', async ({
  page,
}) => {
  const nextPage = /\/api\/base\/invoices\/\?page=2&per_page=25&/;
  const asked: string[] = [];
  page.on('request', (request) => void asked.push(request.url()));
  await page.goto('/invoices?sort_order=asc');
  await expect(rows(page)).toHaveCount(25);
  await expect(rows(page).first()).toHaveText(numbered(50001));
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => nextPage.test(url))).toEqual([]);
  const prefetched = page.waitForRequest(nextPage);
  await pager(page).getByRole('link', { name: 'Next ›' }).hover();
  await prefetched;

  // Page 3 answers slowly: page 2 stays on screen, dimmed and busy, until it arrives.
  await page.route('**/api/base/invoices/?page=3&*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-demo-delay': '1500' } }),
  );
  await pager(page).getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/\?page=2&sort_order=asc$/);
  await expect(rows(page).first()).toHaveText(numbered(50026));
  await expect(pager(page).getByText('Rows 26–50')).toBeVisible();
  await pager(page).getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/\?page=3&sort_order=asc$/);
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
  await expect(rows(page).first()).toHaveText(numbered(50026));
  await expect(rows(page).first()).toHaveText(numbered(50051));
  await expect(page.getByRole('region', { name: 'Invoices' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );

  await pager(page).getByRole('link', { name: '‹ Previous' }).click();
  await expect(page).toHaveURL(/\?page=2&sort_order=asc$/);
  await pager(page).getByRole('link', { name: '« First' }).click();
  await expect(page).toHaveURL(/\?sort_order=asc$/);
  await expect(pager(page).getByRole('link', { name: '‹ Previous' })).toHaveCount(0);

  await page.goto('/invoices?sort_order=asc&page=3');
  await pager(page).getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/\?per_page=100&sort_order=asc$/);
  await expect(rows(page)).toHaveCount(100);

  // 907 invoices: page 10 of 100 holds the last 7, and there is no next page.
  await page.goto('/invoices?sort_order=asc&per_page=100&page=10');
  await expect(rows(page)).toHaveText(numbered(50901, 50902, 50903, 50904, 50905, 50906, 50907));
  await expect(pager(page).getByRole('link', { name: 'Next ›' })).toHaveCount(0);
  await expect(pager(page).getByText('Rows 901–907')).toBeVisible();
});

test('a page already fetched is drawn in the click on Next itself, not in later frames', async ({
  page,
}) => {
  await page.goto('/invoices?sort_order=asc');
  await expect(rows(page).first()).toHaveText(numbered(50001));
  const prefetched = page.waitForResponse(/\/api\/base\/invoices\/\?page=2&/);
  await pager(page).getByRole('link', { name: 'Next ›' }).hover();
  await (await prefetched).finished();
  // The first row's number as the click's dispatch ends (a listener on window in the bubbling
  // phase runs after React's, on the root): the router's default, a transition, draws later.
  await page.evaluate(() => {
    const state = window as unknown as { afterClick?: string | null };
    window.addEventListener(
      'click',
      () => {
        state.afterClick = document.querySelector('table tbody tr a')?.textContent?.trim() ?? null;
      },
      { once: true },
    );
  });
  await pager(page).getByRole('link', { name: 'Next ›' }).click();
  await expect(rows(page).first()).toHaveText(numbered(50026));
  expect(await page.evaluate(() => (window as unknown as { afterClick?: string }).afterClick)).toBe(
    '50026',
  );
});

test('a pasted deep link opens the same view; back and forward step through changes', async ({
  page,
}) => {
  await page.goto('/invoices?advertiser_id=1&per_page=50&sort_by=total&sort_order=asc');
  await expect(filters(page).getByRole('combobox', { name: 'Advertiser' })).toHaveValue(
    advertiserName(1),
  );
  await expect(pager(page).getByLabel('Rows per page')).toHaveValue('50');
  await expect(
    table(page).getByRole('columnheader', { name: 'Total', exact: true }),
  ).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toHaveText(/^50219\D.*\$334\.40$/);
  await expect(rows(page).nth(1)).toHaveText(/^50011\D.*\$605\.96$/);
  await expect(rows(page)).toHaveCount(11);

  await table(page)
    .getByRole('button', { name: /Created/ })
    .click();
  await expect(page).toHaveURL(
    /\?advertiser_id=1&per_page=50&sort_by=date_created&sort_order=asc$/,
  );
  await expect(rows(page).first()).toHaveText(numbered(50011));

  await page.goBack();
  await expect(page).toHaveURL(/\?advertiser_id=1&per_page=50&sort_by=total&sort_order=asc$/);
  await expect(rows(page).first()).toHaveText(numbered(50219));
  await page.goForward();
  await expect(rows(page).first()).toHaveText(numbered(50011));
  expect(search(page)).toBe('?advertiser_id=1&per_page=50&sort_by=date_created&sort_order=asc');
});

test('bad URL values are corrected with a note and never sent to the API', async ({ page }) => {
  await page.goto(
    '/invoices?page=0&per_page=500&sort_by=name&amount_from=abc&date_due_after=2025-01-02&date_due_before=2024-12-31',
  );
  // The server's loader asked the API (its query key is in the page's state): corrected values only.
  const state = JSON.parse((await page.locator('#viewer-state').textContent()) ?? '{}') as {
    queries: { queries: { queryKey: unknown[] }[] };
  };
  const lists = state.queries.queries.filter((q) => q.queryKey[0] === 'invoices');
  expect(lists.map((q) => q.queryKey)).toEqual([
    [
      'invoices',
      'list',
      {
        page: 1,
        per_page: 100,
        sort_by: 'id',
        sort_order: 'desc',
        date_due_after: '2024-12-31',
        date_due_before: '2025-01-02',
      },
    ],
  ]);
  const note = page.getByRole('status').filter({ hasText: 'Part of the address was corrected' });
  await expect(note.getByRole('listitem')).toHaveText([
    'amount_from=abc is not a number; it is left out.',
    'page=0 is below 1; 1 is used.',
    'per_page=500 is above the maximum of 100; 100 is used.',
    'sort_by=name is not one of id, date_created, date_due, total; id (the default) is used.',
    'date_due_after=2025-01-02 is after date_due_before=2024-12-31; the two are swapped.',
  ]);
  await expect(rows(page)).toHaveText(
    numbered(50075, 50065, 50060, 50055, 50046, 50037, 50021, 50016, 50013, 50012),
  );
  await expect(filters(page).getByLabel('Due from')).toHaveValue('2024-12-31');

  await page.getByRole('link', { name: 'Use the corrected address' }).click();
  await expect(page).toHaveURL(
    /\/invoices\?date_due_after=2024-12-31&date_due_before=2025-01-02&per_page=100$/,
  );
  await expect(note).toHaveCount(0);
});

test('a 429 while paging says so and keeps the previous rows and the URL', async ({ page }) => {
  await injectFault(page, '**/api/base/invoices/?page=2&*', '429');
  await page.goto('/invoices?sort_order=asc');
  await expect(rows(page).first()).toHaveText(numbered(50001));
  await pager(page).getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/\/invoices\?page=2&sort_order=asc$/);
  await expectRateLimitAlert(page, 30);
  await expect(
    page.getByText('Still showing the rows of page 1 from before, dimmed.'),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(25);
  await expect(rows(page).first()).toHaveText(numbered(50001));
});
