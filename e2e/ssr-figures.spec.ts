// The pipeline's and bookings' figures are the server's views of its copy of the contracts
// (decision 13): in the HTML with JavaScript off, the same once hydrated with no request by the
// browser; another window one request; a server whose copy is empty says so in place, with Retry.
// Figures are checked against what the test reads from the demo API itself.
import type { APIRequestContext, Page } from '@playwright/test';
import { demoContracts, type WireContract } from './demo-contracts';
import { expect, serverQueryKeys, test } from './fixtures';
import { mirrorPassAfter } from './mirror-ready';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';
import { withoutScript } from './without-script';

// A viewer that waits for its data (the figures are always in the page) and one whose sync is off
// (its copy stays empty). Both answer the contract list.
let patient: OwnViewer;
let unsynced: OwnViewer;

test.beforeAll(async ({ request }) => {
  const [a, c] = await Promise.all([freePort(), freePort()]);
  [patient, unsynced] = await Promise.all([
    // Scale 5: more advertisers than a page lists at first, more than one page of contracts.
    startOwnViewer(a, {
      LOG_LEVEL: 'warn',
      API_DAILY_QUOTA: '1000000',
      SSR_WAIT_MS: '15000',
      DEMO_SCALE: '5',
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
    // The figures, not the pages they came from.
    expect(keys.map((key) => key[0])).not.toContain('contract-list');
    expect(keys).toContainEqual(['views', kind, expect.anything()]);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => /^\/api\/(views|secondary\/contracts)/.test(p))).toEqual([]);
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
  expect(asked.filter((p) => p.startsWith('/api/views/'))).toEqual([
    `/api/views/bookings?from=${y}-02-01&to=${y}-02-28`,
  ]);
  expect(asked.filter((p) => p.startsWith('/api/secondary/contracts'))).toEqual([]);
});

for (const path of ['/contracts/pipeline', '/bookings']) {
  test(`${path}: a server whose copy is empty says so in place, with Retry, in the HTML too`, async ({
    browser,
    page,
  }) => {
    const o = unsynced.origin;
    const said = /has not read the account's contracts yet/;
    await page.goto(`${o}${path}`);
    const panel = page.getByRole('alert').filter({ hasText: said });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await withoutScript(browser, `${o}${path}`, async (plain) => {
      await expect(plain.getByRole('alert').filter({ hasText: said })).toBeVisible();
    });
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
