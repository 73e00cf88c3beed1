// Home per role (issue 49 item 4): signed in through the proxy as a salesperson, a sales manager,
// accounting and production, home shows the role's figures, each the number its list's own view
// gives and written as the page writes it, each a link that opens without a refusal; in the
// server's HTML without JavaScript; at 390 and 1920 px, light and dark, with axe.
import type { APIRequestContext, Page } from '@playwright/test';
import type { HomeAmount, HomeAnswer, HomeFigure } from '../src/domain/home-view';
import { addDays, addMonths } from '../src/domain/date-only';
import { formatInteger, formatMoney } from '../src/domain/format';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorPassAfter } from './mirror-ready';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';
import { withoutScript } from './without-script';

type Ask = <T>(path: string, query?: Record<string, string>) => Promise<T>;
/** The run sheet's own count: distinct insertions (one running on several days, once). */
type Sheet = { insertions: number };
type Pacing = { sets: { current: number; rows: { key: number; current: number }[] }[] };
type Rows = { rows: { soldByUserId: number | null }[] };

const sheetCount = (s: Sheet) => s.insertions;
const mainPacing = (p: Pacing) => [...p.sets].sort((a, b) => b.current - a.current)[0]!;

/** Each figure's number as its list's own view gives it (the view the figure links to). */
const FROM_VIEWS: Record<string, (ask: Ask, f: HomeFigure, home: HomeAnswer) => Promise<number>> = {
  'sales.bookings': async (ask, _, home) =>
    mainPacing(await ask<Pacing>('/pacing')).rows.find((r) => r.key === home.me!.id)!.current / 100,
  'sales.pastDue': async (ask, f) =>
    (
      await ask<{ worklist: unknown[] }>('/receivables/by-seller', {
        seller: f.link.query!.seller!,
      })
    ).worklist.length,
  'sales.proposals': async (ask, _, home) =>
    (await ask<Rows>('/pipeline')).rows.filter((r) => r.soldByUserId === home.me!.id).length,
  'sales.renewals': async (ask, _, home) =>
    (await ask<{ due: unknown[] }>('/renewals', { as_of: home.today, within: '60' })).due.length,
  'sales.changes': async (ask, f) =>
    (await ask<{ changes: unknown[] }>('/changes', f.link.query)).changes.length,
  // The team's: everyone's lists (a seller who manages asks for them: her own lists open on hers).
  'manager.pacing': async (ask, f) =>
    mainPacing(await ask<Pacing>('/pacing', f.link.query)).current / 100,
  'manager.pipeline': async (ask, f) => (await ask<Rows>('/pipeline', f.link.query)).rows.length,
  'manager.renewals': async (ask, f, home) =>
    (
      await ask<{ due: unknown[] }>('/renewals', {
        as_of: home.today,
        within: '60',
        ...f.link.query,
      })
    ).due.length,
  'accounting.pastDue': async (ask) => {
    const aging = '/receivables/aging';
    const { byCurrency } = await ask<{ byCurrency: { pastDueTotal: number }[] }>(
      aging,
      AGING_WINDOW,
    );
    return Math.max(...byCurrency.map((c) => c.pastDueTotal));
  },
  'accounting.paid': async (ask, f) =>
    (await ask<{ changes: unknown[] }>('/changes', f.link.query)).changes.length,
  'accounting.balances': async (ask) =>
    (
      await ask<{ byAdvertiser: { unpaidTotal: number }[] }>('/receivables/aging', AGING_WINDOW)
    ).byAdvertiser.filter((a) => a.unpaidTotal > 0).length,
  'production.weeks': async (ask, f) => sheetCount(await ask<Sheet>('/run-sheet', f.link.query)),
  'production.soldOut': async (ask, f) =>
    (
      await ask<{ rows: { cells: { free: number }[] }[] }>('/availability/all', f.link.query)
    ).rows.filter((r) => r.cells.some((c) => c.free <= 0)).length,
  'production.today': async (ask, _, home) =>
    sheetCount(await ask<Sheet>('/run-sheet', { from: home.today, to: home.today })),
};

/** The receivables page's default window (24 months back to 60 days ahead), set per run. */
const AGING_WINDOW: Record<string, string> = {};

const PEOPLE = [
  {
    role: 'sales',
    email: 'marcus.bell@harborcitymedia.com',
    heading: 'Your sales, Marcus Bell',
    // The default policy gives a seller her own bookings and receivables.
    figures: [
      'sales.bookings',
      'sales.proposals',
      'sales.renewals',
      'sales.pastDue',
      'sales.changes',
    ],
  },
  {
    role: 'sales manager',
    email: 'lena.kowalski@harborcitymedia.com',
    heading: 'The team',
    // Lena Kowalski sells too: her own figures (pacing and receivables hers to read), then the team's.
    figures: [
      ...['sales.bookings', 'sales.proposals', 'sales.renewals', 'sales.pastDue', 'sales.changes'],
      ...['manager.pacing', 'manager.pipeline', 'manager.renewals'],
    ],
  },
  {
    role: 'accounting',
    email: 'maria.chen@harborcitymedia.com',
    heading: 'Accounting',
    figures: ['accounting.pastDue', 'accounting.paid', 'accounting.balances'],
  },
  {
    role: 'production',
    email: 'tom.okafor@harborcitymedia.com',
    heading: 'Production',
    figures: ['production.weeks', 'production.soldOut', 'production.today'],
  },
];

let viewer: OwnViewer;
test.beforeAll(async ({ request }) => {
  viewer = await startOwnViewer(await freePort(), {
    AUTH_MODE: 'proxy',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  await mirrorPassAfter(request, viewer.origin);
});
test.afterAll(() => viewer?.stop());

const written = (a: HomeAmount) =>
  'count' in a ? formatInteger(a.count) : formatMoney(a.money, a.currency);

function asker(request: APIRequestContext, email: string): Ask {
  return async (path, query = {}) => {
    const response = await request.get(
      `${viewer.origin}/api/views${path}?${new URLSearchParams(query)}`,
      { headers: { 'x-auth-request-email': email } },
    );
    expect(response.status(), path).toBe(200);
    return (await response.json()) as never;
  };
}

/** The home view's answer as the person, and each figure checked against its list's view. */
async function checkedHome(request: APIRequestContext, email: string): Promise<HomeAnswer> {
  const ask = asker(request, email);
  const home = await ask<HomeAnswer>('/home');
  AGING_WINDOW.date_due_after = addMonths(home.today, -24);
  AGING_WINDOW.date_due_before = addDays(home.today, 60);
  for (const figure of home.groups.flatMap((g) => g.figures)) {
    expect(figure.unavailable, figure.id).toBeUndefined();
    const shown = 'count' in figure.amount ? figure.amount.count : figure.amount.money;
    expect(shown, figure.id).toBe(await FROM_VIEWS[figure.id]!(ask, figure, home));
  }
  return home;
}

/** A figure on the page: its list item, found by its link's words. */
const figureOn = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: label }) })
    .first();

for (const person of PEOPLE) {
  test.describe(person.role, () => {
    test.use({ extraHTTPHeaders: { 'x-auth-request-email': person.email } });

    for (const width of [390, 1920]) {
      test(`${width} px: the role's figures, equal to their views', light and dark with axe`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const home = await checkedHome(request, person.email);
        expect(home.groups.flatMap((g) => g.figures.map((f) => f.id))).toEqual(person.figures);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${viewer.origin}/`);
        await expect(page.getByRole('heading', { level: 2, name: person.heading })).toBeVisible();
        for (const figure of home.groups.flatMap((g) => g.figures)) {
          await expect(figureOn(page, figure.label)).toContainText(written(figure.amount));
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await inBothSchemes(page, async (scheme) => {
          await expectNoSeriousAxeViolations(page);
          await page.screenshot({
            path: `test-results/home-${person.role.replace(' ', '-')}-${width}-${scheme}.png`,
            fullPage: width === 390,
          });
        });
        // On a phone the figures come first: the first figure is above the fold.
        if (width === 390) {
          const first = home.groups[0]!.figures[0]!;
          const box = await figureOn(page, first.label).boundingBox();
          expect(box!.y).toBeLessThan(900);
        }
      });
    }

    test('every link of its figures opens, without a refusal', async ({ page }) => {
      test.setTimeout(90_000);
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 403) refused.push(new URL(r.url()).pathname);
      });
      await page.goto(`${viewer.origin}/`);
      await expect(page.getByRole('heading', { level: 2, name: person.heading })).toBeVisible();
      const hrefs = await page
        .getByRole('region', { name: person.heading })
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      for (const href of new Set(hrefs)) {
        await page.goto(viewer.origin + href);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title, href).toBeVisible();
        await expect(title, href).not.toHaveText('Not for your role');
      }
      expect(refused).toEqual([]);
    });

    test("the figures are in the server's HTML, without JavaScript", async ({
      browser,
      request,
    }) => {
      const home = await checkedHome(request, person.email);
      await withoutScript(
        browser,
        `${viewer.origin}/`,
        async (page) => {
          for (const figure of home.groups.flatMap((g) => g.figures)) {
            await expect(figureOn(page, figure.label)).toContainText(written(figure.amount));
          }
        },
        1920,
        { extraHTTPHeaders: { 'x-auth-request-email': person.email } },
      );
    });
  });
}
