// The first view comes from the server: each route's first data is in the HTML (JavaScript off),
// the page still works once the browser takes over, a refused section's data never reaches the
// HTML, and a slow API sends header and skeleton at once.
import { createHash } from 'node:crypto';
import type { Browser, Page, Route } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { withoutScript } from './without-script';
import { expect, pageErrors, test } from './fixtures';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';

const RICH = KNOWN.contracts.richContractId;

/** Routes a request on to the viewer, asking the demo API behind it to answer after `ms`. */
const delayed = (ms: number) => (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), 'x-demo-delay': String(ms) } });
const INVOICE = KNOWN.invoices.normalInvoiceId;

/** The routes of the issue and what of their data the server's HTML must already show. */
/** A list page's data: its table's first row. */
async function firstRowShown(page: Page) {
  await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible();
}

const FIRST_VIEWS: { url: string; h1: RegExp; data: (page: Page) => Promise<void> }[] = [
  {
    url: '/',
    h1: /^Ad-sales viewer$/,
    data: async (page) => {
      await expect(page.getByRole('combobox', { name: 'Availability of' })).toContainText(
        'Harbor City Gazette',
      );
    },
  },
  {
    url: '/invoices?sort_by=total',
    h1: /^Invoices$/,
    data: async (page) => {
      const table = page.getByRole('table', { name: 'Invoices' });
      await expect(table.locator('tbody tr:not(.data-table__details)')).toHaveCount(25);
    },
  },
  {
    url: `/invoices/${INVOICE}`,
    h1: new RegExp(`Invoice ${INVOICE}`),
    data: async (page) => {
      await expect(page.getByText('$605.96')).toBeVisible();
    },
  },
  {
    url: `/contracts/${RICH}`,
    h1: new RegExp(`Contract ${RICH}`),
    data: async (page) => {
      await expect(page.getByRole('heading', { name: /Parties/i })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Insertions/i }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    url: `/products/${KNOWN.products.sectionsProductId}/ad-sizes`,
    h1: /./,
    data: async (page) => {
      await expect(
        page.getByRole('table', { name: 'Ad sizes' }).locator('tbody tr:not(.data-table__details)'),
      ).toHaveCount(5);
    },
  },
  {
    url: '/users',
    h1: /^Users$/,
    data: firstRowShown,
  },
  {
    url: '/advertisers',
    h1: /^Advertisers$/,
    data: firstRowShown,
  },
  {
    url: '/receivables',
    h1: /^Receivables$/,
    data: async (page) => {
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    },
  },
  {
    url: '/insertions',
    h1: /^Insertions$/,
    data: async (page) => {
      // The header and filters with the products (their names in the product filter); the rows
      // themselves are read by the browser's worker (docs/decisions/0007-server-rendering.md).
      await expect(page.getByRole('form', { name: 'Insertion filters' })).toBeAttached();
      await expect(page.getByRole('combobox', { name: 'Product' })).toContainText(
        'Harbor City Gazette',
      );
    },
  },
];

for (const view of FIRST_VIEWS) {
  test(`${view.url}: the first data is in the server's HTML, and the page works once JavaScript runs`, async ({
    browser,
    page,
  }) => {
    await withoutScript(browser, view.url, async (plain) => {
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText(view.h1);
      await view.data(plain);
    });
    // With JavaScript: hydrated without a console error (the fixture fails on any), then usable.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(base|secondary)\//.test(request.url())) asked.push(request.url());
    });
    await page.goto(view.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.h1);
    await view.data(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    if (!view.url.startsWith('/insertions')) {
      // What the server read is not asked again (the users list is the next page's).
      expect(asked.filter((url) => !/\/secondary\/users\//.test(url))).toEqual([]);
    }
  });
}

// Pages whose every query the server answers: once hydrated, the browser asks the server nothing
// (its API, the sign-in, the status, the names, the figures), and so draws nothing again. On a
// phone, whose layout (the rows' details) hydration keeps.
test.describe('on a phone, on an account that lists contracts', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let viewer: OwnViewer;
  test.beforeAll(async () => {
    viewer = await startOwnViewer(await freePort(), { API_DAILY_QUOTA: '1000000' });
  });
  test.afterAll(() => viewer?.stop());
  for (const url of [
    '/invoices',
    `/invoices/${INVOICE}`,
    `/contracts/${RICH}`,
    '/contracts',
    '/contracts/pipeline',
    '/bookings',
    '/products',
    '/users',
  ]) {
    test(`${url}: once hydrated, the browser asks for nothing the server's page has`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/(api|auth)\//.test(pathname)) asked.push(pathname);
      });
      await page.goto(`${viewer.origin}${url}`);
      // Hydrated (the fixture waits for it). A query without the server's answer asks soon after,
      // some only once their rows are drawn (a long table draws the rows past the first screen
      // after hydrating): seen at up to 2.5 s from the start.
      await page.waitForTimeout(3000);
      expect(asked).toEqual([]);
    });
  }
});

test('the embedded state cannot close its script element, and the CSP runs no inline script but the theme', async ({
  request,
}) => {
  const response = await request.get(`/contracts/${KNOWN.contracts.hostileProductContractId}`);
  const html = await response.text();
  const state = html.match(
    /<script type="application\/json" id="viewer-state">([\s\S]*?)<\/script>/,
  );
  const json = state?.[1] ?? '';
  expect(json).toContain('"queries"');
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toHaveProperty('queries');
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  // Every script element is the app's own file, a JSON data block, or the one inline script (the
  // theme), which the CSP allows by its hash and nothing else.
  const inline: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/src="\/|type="application\/json"/.test(attributes!)) continue;
    inline.push(body!);
  }
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain('adsales.theme.v1');
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
});

test('before any of the app’s JavaScript has run, the header, navigation and rows paint in the remembered theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('adsales.theme.v1', '"dark"'));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/invoices', { waitUntil: 'commit' });
  await expect.poll(() => held).toBe(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).not.toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Invoices' }).locator('tbody tr:not(.data-table__details)'),
  ).toHaveCount(25);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Once the stylesheet has loaded (the first paint waits for it; under load the rows can be parsed
  // before it arrives): the dark theme's background, never the light one.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(18, 20, 23)');
  release();
  // A click on the server's HTML before hydration has finished does nothing: click until the app
  // has taken over (a second click only turns the order round).
  await expect(async () => {
    await page.getByRole('button', { name: /^Total/ }).click();
    await expect(page).toHaveURL(/sort_by=total/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

test('with JavaScript off, the page takes the system’s light or dark scheme; a remembered choice wins over it', async ({
  browser,
  page,
}) => {
  const background = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
  for (const [colorScheme, expected] of [
    ['dark', 'rgb(18, 20, 23)'],
    ['light', 'rgb(255, 255, 255)'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
    try {
      const off = await context.newPage();
      await off.goto('/invoices');
      await expect(off.getByRole('table', { name: 'Invoices' })).toBeVisible();
      await expect(off.locator('html')).not.toHaveAttribute('data-theme', /./);
      expect(await background(off)).toBe(expected);
    } finally {
      await context.close();
    }
  }
  // With JavaScript on, a remembered light theme on a dark system stays light.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('adsales.theme.v1', '"light"'));
  await page.goto('/invoices');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
});

test.describe('behind an authenticating proxy', () => {
  let viewer: OwnViewer;
  test.beforeAll(async () => {
    viewer = await startOwnViewer(await freePort(), {
      AUTH_MODE: 'proxy',
      TRUSTED_PROXIES: '127.0.0.1',
      SSR_WAIT_MS: '5000',
    });
  });
  test.afterAll(() => viewer?.stop());

  test('a person whose roles do not open invoices gets no invoice figure in the HTML, and "Not for your role"', async ({
    browser,
    request,
  }) => {
    const as = (email: string) => ({ headers: { 'x-auth-request-email': email } });
    const allowed = await request.get(
      `${viewer.origin}/invoices/${INVOICE}`,
      as('maria.chen@harborcitymedia.com'),
    );
    expect(allowed.status()).toBe(200);
    expect(await allowed.text()).toContain('$605.96');

    const refused = await request.get(
      `${viewer.origin}/invoices/${INVOICE}`,
      as('tom.okafor@harborcitymedia.com'),
    );
    expect(refused.status()).toBe(403);
    const html = await refused.text();
    expect(html).toContain('Not for your role');
    expect(html).not.toContain('605.96');
    expect(html).not.toContain('Portsmouth'); // the billing address
    expect(html).not.toMatch(/"invoices","detail"/);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-auth-request-email': 'tom.okafor@harborcitymedia.com' },
    });
    const page = await context.newPage();
    await page.goto(`${viewer.origin}/invoices/${INVOICE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }),
    ).toHaveCount(0);
    await context.close();
  });
});

test.describe('with the API answering after 2 s', () => {
  let viewer: OwnViewer;
  // The default wait (SSR_WAIT_MS unset: 250 ms).
  test.beforeAll(async () => {
    viewer = await startOwnViewer(await freePort(), { SSR_WAIT_MS: '' });
    // Its first page loads the server bundle and the route's module: not what is measured.
    await fetch(`${viewer.origin}/contracts/${RICH}`);
  });
  test.afterAll(() => viewer?.stop());

  /** The rich contract with JavaScript off, the server's loaders answered after `delayMs`. */
  async function slowContractWithoutScript(
    browser: Browser,
    delayMs: number,
    check: (page: Page) => Promise<void>,
  ) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.route(`${viewer.origin}/contracts/**`, delayed(delayMs));
      await page.goto(`${viewer.origin}/contracts/${RICH}`);
      await check(page);
    } finally {
      await context.close();
    }
  }

  test('the header and skeleton paint at once, then the data arrives', async ({ page }) => {
    const slow = delayed(2000);
    // The page's own request (its loaders on the server) and the browser's API requests.
    await page.route(`${viewer.origin}/contracts/**`, slow);
    await page.route(`${viewer.origin}/api/base/**`, slow);
    const started = Date.now();
    const response = await page.goto(`${viewer.origin}/contracts/${RICH}`, { waitUntil: 'commit' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response?.status()).toBe(200);
    // The early header (streamed at 100 ms) or the root's: CSS shows one once the page is styled.
    await expect(page.getByRole('link', { name: 'Ad-sales viewer' }).first()).toBeVisible();
    // The early copy (streamed at 100 ms) or the root's: both say it, CSS shows one once styled.
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(
      'Loading the page',
    );
    // First contentful paint, counted from the navigation's start, well before the API's 2 s.
    await expect
      .poll(() =>
        page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        ),
      )
      .toBeLessThan(1500);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`, {
      timeout: 15_000,
    });
    // The early header and skeleton are gone once the app runs: one header, one main.
    await expect(page.locator('#early-shell')).toHaveCount(0);
    await expect(page.locator('header')).toHaveCount(1);
  });

  test('the header and skeleton come ahead of the root, which hides them even without JavaScript', async ({
    browser,
  }) => {
    await slowContractWithoutScript(browser, 2000, async (page) => {
      const html = await page.content();
      expect(html.indexOf('id="early-shell"')).toBeGreaterThan(0);
      expect(html.indexOf('id="early-shell"')).toBeLessThan(html.indexOf('id="root"'));
      // The root (here the server's fallback shell: the data took longer than the wait) shows.
      await expect(page.locator('#early-shell')).toBeHidden();
      await expect(page.locator('header:visible')).toHaveCount(1);
      await expect(page.locator('#root header')).toBeVisible();
      await expect(page.locator('#main')).toHaveCount(1);
    });
  });

  test('the early shell takes no room in the page: the root never moves when it goes (no layout shift)', async ({
    browser,
  }) => {
    // The loaders answer after 180 ms: past the early shell's 100 ms, within the 250 ms wait.
    await slowContractWithoutScript(browser, 180, async (page) => {
      // The root is the page, or (on a busy machine, past the wait) the server's header and
      // skeleton: either way it comes after the early shell and must not move when the shell goes.
      await expect(page.locator('#root header')).toBeVisible();
      await expect(page.locator('#early-shell')).toHaveCount(1);
      await expect(page.locator('#early-shell')).toBeHidden();
      // The frame a browser may paint before it applies `.early-shell:has(~ #root)`: the early
      // shell still shown. The root must already be where it stays (at the top), not below it.
      const top = () =>
        page.evaluate(() => document.getElementById('root')!.getBoundingClientRect().top);
      const settled = await top();
      await page
        .locator('#early-shell')
        .evaluate((shell) => shell.style.setProperty('display', 'block', 'important'));
      await expect(page.locator('#early-shell')).toBeVisible();
      expect(await top()).toBe(settled);
    });
  });

  test('a page whose data comes at once gets no early shell', async ({ request }) => {
    // The contract is held since the tests above: its render takes milliseconds, under the early
    // shell's 100 ms. On a machine busy enough to pass them once, the next render is tried.
    await expect(async () => {
      const html = await (await request.get(`${viewer.origin}/contracts/${RICH}`)).text();
      expect(html).toContain(`Contract ${RICH}`);
      expect(html).not.toContain('early-shell"');
    }).toPass({ timeout: 10_000 });
  });
});

for (const timezoneId of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
  test(`in ${timezoneId} (another day than the server's at some hour) the page hydrates without a mismatch and says the account's today`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`/contracts/${RICH}`);
    // Today is the account's (ACCOUNT_TIME_ZONE, default the server's, which its configuration
    // names), on the server's render and in the browser alike, wherever the browser is.
    const today = await page.evaluate(async () => {
      const { timeZone } = (await (await fetch('/config.json')).json()) as { timeZone: string };
      const parts = { month: 'short', day: 'numeric', year: 'numeric', timeZone } as const;
      return new Date().toLocaleDateString('en-US', parts);
    });
    await expect(page.getByText(`Today is ${today}`)).toBeVisible();
    await page.goto(`/invoices/${INVOICE}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Invoice ${INVOICE}`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
}
