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

/** How far the page and the table's box reach past their own width (0: no sideways scroll). */
async function overflow(page: Page, name: string): Promise<{ page: number; tables: number }> {
  const tables = await page
    .getByRole('region', { name, exact: true })
    .evaluate((box) => Math.max(0, box.scrollWidth - box.clientWidth));
  const width = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return { page: width, tables };
}

/**
 * What a table holds, shown or not: its column headers, and its rows' details (a phone's label:
 * value pairs under a row, whose labels are terms). Both layouts in the HTML (the screen not
 * said): every header and the details, CSS showing one. One layout: the phone's holds fewer
 * headers and the details; the wide one every header and no details.
 */
async function layoutOf(table: Locator) {
  return {
    headers: await table.getByRole('columnheader', { includeHidden: true }).count(),
    shownHeaders: await table.getByRole('columnheader').count(),
    details: await table.getByRole('term', { includeHidden: true }).count(),
    shownDetails: await table.getByRole('term').count(),
  };
}

/** The invoice list's columns, all of them (the wide layout's). */
const INVOICE_COLUMNS = 10;

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

/**
 * Waits for the page's stylesheets: a browser paints nothing before them (they block rendering),
 * but a layout read sooner is the unstyled one (a CI run under load read the table 859 px wide with
 * every row's details shown, before the stylesheet had come).
 */
const styled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );

/**
 * The column headers' text, spaces folded: innerText follows the layout, and the sort arrow's line
 * break depends on when fonts and layout settle (a CI run read "Number\n▼" where the layout had
 * not yet put the arrow on the name's line). A header renamed, added or dropped still differs.
 */
const headerNames = (table: Locator) =>
  table
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );

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
          await expect(table.getByRole('row').nth(1)).toBeVisible();
          const layout = await layoutOf(table);
          // Both layouts are in the HTML (the screen not said): CSS shows one.
          expect(layout.details).toBeGreaterThan(0);
          if (width < 600) {
            // The rows' details (label: value pairs) show; the columns they hold are not in the row.
            expect(layout.shownDetails).toBeGreaterThan(0);
            expect(layout.shownHeaders).toBeLessThan(layout.headers);
            expect(await overflow(page, name)).toEqual({ page: 0, tables: 0 });
          } else {
            expect(layout.shownDetails).toBe(0);
            expect(layout.shownHeaders).toBe(layout.headers);
            expect((await overflow(page, name)).page).toBe(0);
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
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await styled(page);
    // Both layouts in the server's HTML (the screen not said).
    expect(await layoutOf(table)).toMatchObject({ headers: INVOICE_COLUMNS });
    expect((await layoutOf(table)).details).toBeGreaterThan(0);
    const rowsBefore = await table.locator('tbody tr:visible').evaluateAll((rows) =>
      rows.slice(0, 6).map((row) => {
        const r = row.getBoundingClientRect();
        return [r.top, r.height, r.width];
      }),
    );
    const headersBefore = await headerNames(table);
    release();
    // Hydrated: the table then holds only the layout it shows (phone-columns.ts).
    if (width < 600) {
      await expect(table.getByRole('columnheader', { includeHidden: true })).not.toHaveCount(
        INVOICE_COLUMNS,
      );
    } else {
      await expect(table.getByRole('term', { includeHidden: true })).toHaveCount(0);
    }
    const rowsAfter = await table.locator('tbody tr:visible').evaluateAll((rows) =>
      rows.slice(0, 6).map((row) => {
        const r = row.getBoundingClientRect();
        return [r.top, r.height, r.width];
      }),
    );
    expect(rowsAfter).toEqual(rowsBefore);
    expect(await headerNames(table)).toEqual(headersBefore);
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
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await styled(page);
  await checkServerHtml(table);
  const firstRows = () =>
    table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.slice(0, 6).map((row) => [row.getBoundingClientRect().top, row.textContent]),
      );
  const headers = await headerNames(table);
  const rowsBefore = await firstRows();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  expect(await headerNames(table)).toEqual(headers);
  expect(await firstRows()).toEqual(rowsBefore);
  expect(errors).toEqual([]);
  return { page, table, headers };
}

test("a phone that says so (Sec-CH-UA-Mobile: ?1) is sent the phone's layout alone, and hydrates it as it is", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const { page, table, headers } = await hydratesAsItIs(context, async (table) => {
    // The server's HTML: the key columns in the row, the rest under it; no second layout for CSS.
    const layout = await layoutOf(table);
    expect(layout.headers).toBeLessThan(INVOICE_COLUMNS);
    expect(layout.shownHeaders).toBe(layout.headers);
    expect(layout.shownDetails).toBeGreaterThan(0);
  });
  // Held sideways (wider than a phone's layout): the wide table once the app has started.
  await page.setViewportSize({ width: 915, height: 412 });
  await expect(table.getByRole('columnheader')).toHaveCount(INVOICE_COLUMNS);
  await expect(table.getByRole('term', { includeHidden: true })).toHaveCount(0);
  expect(headers.length).toBeLessThan(INVOICE_COLUMNS);
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
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await layoutOf(table)).toEqual({
        headers: INVOICE_COLUMNS,
        shownHeaders: INVOICE_COLUMNS,
        details: 0,
        shownDetails: 0,
      });
    },
    1920,
  );

  const context = await browser.newContext({ viewport: { width: 1920, height: 900 } });
  const { page, table } = await hydratesAsItIs(context, async (table) => {
    expect(await layoutOf(table)).toMatchObject({ headers: INVOICE_COLUMNS, details: 0 });
  });
  // A window narrowed below a phone's width: the phone's layout once the app has started.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(table.getByRole('columnheader', { includeHidden: true })).not.toHaveCount(
    INVOICE_COLUMNS,
  );
  await expect(table.getByRole('term').first()).toBeVisible();
  await context.close();
});
