// "Mine" (issue 40 item 2): the contract list's seller filter (sold_by_user, the viewer's own,
// answered by its server from its copy of the account), "Mine" for a signed-in seller, seller names
// on the pipeline and bookings linked to their lists, "and N more" opening the seller's list, and
// the age of each open contract with the mark past the limit. Figures are checked against the
// demo's contract list read by hand. On viewers of this spec's own with the list (one without
// sign-in, one with), and the suite's server (no list) for the plain refusal.
import type { Page } from '@playwright/test';
import { daysFrom } from '../src/domain/date-only';
import { demoContracts, type WireContract } from './demo-contracts';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorPassAfter, useMirrorViewer } from './mirror-ready';
import { useSignInViewer } from './sign-in-viewer';
import { withoutScript } from './without-script';

// Marcus Bell (user 2): a seller of the demo whose sign-in (marcus.bell, sales) the provider has.
const MARCUS = '2';

const viewer = useMirrorViewer();

const numbers = (page: Page) =>
  page
    .getByRole('table', { name: 'Contracts' })
    .locator('tbody tr:not(.data-table__details) td:first-child');
const today = () => new Date().toISOString().slice(0, 10);

for (const width of [390, 1920]) {
  test(`${width} px: the Seller filter lists one seller's contracts, with the API's other filters`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const all = await demoContracts(request, viewer.origin, '');
    const his = all.filter((c) => c.sold_by_user === MARCUS).sort((a, b) => +b.id - +a.id);
    expect(his.length).toBeGreaterThan(0);
    await page.goto(`${viewer.origin}/contracts`);
    // No one is signed in (AUTH_MODE=none): no "Mine", but every seller to choose from.
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Whose contracts' })).toHaveCount(0);
    const filters = page.getByRole('search', { name: 'Filter contracts' });
    if (!(await filters.isVisible())) await page.getByText(/^Filters/).click();
    await filters.getByLabel('Seller').selectOption({ label: 'Marcus Bell' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sold_by_user=${MARCUS}(&|$)`));
    await expect(page.getByText('Contracts sold by Marcus Bell, from the server')).toBeVisible();
    await expect(numbers(page)).toHaveText(his.slice(0, 25).map((c) => c.id));

    // With the status filter and the API's sort, as the API would order them.
    const open = his
      .filter((c) => c.status === 'Open')
      .sort((a, b) => a.date_created.localeCompare(b.date_created) || +a.id - +b.id);
    await page.goto(
      `${viewer.origin}/contracts?status=Open&sort_by=date_created&sort_order=asc&sold_by_user=${MARCUS}`,
    );
    await expect(numbers(page)).toHaveText(open.slice(0, 25).map((c) => c.id));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/mine-contracts-${width}.png`, fullPage: true });
  });
}

test("the server's HTML has one seller's list without script", async ({ browser, request }) => {
  const his = (await demoContracts(request, viewer.origin, ''))
    .filter((c) => c.sold_by_user === MARCUS)
    .sort((a, b) => +b.id - +a.id);
  await withoutScript(
    browser,
    `${viewer.origin}/contracts?sold_by_user=${MARCUS}`,
    async (page) => {
      await expect(numbers(page)).toHaveText(his.slice(0, 25).map((c) => c.id));
    },
    1920,
  );
});

test('the pipeline: seller names and "and N more" open their open contracts; ages and the mark', async ({
  page,
  request,
}) => {
  const open = await demoContracts(request, viewer.origin, 'status=Open');
  const bySeller = new Map<string, WireContract[]>();
  for (const c of open) bySeller.set(c.sold_by_user, [...(bySeller.get(c.sold_by_user) ?? []), c]);
  const [seller, list] = [...bySeller.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(list.length).toBeGreaterThan(5);
  const oldestFirst = [...list].sort(
    (a, b) => a.date_created.localeCompare(b.date_created) || +a.id - +b.id,
  );
  const href = `/contracts?status=Open&sort_by=date_created&sort_order=asc&sold_by_user=${seller}`;

  await page.goto(`${viewer.origin}/contracts/pipeline`);
  await expect(
    page.getByText(/those open more than 30 days are marked “Open over 30 days”/),
  ).toBeVisible();
  const region = page.getByRole('region', { name: 'By seller' });
  const theirs = region.getByRole('row').filter({
    has: page.getByRole('link', { name: `and ${list.length - 5} more` }),
  });
  await expect(theirs.locator('th').getByRole('link')).toHaveAttribute('href', href);
  await expect(theirs.getByRole('link', { name: `and ${list.length - 5} more` })).toHaveAttribute(
    'href',
    href,
  );
  // Each listed contract: its age in days, and past 30 days the mark in words.
  for (const c of oldestFirst.slice(0, 5)) {
    const age = daysFrom(c.date_created.slice(0, 10), today());
    const item = theirs
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: c.id }) });
    await expect(item).toContainText(`· ${age} day${age === 1 ? '' : 's'}`);
    await expect(item.getByText('Open over 30 days')).toHaveCount(age > 30 ? 1 : 0);
  }
  // "and N more" opens the whole list: every one of them, oldest first.
  await theirs.getByRole('link', { name: `and ${list.length - 5} more` }).click();
  await expect(page).toHaveURL(`${viewer.origin}${href}`);
  await expect(numbers(page)).toHaveText(oldestFirst.slice(0, 25).map((c) => c.id));

  // Another limit from the address: none is marked when none is that old.
  await page.goto(`${viewer.origin}/contracts/pipeline?older_than=3650`);
  await expect(page.getByText(/more than 3,650 days are marked/)).toBeVisible();
  await expect(page.getByText('Open over 3,650 days', { exact: true })).toHaveCount(0);
});

test("bookings: a seller's name opens their won contracts of the window", async ({
  page,
  request,
}) => {
  const year = today().slice(0, 4);
  const window = `date_sold_after=${year}-01-01&date_sold_before=${year}-12-31`;
  const won = await demoContracts(request, viewer.origin, `status=Won&${window}`);
  const his = won
    .filter((c) => c.sold_by_user === MARCUS)
    .sort((a, b) => (b.date_sold ?? '').localeCompare(a.date_sold ?? '') || +b.id - +a.id);
  expect(his.length).toBeGreaterThan(0);
  await page.goto(`${viewer.origin}/bookings`);
  const link = page
    .getByRole('region', { name: 'By seller and month' })
    .getByRole('link', { name: 'Marcus Bell' });
  await expect(link).toHaveAttribute(
    'href',
    `/contracts?status=Won&${window}&sort_by=date_sold&sold_by_user=${MARCUS}`,
  );
  await link.click();
  await expect(numbers(page)).toHaveText(his.slice(0, 25).map((c) => c.id));
});

test("axe in light and dark mode: one seller's list and the pipeline, at 390 and 1920 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${viewer.origin}/contracts?sold_by_user=${MARCUS}`);
    await expect(numbers(page).first()).toBeVisible();
    await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
    await page.goto(`${viewer.origin}/contracts/pipeline`);
    await expect(page.getByText('Open over 30 days').first()).toBeVisible();
    await inBothSchemes(page, async (scheme) => {
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({
        path: `test-results/mine-pipeline-${width}-${scheme}.png`,
        fullPage: width === 390,
      });
    });
  }
});

test("an account without the contract list says one seller's list cannot be given", async ({
  page,
}) => {
  // The suite's server runs DEMO_CONTRACT_LIST=0.
  await page.goto(`/contracts?sold_by_user=${MARCUS}`);
  await expect(
    page.getByRole('status').getByText("One seller's contracts cannot be listed on this account"),
  ).toBeVisible();
  await expect(page.getByText(/holds only the contracts read one by one/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contracts' })).toHaveCount(0);
});

test.describe('signed in as a seller', () => {
  const signIn = useSignInViewer();

  test('"Mine" lists the signed-in seller\'s contracts; "Everyone\'s" goes back', async ({
    page,
    request,
  }) => {
    const his = (await demoContracts(request, viewer.origin, ''))
      .filter((c) => c.sold_by_user === MARCUS)
      .sort((a, b) => +b.id - +a.id);
    await signIn.signIn(page, '/contracts', 'marcus.bell');
    // Its status is for who is signed in: the browser's session reads it.
    await mirrorPassAfter(page.request, signIn.base);
    await page.reload();
    const whose = page.getByRole('navigation', { name: 'Whose contracts' });
    await expect(whose.getByRole('link', { name: "Everyone's" })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await whose.getByRole('link', { name: 'Mine' }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts\\?sold_by_user=${MARCUS}$`));
    await expect(whose.getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Contracts sold by Marcus Bell (mine)')).toBeVisible();
    await expect(numbers(page)).toHaveText(his.slice(0, 25).map((c) => c.id));
    await whose.getByRole('link', { name: "Everyone's" }).click();
    await expect(page).toHaveURL(`${signIn.base}/contracts`);
  });
});
