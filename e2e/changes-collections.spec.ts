// What changed and collections by seller, on a viewer of this spec's own (its demo plays a next
// day, which no other spec must see): the feed after the day is played and the mirror's next pass,
// with JavaScript off and on, at 390 and 1920 px, since the last visit, filtered; collections by
// seller against the demo's own invoice list; both pages axe-clean in both themes.
import type { APIRequestContext, Page } from '@playwright/test';
import { readWholeList } from './demo-contracts';
import { advertiserName } from './demo-names';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorPassAfter } from './mirror-ready';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';
import { localToday, type WireInvoice } from './receivables-expected';
import { withoutScript } from './without-script';

interface Played {
  won: number;
  lost: number;
  paid: number;
  cancelled: number;
  created: number;
}
interface WireContract {
  id: string;
  advertiser_id: string;
}

let viewer: OwnViewer;
let o = '';
let played: Played;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  viewer = await startOwnViewer(await freePort(), { LOG_LEVEL: 'warn' });
  o = viewer.origin;
  await mirrorPassAfter(request, o);
  const before = Date.now();
  const day = await request.post(`${o}/__demo/next-day`);
  expect(day.status()).toBe(200);
  played = ((await day.json()) as { played: Played }).played;
  expect((await request.post(`${o}/api/mirror/refresh`)).status()).toBe(202);
  await mirrorPassAfter(request, o, before);
});
test.afterAll(() => viewer?.stop());

async function contractAdvertiser(request: APIRequestContext, id: number): Promise<string> {
  const body = (await (await request.get(`${o}/api/base/contracts/${id}`)).json()) as WireContract;
  return advertiserName(Number(body.advertiser_id));
}

/** The feed's sentences of the day the demo played, worked out from the demo's own records. */
async function expectPlayedDay(page: Page, request: APIRequestContext) {
  const feed = page.getByRole('region', { name: 'Changes' });
  const won = await contractAdvertiser(request, played.won);
  const lost = await contractAdvertiser(request, played.lost);
  await expect(
    feed.getByRole('link', {
      name: new RegExp(`^Contract ${played.won}, ${won}: Open → Won, \\$[\\d,.]+, sold by \\S+`),
    }),
  ).toHaveAttribute('href', `/contracts/${played.won}`);
  await expect(
    feed.getByRole('link', { name: new RegExp(`^Contract ${played.lost}, ${lost}: Open → Lost`) }),
  ).toBeVisible();
  await expect(
    feed.getByRole('link', { name: new RegExp(`^Invoice ${played.paid}, .+ paid$`) }),
  ).toHaveAttribute('href', `/invoices/${played.paid}`);
  await expect(
    feed.getByRole('link', {
      name: new RegExp(`^Insertion ${played.cancelled} of contract \\d+ cancelled$`),
    }),
  ).toHaveAttribute('href', `/insertions/${played.cancelled}`);
  await expect(
    feed.getByRole('link', { name: new RegExp(`^New contract ${played.created}, .+: Open`) }),
  ).toBeVisible();
  await expect(page.getByText(/^5 changes since /)).toBeVisible();
}

test('the feed after the demo plays a day, without JavaScript at 390 px', async ({
  browser,
  request,
}) => {
  await withoutScript(
    browser,
    `${o}/changes`,
    async (page) => {
      await expectPlayedDay(page, request);
      // Grouped under the day the mirror saw them (UTC).
      const today = new Date().toISOString().slice(0, 10);
      const [y, m, d] = today.split('-').map(Number);
      const day = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(day) })).toBeVisible();
      // The filter is a form: one kind without script.
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('won');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/\/changes\?.*kind=won/);
      const links = page.getByRole('region', { name: 'Changes' }).getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveText(new RegExp(`^Contract ${played.won}, `));
    },
    390,
  );
});

test('the feed with JavaScript at 1920 px: since the last visit, the URL winning, a kind', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(`${o}/changes`);
  await expectPlayedDay(page, request);
  // The next visit shows what changed since this one: nothing yet.
  await page.goto(`${o}/`);
  await page.goto(`${o}/changes`);
  await expect(page).toHaveURL(/\/changes\?since=\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByText('Nothing changed in this time.')).toBeVisible();
  // The URL's since wins.
  await page.goto(`${o}/changes?since=2020-01-01`);
  await expectPlayedDay(page, request);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('paid');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/kind=paid/);
  await expect(page.getByRole('region', { name: 'Changes' }).getByRole('link')).toHaveText([
    new RegExp(`^Invoice ${played.paid}, `),
  ]);
  // A bad kind is corrected with a note, not an error.
  await page.goto(`${o}/changes?since=2020-01-01&kind=exploded`);
  await expect(page.getByText(/kind/).first()).toBeVisible();
  await expectPlayedDay(page, request);
});

test('the feed with JavaScript at 390 px and without at 1920 px', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${o}/changes?since=2020-01-01`);
  await expectPlayedDay(page, request);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await withoutScript(
    browser,
    `${o}/changes?since=2020-01-01`,
    (p) => expectPlayedDay(p, request),
    1920,
  );
});

test('home lists the newest changes and links to the feed', async ({ page }) => {
  await page.goto(`${o}/`);
  const card = page.getByRole('region', { name: 'What changed' });
  await expect(
    card.getByRole('link', { name: new RegExp(`^New contract ${played.created}`) }),
  ).toBeVisible();
  await card.getByRole('link', { name: 'All changes' }).click();
  await expect(page).toHaveURL(/\/changes/);
});

/** Every invoice of the demo, read page by page from its own list. */
function allInvoices(request: APIRequestContext): Promise<WireInvoice[]> {
  return readWholeList(request, `${o}/api/base/invoices/`, 'invoices');
}

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function sellerRows(page: Page) {
  const table = page.getByRole('table', { name: 'Past due by seller' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const out: { seller: string; currency: string; pastDue: number; invoices: number }[] = [];
  for (const row of (await rows.all()).slice(1)) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    out.push({
      seller: cells[0]!,
      currency: cells[1]!,
      pastDue: cents(cells[2]!),
      invoices: Number(cells[7]),
    });
  }
  return out;
}

test('collections by seller add up to the demo’s past-due invoices, per currency, with and without JavaScript', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const today = localToday();
  const pastDue = (await allInvoices(request)).filter(
    (i) =>
      i.status === 'Unpaid' &&
      i.date_due !== null &&
      i.date_due < today &&
      !i.date_due.startsWith('0000'),
  );
  const byCurrency = new Map<string, number>();
  for (const i of pastDue) {
    const code = i.currency?.name ?? '';
    byCurrency.set(code, (byCurrency.get(code) ?? 0) + Math.round(Number(i.total) * 100));
  }
  const check = async (p: Page) => {
    const rows = await sellerRows(p);
    expect(rows.reduce((n, r) => n + r.invoices, 0)).toBe(pastDue.length);
    const seen = new Map<string, number>();
    for (const r of rows) seen.set(r.currency, (seen.get(r.currency) ?? 0) + r.pastDue);
    expect(seen).toEqual(byCurrency);
  };
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(`${o}/receivables?by=seller`);
  await check(page);
  // A seller's figures link to their worklist: every line theirs.
  const first = (await sellerRows(page))[0]!;
  await page
    .getByRole('link', { name: `${first.seller}’s worklist` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/receivables\?by=seller&seller=\d+/);
  const worklist = page.getByRole('table', {
    name: `${first.seller}’s worklist: who owes, the latest first`,
  });
  await expect(worklist).toBeVisible();
  const sellers = await worklist
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''),
    );
  expect(sellers.length).toBeGreaterThan(0);
  expect(new Set(sellers)).toEqual(new Set([first.seller]));
  // The oldest invoice links to its record.
  const invoice = worklist.getByRole('link', { name: /^Invoice \d+$/ }).first();
  const id = (await invoice.textContent())!.replace('Invoice ', '');
  await expect(invoice).toHaveAttribute('href', `/invoices/${id}`);

  await withoutScript(browser, `${o}/receivables?by=seller`, check, 390);
  await withoutScript(
    browser,
    `${o}/receivables?by=seller`,
    async (p) => {
      await p.getByRole('combobox', { name: 'Seller' }).selectOption({ label: first.seller });
      await p.getByRole('button', { name: 'Show' }).click();
      await expect(p).toHaveURL(/by=seller&seller=\d+/);
      await expect(p.getByRole('heading', { name: `${first.seller}’s worklist` })).toBeVisible();
    },
    390,
  );
});

test.describe('axe', () => {
  test('what changed and collections by seller, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/changes?since=2020-01-01', '/receivables?by=seller', '/']) {
      await page.goto(`${o}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('link', { name: /^(Contract|Invoice|New contract|Dana|\w)/ }).first(),
      ).toBeVisible();
      await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
    }
  });
});
