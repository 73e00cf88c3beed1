// The fault matrix: every record page and list × every fault the demo injects, from one table.
// Each cell: the right message in the part that failed, recovery once the fault is gone, the URL
// kept, the navigation still working, and (through the fixture) no uncaught console error.
import type { Locator, Page, Route } from '@playwright/test';
import { mirrorReady } from './mirror-ready';
import { expect, injectFault, test, type DemoFault } from './fixtures';

interface PageCase {
  name: string;
  url: string;
  /** The page's main data request: the one the fault is injected into. */
  api: RegExp;
  /** The part of the page the failure belongs to: its message must appear inside it. */
  place: (page: Page) => Locator;
  /** Proof that the data is shown: the first record, the one drift breaks. */
  loaded: (page: Page) => Locator;
  /** For lists: another record, still shown while drift hides the first. */
  survivor?: (page: Page) => Locator;
  /** A list answers drift with the good rows and a notice; a single record with an error panel. */
  shape: 'list' | 'record';
  /** What a 404 says: the record's number for record pages. */
  notFound: RegExp;
  /** What drift says: the record and the field the demo broke (server/demo/faults.ts). */
  drift: RegExp;
  /** Another section of the main navigation, opened after recovery. */
  navTo: { label: string; url: RegExp; heading: string };
}

const main = (page: Page) => page.getByRole('main');
const region = (name: string) => (page: Page) =>
  page.getByRole('region', { name, exact: true }).first();
const toUsers = { label: 'Users', url: /\/users$/, heading: 'Users' };
const toProducts = { label: 'Products', url: /\/products$/, heading: 'Products' };

const PAGES: PageCase[] = [
  {
    name: 'products list',
    url: '/products',
    api: /\/api\/base\/products\/?(\?|$)/,
    place: main,
    loaded: (page) =>
      region('Products')(page).getByRole('link', { name: 'Harbor City Gazette', exact: true }),
    survivor: (page) =>
      region('Products')(page).getByRole('link', { name: 'Coastal Living Monthly', exact: true }),
    shape: 'list',
    notFound: /products: not found \(404\)/i,
    drift: /Record 1, field [^]*name/,
    navTo: toUsers,
  },
  {
    name: 'product tab',
    url: '/products/1/ad-sizes',
    api: /\/api\/base\/adSizes\/product\/1\/?(\?|$)/,
    place: region('Ad sizes'),
    loaded: (page) =>
      region('Ad sizes')(page).getByRole('cell', { name: 'Full Page', exact: true }),
    survivor: (page) =>
      region('Ad sizes')(page).getByRole('cell', { name: 'Half Page', exact: true }),
    shape: 'list',
    notFound: /ad sizes: not found \(404\)/i,
    drift: /Record 1, field [^]*name/,
    navTo: toUsers,
  },
  {
    name: 'contract',
    url: '/contracts/1003',
    api: /\/api\/base\/contracts\/1003\/?(\?|$)/,
    place: main,
    loaded: (page) => page.getByRole('heading', { level: 1, name: /^Contract 1003(?! not found)/ }),
    shape: 'record',
    notFound: /Contract 1003 not found/,
    drift: /record 1003, field [^]*status/,
    navTo: toUsers,
  },
  {
    name: 'insertions',
    url: '/insertions?product_id=1',
    api: /\/api\/base\/insertions\/?(\?|$)/,
    place: main,
    loaded: (page) => region('Insertions')(page).getByRole('cell', { name: '100001', exact: true }),
    survivor: (page) =>
      region('Insertions')(page).getByRole('cell', { name: '100003', exact: true }),
    shape: 'list',
    notFound: /insertions: not found \(404\)/i,
    drift: /Record 100001, field [^]*contract_id/,
    navTo: toUsers,
  },
  {
    name: 'invoice list',
    url: '/invoices?sort_by=total',
    api: /\/api\/base\/invoices\/?(\?|$)/,
    place: main,
    loaded: (page) => region('Invoices')(page).getByRole('link', { name: '50780', exact: true }),
    survivor: (page) => region('Invoices')(page).getByRole('link', { name: '50779', exact: true }),
    shape: 'list',
    notFound: /invoices: not found \(404\)/i,
    drift: /Record 50780, field [^]*total/,
    navTo: toUsers,
  },
  {
    name: 'invoice',
    url: '/invoices/50011',
    api: /\/api\/base\/invoices\/50011\/?(\?|$)/,
    place: main,
    loaded: (page) => main(page).getByText('605.96').first(),
    shape: 'record',
    notFound: /Invoice 50011 not found/,
    drift: /record 50011, field [^]*total/,
    navTo: toUsers,
  },
  {
    name: 'users',
    url: '/users',
    api: /\/api\/secondary\/users\/?(\?|$)/,
    place: main,
    loaded: (page) =>
      region('Users')(page).getByRole('cell', {
        name: 'dana.whitfield@harborcitymedia.com',
        exact: true,
      }),
    survivor: (page) =>
      region('Users')(page).getByRole('cell', {
        name: 'marcus.bell@harborcitymedia.com',
        exact: true,
      }),
    shape: 'list',
    notFound: /users: not found \(404\)/i,
    drift: /Record 1, field [^]*email/,
    navTo: toProducts,
  },
  // The pages that count insertions rather than list them: the figures are "loaded" when shown
  // with every record read (drift leaves them shown, without the broken record, and says so).
  ...(
    [
      ['availability', '/products/4/availability?from=2026-11-02&to=2026-11-29', 'product_id=4'],
      ['run sheet', '/schedule?from=2026-11-23&to=2026-11-29&product_id=4', 'product_id=4'],
      ['renewals', '/renewals?as_of=2026-11-01', ''],
    ] as const
  ).map(([name, url, query]) => ({
    name,
    url,
    api: new RegExp(`/api/base/insertions/?(\\?${query ? `${query}$` : '$'}|$)`),
    place: main,
    loaded: (page: Page) =>
      main(page)
        .filter({ hasNot: page.getByText(/could not be read/) })
        .getByRole('status')
        .filter({ hasText: /oversold|insertions? on|contracts? ha|advertisers? ha/ })
        .first(),
    survivor: (page: Page) =>
      main(page)
        .getByRole('status')
        .filter({ hasText: /oversold|insertions? on|contracts? ha|advertisers? ha/ })
        .first(),
    shape: 'list' as const,
    notFound: /insertion(s|s of [^:]+| list): not found \(404\)/i,
    drift: /Record \d+, field [^]*contract_id/,
    navTo: toUsers,
  })),
];

interface FaultCase {
  fault: DemoFault;
  /** The text of the message for this page. */
  message: (p: PageCase) => RegExp;
  /** How the person gets the data back once the fault is gone. */
  recovery: (p: PageCase) => 'retry' | 'wait-then-retry' | 'reload';
}

const FAULTS: FaultCase[] = [
  { fault: '403', message: () => /credentials/i, recovery: () => 'retry' },
  // A 404 is final: no Retry is offered; the address still holds the view, so a reload recovers.
  { fault: '404', message: (p) => p.notFound, recovery: () => 'reload' },
  {
    fault: '429',
    message: () => /rate limit[^]*retry after 30 seconds/i,
    recovery: () => 'wait-then-retry',
  },
  { fault: '500', message: () => /the API failed/i, recovery: () => 'retry' },
  { fault: 'timeout', message: () => /took too long/i, recovery: () => 'retry' },
  { fault: 'malformed', message: () => /could not be read[^]*not JSON/i, recovery: () => 'retry' },
  // A list keeps its good rows and names the bad record (nothing to retry); a record cannot show.
  {
    fault: 'drift',
    message: (p) => new RegExp(`could not be read[^]*${p.drift.source}`, p.drift.flags),
    recovery: (p) => (p.shape === 'list' ? 'reload' : 'retry'),
  },
];

/** The demo's timeout fault waits this long before its 504; short, so retries stay quick. */
const TIMEOUT_DELAY_MS = 150;

// The pages the server answers from its copy of the account (decisions 14 and 15): a failing API
// does not reach them (they show the copy), and their own view failing is said in place (below).
const VIEW_PAGES = new Set(['insertions', 'availability', 'run sheet', 'renewals']);
const viewPages = () => PAGES.filter((p) => VIEW_PAGES.has(p.name));
const NAV_LINK: Record<string, string> = {
  insertions: 'Insertions',
  'run sheet': 'Run sheet',
  renewals: 'Renewals',
};

test.describe('fault matrix', () => {
  test.describe.configure({ mode: 'parallel' });

  test.beforeAll(() => {
    console.log(
      `fault matrix: ${PAGES.length} pages × ${FAULTS.length} faults = ${PAGES.length * FAULTS.length} cases`,
    );
  });

  for (const p of PAGES.filter((page) => !VIEW_PAGES.has(page.name))) {
    for (const f of FAULTS) {
      test(`${p.name} (${p.url}) × ${f.fault}`, async ({ page }) => {
        const recovery = f.recovery(p);
        // The 429 countdown (Retry-After: 30) is run on a fake clock instead of waited for.
        if (recovery === 'wait-then-retry') await page.clock.install();
        const removeFault = await injectFault(page, p.api, f.fault, {
          delayMs: f.fault === 'timeout' ? TIMEOUT_DELAY_MS : undefined,
        });
        await page.goto(p.url);
        const url = page.url();

        const message = p
          .place(page)
          .getByRole('alert')
          .or(p.place(page).getByRole('status'))
          .or(p.place(page).getByRole('heading', { level: 1 }))
          .filter({ hasText: f.message(p) })
          .first();
        await expect(message).toBeVisible({ timeout: 15_000 });
        if (f.fault === 'drift' && p.survivor) {
          // The rest of the list still renders; only the broken record is left out.
          await expect(p.survivor(page)).toBeVisible();
        }
        await expect(p.loaded(page)).toHaveCount(0);
        expect(page.url()).toBe(url);

        await removeFault();
        const retry = p.place(page).getByRole('button', { name: /^Retry/ });
        if (recovery === 'reload') {
          await expect(retry).toHaveCount(0);
          await page.reload();
        } else {
          if (recovery === 'wait-then-retry') {
            await expect(retry).toHaveText(/^Retry in (30|29) s$/);
            await expect(retry).toBeDisabled();
            await page.clock.fastForward(30_000);
          }
          await expect(retry).toHaveText('Retry');
          await retry.click();
        }
        await expect(p.loaded(page)).toBeVisible();
        if (p.survivor) await expect(p.survivor(page)).toBeVisible();
        await expect(message).toHaveCount(0);
        expect(page.url()).toBe(url);

        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: p.navTo.label, exact: true }).click();
        await expect(page).toHaveURL(p.navTo.url);
        await expect(
          page.getByRole('heading', { level: 1, name: p.navTo.heading, exact: true }),
        ).toBeVisible();
      });
    }
  }
});

test.describe('views of the server’s copy', () => {
  test.beforeAll(async ({ request }) => {
    await mirrorReady(request);
  });

  for (const p of viewPages()) {
    for (const fault of ['403', '500'] as const) {
      test(`${p.name} (${p.url}) is still shown from the server's copy while the insertion list answers ${fault}`, async ({
        page,
      }) => {
        // The insertion list the page used to read whole: its figures now come from the copy.
        const removeFault = await injectFault(page, p.api, fault);
        await page.goto(p.url);
        await expect(p.loaded(page)).toBeVisible();
        await expect(main(page).getByRole('alert')).toHaveCount(0);
        await removeFault();
      });
    }
  }

  for (const p of viewPages().filter((page) => NAV_LINK[page.name])) {
    test(`${p.name}: the server's view failing is said in place, and Retry brings it`, async ({
      page,
    }) => {
      await page.goto('/users');
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      const fail = (route: Route) =>
        route.fulfill({ status: 500, json: { error: 'The server failed to answer this request' } });
      await page.route('**/api/views/**', fail);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: NAV_LINK[p.name], exact: true }).click();
      const retry = main(page).getByRole('button', { name: /^Retry/ });
      await expect(main(page).getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
      await expect(retry.first()).toBeVisible();
      await page.unroute('**/api/views/**', fail);
      await retry.first().click();
      await expect(main(page).getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
      // The same page, whole: the navigation bar's other pages still open.
      await nav.getByRole('link', { name: 'Users', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    });
  }
});
