// The server's HTML is laid out for the screen it lands on: a table's phone layout (key columns in
// the row, the others as label: value pairs under it) or the wide one. A Chromium browser says
// which it is (Sec-CH-UA-Mobile), and is sent that layout alone; a browser that does not say
// (Safari, Firefox) is sent both, and CSS picks. Either way the screen shows its layout before any
// JavaScript runs, and nothing moves when the app hydrates.
import {
  devices,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { withoutScript } from './without-script';
import { expect, pageErrors, test } from './fixtures';

/** A browser that does not say what its screen is (no Sec-CH-UA-Mobile, as Safari and Firefox). */
const UNSAID = { extraHTTPHeaders: { 'sec-ch-ua-mobile': '' } };

const PAGES: { url: string; table: string }[] = [
  { url: '/invoices', table: 'Invoices' },
  { url: `/contracts/${KNOWN.contracts.richContractId}`, table: 'Insertions of this contract' },
  { url: '/products', table: 'Products' },
];

/** How far the page and each table's box reach past their own width (0: no sideways scroll). */
async function overflow(page: Page): Promise<{ page: number; tables: number }> {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.data-table')].map(
        (box) => box.scrollWidth - box.clientWidth,
      ),
    ),
  }));
}

/**
 * A page of `context` whose app script waits for `release` (the server's HTML painted alone), and
 * the console errors and page errors it logs (a hydration warning among them).
 */
async function scriptHeldBack(context: BrowserContext) {
  const page = await context.newPage();
  const errors = pageErrors(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { page, errors, release };
}

for (const { url, table: name } of PAGES) {
  test(`${url} without JavaScript, screen not said: a phone's layout at 390 px, the whole table at 1920 px`, async ({
    browser,
  }) => {
    for (const width of [390, 1920]) {
      await withoutScript(
        browser,
        url,
        async (page) => {
          const table = page.getByRole('table', { name, exact: true });
          await expect(table.locator('tbody tr').first()).toBeVisible();
          const details = table.locator('.data-table__details').first();
          const detailHeader = table.locator('thead th.data-table__phone-detail').first();
          if (width < 600) {
            // The rows' details (label: value pairs) show; the columns they hold are not in the row.
            await expect(details).toBeVisible();
            await expect(detailHeader).toBeHidden();
            expect(await overflow(page)).toEqual({ page: 0, tables: 0 });
          } else {
            await expect(details).toBeHidden();
            await expect(detailHeader).toBeVisible();
            expect((await overflow(page)).page).toBe(0);
          }
        },
        width,
        UNSAID,
      );
    }
  });
}

for (const width of [390, 1920]) {
  test(`/invoices at ${width} px, screen not said: the server's layout is the app's, nothing moves when it hydrates`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...UNSAID, viewport: { width, height: 900 } });
    const { page, errors, release } = await scriptHeldBack(context);
    await page.goto('/invoices', { waitUntil: 'commit' });
    const table = page.getByRole('table', { name: 'Invoices' });
    const box = page.locator('.data-table').first();
    await expect(table.locator('tbody tr')).not.toHaveCount(0);
    await expect(box).toHaveClass(/data-table--either/);
    const rowsBefore = await table.locator('tbody tr:visible').evaluateAll((rows) =>
      rows.slice(0, 6).map((row) => {
        const r = row.getBoundingClientRect();
        return [r.top, r.height, r.width];
      }),
    );
    const headersBefore = await table.locator('thead th:visible').allInnerTexts();
    release();
    // Hydrated: the table then holds only the layout it shows (phone-columns.ts).
    await expect(box).not.toHaveClass(/data-table--either/);
    await expect(box).toHaveClass(width < 600 ? /data-table--keys/ : /^(?!.*data-table--keys)/);
    const rowsAfter = await table.locator('tbody tr:visible').evaluateAll((rows) =>
      rows.slice(0, 6).map((row) => {
        const r = row.getBoundingClientRect();
        return [r.top, r.height, r.width];
      }),
    );
    expect(rowsAfter).toEqual(rowsBefore);
    expect(await table.locator('thead th:visible').allInnerTexts()).toEqual(headersBefore);
    // The app works: sorting by a header that shows on both screens.
    await page.getByRole('button', { name: /^Number/ }).click();
    await expect(page).toHaveURL(/sort_order=asc/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * /invoices in `context` with its script held back: `checkServerHtml` looks at the server's HTML
 * alone, then the app starts, and the table must be as it was (the same headers, the same first
 * rows in the same places) with no hydration warning. The page and its table, for more checks.
 */
async function hydratesAsItIs(
  context: BrowserContext,
  checkServerHtml: (table: Locator) => Promise<void>,
) {
  const { page, errors, release } = await scriptHeldBack(context);
  const response = await page.goto('/invoices', { waitUntil: 'commit' });
  expect(response?.headers()['vary']).toMatch(/sec-ch-ua-mobile/);
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await checkServerHtml(table);
  const firstRows = () =>
    table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.slice(0, 6).map((row) => [row.getBoundingClientRect().top, row.textContent]),
      );
  const headers = await table.locator('thead th').allInnerTexts();
  const rowsBefore = await firstRows();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  expect(await table.locator('thead th').allInnerTexts()).toEqual(headers);
  expect(await firstRows()).toEqual(rowsBefore);
  expect(errors).toEqual([]);
  return { page, table, headers };
}

test("a phone that says so (Sec-CH-UA-Mobile: ?1) is sent the phone's layout alone, and hydrates it as it is", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const box = (table: Locator) => table.page().locator('.data-table').first();
  const { page, table, headers } = await hydratesAsItIs(context, async (table) => {
    // The server's HTML: the key columns in the row, the rest under it; no second layout for CSS.
    await expect(box(table)).toHaveClass(/data-table--keys/);
    await expect(box(table)).not.toHaveClass(/data-table--either/);
    expect(await table.locator('.data-table__phone-detail').count()).toBe(0);
    await expect(table.locator('.data-table__details').first()).toBeVisible();
  });
  // Held sideways (wider than a phone's layout): the wide table once the app has started.
  await page.setViewportSize({ width: 915, height: 412 });
  await expect(box(table)).not.toHaveClass(/data-table--keys/);
  await expect(table.locator('thead th')).not.toHaveCount(headers.length);
  await context.close();
});

test('a desktop that says so (Sec-CH-UA-Mobile: ?0) is sent the wide layout alone, and hydrates it as it is', async ({
  browser,
}) => {
  // Without JavaScript: every column in the row, no details under the rows for CSS to hide.
  await withoutScript(
    browser,
    '/invoices',
    async (page) => {
      const table = page.getByRole('table', { name: 'Invoices' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(page.locator('.data-table').first()).not.toHaveClass(/data-table--either/);
      expect(await table.locator('.data-table__details').count()).toBe(0);
      expect(await table.locator('.data-table__phone-detail').count()).toBe(0);
    },
    1920,
  );

  const context = await browser.newContext({ viewport: { width: 1920, height: 900 } });
  const { page } = await hydratesAsItIs(context, async (table) => {
    await expect(table.page().locator('.data-table').first()).not.toHaveClass(/data-table--either/);
    expect(await table.locator('.data-table__details').count()).toBe(0);
  });
  // A window narrowed below a phone's width: the phone's layout once the app has started.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.locator('.data-table').first()).toHaveClass(/data-table--keys/);
  await context.close();
});
