// The pipeline's and bookings' figures come from the server (decision 9): in the HTML with
// JavaScript off, the same once hydrated with no read of the contract list by the browser; with a
// slow API the skeleton first and the figures from /api/figures; a failing contract list the same
// error panel with Retry. Figures are checked against what the test reads from the demo API itself.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { demoContracts, type WireContract } from './demo-contracts';
import { expect, injectFault, serverQueryKeys, test } from './fixtures';
import { mirrorPassAfter } from './mirror-ready';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';
import { withoutScript } from './without-script';

// A viewer that waits for its data (the figures are always in the page; its mirror answers them,
// decision 13), one with the default wait of 250 ms (a slow API sends the skeleton) and one that
// waits with its sync off: those two read the contract list through the gateway (decision 9). All
// answer the contract list.
let patient: OwnViewer;
let standard: OwnViewer;
let unsynced: OwnViewer;

test.beforeAll(async ({ request }) => {
  const [a, b, c] = await Promise.all([freePort(), freePort(), freePort()]);
  [patient, standard, unsynced] = await Promise.all([
    // Scale 5: more advertisers than a page lists at first, more than one page of contracts.
    startOwnViewer(a, {
      LOG_LEVEL: 'warn',
      API_DAILY_QUOTA: '1000000',
      SSR_WAIT_MS: '15000',
      DEMO_SCALE: '5',
    }),
    startOwnViewer(b, {
      LOG_LEVEL: 'warn',
      API_DAILY_QUOTA: '1000000',
      SSR_WAIT_MS: '',
      SYNC_DAILY_BUDGET: '0',
    }),
    startOwnViewer(c, {
      LOG_LEVEL: 'warn',
      API_DAILY_QUOTA: '1000000',
      SSR_WAIT_MS: '15000',
      SYNC_DAILY_BUDGET: '0',
    }),
  ]);
  await mirrorPassAfter(request, patient.origin);
});
test.afterAll(() => {
  patient?.stop();
  standard?.stop();
  unsynced?.stop();
});

const money = (cents: number) =>
  // The account's currency (the demo's USD): contracts name none, the formatter writes it (issue 40).
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sum = (rows: WireContract[]) =>
  rows.reduce((s, c) => s + Math.round(Number(c.total) * 100), 0);
const year = () => new Date().toISOString().slice(0, 4);
const FROM_MIRROR = 'from the server’s copy of the account';

/** The sum of a figures table's value column, in cents, as the page shows it. */
async function columnCents(page: Page, region: string, column: number) {
  const cells = await page
    .getByRole('region', { name: region })
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''),
      column,
    );
  return cells.reduce((s, text) => s + Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100), 0);
}

const PAGES = [
  {
    path: '/contracts/pipeline',
    kind: 'pipeline',
    expected: async (request: APIRequestContext, origin: string) => {
      const open = await demoContracts(request, origin, 'status=Open');
      return { sentence: `${open.length} open contracts, ${FROM_MIRROR}`, cents: sum(open) };
    },
    // By seller: Open (0), Value (1).
    shown: (page: Page) => columnCents(page, 'By seller', 1),
  },
  {
    path: '/bookings',
    kind: 'bookings',
    expected: async (request: APIRequestContext, origin: string) => {
      const won = await demoContracts(
        request,
        origin,
        `status=Won&date_sold_after=${year()}-01-01&date_sold_before=${year()}-12-31`,
      );
      return { sentence: `${won.length} won contracts, ${FROM_MIRROR}`, cents: sum(won) };
    },
    // The total row's last cell.
    shown: async (page: Page) => {
      const text = await page
        .getByRole('region', { name: 'By seller and month' })
        .locator('tfoot td')
        .last()
        .textContent();
      return Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
    },
  },
] as const;

for (const { path, kind, expected, shown } of PAGES) {
  test(`${path}: the figures are in the server's HTML, and the browser reads nothing again`, async ({
    browser,
    page,
    request,
  }) => {
    const o = patient.origin;
    const want = await expected(request, o);
    expect(want.cents).toBeGreaterThan(0);
    await withoutScript(browser, `${o}${path}`, async (plain) => {
      await expect(plain.getByText(want.sentence)).toBeVisible();
      expect(await shown(plain)).toBe(want.cents);
      // The sellers by name (the server's copy's names, read beside the figures), not "User 7".
      const seller = plain.getByRole('region', { name: /^By seller/ }).locator('tbody th');
      await expect(seller.first()).toHaveText(/^(?!User \d+$)\S+ \S+/);
    });

    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto(`${o}${path}`);
    await expect(page.getByText(want.sentence)).toBeVisible();
    expect(await shown(page)).toBe(want.cents);
    const keys = await serverQueryKeys(page);
    expect(keys.map((key) => key[0])).toContain('contract-figures');
    // The figures, not the pages they came from.
    expect(keys.map((key) => key[0])).not.toContain('contract-list');
    expect(keys).toContainEqual(['contract-figures', expect.objectContaining({ kind })]);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => /^\/api\/(figures|secondary\/contracts)/.test(p))).toEqual([]);
  });
}

test('another bookings window from the page: one request to the server, the same figures', async ({
  page,
  request,
}) => {
  const o = patient.origin;
  const y = year();
  const feb = await demoContracts(
    request,
    o,
    `status=Won&date_sold_after=${y}-02-01&date_sold_before=${y}-02-28`,
  );
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`${o}/bookings`);
  await expect(page.getByText(/won contracts, from the server’s copy/)).toBeVisible();
  await page.getByLabel('Sold from').fill(`${y}-02-01`);
  await page.getByLabel('Sold to').fill(`${y}-02-28`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(`${feb.length} won contracts, ${FROM_MIRROR}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'By seller and month' }).locator('tfoot td').last(),
  ).toHaveText(money(sum(feb)));
  expect(asked.filter((p) => p.startsWith('/api/figures/'))).toEqual([
    `/api/figures/bookings?from=${y}-02-01&to=${y}-02-28`,
  ]);
  expect(asked.filter((p) => p.startsWith('/api/secondary/contracts'))).toEqual([]);
});

test('with the API answering after 2 s: the skeleton first, then the figures from the server', async ({
  page,
  request,
}) => {
  const o = standard.origin;
  // The server bundle and the route's module are loaded once before: not what is measured.
  await fetch(`${o}/products`);
  const open = await demoContracts(request, o, 'status=Open');
  const slow = (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-demo-delay': '2000' } });
  await page.route(`${o}/contracts/**`, slow);
  await page.route(`${o}/api/**`, slow);
  const started = Date.now();
  const response = await page.goto(`${o}/contracts/pipeline`, { waitUntil: 'commit' });
  expect(Date.now() - started).toBeLessThan(1500);
  expect(response?.status()).toBe(200);
  // The early header (streamed at 100 ms) or the root's: CSS shows one once the page is styled.
  await expect(page.getByRole('link', { name: 'Ad-sales viewer' }).first()).toBeVisible();
  expect(await serverQueryKeys(page)).toEqual([]);
  await expect(page.getByText(`${open.length} open contracts, read in`)).toBeVisible({
    timeout: 20_000,
  });
  expect(await columnCents(page, 'By seller', 1)).toBe(sum(open));
});

for (const path of ['/contracts/pipeline', '/bookings']) {
  test(`${path}: a failing contract list shows the same error panel with Retry, from the server too`, async ({
    browser,
    page,
  }) => {
    // The server's reads fail (the page's request carries the fault to them), and so would the
    // browser's own. On the viewer whose sync is off: its mirror never holds the whole list.
    const o = unsynced.origin;
    const stop = await injectFault(page, '**/api/secondary/contracts/**', '500');
    await page.goto(`${o}${path}`);
    const panel = page.getByRole('alert').filter({ hasText: /500|server/i });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect((await serverQueryKeys(page)).map((key) => key[0])).toContain('contract-figures');
    const html = await page.locator('#viewer-state').textContent();
    expect(html).toContain('"status":"error"');
    await stop();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/(open|won) contracts,? read in/)).toBeVisible();

    // Without JavaScript: the same panel in the server's HTML.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: {
        'x-demo-fault': '500',
        'x-demo-fault-match': '/api/secondary/contracts/',
      },
    });
    try {
      const plain = await context.newPage();
      await plain.goto(`${o}${path}`);
      await expect(plain.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('the pipeline lists the first 50 advertisers and a link to all of them, which works without JavaScript', async ({
  browser,
  request,
}) => {
  const o = patient.origin;
  const open = await demoContracts(request, o, 'status=Open');
  const advertisers = new Set(open.map((c) => c.advertiser_id));
  expect(advertisers.size).toBeGreaterThan(50);
  const rows = (page: Page) =>
    page.getByRole('region', { name: 'By advertiser' }).locator('tbody tr');
  await withoutScript(browser, `${o}/contracts/pipeline`, async (plain) => {
    await expect(rows(plain)).toHaveCount(50);
    await plain.getByRole('link', { name: `Show all ${advertisers.size} advertisers` }).click();
    await expect(plain).toHaveURL(`${o}/contracts/pipeline?advertisers=all`);
    await expect(rows(plain)).toHaveCount(advertisers.size);
    // A seller with more than five open contracts lists the oldest five and counts the rest.
    const sellers = new Map<string, number>();
    for (const c of open) sellers.set(c.sold_by_user, (sellers.get(c.sold_by_user) ?? 0) + 1);
    const most = Math.max(...sellers.values());
    expect(most).toBeGreaterThan(5);
    await expect(
      plain
        .getByRole('region', { name: 'By seller' })
        .getByText(`and ${most - 5} more`, { exact: true }),
    ).toBeVisible();
  });
});
