// The invoice list's own filters (status, past due), which the API lacks: the server's view of its
// copy of the account, a page at a time in the list's own shape (the first in the HTML); the
// summary's links to them; the date quick picks and the note for a date the browser cannot read.
// Expected invoices come from the demo's own API, not from the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { readWholeList } from './demo-contracts';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { mirrorReady } from './mirror-ready';

interface WireInvoice {
  id: string | number;
  status: string | null;
  date_due: string | null;
}

const table = (page: Page) => page.getByRole('table', { name: 'Invoices', exact: true });
// A record's row, not the label: value line a phone shows under it.
const rows = (page: Page) => table(page).locator('tbody > tr:not(.data-table__details)');
const numbered = (ids: number[]) => ids.map((id) => new RegExp(`^${id}\\D`));
const filters = (page: Page) => page.getByRole('search', { name: 'Filter invoices' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Invoice pages' });
const isInvoicePage = (url: string) => /\/api\/base\/invoices\/\?/.test(url);
const isViewPage = (url: string) => /\/api\/views\/invoices\?/.test(url);

test.beforeEach(async ({ request }) => {
  await mirrorReady(request);
});

/** Every invoice of an API filter, in the API's default order (id, descending), from the demo. */
function allInvoices(request: APIRequestContext, filter: string): Promise<WireInvoice[]> {
  return readWholeList(request, '/api/base/invoices/', 'invoices', filter);
}

const isUnpaid = (i: WireInvoice) => i.status === 'Unpaid';
/** The app's rule: unpaid and due before today; a placeholder due date is no due date. */
const isPastDue = (i: WireInvoice, today: string) =>
  isUnpaid(i) && !!i.date_due && /^[1-9]\d{3}-\d\d-\d\d$/.test(i.date_due) && i.date_due < today;
const ids = (list: WireInvoice[]) => list.map((i) => Number(i.id));

/** The browser's own today, as the page computes it. */
async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** An advertiser with paid, unpaid-not-yet-past-due and past-due invoices, found in the demo. */
async function mixedAdvertiser(request: APIRequestContext, today: string) {
  for (let id = 1; id <= 40; id += 1) {
    const all = await allInvoices(request, `advertiser_id=${id}`);
    const unpaid = all.filter(isUnpaid);
    const pastDue = all.filter((i) => isPastDue(i, today));
    const paid = all.filter((i) => i.status === 'Paid');
    if (paid.length > 0 && pastDue.length > 0 && unpaid.length > pastDue.length)
      return { id, all, unpaid, pastDue };
  }
  throw new Error('no advertiser with paid, unpaid and past-due invoices in the demo');
}

test('status=unpaid and past_due=1 give exactly the advertiser’s invoices', async ({
  page,
  request,
}) => {
  await page.goto('/invoices');
  const today = await browserToday(page);
  const known = await mixedAdvertiser(request, today);

  await page.goto(`/invoices?advertiser_id=${known.id}&status=unpaid`);
  await expect(rows(page)).toHaveText(numbered(ids(known.unpaid)));
  await expect(filters(page).getByLabel('Status')).toHaveValue('unpaid');

  await page.goto(`/invoices?advertiser_id=${known.id}&past_due=1`);
  await expect(rows(page)).toHaveText(numbered(ids(known.pastDue)));
  await expect(filters(page).getByLabel('Past due only')).toBeChecked();

  await page.goto(`/invoices?advertiser_id=${known.id}&status=paid`);
  await expect(rows(page)).toHaveText(numbered(ids(known.all.filter((i) => i.status === 'Paid'))));

  // On a phone the folded filters say how many are set, the viewer's own included.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/invoices?advertiser_id=${known.id}&status=unpaid&past_due=1`);
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  await expect(rows(page)).toHaveText(numbered(ids(known.pastDue)));
  await expectNoSeriousAxeViolations(page);
});

test('the whole account’s unpaid list: the first page in the HTML, each next page one request to the server', async ({
  page,
  request,
}) => {
  const api: string[] = [];
  const views: string[] = [];
  page.on('request', (r) => {
    if (isInvoicePage(r.url())) api.push(r.url());
    if (isViewPage(r.url())) views.push(r.url());
  });
  await page.goto('/invoices');
  const today = await browserToday(page);
  const all = await allInvoices(request, 'sort_by=total&sort_order=asc');
  const unpaid = all.filter(isUnpaid);
  expect(unpaid.length).toBeGreaterThan(50);

  api.length = 0;
  await page.goto('/invoices?sort_by=total&sort_order=asc&status=unpaid');
  await expect(rows(page)).toHaveText(numbered(ids(unpaid.slice(0, 25))));
  await expect(page.getByText(`${unpaid.length} invoices match`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(views, 'the first page came with the HTML').toEqual([]);

  const lastPage = Math.ceil(unpaid.length / 25);
  await pager(page).getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveText(numbered(ids(unpaid.slice(25, 50))));
  await page.getByRole('link', { name: `Last page (${lastPage})` }).click();
  await expect(rows(page)).toHaveText(numbered(ids(unpaid.slice((lastPage - 1) * 25))));
  // Each page asked is one page of 25, with the list's sort and the viewer's own filter.
  for (const url of views) {
    const query = new URL(url).searchParams;
    expect(query.get('per_page')).toBe('25');
    expect(query.get('sort_by')).toBe('total');
    expect(query.get('status')).toBe('unpaid');
  }
  expect(views.length).toBeGreaterThanOrEqual(2);
  expect(views.length).toBeLessThanOrEqual(4);

  await filters(page).getByLabel('Past due only').check();
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=unpaid&past_due=1$/);
  await expect(rows(page).first()).toHaveText(
    numbered(ids(all.filter((i) => isPastDue(i, today)).slice(0, 1))),
  );
  expect(api, "the API's pages are never read for the viewer's filters").toEqual([]);
});

test('the summary’s unpaid count opens the unpaid list of the same filters', async ({
  page,
  request,
}) => {
  await page.goto('/invoices');
  const known = await mixedAdvertiser(request, await browserToday(page));
  await page.goto(`/invoices?advertiser_id=${known.id}`);
  await page.getByRole('button', { name: 'Summarise' }).click();
  await page.getByRole('link', { name: `${known.unpaid.length} unpaid` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?advertiser_id=${known.id}&status=unpaid$`));
  await expect(rows(page)).toHaveText(numbered(ids(known.unpaid)));
});

test('a quick pick fills both dates; a date the browser cannot read is a note, not a lost filter', async ({
  page,
}) => {
  await page.goto('/invoices?date_created_after=2025-01-01');
  const today = await browserToday(page);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const pad = (n: number) => String(n).padStart(2, '0');
  const monthEnd = new Date(Date.UTC(lastYear, lastMonth, 0)).getUTCDate();
  const bar = filters(page);

  await bar.getByLabel('Due: quick pick').selectOption('Last month');
  await expect(bar.getByLabel('Due from')).toHaveValue(`${lastYear}-${pad(lastMonth)}-01`);
  await expect(bar.getByLabel('Due to')).toHaveValue(
    `${lastYear}-${pad(lastMonth)}-${pad(monthEnd)}`,
  );
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/date_due_before=/);
  const lastMonthText = `${lastYear}-${pad(lastMonth)}`;
  expect(new URL(page.url()).search).toBe(
    `?date_created_after=2025-01-01&date_due_after=${lastMonthText}-01&date_due_before=${lastMonthText}-${pad(monthEnd)}`,
  );

  // A five-digit year: the input reports '' (badInput). Apply must not drop the filter silently.
  const from = bar.getByLabel('Created from');
  await from.focus();
  await page.keyboard.type('0115');
  await page.keyboard.type('20255');
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(bar.getByText(/This date cannot be read/)).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toBeFocused();
  expect(new URL(page.url()).searchParams.get('date_created_after')).toBe('2025-01-01');
});

test('keys typed while the applied list is still rendering stay in the form', async ({ page }) => {
  await page.goto('/invoices');
  await expect(rows(page)).toHaveCount(25);
  const bar = filters(page);
  const from = bar.getByLabel('Total from');
  const to = bar.getByLabel('Total to');
  await from.fill('100');
  // A slow device: the list of the applied filter takes a while to render after the address
  // changes, and the person is already typing the next field.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await from.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('900');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/\?amount_from=100$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(to).toHaveValue('900');
  await expect(from).toHaveValue('100');
  await to.press('Enter');
  await expect(page).toHaveURL(/\?amount_from=100&amount_to=900$/);
});

test('a bad date or status in the URL is a visible correction', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (isInvoicePage(r.url()) && asked.push(r.url())));
  await page.goto('/invoices?date_due_after=20255-01-01&status=late&past_due=maybe');
  const note = page.getByRole('status').filter({ hasText: 'Part of the address was corrected' });
  await expect(note).toContainText('date_due_after=20255-01-01 is not a date (YYYY-MM-DD)');
  await expect(note).toContainText('status=late is not one of unpaid, paid');
  await expect(note).toContainText('past_due=maybe');
  await expect(rows(page).first()).toBeVisible();
  for (const url of asked) expect(new URL(url).searchParams.has('date_due_after')).toBe(false);
});
