// Export and summary of the invoice list: every invoice of the filter, only on request, each one
// request to the server's copy of the account.
import { readFile } from 'node:fs/promises';
import { advertiserName } from './demo-names';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { mirrorReady } from './mirror-ready';

const isExportRequest = (url: string) =>
  /\/api\/views\/invoices\?/.test(url) && new URL(url).searchParams.get('per_page') === '5000';
const isSummaryRequest = (url: string) => /\/api\/views\/invoices\/summary\?/.test(url);
/** The old way: the API's list read page by page in the browser (never now). */
const isApiPageRequest = (url: string) =>
  /\/api\/base\/invoices\/\?/.test(url) && new URL(url).searchParams.get('per_page') === '100';

// The exports and the summary answer from a copy read whole.
test.beforeEach(({ request }) => mirrorReady(request));

test('the export saves the filter’s invoices as CSV', async ({ page }) => {
  // Café Mañana needs no quoting in CSV (the names spec checks a name that does).
  const cafe = advertiserName(1);
  expect(cafe).not.toMatch(/[",\r\n]/);
  await page.goto('/invoices?contract_id=1003');
  await expect(page.getByText('up to 5,000 invoices')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoices_contract_id-1003.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toBe(
    '\uFEFF' +
      'Number,Advertiser id,Advertiser,Contract,Status,Past due,Currency,Created,Due,Sub-total,Discount,Tax,Total,Billing e-mail\r\n' +
      `50014,1,${cafe},1003,Paid,no,USD,2025-02-02 14:53:57,2025-03-04,3000,0,217.5,3217.5,accounts@cafe-manana.example\r\n` +
      `50013,1,${cafe},1003,Paid,no,USD,2024-12-02 10:25:14,2025-01-01,2395,0,117.45,2512.45,accounts@cafe-manana.example\r\n` +
      `50012,1,${cafe},1003,Unpaid,yes,USD,2024-12-02 10:03:51,2025-01-01,4224,0,306.24,4530.24,accounts@cafe-manana.example\r\n` +
      `50011,1,${cafe},1003,Paid,no,USD,2024-11-02 16:06:30,2024-12-02,600,35,40.96,605.96,accounts@cafe-manana.example\r\n`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Export ready' })).toContainText(
    '4 invoices saved as invoices_contract_id-1003.csv.',
  );
});

test('the export is one request to the server, the button waiting for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isExportRequest(request.url()) || isApiPageRequest(request.url())) {
      asked.push(request.url());
    }
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isExportRequest(url.toString()),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/invoices?sort_by=total&sort_order=asc');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Export: reading from the server's copy" }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  const download = page.waitForEvent('download');
  release();
  expect((await download).suggestedFilename()).toBe('invoices.csv');
  await expect(page.getByRole('status').filter({ hasText: 'Export ready' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  expect(asked).toHaveLength(1);
  expect(Object.fromEntries(new URL(asked[0]!).searchParams)).toEqual({
    page: '1',
    per_page: '5000',
    sort_by: 'total',
    sort_order: 'asc',
    today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
});

test('the summary runs only on request and totals per currency', async ({ page }) => {
  let summaries = 0;
  const apiPages: string[] = [];
  page.on('request', (request) => {
    if (isSummaryRequest(request.url())) summaries += 1;
    if (isApiPageRequest(request.url())) apiPages.push(request.url());
  });
  await page.goto('/invoices?date_created_after=2024-12-01&date_created_before=2025-01-01');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(21);
  expect(summaries, 'no summary request before the button is pressed').toBe(0);

  await page.getByRole('button', { name: 'Summarise' }).click();
  // Past due = unpaid and due before today: both unpaid ones fell due in January 2025.
  const summary = page.getByRole('table', { name: /^Summary of 20 invoices/ });
  await expect(summary.getByRole('row')).toHaveText([
    'CurrencyInvoicesTotalUnpaidPast due',
    'USD19$40,814.81$5,038.82 2 unpaid$5,038.82 2 past due',
    'EUR1€3,812.01€0.00 0 unpaid€0.00 0 past due',
  ]);
  expect(summaries).toBe(1);
  expect(apiPages).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  // A new filter forgets the old summary.
  await page
    .getByRole('search', { name: 'Filter invoices' })
    .getByLabel('Contract number')
    .fill('1003');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(summary).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Summarise' })).toBeVisible();
});
