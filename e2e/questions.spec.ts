// Pacing (/pacing) and lapsed and new advertisers (/advertisers?activity=) over the server's
// account mirror: figures checked against the demo's contract list read by hand, in the server's
// HTML with JavaScript off and in the app with it on, at 390 and 1920 px; a figure's contracts,
// the day form, by product, the CSV, axe in both themes; and, on the suite's server (no contract
// list), the notice that the figures cover only the contracts read so far.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoContracts, type WireContract } from './demo-contracts';
import { advertiserName } from './demo-names';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { useMirrorViewer } from './mirror-ready';
import { withoutScript } from './without-script';

const AS_OF = '2026-10-31';
const viewer = useMirrorViewer();

const money = (cents: number) =>
  // The account's currency (the demo's USD): contracts name none, the formatter writes it (issue 40).
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (total: string) => Math.round(Number(total) * 100);
const day = (c: WireContract) => c.date_sold?.slice(0, 10) ?? '';
const sumOf = (rows: WireContract[]) => rows.reduce((s, c) => s + cents(c.total), 0);

async function won(request: APIRequestContext) {
  return demoContracts(request, viewer.origin, 'status=Won');
}

/** The page does not scroll sideways: wide tables scroll in their own regions. */
async function expectNoPageOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('pacing by seller: the demo’s figures in the HTML without script, at 390 and 1920 px', async ({
  browser,
  request,
}) => {
  const rows = await won(request);
  const current = rows.filter((c) => day(c) >= '2026-01-01' && day(c) <= AS_OF);
  const prior = rows.filter((c) => day(c) >= '2025-01-01' && day(c) <= '2025-10-31');
  const diff = sumOf(current) - sumOf(prior);
  for (const width of [390, 1920]) {
    await withoutScript(
      browser,
      `${viewer.origin}/pacing?as_of=${AS_OF}`,
      async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Pacing' })).toBeVisible();
        const card = page.getByRole('region', { name: 'Pacing', exact: true });
        await expect(card.getByRole('heading', { name: '2026 against 2025' })).toBeVisible();
        // The totals link to their contracts.
        await expect(
          card.getByRole('link', { name: money(sumOf(current)) }).first(),
        ).toHaveAttribute('href', `/pacing?as_of=${AS_OF}&period=current#figure-contracts`);
        await expect(card.getByRole('link', { name: money(sumOf(prior)) }).first()).toHaveAttribute(
          'href',
          `/pacing?as_of=${AS_OF}&period=prior#figure-contracts`,
        );
        await expect(card.getByText(`${money(diff)} (`)).toBeVisible();
        const table = page.getByRole('region', { name: 'Pacing by seller' });
        await expect(table.locator('tfoot td')).toHaveText([
          money(sumOf(current)),
          money(sumOf(prior)),
          money(diff),
          `+${((diff / sumOf(prior)) * 100).toFixed(1)}%`,
          '',
          '',
          '',
          '',
        ]);
        // The demo's goals file: Dana Whitfield's goal to date, 10 months of 15,000.00.
        const dana = table.getByRole('row', { name: /Dana Whitfield/ });
        await expect(dana.getByRole('cell').nth(4)).toHaveText('$150,000.00');
        await expect(page.getByText('Goals from goals.csv.')).toBeVisible();
        await expect(
          page.getByRole('img', { name: /Bookings by month, 2025 beside 2026/ }),
        ).toBeVisible();
        await expect(page.getByText(/From the 300 contracts the server holds/)).toBeVisible();
        await expectNoPageOverflow(page, width);
      },
      width,
    );
  }
});

test('pacing with script: a figure lists its contracts, by product splits them, the day form and the CSV', async ({
  page,
  request,
}) => {
  const rows = await won(request);
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto(`${viewer.origin}/pacing?as_of=${AS_OF}`);
  const table = page.getByRole('region', { name: 'Pacing by seller' });
  // Dana Whitfield's (user 1) contracts of 2026 to date.
  const dana = table.getByRole('row', { name: /Dana Whitfield/ });
  await dana.getByRole('link').first().click();
  await expect(page).toHaveURL(
    `${viewer.origin}/pacing?as_of=${AS_OF}&key=1&period=current#figure-contracts`,
  );
  const detail = page.getByRole('region', { name: /^Dana Whitfield: contracts won/ });
  await expect(detail).toBeVisible();
  const listed = await detail.getByRole('link', { name: /^Contract \d+$/ }).allTextContents();
  const expected = (await demoContracts(request, viewer.origin, 'status=Won'))
    .filter((c) => c.sold_by_user === '1' && day(c) >= '2026-01-01' && day(c) <= AS_OF)
    .map((c) => `Contract ${c.id}`);
  expect(listed.sort()).toEqual(expected.sort());
  expect(listed.length).toBeGreaterThan(0);
  await detail.getByRole('link', { name: 'Close the list' }).click();
  await expect(page).toHaveURL(`${viewer.origin}/pacing?as_of=${AS_OF}`);

  // The CSV: a row per seller and the total.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pacing_by_seller_${AS_OF}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  const current = rows.filter((c) => day(c) >= '2026-01-01' && day(c) <= AS_OF);
  expect(text).toContain(`,Total,${(sumOf(current) / 100).toFixed(2)},`);
  expect(text.split('\r\n')[0]).toContain('Goal to date');
  // A seller's fall is a plain negative number a spreadsheet sums, never text ('-…).
  expect(text).toMatch(/,-\d+\.\d\d,/);
  expect(text).not.toMatch(/'-\d/);

  // By product: the same totals, and the page says how contracts are split.
  await page.getByRole('link', { name: 'By product' }).click();
  await expect(page).toHaveURL(`${viewer.origin}/pacing?as_of=${AS_OF}&by=product`);
  await expect(page.getByText(/split by its insertions’ amounts/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pacing by product' }).locator('tfoot td').first(),
  ).toHaveText(money(sumOf(current)));
  await expect(page.getByRole('columnheader', { name: 'Goal to date' })).toHaveCount(0);

  // Another day through the form: the address follows.
  await page.getByLabel('To the day').fill('2026-03-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`${viewer.origin}/pacing?as_of=2026-03-31&by=product`);
  const march = rows.filter((c) => day(c) >= '2026-01-01' && day(c) <= '2026-03-31');
  await expect(
    page.getByRole('region', { name: 'Pacing by product' }).locator('tfoot td').first(),
  ).toHaveText(money(sumOf(march)));
});

/** Lapsed and new advertisers as of AS_OF, worked out from the contract list by hand. */
function activityOf(rows: WireContract[]) {
  const dated = rows.filter((c) => day(c) && day(c) <= AS_OF);
  const byAdvertiser = new Map<string, WireContract[]>();
  for (const c of dated)
    byAdvertiser.set(c.advertiser_id, [...(byAdvertiser.get(c.advertiser_id) ?? []), c]);
  const lapsed: [string, number][] = [];
  const fresh: [string, number][] = [];
  for (const [id, list] of byAdvertiser) {
    const recent = list.filter((c) => day(c) > '2025-10-31');
    const previous = list.filter((c) => day(c) > '2024-10-31' && day(c) <= '2025-10-31');
    const earlier = list.filter((c) => day(c) <= '2025-10-31');
    if (previous.length && !recent.length) lapsed.push([id, sumOf(previous)]);
    if (recent.length && !earlier.length) fresh.push([id, sumOf(recent)]);
  }
  const order = (a: [string, number], b: [string, number]) =>
    b[1] - a[1] || Number(a[0]) - Number(b[0]);
  return { lapsed: lapsed.sort(order), fresh: fresh.sort(order) };
}

test('lapsed and new advertisers: the demo’s in the HTML without script at 390 and 1920 px, and with script', async ({
  browser,
  page,
  request,
}) => {
  const { lapsed, fresh } = activityOf(await won(request));
  for (const [activity, list, title] of [
    ['lapsed', lapsed, 'Lapsed advertisers'],
    ['new', fresh, 'New advertisers'],
  ] as const) {
    for (const width of [390, 1920]) {
      await withoutScript(
        browser,
        `${viewer.origin}/advertisers?activity=${activity}&as_of=${AS_OF}`,
        async (p) => {
          await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
          const region = p.getByRole('region', { name: title }).last();
          const body = region.locator('tbody tr');
          await expect(body).toHaveCount(list.length);
          const [topId, topCents] = list[0]!;
          await expect(body.first().getByRole('rowheader')).toHaveText(
            advertiserName(Number(topId)),
          );
          await expect(body.first().getByRole('link', { name: money(topCents) })).toHaveAttribute(
            'href',
            `/advertisers/${topId}`,
          );
          await expectNoPageOverflow(p, width);
        },
        width,
      );
    }
  }
  // With script: the tabs switch between the names and the two lists; the day is kept.
  await page.goto(`${viewer.origin}/advertisers?activity=lapsed&as_of=${AS_OF}`);
  const tabs = page.getByRole('navigation', { name: 'Advertisers lists' });
  await tabs.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(`${viewer.origin}/advertisers?activity=new&as_of=${AS_OF}`);
  await expect(
    page.getByRole('region', { name: 'New advertisers' }).last().locator('tbody tr'),
  ).toHaveCount(fresh.length);
  await tabs.getByRole('link', { name: 'Names' }).click();
  await expect(page).toHaveURL(`${viewer.origin}/advertisers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisers' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.goto(`${viewer.origin}/advertisers?activity=lapsed&as_of=${AS_OF}`);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.split('\r\n')).toHaveLength(lapsed.length + 2);
});

test('an activity list’s rows are one Tab stop: Skip to results, arrows, Enter opens the advertiser', async ({
  page,
  request,
}) => {
  const { fresh } = activityOf(await won(request));
  await page.goto(`${viewer.origin}/advertisers?activity=new&as_of=${AS_OF}`);
  const rows = page.getByRole('region', { name: 'New advertisers' }).last().locator('tbody tr');
  await expect(rows).toHaveCount(fresh.length);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to results');
  await page.keyboard.press('Enter');
  await expect(rows.first()).toBeFocused();
  // The rows' links are out of the Tab order: one stop for the whole list.
  await expect(rows.getByRole('link').and(page.locator(':not([tabindex="-1"])'))).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${viewer.origin}/advertisers/${fresh[1]![0]}`);
});

test('with the mirror current, the pages ask the account’s API nothing', async ({
  page,
  request,
}) => {
  const used = async () =>
    (
      (await (await request.get(`${viewer.origin}/api/status`)).json()) as {
        quota: { used: number };
      }
    ).quota.used;
  const before = await used();
  for (const url of [
    `/pacing?as_of=${AS_OF}`,
    `/pacing?as_of=${AS_OF}&by=product&key=1`,
    `/advertisers?activity=lapsed&as_of=${AS_OF}`,
    `/advertisers?activity=new`,
  ]) {
    await page.goto(`${viewer.origin}${url}`);
    await expect(
      page.getByRole('main').getByRole('table').first().getByRole('row').nth(1),
    ).toBeVisible();
  }
  expect(await used()).toBe(before);
});

test.describe('axe', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const url of [
    `/pacing?as_of=${AS_OF}&key=1`,
    `/pacing?as_of=${AS_OF}&by=product`,
    `/advertisers?activity=lapsed&as_of=${AS_OF}`,
  ]) {
    test(`${url} in light and dark mode`, async ({ page }) => {
      await page.goto(`${viewer.origin}${url}`);
      await expect(
        page.getByRole('main').getByRole('table').first().getByRole('row').nth(1),
      ).toBeVisible();
      await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
    });
  }
});

test('without the contract list, each page says how many contracts its figures cover and that they are incomplete', async ({
  page,
  request,
}) => {
  // The suite's server: DEMO_CONTRACT_LIST=0. Its first pass reads contracts one by one.
  await expect
    .poll(async () => {
      const s = (await (await request.get('/api/status')).json()) as {
        mirror?: { lastPass?: unknown; resources?: { contracts?: { rows: number } } };
      };
      return s.mirror?.lastPass ? (s.mirror.resources?.contracts?.rows ?? 0) : 0;
    })
    .toBeGreaterThan(0);
  const status = (await (await request.get('/api/status')).json()) as {
    mirror: { resources: { contracts: { rows: number; complete: boolean } } };
  };
  const held = status.mirror.resources.contracts.rows;
  expect(status.mirror.resources.contracts.complete).toBe(false);
  for (const url of [`/pacing?as_of=${AS_OF}`, `/advertisers?activity=new&as_of=${AS_OF}`]) {
    await page.goto(url);
    const notice = page.getByRole('status').filter({ hasText: 'Incomplete figures' });
    await expect(notice).toContainText(`it holds ${held} contracts read one by one so far`);
    await expect(notice).toContainText(
      `These figures cover those ${held} contracts only, and are incomplete.`,
    );
  }
});
