// /receivables against the demo: the figures per currency and per advertiser, the server's view of
// its copy of the account, are in the page's HTML (the browser asks nothing) and equal those worked
// out here from the demo's own API; currencies stay apart; the window is the URL's; axe in both
// themes.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorReady } from './mirror-ready';
import {
  BUCKETS,
  BUCKET_LABELS,
  daysLate,
  defaultWindow,
  expectedFigures,
  localToday,
  money,
  readAllInvoices,
} from './receivables-expected';

/** The browser's requests for data (none: the page's HTML holds the figures). */
const dataCalls = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(base|secondary|views)\//.test(r.url())) urls.push(r.url());
  });
  return urls;
};
/** Today and the invoices due in the page's default window, from the demo's own API. */
async function defaultWindowInvoices(request: APIRequestContext) {
  const today = localToday();
  const { after, before } = defaultWindow(today);
  return { today, invoices: await readAllInvoices(request, after, before) };
}
const asOf = (page: Page) => page.getByText(/^Figures as of /);

test.beforeEach(async ({ request }) => {
  await mirrorReady(request);
});

test('the figures per currency and per advertiser are the demo’s own', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { today, invoices } = await defaultWindowInvoices(request);
  const perCurrency = expectedFigures(invoices, today, false);
  const perAdvertiser = expectedFigures(invoices, today, true);
  // The demo owes in more than one currency: the test means something.
  expect(perCurrency.map((f) => f.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP']));

  const calls = dataCalls(page);
  await page.goto('/receivables');
  await expect(asOf(page)).toBeVisible();
  await expect(
    page.getByText(`(${invoices.length.toLocaleString('en-US')} invoices due in the window,`),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((url) => !url.includes('/api/names'))).toEqual([]);

  for (const figures of perCurrency) {
    const name = figures.currency ?? 'No currency';
    const section = page.getByRole('region', { name: `Owed in ${name}` });
    const table = section.getByRole('table');
    await expect(table.locator('caption')).toHaveText(
      `${name}: ${money(figures.unpaid, figures.currency)} unpaid`,
    );
    for (const [i, key] of BUCKETS.entries()) {
      const bucket = figures.buckets[key];
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: BUCKET_LABELS[i], exact: true }) });
      if (key === 'noDue' && bucket.count === 0) continue;
      await expect(row.getByRole('cell')).toHaveText([
        bucket.count.toLocaleString('en-US'),
        money(bucket.cents, figures.currency),
      ]);
    }
    const pastDue = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Past due' }) });
    await expect(pastDue.getByRole('cell')).toHaveText([
      figures.pastDueCount.toLocaleString('en-US'),
      money(figures.pastDue, figures.currency),
    ]);
    // The chart's text alternative names the same amounts.
    const chart = section.getByRole('img');
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(
        `Over 90 days ${money(figures.buckets.over90.cents, figures.currency).replace(/[$.]/g, '\\$&')}`,
      ),
    );
  }
  // Euros are never added to dollars: each currency's total is its own invoices' sum alone.
  const usd = perCurrency.find((f) => f.currency === 'USD')!;
  const eur = perCurrency.find((f) => f.currency === 'EUR')!;
  await expect(page.getByText(money(usd.unpaid + eur.unpaid, 'USD'))).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Unpaid invoices by advertiser' });
  await expect(table.getByRole('row')).toHaveCount(perAdvertiser.length + 1);
  // Each row links to the advertiser's past-due invoices.
  const late = perAdvertiser.find((r) => r.pastDueCount > 0)!;
  const link = table
    .getByRole('link', { name: new RegExp(`^${late.pastDueCount} past due: `) })
    .first();
  await expect(link).toBeVisible();
  const lateIds = perAdvertiser
    .filter((r) => r.pastDueCount > 0)
    .map((r) => `/invoices?advertiser_id=${r.advertiserId}&past_due=1`);
  expect(lateIds).toContain(await link.getAttribute('href'));
  // Sortable: by unpaid total, the largest first.
  await table.getByRole('button', { name: 'Unpaid', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Unpaid', exact: true })).toHaveAttribute(
    'aria-sort',
    /descending|ascending/,
  );

  // The CSV holds every row, exactly.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const rows = parse(readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, ''), {
    columns: true,
  }) as Record<string, string>[];
  const toCsv = (cents: number) => String(cents / 100);
  const fromPage = rows
    .map((r) =>
      [
        r['Advertiser id'],
        r['Currency'],
        r['Unpaid total'],
        ...BUCKET_LABELS.map((l) => r[l]),
        r['Oldest due'],
        r['Unpaid invoices'],
      ].join('|'),
    )
    .sort();
  const expected = perAdvertiser
    .map((e) =>
      [
        e.advertiserId,
        e.currency ?? '',
        toCsv(e.unpaid),
        ...BUCKETS.map((b) => toCsv(e.buckets[b].cents)),
        e.oldestDue ?? '',
        e.count,
      ].join('|'),
    )
    .sort();
  expect(fromPage).toEqual(expected);
});

test('the window comes from the URL; another window is one request to the server', async ({
  page,
  request,
}) => {
  const count = async (after: string, before: string) =>
    (await readAllInvoices(request, after, before)).length.toLocaleString('en-US');
  await page.goto('/receivables?date_due_after=2025-01-01&date_due_before=2025-03-31');
  await expect(page.getByLabel('Due from')).toHaveValue('2025-01-01');
  const march = await count('2025-01-01', '2025-03-31');
  await expect(page.getByText(`(${march} invoices due in the window,`)).toBeVisible();
  const calls = dataCalls(page);
  await page.getByLabel('Due to').fill('2025-02-28');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(
    /\/receivables\?date_due_after=2025-01-01&date_due_before=2025-02-28$/,
  );
  const february = await count('2025-01-01', '2025-02-28');
  await expect(page.getByText(`(${february} invoices due in the window,`)).toBeVisible();
  expect(calls.filter((url) => url.includes('/api/views/receivables/aging'))).toHaveLength(1);
  expect(calls.filter((url) => url.includes('/api/base/'))).toEqual([]);
  await page.getByRole('button', { name: 'Default window' }).click();
  await expect(page).toHaveURL(/\/receivables$/);
});

test('keys typed while the applied window is still rendering stay in the form', async ({
  page,
}) => {
  await page.goto('/receivables');
  const from = page.getByLabel('Due from');
  const to = page.getByLabel('Due to');
  await from.fill('2025-01-01');
  await to.focus();
  // A slow device: the page of the applied window renders a while after the address changes, and
  // the person is already typing the next date.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('02282025');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/\/receivables\?date_due_after=2025-01-01$/);
  await expect(to).toHaveValue('2025-02-28');
  await expect(from).toHaveValue('2025-01-01');
  await to.press('Enter');
  await expect(page).toHaveURL(/\?date_due_after=2025-01-01&date_due_before=2025-02-28$/);
});

test('over 60 days and who owes it: two clicks, the total is the advertisers’ sum, the CSV too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { today, invoices } = await defaultWindowInvoices(request);
  // Worked out here: the unpaid dollars more than 60 days past due, per advertiser, in cents.
  const owed = new Map<number, number>();
  for (const i of invoices) {
    const days = daysLate(i.date_due, today);
    if (i.status !== 'Unpaid' || i.currency?.name !== 'USD' || days === null || days <= 60)
      continue;
    const id = Number(i.advertiser_id);
    owed.set(id, (owed.get(id) ?? 0) + Math.round(Number(i.total) * 100));
  }
  const total = [...owed.values()].reduce((a, b) => a + b, 0);
  expect(owed.size).toBeGreaterThan(1);

  // Click 1 opens Receivables (from the navigation), click 2 "Over 60 days".
  await page.goto('/');
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'Receivables' })
    .click();
  await page
    .getByRole('navigation', { name: 'Past due by age' })
    .getByRole('link', { name: 'Over 60 days' })
    .click();
  await expect(page).toHaveURL(/\/receivables\?over=60$/);
  const over = page.getByRole('region', { name: 'Over 60 days' });
  await expect(over.getByRole('listitem').filter({ hasText: 'USD' })).toHaveText(
    new RegExp(`^${money(total, 'USD').replace(/[$.]/g, '\\$&')} USD, `),
  );
  const table = over.getByRole('table', { name: 'Advertisers owing over 60 days, the most first' });
  const usdRows = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'USD', exact: true }) });
  await expect(usdRows).toHaveCount(owed.size);
  // The column "Over 60 days" of the listed advertisers adds up to the total above.
  const header = await table.getByRole('columnheader').allTextContents();
  const col = header.findIndex((h) => h.trim().startsWith('Over 60 days'));
  expect(col).toBeGreaterThan(0);
  const listed = await usdRows.evaluateAll(
    (rows, i) => rows.map((r) => r.querySelectorAll('th, td')[i]!.textContent ?? ''),
    col,
  );
  const cents = listed.map((t) => Math.round(Number(t.replace(/[$,]/g, '')) * 100));
  expect(cents.reduce((a, b) => a + b, 0)).toBe(total);

  // The CSV has the rows listed, their "Over 60 days" the same.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/_over-60_as-of-/);
  const rows = parse(readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, ''), {
    columns: true,
  }) as Record<string, string>[];
  const fromCsv = new Map(
    rows
      .filter((r) => r['Currency'] === 'USD')
      .map((r) => [Number(r['Advertiser id']), Math.round(Number(r['Over 60 days']) * 100)]),
  );
  expect(fromCsv).toEqual(owed);
});

test('the buckets come from the URL; a list the server would refuse is said, not sent', async ({
  page,
  request,
}) => {
  await page.goto('/receivables?buckets=45,120');
  const usd = page.getByRole('region', { name: 'Owed in USD' }).getByRole('table');
  for (const label of ['Not yet due', '1–45 days', '46–120 days', 'Over 120 days']) {
    await expect(usd.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  await expect(usd.getByRole('rowheader', { name: '1–30 days' })).toHaveCount(0);
  await expect(page.getByLabel('Buckets (days past due)')).toHaveValue('45,120');
  await expect(
    page.getByRole('navigation', { name: 'Past due by age' }).getByRole('link'),
  ).toHaveText(['Every advertiser', 'Over 45 days', 'Over 120 days']);
  // Typed: a list out of order is refused under the field.
  await page.getByLabel('Buckets (days past due)').fill('90,30');
  await page.getByRole('button', { name: 'Show these buckets' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Buckets must be .*ascending.*e\.g\. 30,60,90/);
  await expect(page).toHaveURL(/\?buckets=45,120$/);
  // In the address: said, and the account's buckets shown.
  await page.goto('/receivables?buckets=soon');
  await expect(page.getByRole('alert')).toHaveText(/The buckets “soon” cannot be used: .*30,60,90/);
  await expect(usd.getByRole('rowheader', { name: '61–90 days' })).toBeVisible();
  // The view itself: a 400 naming the parameter and the form it allows.
  const bad = await request.get(
    '/api/views/receivables/aging?date_due_after=2025-01-01&date_due_before=2025-12-31&buckets=30,x',
  );
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ param: 'buckets', allowed: /e\.g\. 30,60,90/ });
});

for (const width of [390, 1920]) {
  test(`over 60 days at ${width} px: axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1080 });
    await page.goto('/receivables?over=60');
    await expect(page.getByRole('heading', { name: 'Over 60 days past due' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe('axe', () => {
  test('receivables, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/receivables');
    await expect(asOf(page)).toBeVisible();
    await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
  });
});
