// Availability across products (issue 40 item 3): /availability shows every product's
// inventory-controlled sizes in one grid, searched by size or product name, each row linked to its
// product's own tab and equal to it; Ctrl+K finds sizes; the default window is the next three
// months; the server's HTML holds the grid without script; axe in both themes at 390 and 1920 px;
// and on a viewer of this spec's own, the page costs the API nothing once the copy is current.
import type { APIRequestContext, Page } from '@playwright/test';
import { addMonths } from '../src/domain/date-only';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorReady, mirrorPassAfter } from './mirror-ready';
import { freePort, startOwnViewer } from './own-viewer';
import { withoutScript } from './without-script';

type Cell = { period: { start: string }; booked: number; limit: number; oversold: boolean };
type Row = { size: { id: number; name: string; productId: number }; cells: Cell[] };
type Size = { id: number; name: string; productId: number; productName: string };

test.beforeAll(async ({ request }) => mirrorReady(request));

const today = () => new Date().toISOString().slice(0, 10);
const long = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const main = (page: Page) => page.getByRole('main');
/** The count of sizes shown (the oversold notice is a status too). */
const summary = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /inventory-controlled size/ });

async function sizes(request: APIRequestContext): Promise<Size[]> {
  return ((await (await request.get('/api/views/availability/sizes')).json()) as { sizes: Size[] })
    .sizes;
}

/** A product's own availability (its tab's view): what each row across products must equal. */
async function productRows(
  request: APIRequestContext,
  productId: number,
  from: string,
  to: string,
) {
  const response = await request.get(
    `/api/views/availability?product_id=${productId}&from=${from}&to=${to}`,
  );
  return ((await response.json()) as { sizes: Row[] }).sizes;
}

const figure = (cell: Cell) =>
  `${cell.booked} of ${cell.limit} ${cell.oversold ? 'oversold' : `${cell.limit - cell.booked} free`}`;

test('1920 px: every size of every product, equal to its own tab, for the next three months', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  const from = today();
  const to = addMonths(from, 3);
  const all = await sizes(request);
  // The demo has such sizes in more than one product: one grid across them.
  expect(new Set(all.map((s) => s.productId)).size).toBeGreaterThan(1);
  await page.goto('/availability');
  await expect(page).toHaveTitle('Availability · Ad-sales viewer');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(main(page).getByText(`${long(from)} to ${long(to)}`)).toBeVisible();
  await expect(summary(page)).toHaveText(new RegExp(`^${all.length} inventory-controlled sizes,`));
  for (const size of all) {
    const label = `${size.productName} · ${size.name}`;
    const header = main(page).getByRole('rowheader', { name: label });
    await expect(header.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      `/products/${size.productId}/availability`,
    );
    const own = (await productRows(request, size.productId, from, to)).find(
      (r) => r.size.id === size.id,
    )!;
    const cells = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) })
      .getByRole('cell');
    await expect(cells).toHaveText(own.cells.map(figure));
  }
  await page.screenshot({ path: 'test-results/availability-all-1920.png' });

  // The search box: size or product name, accents optional; the address keeps it.
  const box = main(page).getByRole('searchbox', { name: 'Size or product' });
  await box.fill('LEADÉR');
  await expect(page).toHaveURL(/[?&]q=LEAD%C3%89R/);
  const leaders = all.filter((s) => /leader/i.test(s.name));
  expect(leaders.length).toBeGreaterThan(0);
  await expect(main(page).getByRole('rowheader')).toHaveText(
    leaders.map((s) => `${s.productName} · ${s.name}limit`).map((t) => new RegExp(`^${t}`)),
  );
  await expect(summary(page)).toContainText(
    `${leaders.length} size${leaders.length === 1 ? '' : 's'} of ${all.length} inventory-controlled sizes match`,
  );
  const product = all.find((s) => s.productId !== leaders[0]!.productId)!.productName;
  await box.fill(product);
  await expect(main(page).getByRole('rowheader')).toHaveCount(
    all.filter((s) => s.productName === product).length,
  );
  await box.fill('no such size');
  await expect(main(page).getByText('No size matches')).toBeVisible();

  // A row opens its product's own tab.
  await box.fill('leader');
  await main(page)
    .getByRole('link', { name: `${leaders[0]!.productName} · ${leaders[0]!.name}` })
    .click();
  await expect(page).toHaveURL(`/products/${leaders[0]!.productId}/availability`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Availability, ${long(from)} to ${long(to)}` }),
  ).toBeVisible();
});

test('390 px: a list per size, each named with its product; the page does not scroll sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const all = await sizes(request);
  await page.goto('/availability?from=2026-12-01&to=2026-12-31');
  for (const size of all) {
    await expect(
      main(page).getByRole('heading', { level: 3, name: `${size.productName} · ${size.name}` }),
    ).toBeVisible();
  }
  // The product's tab keeps the dates shown.
  await expect(
    main(page)
      .getByRole('link', { name: `${all[0]!.productName} · ${all[0]!.name}` })
      .last(),
  ).toHaveAttribute(
    'href',
    `/products/${all[0]!.productId}/availability?from=2026-12-01&to=2026-12-31`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/availability-all-390.png' });
});

test("the server's HTML has the grid without script, searched, at 390 and 1920 px", async ({
  browser,
  request,
}) => {
  const all = await sizes(request);
  const leaders = all.filter((s) => /leader/i.test(s.name));
  for (const width of [390, 1920]) {
    await withoutScript(
      browser,
      `${test.info().project.use.baseURL}/availability?q=leader`,
      async (page) => {
        await expect(page).toHaveTitle('Availability · Ad-sales viewer');
        const names = leaders.map((s) => `${s.productName} · ${s.name}`);
        const visible =
          width === 390
            ? main(page).getByRole('heading', { level: 3 })
            : main(page).getByRole('rowheader');
        await expect(visible).toHaveText(names.map((n) => new RegExp(`^${n}`)));
      },
      width,
    );
  }
});

test('Ctrl+K finds an ad size and opens its availability across products', async ({
  page,
  request,
}) => {
  const leader = (await sizes(request)).find((s) => /leader/i.test(s.name))!;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Number or name' });
  await box.fill(leader.name.slice(0, 6).toLowerCase());
  const option = page.getByRole('option', { name: new RegExp(`Ad size.*${leader.name}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(`/availability?q=${leader.name}`);
  await expect(
    main(page).getByRole('rowheader', { name: `${leader.productName} · ${leader.name}` }),
  ).toBeVisible();
});

test('in the navigation beside the run sheet', async ({ page }) => {
  await page.goto('/schedule');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Availability' }).click();
  await expect(page).toHaveURL('/availability');
  await expect(nav.getByRole('link', { name: 'Availability' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('axe in light and dark mode at 390 and 1920 px', async ({ page }) => {
  test.setTimeout(60_000);
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/availability');
    await expect(summary(page)).toContainText('inventory-controlled sizes');
    await inBothSchemes(page, async (scheme) => {
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `test-results/availability-all-${width}-${scheme}.png` });
    });
  }
});

test('no request to the API once the copy of the account is current', async ({
  browser,
  request,
}) => {
  // A viewer of its own: no other spec's requests move its counter.
  const own = await startOwnViewer(await freePort(), { LOG_LEVEL: 'warn' });
  try {
    await mirrorPassAfter(request, own.origin);
    const upstream = async () =>
      (await (await fetch(`${own.origin}/metrics`)).text())
        .split('\n')
        .filter((line) => line.startsWith('gateway_upstream_calls_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    const context = await browser.newContext();
    const page = await context.newPage();
    const before = await upstream();
    await page.goto(`${own.origin}/availability`);
    await expect(summary(page)).toContainText('inventory-controlled sizes');
    await main(page).getByRole('searchbox', { name: 'Size or product' }).fill('poster');
    await expect(main(page).getByRole('rowheader')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await upstream()).toBe(before);
    // The counter does count: a read that must ask the API (a Refresh's) moves it.
    await fetch(`${own.origin}/api/base/invoices/?per_page=1`, {
      headers: { 'cache-control': 'no-cache', 'x-bulk-read': '1' },
    });
    expect(await upstream()).toBeGreaterThan(before);
    await context.close();
  } finally {
    own.stop();
  }
});
