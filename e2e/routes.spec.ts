// Every route of the URL table (DESIGN.md) renders its heading and data with no console error and
// no serious or critical axe violation, in light and dark mode, under its own browser title (in the
// server's HTML and once the app has taken over); deep links survive a reload.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, expectTitle, inBothSchemes, test } from './fixtures';

interface RouteCase {
  url: string;
  /** The page's h1. */
  heading: string | RegExp;
  /** The browser title (e2e/titles.spec.ts has the routes that are not here). */
  title?: string;
  /** Proof that the page's data is shown (the scan runs on the loaded page, not a skeleton). */
  ready: (page: Page) => Locator;
}

const cell = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('cell', { name, exact: true }).first();

const ROUTES: RouteCase[] = [
  {
    url: '/',
    title: 'Ad-sales viewer',
    heading: 'Ad-sales viewer',
    ready: (page) => page.getByRole('heading', { name: 'Recently viewed' }),
  },
  {
    url: '/products',
    title: 'Products · Ad-sales viewer',
    heading: 'Products',
    ready: (page) => page.getByRole('link', { name: 'Harbor City Gazette', exact: true }),
  },
  {
    url: '/products/1/ad-sizes',
    title: 'Harbor City Gazette · Ad sizes · Ad-sales viewer',
    heading: /^Harbor City Gazette$/,
    ready: cell('Full Page'),
  },
  {
    url: '/products/1/ad-rates',
    title: 'Harbor City Gazette · Ad rates · Ad-sales viewer',
    heading: /^Harbor City Gazette$/,
    ready: (page) => page.getByRole('region', { name: /^Rates for Full Page/ }),
  },
  {
    url: '/products/1/sections',
    title: 'Harbor City Gazette · Sections · Ad-sales viewer',
    heading: /^Harbor City Gazette$/,
    ready: cell('Obituaries'),
  },
  {
    url: '/products/1/insertions',
    title: 'Harbor City Gazette · Insertions · Ad-sales viewer',
    heading: /^Harbor City Gazette$/,
    ready: cell('100001'),
  },
  {
    url: '/contracts',
    title: 'Contracts · Ad-sales viewer',
    heading: 'Contracts',
    ready: (page) => page.getByRole('heading', { name: 'Open a contract' }),
  },
  {
    url: '/contracts/1003',
    title: 'Contract 1003 · Café Mañana · Ad-sales viewer',
    heading: /^Contract 1003/,
    ready: (page) => page.getByRole('heading', { name: 'Line items' }),
  },
  {
    url: '/insertions',
    title: 'Insertions · Ad-sales viewer',
    heading: 'Insertions',
    ready: (page) => page.getByText('1,504 insertions.', { exact: true }),
  },
  {
    url: '/invoices',
    title: 'Invoices · Ad-sales viewer',
    heading: 'Invoices',
    ready: (page) => page.getByRole('link', { name: '50907', exact: true }),
  },
  {
    url: '/invoices/50011',
    title: 'Invoice 50011 · Café Mañana · Ad-sales viewer',
    heading: /^Invoice 50011/,
    ready: (page) => page.getByRole('main').getByText('605.96').first(),
  },
  {
    url: '/users',
    title: 'Users · Ad-sales viewer',
    heading: 'Users',
    ready: cell('dana.whitfield@harborcitymedia.com'),
  },
  {
    // The server's view of its copy of the account: the figures are in the page.
    url: '/receivables',
    title: 'Receivables · Ad-sales viewer',
    heading: 'Receivables',
    ready: (page) => page.getByRole('heading', { name: 'Owed per currency' }),
  },
  {
    url: '/products/4/availability',
    title: 'harborcitygazette.com · Availability · Ad-sales viewer',
    heading: /^harborcitygazette\.com$/,
    ready: (page) => page.getByRole('region', { name: /^Availability grid/ }),
  },
  {
    url: '/schedule',
    title: 'Run sheet · Ad-sales viewer',
    heading: 'Run sheet',
    ready: (page) => page.getByRole('status').filter({ hasText: /insertions? on/ }),
  },
  {
    url: '/renewals',
    title: 'Renewals · Ad-sales viewer',
    heading: 'Renewals',
    ready: (page) => page.getByRole('status').filter({ hasText: /last scheduled day/ }),
  },
];

test.describe('every route', () => {
  // Two axe scans take a few seconds on the larger pages when three workers share two cores.
  test.describe.configure({ mode: 'parallel', timeout: 60_000 });
  for (const route of ROUTES) {
    test(`${route.url} in light and dark mode`, async ({ page }) => {
      await page.goto(route.url);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: route.heading,
          exact: typeof route.heading === 'string',
        }),
      ).toBeVisible();
      await expect(route.ready(page)).toBeVisible();
      await expectTitle(page, route.url, route.title!);
      await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
    });
  }
});

const DEEP_LINKS: RouteCase[] = [
  {
    url: '/invoices?sort_by=total&page=2',
    heading: 'Invoices',
    ready: (page) => page.getByRole('link', { name: '50516', exact: true }),
  },
  { url: '/products/1/sections', heading: /^Harbor City Gazette$/, ready: cell('Obituaries') },
  {
    url: '/contracts/1003',
    heading: /^Contract 1003/,
    ready: (page) => page.getByRole('heading', { name: 'Line items' }),
  },
];

test.describe('a reload of a deep link', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const link of DEEP_LINKS) {
    test(`${link.url} shows the same view after a reload`, async ({ page }) => {
      await page.goto(link.url);
      const heading = page.getByRole('heading', {
        level: 1,
        name: link.heading,
        exact: typeof link.heading === 'string',
      });
      await expect(link.ready(page)).toBeVisible();
      await page.reload();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(link.url);
      await expect(heading).toBeVisible();
      await expect(link.ready(page)).toBeVisible();
    });
  }
});
