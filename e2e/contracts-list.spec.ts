// The contract list, the pipeline and bookings on a viewer of this spec's own whose demo answers
// the contract list (the suite's server runs DEMO_CONTRACT_LIST=0), and the fallback on another with
// DEMO_CONTRACT_LIST=0: figures are checked against what the test reads from the demo API itself.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { demoContracts, type WireContract } from './demo-contracts';
import { advertiserName } from './demo-names';
import {
  expect,
  expectNoSeriousAxeViolations,
  inBothSchemes,
  injectFault,
  serverQueryKeys,
  test,
} from './fixtures';
import { mirrorPassAfter } from './mirror-ready';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';

type WireUser = { id: string; first_name: string; last_name: string };

let withList: OwnViewer;
let without: OwnViewer;
let o = '';

test.beforeAll(async () => {
  const [a, b] = await Promise.all([freePort(), freePort()]);
  [withList, without] = await Promise.all([
    startOwnViewer(a, { LOG_LEVEL: 'warn', API_DAILY_QUOTA: '1000000' }),
    startOwnViewer(b, { LOG_LEVEL: 'warn', DEMO_CONTRACT_LIST: '0' }),
  ]);
  o = withList.origin;
});
// The pipeline and bookings come from the mirror once its first pass has read the list whole.
test.beforeAll(async ({ request }) => mirrorPassAfter(request, o));
test.afterAll(() => {
  withList?.stop();
  without?.stop();
});

/** Every contract matching `query`, read from the demo API the way the page does not: by hand. */
const contracts = (request: APIRequestContext, query: string) => demoContracts(request, o, query);

async function userNames(request: APIRequestContext): Promise<Map<string, string>> {
  const body = (await (await request.get(`${o}/api/secondary/users/`)).json()) as {
    users: WireUser[];
  };
  return new Map(body.users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
}

const money = (cents: number) =>
  // The account's currency (the demo's USD): contracts name none, the formatter writes it (issue 40).
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (total: string) => Math.round(Number(total) * 100);
const numbers = (page: Page) =>
  page
    .getByRole('table', { name: 'Contracts' })
    .locator('tbody tr:not(.data-table__details) td:first-child');

test('the list: the API sorts, filters and pages it, the URL holds it all', async ({
  page,
  request,
}) => {
  const open = await contracts(request, 'status=Open&sort_by=total&sort_order=desc');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/secondary/contracts/')) asked.push(new URL(r.url()).search);
  });
  await page.goto(`${o}/contracts?status=Open&sort_by=total`);
  await expect(numbers(page)).toHaveText(open.slice(0, 25).map((c) => c.id));
  // The server read the first page (its query is in the page's state); the browser asked nothing.
  expect(await serverQueryKeys(page)).toContainEqual([
    'contract-list',
    { page: 1, per_page: 25, sort_by: 'total', sort_order: 'desc', status: 'Open' },
  ]);
  expect(asked).toEqual([]);
  await expect(page.getByText(`Rows 1–25 of ${open.length}`)).toBeVisible();
  const first = page.getByRole('table', { name: 'Contracts' }).locator('tbody tr').first();
  await expect(first).toContainText(advertiserName(Number(open[0]!.advertiser_id)));
  await expect(first).toContainText(money(cents(open[0]!.total)));
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Page 2, then a sort, which goes back to page 1.
  await page
    .getByRole('navigation', { name: 'Contract pages' })
    .getByRole('link', { name: /Next/ })
    .click();
  await expect(page).toHaveURL(`${o}/contracts?status=Open&page=2&sort_by=total`);
  await expect(numbers(page)).toHaveText(open.slice(25, 50).map((c) => c.id));
  await expect(page.getByText(`Rows 26–${open.length} of ${open.length}`)).toBeVisible();
  await page.getByRole('button', { name: /^Created/ }).click();
  await expect(page).toHaveURL(`${o}/contracts?status=Open&sort_by=date_created`);
  const byCreated = await contracts(request, 'status=Open&sort_by=date_created&sort_order=desc');
  await expect(numbers(page)).toHaveText(byCreated.slice(0, 25).map((c) => c.id));

  // Filters: an advertiser by name, and a status; Apply goes back to page 1.
  await page.goto(`${o}/contracts`);
  const form = page.getByRole('search', { name: 'Filter contracts' });
  await form
    .getByRole('combobox', { name: 'Advertiser' })
    .fill(String(KNOWN.contracts.advertiserId));
  await form.getByLabel('Status').selectOption('Won');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`${o}/contracts?advertiser_id=1&status=Won`);
  await expect(numbers(page)).toHaveText(
    [...KNOWN.contracts.advertiserContractIds].reverse().map(String),
  );
  await expect(page.getByText('3 contracts match')).toBeVisible();

  // Dates and amounts, straight from the URL, checked against the API's own answer.
  const q = 'date_sold_after=2026-01-01&date_sold_before=2026-03-31&amount_from=1000';
  const window = await contracts(request, `${q}&sort_order=desc`);
  await page.goto(`${o}/contracts?${q}&per_page=100`);
  await expect(numbers(page)).toHaveText(window.map((c) => c.id));
  await expect(form.getByLabel('Sold from')).toHaveValue('2026-01-01');
  await expect(form.getByLabel('Total from')).toHaveValue('1000');
  await expectNoSeriousAxeViolations(page);
});

test('the export: every contract of the filter and sort, in one request to the server’s copy', async ({
  page,
  request,
}) => {
  const [open, names] = await Promise.all([
    contracts(request, 'status=Open&sort_by=total&sort_order=desc'),
    userNames(request),
  ]);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(views\/contracts\?|secondary\/contracts\/)/.test(r.url())) asked.push(r.url());
  });
  await page.goto(`${o}/contracts?status=Open&sort_by=total`);
  await expect(numbers(page).first()).toHaveText(open[0]!.id);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contracts_status-Open.csv');
  const [header, ...rows] = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe(
    'Number,Advertiser id,Advertiser,Status,Proposal,Created,Sold,Sold by id,Sold by,Currency,Total,Insertion order',
  );
  expect(rows.map((row) => row.split(',')[0])).toEqual(open.map((c) => c.id));
  const seller = open[0]!.sold_by_user;
  expect(rows[0]).toContain(`,${seller},${names.get(seller)},`);
  await expect(page.getByRole('status').filter({ hasText: 'Export ready' })).toContainText(
    `${open.length} contracts saved as contracts_status-Open.csv.`,
  );
  // One request, the view's parameters in its contract's order.
  expect(asked.map((url) => new URL(url).search)).toEqual([
    '?status=Open&page=1&per_page=5000&sort_by=total&sort_order=desc',
  ]);
});

test("with JavaScript off, the server's HTML holds the list's first page (the capability is known on the server)", async ({
  browser,
  request,
}) => {
  const newest = await (await request.get(`${o}/api/secondary/contracts/?per_page=25`)).json();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${o}/contracts?sort_by=id`);
    await expect(numbers(page)).toHaveText(
      (newest as { contracts: WireContract[] }).contracts.map((c) => c.id),
    );
    await expect(page.getByText('does not list contracts')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('bad values in the URL are corrected with a note, and the list still shows', async ({
  page,
}) => {
  await page.goto(`${o}/contracts?page=-3&status=evil&sort_by=name&amount_from=9&amount_to=1`);
  const notice = page.getByRole('status').filter({ hasText: 'Part of the address was corrected' });
  await expect(notice).toContainText('page=-3 is below 1; 1 is used.');
  await expect(notice).toContainText('status=evil');
  await expect(notice).toContainText('sort_by=name');
  await expect(numbers(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'Use the corrected address' }).click();
  await expect(page).toHaveURL(`${o}/contracts?amount_from=1&amount_to=9`);
});

test('a contract opened from the list draws its header from the row while the rest loads', async ({
  page,
}) => {
  await page.goto(`${o}/contracts?status=Open`);
  const link = numbers(page).first().getByRole('link');
  const id = (await link.textContent())!.trim();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/base/contracts/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${id}`);
  await expect(
    page.getByText(`Loading the insertions and line items of contract ${id}…`),
  ).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Line items' })).toBeVisible();
});

test('a failing list page shows the error in place; Retry recovers; drift keeps the good rows', async ({
  page,
}) => {
  const api = /\/api\/secondary\/contracts\/\?/;
  let stop = await injectFault(page, api, '500');
  await page.goto(`${o}/contracts?status=Lost`);
  const alert = page.getByRole('alert').filter({ hasText: 'Internal server error' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await stop();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(numbers(page).first()).toBeVisible();

  stop = await injectFault(page, api, 'drift');
  await page.goto(`${o}/contracts?status=Open`);
  await expect(page.getByRole('status').filter({ hasText: /, field [^]*status/ })).toBeVisible();
  await expect(numbers(page)).toHaveCount(24);
  await stop();
});

test('at 390 px the list does not scroll sideways and keeps number, status and total in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${o}/contracts?status=Won`);
  await expect(numbers(page).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const total = page
    .getByRole('table', { name: 'Contracts' })
    .locator('tbody tr')
    .first()
    .locator('td')
    .last();
  const box = await total.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  for (const [path, ready] of [
    ['/contracts/pipeline', 'By advertiser'],
    ['/bookings', 'By advertiser'],
  ] as const) {
    await page.goto(`${o}${path}`);
    await expect(page.getByRole('region', { name: ready })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(390);
  }
});

const AXE_PAGES = [
  ['/contracts', (page: Page) => numbers(page).first()],
  ['/contracts/pipeline', (page: Page) => page.getByRole('region', { name: 'By seller' })],
  ['/bookings', (page: Page) => page.getByRole('img', { name: /Won contracts by month sold/ })],
] as const;

for (const [path, ready] of AXE_PAGES) {
  test(`no serious axe violation on ${path} (light and dark)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${o}${path}`);
    await expect(ready(page)).toBeVisible();
    await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
  });
}

test('the pipeline: open contracts by seller, count and value, oldest first, each linked', async ({
  page,
  request,
}) => {
  const open = await contracts(request, 'status=Open');
  const names = await userNames(request);
  const bySeller = new Map<string, WireContract[]>();
  for (const c of open) bySeller.set(c.sold_by_user, [...(bySeller.get(c.sold_by_user) ?? []), c]);
  const oldest = (list: WireContract[]) => list.map((c) => c.date_created).sort()[0]!;
  const expected = [...bySeller.entries()].sort(([, a], [, b]) => (oldest(a) < oldest(b) ? -1 : 1));

  await page.goto(`${o}/contracts/pipeline`);
  await expect(
    page.getByText(`${open.length} open contracts, from the server’s copy of the account`),
  ).toBeVisible();
  const rows = page.getByRole('region', { name: 'By seller' }).locator('tbody tr');
  await expect(rows).toHaveCount(expected.length);
  for (const [i, [seller, list]] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row.locator('th')).toHaveText(names.get(seller)!);
    await expect(row.locator('td').nth(0)).toHaveText(String(list.length));
    await expect(row.locator('td').nth(1)).toHaveText(
      money(list.reduce((s, c) => s + cents(c.total), 0)),
    );
    // The oldest five are listed; the rest counted ("and 3 more"), linked to the seller's list
    // as their name is (issue 40).
    await expect(row.getByRole('link', { name: /^\d+$/ })).toHaveCount(Math.min(list.length, 5));
    if (list.length > 5)
      await expect(row.getByRole('link', { name: `and ${list.length - 5} more` })).toBeVisible();
  }
  const firstLink = rows.first().getByRole('link', { name: /^\d+$/ }).first();
  const firstId = [...expected[0]![1]].sort((a, b) =>
    a.date_created < b.date_created ? -1 : 1,
  )[0]!.id;
  await expect(firstLink).toHaveText(firstId);
  await firstLink.click();
  await expect(page).toHaveURL(`${o}/contracts/${firstId}`);
});

test('bookings: won contracts of this year by month and seller, with what they cost', async ({
  page,
  request,
}) => {
  const year = new Date().toISOString().slice(0, 4);
  const won = await contracts(
    request,
    `status=Won&date_sold_after=${year}-01-01&date_sold_before=${year}-12-31`,
  );
  const names = await userNames(request);
  const total = won.reduce((s, c) => s + cents(c.total), 0);
  const byMonth = Array.from({ length: 12 }, (_, m) =>
    won
      .filter((c) => Number(c.date_sold!.slice(5, 7)) === m + 1)
      .reduce((s, c) => s + cents(c.total), 0),
  );
  const bySeller = new Map<string, number>();
  for (const c of won)
    bySeller.set(c.sold_by_user, (bySeller.get(c.sold_by_user) ?? 0) + cents(c.total));
  const [topSeller, topCents] = [...bySeller.entries()].sort((a, b) => b[1] - a[1])[0]!;

  await page.goto(`${o}/bookings`);
  expect(new URL(page.url()).search).toBe('');
  await expect(
    page.getByText(`${won.length} won contracts, from the server’s copy of the account`),
  ).toBeVisible();
  const table = page.getByRole('region', { name: 'By seller and month' }).getByRole('table');
  const totalRow = table.locator('tfoot tr');
  await expect(totalRow.locator('td')).toHaveText([...byMonth, total].map(money));
  const top = table.locator('tbody tr').first();
  await expect(top.locator('th')).toHaveText(names.get(topSeller)!);
  await expect(top.locator('td').last()).toHaveText(money(topCents));
  await expect(page.getByRole('img', { name: /Won contracts by month sold/ })).toHaveAttribute(
    'aria-label',
    new RegExp(`Jan ${year} ${money(byMonth[0]!).replace(/[.$]/g, '\\$&')}`),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`bookings_${year}-01-01_${year}-12-31.csv`);

  // Another window from the URL; a second visit is answered from the server's copy.
  await page.goto(`${o}/bookings?date_sold_after=${year}-02-01&date_sold_before=${year}-02-28`);
  await expect(
    page.getByRole('region', { name: 'By seller and month' }).locator('tfoot td').first(),
  ).toHaveText(money(byMonth[1]!));
});

test('an advertiser page reads their contracts from the list: one request, no insertions', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/(base|secondary)\//.test(path)) asked.push(path);
  });
  const id = KNOWN.contracts.advertiserId;
  await page.goto(`${o}/advertisers/${id}`);
  const table = page.getByRole('table', { name: 'Their contracts' });
  await expect(table.locator('tbody tr td:first-child')).toHaveText(
    [...KNOWN.contracts.advertiserContractIds].reverse().map(String),
  );
  await expect(page.getByText("3 contracts, from the API's contract list.")).toBeVisible();
  // Asked once in all: by the server (its query in the page's state) or, when the server sent the
  // skeleton (a slow render), by the browser.
  const server = (await serverQueryKeys(page)).map((key) => String(key[0]));
  const lists =
    asked.filter((p) => p.startsWith('/api/secondary/contracts')).length +
    server.filter((name) => name === 'contract-list').length;
  expect(lists).toBe(1);
  expect(asked.filter((p) => p.startsWith('/api/base/insertions'))).toEqual([]);
  expect(server).not.toContain('insertions');
});

test('without the contract list (DEMO_CONTRACT_LIST=0): today’s page, no error; bookings says why', async ({
  page,
  request,
}) => {
  const w = without.origin;
  await page.goto(`${w}/contracts`);
  await expect(page.getByRole('heading', { name: 'Browse through insertions' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Go to a contract' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Contracts' })).toHaveCount(0);
  const status = (await (await request.get(`${w}/api/status`)).json()) as {
    capabilities: { contractList: boolean | null };
  };
  expect(status.capabilities).toEqual({ contractList: false });
  await page.goto(`${w}/bookings`);
  await expect(page.getByText("The account's API does not list contracts")).toBeVisible();
  await page.goto(`${w}/contracts/pipeline`);
  await expect(page.getByText("The account's API does not list contracts")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
