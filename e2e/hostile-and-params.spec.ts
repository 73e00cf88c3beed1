// Hostile text from the API shows literally and runs nothing (the fixture fails on any dialog),
// and bad URL parameters on every list are corrected with a note and never sent to the API.
// Both generated from tables.
import type { Page, Request } from '@playwright/test';
import { expect, serverQueryKeys, test } from './fixtures';

const HOSTILE_NAME = '<img src=x onerror=alert(1)> Holiday Gift Guide';
const HTML_DESCRIPTION = '<b>Grand opening</b> <script>alert("x")</script> & <i>more</i>';

interface HostileCase {
  name: string;
  url: string;
  /** The texts that must be shown exactly as the API sent them. */
  literals: string[];
}

const HOSTILE: HostileCase[] = [
  { name: 'product name in the products list', url: '/products', literals: [HOSTILE_NAME] },
  {
    name: 'product name on the product page',
    url: '/products/10/ad-sizes',
    literals: [HOSTILE_NAME],
  },
  {
    name: 'product name on a contract with the hostile product',
    url: '/contracts/1025',
    literals: [HOSTILE_NAME],
  },
  {
    name: 'product name in the insertions list',
    url: '/insertions?product_id=10',
    literals: [HOSTILE_NAME],
  },
  {
    name: 'insertion description on its contract',
    url: '/contracts/1003',
    literals: [HTML_DESCRIPTION],
  },
  {
    name: 'insertion description in the insertions list',
    url: '/insertions?contract_id=1003',
    literals: [HTML_DESCRIPTION],
  },
  {
    name: 'contract note',
    url: '/contracts/1005',
    literals: ['<b>Do not</b> run next to competitor ads', '<script>alert(1)</script>'],
  },
];

/** What the hostile markup would have made, had it been rendered as HTML. */
const INJECTED = [
  'img[src="x"]',
  'main script',
  'main b:text("Grand opening")',
  'main i:text-is("more")',
  'main b:text-is("Do not")',
];

test.describe('hostile text', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const c of HOSTILE) {
    test(`${c.name} (${c.url}) shows literally and runs nothing`, async ({ page }) => {
      await page.goto(c.url);
      for (const literal of c.literals) {
        // Shown on screen (a hidden <option> of a filter does not count).
        const shown = page.getByRole('main').getByText(literal).filter({ visible: true });
        await expect(shown.first()).toBeVisible();
      }
      for (const selector of INJECTED) {
        await expect(page.locator(selector), selector).toHaveCount(0);
      }
    });
  }
});

interface ParamsCase {
  name: string;
  url: string;
  /** The API request of the list. */
  api: RegExp;
  /** One line of the note per bad parameter. */
  notes: RegExp[];
  /** The first request's query parameters, exactly: the corrected values only. */
  sent: Record<string, string>;
  /**
   * The query key the server's loader asked the API with (its answer is in the page's state), when
   * the server renders the list; the corrected parameters only, like `sent`. Without one, the
   * browser asks (the insertions rows are read by the browser's worker).
   */
  serverKey?: unknown[];
  /** Proof the list is shown. */
  shown: (page: Page) => ReturnType<Page['getByRole']>;
}

const PARAMS: ParamsCase[] = [
  {
    name: 'invoice list',
    url: '/invoices?page=0&per_page=500&sort_by=name&amount_from=abc',
    api: /\/api\/base\/invoices\/?\?/,
    notes: [
      /page=0 is below 1; 1 is used/,
      /per_page=500 is above the maximum of 100; 100 is used/,
      /sort_by=name is not one of id, date_created, date_due, total/,
      /amount_from=abc is not a number/,
    ],
    sent: { page: '1', per_page: '100', sort_by: 'id', sort_order: 'desc' },
    serverKey: ['invoices', 'list', { page: 1, per_page: 100, sort_by: 'id', sort_order: 'desc' }],
    shown: (page) => page.getByRole('link', { name: '50907', exact: true }),
  },
  // /insertions reads the server's view of its copy, not the API (decision 15): its corrections
  // are tested in e2e/insertions.spec.ts ("a bad value is left out with a note").
  {
    name: 'products',
    url: '/products?type=abc&active=maybe',
    api: /\/api\/base\/products\/?(\?|$)/,
    notes: [/type=abc is not a number/, /active=maybe is neither true nor false/],
    sent: {},
    serverKey: ['products', 'list'],
    shown: (page) => page.getByRole('link', { name: 'Harbor City Gazette', exact: true }),
  },
  {
    name: 'product ad sizes',
    url: '/products/1/ad-sizes?active=maybe',
    api: /\/api\/base\/adSizes\/product\/1\/?(\?|$)/,
    notes: [/active=maybe is neither true nor false/],
    sent: {},
    // active=true is the API's default and is not sent (src/api/ad-sizes.ts).
    serverKey: ['adSizes', 'list', { product_id: 1, active: true }],
    shown: (page) => page.getByRole('cell', { name: 'Full Page', exact: true }),
  },
  {
    name: 'users',
    url: '/users?email=%20dana.whitfield%40harborcitymedia.com%20&first_name=%20%20',
    api: /\/api\/secondary\/users\/?(\?|$)/,
    notes: [/email had spaces around it/, /first_name was empty and is left out/],
    sent: { email: 'dana.whitfield@harborcitymedia.com' },
    serverKey: ['users', 'list', { email: 'dana.whitfield@harborcitymedia.com' }],
    shown: (page) =>
      page.getByRole('cell', { name: 'dana.whitfield@harborcitymedia.com', exact: true }),
  },
  {
    name: 'contracts found through insertions',
    url: '/contracts?advertiser_id=-4&product_id=1',
    api: /\/api\/base\/insertions\/?(\?|$)/,
    notes: [/advertiser_id="-4" is not a record number/],
    sent: { product_id: '1' },
    serverKey: ['insertions', 'list', { product_id: 1 }],
    shown: (page) => page.getByRole('link', { name: 'Contract 1001', exact: true }),
  },
];

const queryOf = (request: Request) =>
  Object.fromEntries(new URL(request.url()).searchParams.entries());

test.describe('bad URL parameters', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const c of PARAMS) {
    test(`${c.name} (${c.url}) is corrected with a note`, async ({ page }) => {
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (c.api.test(request.url())) sent.push(request);
      });
      await page.goto(c.url);
      const note = page.getByRole('status').filter({ hasText: c.notes[0]! });
      await expect(note).toBeVisible();
      for (const line of c.notes) await expect(note).toContainText(line);
      await expect(c.shown(page)).toBeVisible();
      if (c.serverKey) {
        // The server's loader asked for the list with the corrected parameters only: its answer
        // is in the page, so the browser does not ask again.
        const keys = await serverQueryKeys(page);
        const lists = keys.filter((key) => key[0] === c.serverKey![0] && key[1] === 'list');
        expect(lists, 'the list was requested by the server').toEqual([c.serverKey]);
        expect(sent.map(queryOf), 'the browser asked nothing else').toEqual([]);
      } else {
        expect(sent.length, 'the list was requested').toBeGreaterThan(0);
        expect(queryOf(sent[0]!)).toEqual(c.sent);
      }
    });
  }
});
