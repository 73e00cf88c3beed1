// Any screen: at 390 px no route scrolls sideways and every list keeps its key columns in view,
// with the other columns as label: value pairs under each row; at 1920 px the tables are whole.
import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const RICH = KNOWN.contracts.richContractId;
const PRODUCT = KNOWN.products.productWithDeletedSizesId;
const ADVERTISER = KNOWN.contracts.advertiserId;

interface List {
  /** The table's caption. */
  table: string | RegExp;
  keys: string[];
  /** Some of the columns that move under the row on a phone. */
  details: string[];
}

const ROUTES: { path: string; heading: string | RegExp; lists: List[] }[] = [
  { path: '/', heading: 'Ad-sales viewer', lists: [] },
  {
    path: '/products',
    heading: 'Products',
    lists: [
      { table: 'Products', keys: ['Name', 'Product type'], details: ['Ad unit', 'Capabilities'] },
    ],
  },
  {
    path: `/products/${PRODUCT}/ad-sizes`,
    heading: /.+/,
    lists: [{ table: 'Ad sizes', keys: ['Name', 'Size'], details: ['Description', 'Created'] }],
  },
  {
    path: `/products/${PRODUCT}/ad-rates`,
    heading: /.+/,
    lists: [{ table: /^Rates for/, keys: ['Rate name', 'Rate'], details: ['Units'] }],
  },
  {
    path: `/products/${PRODUCT}/sections`,
    heading: /.+/,
    lists: [{ table: 'Sections', keys: ['Section', 'Name'], details: ['Created'] }],
  },
  {
    path: `/products/${PRODUCT}/insertions`,
    heading: /.+/,
    lists: [
      { table: 'Insertions', keys: ['Contract', 'Insertion', 'Status'], details: ['Ad size'] },
    ],
  },
  { path: '/contracts', heading: 'Contracts', lists: [] },
  {
    path: `/contracts?advertiser_id=${ADVERTISER}`,
    heading: 'Contracts',
    lists: [
      {
        table: 'Contracts found',
        keys: ['Contract', 'Advertiser', 'First scheduled'],
        details: ['Products', 'Last scheduled'],
      },
    ],
  },
  {
    path: `/contracts/${RICH}`,
    heading: `Contract ${RICH}`,
    lists: [
      {
        table: 'Insertions of this contract',
        keys: ['Insertion', 'Product'],
        details: ['Ad size', 'Quantity', 'Cancelled'],
      },
      {
        table: 'Line items of this contract',
        keys: ['Line item', 'Type', 'Amount'],
        details: ['Notes', 'Recorded in'],
      },
      {
        table: `Invoices of contract ${RICH}`,
        keys: ['Invoice', 'Status', 'Total'],
        details: ['Created', 'Due'],
      },
    ],
  },
  {
    path: '/insertions',
    heading: 'Insertions',
    lists: [
      {
        table: 'Insertions',
        keys: ['Insertion', 'Product', 'First date', 'Cancelled'],
        details: ['Contract', 'Ad size', 'Quantity'],
      },
    ],
  },
  {
    path: '/invoices',
    heading: 'Invoices',
    lists: [
      {
        table: 'Invoices',
        keys: ['Number', 'Advertiser', 'Status', 'Total'],
        details: ['Contract', 'Created', 'Due', 'Tax'],
      },
    ],
  },
  {
    path: `/invoices/${KNOWN.invoices.normalInvoiceId}`,
    heading: /Invoice/,
    lists: [{ table: 'Line items', keys: ['Description', 'Type', 'Total'], details: ['Amount'] }],
  },
  {
    path: '/users',
    heading: 'Users',
    lists: [{ table: 'Users', keys: ['Name', 'Active'], details: ['E-mail', 'Roles'] }],
  },
  {
    path: '/advertisers',
    heading: 'Advertisers',
    lists: [{ table: 'Advertisers', keys: ['Name', 'Number'], details: [] }],
  },
  {
    path: `/advertisers/${ADVERTISER}`,
    heading: /.+/,
    lists: [
      {
        table: 'Their contracts',
        keys: ['Contract', 'First scheduled'],
        details: ['Products', 'Insertions'],
      },
      {
        table: 'Their invoices',
        keys: ['Invoice', 'Status', 'Total'],
        details: ['Contract', 'Created'],
      },
    ],
  },
  { path: '/no-such-page', heading: 'Page not found', lists: [] },
];

async function rightEdge(locator: Locator): Promise<number> {
  // Polled: a list re-rendered while its names arrive may swap a cell between two frames.
  let edge = Number.NaN;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        edge = box ? box.x + box.width : Number.NaN;
        return box !== null;
      },
      { message: 'laid out' },
    )
    .toBe(true);
  return edge;
}

async function noSidewaysScroll(page: Page, path: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${path}: page wider than the window`).toBeLessThanOrEqual(inner);
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const route of ROUTES) {
    test(`${route.path} never scrolls sideways and keeps its key columns in view`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      for (const list of route.lists) {
        const table = page.getByRole('table', { name: list.table }).first();
        const firstRow = table.locator('tbody tr').first();
        // Rows first: a list's loading table may be swapped for the virtualized one as its data
        // arrives, and scrolling a table that is being swapped out fails.
        await expect(firstRow.getByRole('cell').first()).not.toBeEmpty({ timeout: 15_000 });
        await table.scrollIntoViewIfNeeded();
        const headers = table.locator('thead th');
        await expect(headers).toHaveText(list.keys.map((key) => new RegExp(`^${key}`)));
        for (const key of list.keys) {
          const header = table.getByRole('columnheader', { name: key, exact: true });
          expect(await rightEdge(header), `${list.table}: ${key} header`).toBeLessThanOrEqual(390);
        }
        const cells = firstRow.getByRole('cell');
        await expect(cells).toHaveCount(list.keys.length);
        for (let i = 0; i < list.keys.length; i++) {
          expect(await rightEdge(cells.nth(i)), `${list.keys[i]} cell`).toBeLessThanOrEqual(390);
        }
        // The first row's other columns, under it.
        const details = table.locator('tbody tr').nth(1);
        for (const label of list.details) {
          await expect(details.getByRole('term').filter({ hasText: label })).toBeVisible();
        }
      }
      await noSidewaysScroll(page, route.path);
    });
  }

  test('/insertions shows every detail under its rows, the last one too', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/insertions');
    const table = page.getByRole('table', { name: 'Insertions' });
    await expect(table.getByRole('term').first()).toBeVisible({ timeout: 15_000 });
    // Long descriptions take several lines: the details of such a row used to be cut at four.
    const rows = await table.getByRole('row').evaluateAll((trs) =>
      trs
        .filter((tr) => tr.querySelector('dl'))
        .map((tr) => {
          const last = [...tr.querySelectorAll('dd')].at(-1)!.getBoundingClientRect();
          const bottoms = [tr, tr.querySelector('dl')!].map(
            (e) => e.getBoundingClientRect().bottom,
          );
          return {
            row: tr.previousElementSibling?.querySelector('a')?.textContent ?? '?',
            term: [...tr.querySelectorAll('dt')].at(-1)!.textContent,
            lines: Math.round(
              tr.querySelector('dl')!.scrollHeight /
                parseFloat(getComputedStyle(tr.querySelector('dl')!).lineHeight),
            ),
            cut: Math.max(0, last.bottom - Math.min(...bottoms)),
          };
        }),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.term)).toContain('Last date');
    // The check can fail: some row on the first screen needs more than four lines.
    expect(Math.max(...rows.map((row) => row.lines))).toBeGreaterThan(4);
    expect(rows.filter((row) => row.cut > 0.5)).toEqual([]);
  });

  test('/insertions keeps its key headers and cancelled dates whole', async ({ page }) => {
    await page.goto('/insertions?sort=-canceled');
    const table = page.getByRole('table', { name: 'Insertions' });
    await expect(
      table
        .getByRole('row')
        .nth(1)
        .getByText(/^[A-Z][a-z]{2} \d+, \d{4}$/)
        .last(),
    ).toBeVisible({ timeout: 15_000 });
    // The cells clip what overflows them (a product name ends in an ellipsis, on purpose): these
    // must fit.
    const cut = await table.evaluate((element) =>
      [
        ...element.querySelectorAll('thead th'),
        ...element.querySelectorAll('tbody td:last-child:not([colspan])'),
      ]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('filters fold behind a Filters button on every list', async ({ page }) => {
    for (const [path, count] of [
      ['/products?type=1', 1],
      ['/users?email=someone%40example.com', 1],
      [`/contracts?advertiser_id=${ADVERTISER}`, 1],
      ['/advertisers?q=pizza', 1],
      ['/products', 0],
    ] as const) {
      await page.goto(path);
      const toggle = page.getByRole('button', {
        name: count ? `Filters (${count})` : 'Filters',
        exact: true,
      });
      await expect(toggle, path).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    }
  });

  test("the timeline's month labels never overlap", async ({ page }) => {
    await page.goto(`/contracts/${RICH}`);
    const figure = page.getByRole('figure');
    await figure.scrollIntoViewIfNeeded();
    // The picture is hidden from screen readers (a list says the same): found by its text.
    const ticks = figure.getByText(/^([A-Z][a-z]{2} )?\d{4}$/);
    await expect(ticks.first()).toBeVisible();
    expect(await ticks.count()).toBeGreaterThan(1);
    const axis = await ticks.first().evaluate((span) => {
      const box = span.parentElement!.getBoundingClientRect();
      return { x: box.x, width: box.width };
    });
    const boxes = await ticks.evaluateAll((spans) =>
      spans.map((span) => {
        // The text's own box: a range, so that a label cut by the axis counts at its full width.
        const range = document.createRange();
        range.selectNodeContents(span);
        const text = range.getBoundingClientRect();
        return { left: span.getBoundingClientRect().left, right: text.right };
      }),
    );
    for (const [i, box] of boxes.entries()) {
      expect(box.right).toBeLessThanOrEqual(axis.x + axis.width);
      if (i > 0) expect(box.left, `label ${i} overlaps`).toBeGreaterThan(boxes[i - 1]!.right);
    }
  });
});

test("on a phone the invoice's tax label wraps inside the page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/invoices/${KNOWN.invoices.normalInvoiceId}`);
  const label = page.getByText(/^Tax \(/);
  await expect(label).toBeVisible();
  const box = (await label.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('at 1920 px the tables show every column and no details under the rows', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.locator('thead th')).toHaveText([
    /^Number/,
    /^Advertiser/,
    /^Contract/,
    /^Created/,
    /^Due/,
    /^Status/,
    /^Sub-total/,
    /^Discount/,
    /^Tax/,
    /^Total/,
  ]);
  await expect(table.locator('tbody tr').first().getByRole('cell')).toHaveCount(10);
  await expect(table.getByRole('term')).toHaveCount(0);
  await page.goto('/insertions');
  await expect(page.getByRole('table', { name: 'Insertions' }).locator('thead th')).toHaveCount(14);
  await noSidewaysScroll(page, '/insertions');
});
