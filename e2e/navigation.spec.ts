// New pages open at the top; Back returns to the row; reference lists are kept across tabs; the
// header on a phone. (What a cold link paints first, now the server's page: e2e/ssr.spec.ts.)
import type { Page, Request } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { expect, test } from './fixtures';

const RICH = KNOWN.contracts.richContractId;

test("a cold link under the viewer's own filters starts no single page early", async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/base\/invoices\/?\?/.test(request.url())) listRequests.push(request.url());
  });
  await page.goto('/invoices?advertiser_id=9&status=unpaid');
  await expect(page.getByRole('table', { name: 'Invoices', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The server's view answers the viewer's own filters: no page of the API's list is asked for.
  expect(listRequests).toEqual([]);
});

test('a second link opened in the same tab starts at the top', async ({ page }) => {
  await page.goto(`/contracts/${RICH}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Typed into the address bar: a document load of its own, not an in-app navigation.
  await page.goto(`/contracts/${RICH}?from=chat`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a row's link opens its record in the app; a Ctrl-click is the browser's (a new tab)", async ({
  page,
  context,
}) => {
  await page.goto('/invoices');
  const row = page.getByRole('main').locator('tbody tr:not(.data-table__details)').first();
  const link = row.getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/invoices\/\d+$/);
  // Marks this document: an in-app navigation keeps it, a page load would not.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(opened).toHaveURL(new RegExp(`${href}$`));
  await opened.close();
  await expect(page).toHaveURL(/\/invoices$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice');
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

/** Scrolls the 100-row invoice list's own box to its 71st row; its link and how far the box went. */
async function scrollToRow71(page: Page) {
  const rows = page.getByRole('main').locator('tbody tr:not(.data-table__details)');
  await expect(rows).toHaveCount(100);
  const link = rows.nth(70).getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  await link.scrollIntoViewIfNeeded();
  // The table scrolls in a box of its own.
  const scrolled = await boxScroll(page);
  expect(scrolled).toBeGreaterThan(1000);
  return { link, href, scrolled };
}

const boxScroll = (page: Page) =>
  page.evaluate(() => document.querySelector('#main [data-scroll-key]')?.scrollTop ?? -1);

/** Opens the row's invoice, goes Back: the box is where it was and the row's link has the focus. */
async function openAndComeBack(page: Page, { link, href, scrolled }: RowScrolled) {
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice');
  await page.goBack();
  await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toBeFocused();
  expect(Math.abs((await boxScroll(page)) - scrolled)).toBeLessThan(5);
}
type RowScrolled = Awaited<ReturnType<typeof scrollToRow71>>;

test('Back returns to the scrolled list with the focus on the row that was opened', async ({
  page,
}) => {
  await page.goto('/invoices?per_page=100');
  await page.waitForLoadState('networkidle');
  await openAndComeBack(page, await scrollToRow71(page));
});

test('a list scrolled before the app took over the server’s page is returned to by Back', async ({
  page,
}) => {
  // The app's script held until the table was scrolled: no scroll event reaches the app.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/invoices?per_page=100', { waitUntil: 'commit' });
  const row = await scrollToRow71(page);
  release();
  // Click once the app has taken over (a click on the server's HTML loads the page whole).
  await page.waitForLoadState('networkidle');
  await openAndComeBack(page, row);
});

test('reference lists survive a new tab without asking the API again', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(`/contracts/${RICH}`);
  await expect(first.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
  // The persister writes at most once a second.
  await expect
    .poll(() =>
      first.evaluate(() => {
        const stored = localStorage.getItem('adsales.references.v1') ?? '';
        // (People's names come from the server's sellers view, not the users list: not kept here.)
        return stored.includes('"products"');
      }),
    )
    .toBe(true);

  const second = await context.newPage();
  const asked: string[] = [];
  second.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/status') asked.push(path);
  });
  // The server renders the first page; the contract opened from it is the browser's own loading.
  await second.goto('/');
  const goTo = second.getByRole('search', { name: 'Go to a record' }).first();
  await goTo.getByLabel('Contract number').fill(String(RICH));
  await goTo.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(second.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
  await second.waitForLoadState('networkidle');
  expect(asked.filter((p) => /\/(products|users)\/?$/.test(p))).toEqual([]);
  expect(asked).toContain(`/api/base/contracts/${RICH}`);
});

test('on a phone the filters fold behind "Filters (n)" and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/invoices?contract_id=${RICH}`);
  const toggle = page.getByRole('button', { name: 'Filters (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const form = page.getByRole('search', { name: 'Filter invoices' });
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await toggle.click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Contract number')).toHaveValue(String(RICH));

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});

test("on a phone the header keeps to one line: the brand, Menu and the tools' signs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  const header = page.locator('header');
  const brand = header.getByRole('link', { name: 'Ad-sales viewer' });
  const goAnywhere = header.getByRole('button', { name: /Go anywhere/ });
  const theme = header.getByRole('button', { name: /^(Light|Dark) mode$/ });
  await expect(goAnywhere).toBeVisible();
  await expect(theme).toBeVisible();
  const menu = header.getByText('Menu', { exact: true });
  // The tools and the menu (the sections behind it) sit on the brand's line.
  const top = async (locator: typeof brand) => (await locator.boundingBox())!.y;
  expect(Math.abs((await top(menu)) - (await top(brand)))).toBeLessThan(12);
  expect(Math.abs((await top(goAnywhere)) - (await top(brand)))).toBeLessThan(12);
  expect(Math.abs((await top(theme)) - (await top(brand)))).toBeLessThan(12);
  expect((await header.boundingBox())!.height).toBeLessThan(60);
  // The quota shows on a phone only once it runs low; on a wide screen always.
  const quota = header.locator('.quota-meter');
  await expect(quota).toHaveCount(1);
  await expect(quota).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(quota).toBeVisible();
  await expect(quota).toContainText(/\d+ \/ [\d,]+/);
  await expect(header.getByText('Demo data')).toBeVisible();
});
