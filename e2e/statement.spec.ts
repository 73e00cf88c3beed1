// An advertiser's statement of account and the "What they owe" card: the open invoices and the
// per-currency totals and aging computed here from the demo's own API (never from the page), what
// it costs in requests, how it prints (light and dark, on white paper), odd cases, axe.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { advertiserName } from './demo-names';
import {
  expect,
  expectNoSeriousAxeViolations,
  inBothSchemes,
  serverQueryKeys,
  test,
} from './fixtures';
import { useSignInViewer } from './sign-in-viewer';
import { withoutScript } from './without-script';

interface WireInvoice {
  id: string;
  advertiser_id: string;
  status: string | null;
  date_due: string | null;
  total: string;
  currency: { name: string | null } | null;
}

/** The browser's "today" (the page counts days past due from it), in this machine's time zone. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const BUCKETS = [
  ['Not yet due', (d: number | null) => d !== null && d <= 0],
  ['1–30 days', (d: number | null) => d !== null && d >= 1 && d <= 30],
  ['31–60 days', (d: number | null) => d !== null && d >= 31 && d <= 60],
  ['61–90 days', (d: number | null) => d !== null && d >= 61 && d <= 90],
  ['Over 90 days', (d: number | null) => d !== null && d > 90],
  ['No due date', (d: number | null) => d === null],
] as const;

interface Expected {
  currency: string;
  /** Unpaid invoice ids, earliest due first (none last), then by number. */
  ids: number[];
  unpaidCents: number;
  pastDueCents: number;
  buckets: Map<string, number>;
}

/** The demo API's invoices of one advertiser (fewer than 100 of them: one page). */
async function invoicesOf(request: APIRequestContext, advertiserId: number) {
  const response = await request.get(
    `/api/base/invoices/?advertiser_id=${advertiserId}&per_page=100`,
  );
  expect(response.ok()).toBe(true);
  const { invoices } = (await response.json()) as { invoices: WireInvoice[] };
  expect(invoices.length, 'fewer than a page of 100').toBeLessThan(100);
  return invoices;
}

function expectedOwed(invoices: WireInvoice[]): Expected[] {
  const byCurrency = new Map<string, Expected>();
  const due = (i: WireInvoice) =>
    i.date_due && !i.date_due.startsWith('0000') ? i.date_due : null;
  const unpaid = invoices
    .filter((i) => i.status === 'Unpaid')
    .sort((a, b) => {
      const [da, db] = [due(a), due(b)];
      if (da !== db) return da === null ? 1 : db === null ? -1 : da < db ? -1 : 1;
      return Number(a.id) - Number(b.id);
    });
  for (const invoice of unpaid) {
    const currency = invoice.currency?.name ?? '';
    let group = byCurrency.get(currency);
    if (!group) {
      group = { currency, ids: [], unpaidCents: 0, pastDueCents: 0, buckets: new Map() };
      byCurrency.set(currency, group);
    }
    const cents = Math.round(Number(invoice.total) * 100);
    const d = due(invoice) === null ? null : days(due(invoice)!, today());
    group.ids.push(Number(invoice.id));
    group.unpaidCents += cents;
    if (d !== null && d > 0) group.pastDueCents += cents;
    const [label] = BUCKETS.find(([, test]) => test(d))!;
    group.buckets.set(label, (group.buckets.get(label) ?? 0) + cents);
  }
  return [...byCurrency.values()];
}

/** Advertiser of the demo's EUR invoice: unpaid invoices in two currencies (USD and EUR). */
async function twoCurrencyAdvertiser(request: APIRequestContext) {
  const response = await request.get(`/api/base/invoices/${KNOWN.invoices.eurInvoiceId}`);
  const advertiserId = Number(((await response.json()) as WireInvoice).advertiser_id);
  const expected = expectedOwed(await invoicesOf(request, advertiserId));
  expect(
    expected.map((e) => e.currency).sort(),
    'the demo advertiser has unpaid invoices in two currencies',
  ).toHaveLength(2);
  return { advertiserId, expected };
}

/** Every browser request to the API (/api/base/), as its path and query parameters. */
function apiRequests(page: Page): { path: string; query: Record<string, string> }[] {
  const seen: { path: string; query: Record<string, string> }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/base/'))
      seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
  });
  return seen;
}

async function expectFigures(place: Locator, e: Expected[]) {
  const table = place.getByRole('table', { name: /how late/i });
  // The currencies side by side, the one with the most unpaid invoices first.
  const order = [...e].sort(
    (a, b) => b.ids.length - a.ids.length || a.currency.localeCompare(b.currency),
  );
  await expect(table.getByRole('columnheader')).toHaveText([
    'How late',
    ...order.map((x) => x.currency),
  ]);
  for (const x of e) {
    await expect(table.getByRole('row', { name: /^Unpaid total/ })).toContainText(
      money(x.unpaidCents, x.currency),
    );
    await expect(table.getByRole('row', { name: /^Past due/ })).toContainText(
      money(x.pastDueCents, x.currency),
    );
    for (const [label, cents] of x.buckets) {
      await expect(table.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(
        money(cents, x.currency),
      );
    }
  }
}

/**
 * The statement came from the server's view, read by its loader (the answer is in the page's
 * state), and the browser asked for no invoices and no view at all.
 */
async function expectReadByTheServerAlone(
  page: Page,
  asked: ReturnType<typeof apiRequests>,
  advertiserId: number,
) {
  const balances = (await serverQueryKeys(page)).filter(
    (key) => key[0] === 'views' && key[1] === 'advertiser-balance',
  );
  expect(balances).toEqual([
    [
      'views',
      'advertiser-balance',
      expect.objectContaining({ advertiser_id: String(advertiserId) }),
    ],
  ]);
  expect(asked.filter((r) => /^\/api\/(base\/invoices|views)\//.test(r.path))).toEqual([]);
}

test.describe('statement of account', () => {
  test.describe.configure({ timeout: 60_000 });

  test('lists exactly the unpaid invoices, per currency, from the HTML, for one request', async ({
    page,
    request,
    browser,
  }) => {
    const { advertiserId, expected } = await twoCurrencyAdvertiser(request);
    const url = `/advertisers/${advertiserId}/statement`;
    const expectStatement = async (main: Locator) => {
      await expect(
        main.getByRole('heading', { level: 1, name: 'Statement of account' }),
      ).toBeVisible();
      await expect(main.getByText(advertiserName(advertiserId), { exact: true })).toBeVisible();
      await expect(main.getByText(`Advertiser number ${advertiserId}`)).toBeVisible();
      await expect(main.getByText(/^Statement date: /)).toBeVisible();
      for (const e of expected) {
        const table = main.getByRole('table', {
          name: new RegExp(`^Open invoices in ${e.currency}`),
        });
        await expect(table.locator('tbody').getByRole('rowheader')).toHaveText(e.ids.map(String));
        await expect(table.getByRole('row', { name: /^Total in/ })).toHaveText(
          new RegExp(
            `${escape(money(e.unpaidCents, e.currency))}.*${escape(money(e.unpaidCents, e.currency))}`,
          ),
        );
      }
      await expect(main.getByRole('table', { name: /^Open invoices in/ })).toHaveCount(
        expected.length,
      );
      await expectFigures(main, expected);
      await expect(main.getByText(/The API records no payments/)).toBeVisible();
    };

    // What a pasted link shows first: the whole statement is in the server's HTML.
    await withoutScript(browser, url, (plain) => expectStatement(plain.getByRole('main')));

    const asked = apiRequests(page);
    await page.goto(url);
    await expectStatement(page.getByRole('main'));
    // Fewer than 25 invoices: the advertiser page's page of them holds them all.
    await page.waitForLoadState('networkidle');
    await expectReadByTheServerAlone(page, asked, advertiserId);
  });

  test('the advertiser page shows the same figures and links to the statement', async ({
    page,
    request,
  }) => {
    const { advertiserId, expected } = await twoCurrencyAdvertiser(request);
    const asked = apiRequests(page);
    await page.goto(`/advertisers/${advertiserId}`);
    const owe = page.getByRole('region', { name: 'What they owe' });
    await expectFigures(owe, expected);
    // Fewer than 25 invoices: the Invoices card's page holds them all, so the figures cost nothing.
    await expectReadByTheServerAlone(page, asked, advertiserId);
    await owe.getByRole('link', { name: 'Statement of account' }).click();
    await expect(page).toHaveURL(new RegExp(`/advertisers/${advertiserId}/statement$`));
    await expect(page.getByRole('table', { name: /^Open invoices in/ })).toHaveCount(
      expected.length,
    );
  });

  test('the statement prints: only the statement, rows whole, on white paper', async ({
    page,
    request,
  }, testInfo) => {
    const { advertiserId } = await twoCurrencyAdvertiser(request);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ media: 'screen', colorScheme: scheme });
      await page.goto(`/advertisers/${advertiserId}/statement`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const table = page.getByRole('table', { name: /^Open invoices in/ }).first();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      await page.emulateMedia({ media: 'print', colorScheme: scheme });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Statement of account' })).toBeVisible();
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
      expect(
        await table
          .getByRole('row')
          .nth(1)
          .evaluate((el) => getComputedStyle(el).breakInside),
      ).toBe('avoid');
      expect(await table.locator('thead').evaluate((el) => getComputedStyle(el).display)).toBe(
        'table-header-group',
      );
      expect(await style('body', 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await style('html', 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await style('body', 'color')).toBe('rgb(0, 0, 0)');
      const link = table.getByRole('link').first();
      expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
      expect(await link.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');

      await page.screenshot({ path: testInfo.outputPath(`print-${scheme}.png`), fullPage: true });
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5_000);
      await testInfo.attach(`statement-${scheme}.pdf`, {
        body: pdf,
        contentType: 'application/pdf',
      });
    }
  });

  test('nothing owed: only paid invoices, and an advertiser the API does not know', async ({
    page,
    request,
  }) => {
    // The demo's GBP invoice's advertiser has paid everything.
    const response = await request.get(`/api/base/invoices/${KNOWN.invoices.gbpInvoiceId}`);
    const paidUp = Number(((await response.json()) as WireInvoice).advertiser_id);
    const invoices = await invoicesOf(request, paidUp);
    expect(invoices.filter((i) => i.status !== 'Paid')).toEqual([]);
    await page.goto(`/advertisers/${paidUp}/statement`);
    await expect(page.getByText('Nothing owed.')).toBeVisible();
    await expect(
      page.getByText(`None of their ${invoices.length} invoices is unpaid.`),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.goto(`/advertisers/${KNOWN.unknownId}/statement`);
    await expect(page.getByText(`Advertiser ${KNOWN.unknownId}`, { exact: true })).toBeVisible();
    await expect(page.getByText('The names file has no name for this number.')).toBeVisible();
    await expect(page.getByText('The API has no invoices for this advertiser.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bill to' })).toHaveCount(0);

    await page.goto(`/advertisers/${KNOWN.unknownId}`);
    await expect(
      page.getByRole('region', { name: 'What they owe' }).getByText(/Nothing owed/),
    ).toBeVisible();

    await page.goto('/advertisers/abc/statement');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Not an advertiser number' }),
    ).toBeVisible();
  });

  test('hostile and long names stay text and never widen the page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const img = 52;
    await page.goto(`/advertisers/${img}/statement`);
    await expect(
      page.getByRole('main').getByText(advertiserName(img), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('img, b')).toHaveCount(0);

    const long = 57;
    await page.goto(`/advertisers/${long}/statement`);
    await expect(page.getByRole('table', { name: /^Open invoices in/ }).first()).toBeVisible();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  test.describe('axe', () => {
    test('statement and advertiser page in light and dark mode', async ({ page, request }) => {
      const { advertiserId } = await twoCurrencyAdvertiser(request);
      await page.goto(`/advertisers/${advertiserId}/statement`);
      await expect(page.getByRole('table', { name: /^Open invoices in/ }).first()).toBeVisible();
      await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
      await page.goto(`/advertisers/${advertiserId}`);
      await expect(
        page.getByRole('region', { name: 'What they owe' }).getByRole('table'),
      ).toBeVisible();
      await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('roles', () => {
  // A viewer of its own with sign-in, as in sign-in.spec.ts: statements are for accounting, sales
  // managers and administrators.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  const viewer = useSignInViewer();

  test('sales see their invoices but not what they owe, nor the statement', async ({ page }) => {
    const asked = apiRequests(page);
    await viewer.signIn(page, '/advertisers/21', 'marcus.bell');
    const owe = page.getByRole('region', { name: 'What they owe' });
    await expect(owe).toContainText(
      'What an advertiser owes and their statement are for accounting, sales managers and administrators.',
    );
    await expect(owe.getByRole('table')).toHaveCount(0);
    await expect(owe.getByRole('link')).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Their invoices' }).getByRole('row').nth(1),
    ).toBeVisible();
    expect(asked.filter((r) => r.query.per_page === '100')).toEqual([]);

    const refused = await page.goto(`${viewer.base}/advertisers/21/statement`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(page.getByText(/Statements are for accounting, sales managers/)).toBeVisible();
    expect(asked.filter((r) => r.query.per_page === '100')).toEqual([]);
  });

  test('accounting sees the figures and opens the statement', async ({ page }) => {
    await viewer.signIn(page, '/advertisers/21/statement', 'maria.chen');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Statement of account' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /^Open invoices in/ })).toHaveCount(2);
    await page.getByRole('link', { name: 'Back to the advertiser' }).click();
    await expect(
      page
        .getByRole('region', { name: 'What they owe' })
        .getByRole('row', { name: /^Unpaid total/ }),
    ).toBeVisible();
  });
});
