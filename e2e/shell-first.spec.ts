// A cold link shows the shell at once; new pages open at the top; Back returns to the row; reference
// lists are kept across tabs.
import type { Page, Request, Route } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { expect, test } from './fixtures';

const RICH = KNOWN.contracts.richContractId;

/** Holds every request matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

test('a cold deep link shows the header, navigation and a skeleton while the API is held back', async ({
  page,
}) => {
  const contract = await holdRequests(page, '**/api/base/contracts/**');
  await page.goto(`/contracts/${RICH}`, { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Contracts', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(/Loading/);
  await expect.poll(() => contract.held.length).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  contract.release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`before any of the app's JavaScript has run, the header and a skeleton paint (${theme})`, async ({
    page,
  }) => {
    // The remembered choice, against the system's: the static shell must not flash the other theme.
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
    await page.addInitScript((choice) => {
      window.localStorage.setItem('adsales.theme.v1', JSON.stringify(choice));
    }, theme);
    const entry = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto('/invoices', { waitUntil: 'commit' });
    await expect.poll(() => entry.held.length).toBe(1);
    await expect(page.getByRole('link', { name: 'Ad-sales viewer' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading the page');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(theme === 'dark' ? 'rgb(18, 20, 23)' : 'rgb(255, 255, 255)');
    entry.release();
    // The app takes over: one header, the navigation, then the list.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).not.toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(1);
  });
}

test("a cold link to the invoice list asks for its page beside the route's code, once", async ({
  page,
}) => {
  const listRequests: string[] = [];
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/base\/invoices\/?\?/.test(request.url())) listRequests.push(request.url());
    if (request.url().endsWith('/config.json')) configRequests.push(request.url());
  });
  // The route's own code is held back: the request must not wait for it.
  const code = await holdRequests(page, /\/assets\/invoices-(prefetch|route)-[^/]*\.js$/);
  await page.goto('/invoices?sort_by=total&amount_from=100', { waitUntil: 'commit' });
  await expect.poll(() => listRequests.length).toBe(1);
  expect(code.held.length).toBeGreaterThan(0);
  expect(listRequests[0]).toContain('sort_by=total');
  code.release();
  await expect(page.getByRole('main').getByRole('row')).not.toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(listRequests).toHaveLength(1);
  // The server wrote its configuration into the page: nothing asked for it.
  expect(configRequests).toEqual([]);
});

test("a cold link to a contract asks for the contract beside the page's code, once", async ({
  page,
}) => {
  const contractRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/base\/contracts\/\d+$/.test(request.url())) contractRequests.push(request.url());
  });
  const code = await holdRequests(page, /\/assets\/contract-route-[^/]*\.js$/);
  await page.goto(`/contracts/${RICH}`, { waitUntil: 'commit' });
  await expect.poll(() => contractRequests.length).toBe(1);
  expect(code.held.length).toBeGreaterThan(0);
  code.release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
  await page.waitForLoadState('networkidle');
  expect(contractRequests).toHaveLength(1);
});

test("a cold link under the viewer's own filters starts no single page early", async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/base\/invoices\/?\?/.test(request.url())) listRequests.push(request.url());
  });
  await page.goto('/invoices?advertiser_id=9&status=unpaid');
  await expect(page.getByText(/is worked out by the viewer: it read all/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The bulk read's pages only (100 a request), never the 25-row page a plain view asks for.
  expect(listRequests.length).toBeGreaterThan(0);
  for (const url of listRequests) expect(url).toContain('per_page=100');
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

test('Back returns to the scrolled list with the focus on the row that was opened', async ({
  page,
}) => {
  await page.goto('/invoices?per_page=100');
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows).toHaveCount(101);
  const link = rows.nth(70).getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.scrollIntoViewIfNeeded();
  // The table scrolls in a box of its own.
  const boxScroll = () =>
    page.evaluate(() => document.querySelector('#main [data-scroll-key]')?.scrollTop ?? -1);
  const scrolled = await boxScroll();
  expect(scrolled).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice');

  await page.goBack();
  await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toBeFocused();
  expect(Math.abs((await boxScroll()) - scrolled)).toBeLessThan(5);
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
        return stored.includes('"products"') && stored.includes('"users"');
      }),
    )
    .toBe(true);

  const second = await context.newPage();
  const asked: string[] = [];
  second.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/status') asked.push(path);
  });
  await second.goto(`/contracts/${RICH}`);
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

test("on a phone the header keeps to two lines: the tools' signs beside the brand, then the sections", async ({
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
  // The tools sit on the brand's line; the sections have the next line to themselves.
  const top = async (locator: typeof brand) => (await locator.boundingBox())!.y;
  expect(Math.abs((await top(goAnywhere)) - (await top(brand)))).toBeLessThan(12);
  expect(Math.abs((await top(theme)) - (await top(brand)))).toBeLessThan(12);
  expect((await header.boundingBox())!.height).toBeLessThan(100);
  // The quota shows on a phone only once it runs low; on a wide screen always.
  const quota = header.locator('.quota-meter');
  await expect(quota).toHaveCount(1);
  await expect(quota).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(quota).toBeVisible();
  await expect(quota).toContainText(/\d+ \/ [\d,]+/);
  await expect(header.getByText('Demo data')).toBeVisible();
});
