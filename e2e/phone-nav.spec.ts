// Phone first screen (issue 49 item 11): every section two taps away behind "Menu", in groups, with
// or without script; a wide screen shows one bar and no menu. The run sheet's filters fold behind
// "Filters" on a phone.
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorReady } from './mirror-ready';
import { withoutScript } from './without-script';

const GROUPS = ['Sales', 'Accounting', 'Production', 'People', 'Follow'];

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Menu opens the groups; a section is the second tap, and the menu closes', async ({
    page,
  }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Closed: no section link shows, and nothing scrolls sideways.
    await expect(nav.getByRole('link')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const menu = nav.getByText('Menu', { exact: true });
    await page.screenshot({ path: 'test-results/phone-nav-closed.png' });
    await menu.click();
    await expect(nav.getByRole('heading')).toHaveText(GROUPS);
    // Every section in view at once, without scrolling.
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
    await expect(nav.getByRole('link')).toHaveCount(15);
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({ path: 'test-results/phone-nav-open.png' });
    await expectNoSeriousAxeViolations(page);
    await nav.getByRole('link', { name: 'Pacing' }).click();
    await expect(page).toHaveURL(/\/pacing$/);
    await expect(nav.getByRole('link')).toHaveCount(0);
    // Escape closes it too, back on its button.
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link')).toHaveCount(0);
  });

  test("the server's HTML opens the menu without script", async ({ browser }) => {
    await withoutScript(
      browser,
      '/contracts',
      async (page) => {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByText('Menu', { exact: true }).click();
        await nav.getByRole('link', { name: 'Bookings' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bookings/);
      },
      390,
    );
  });

  test('the run sheet comes first, its dates behind Filters', async ({ page }) => {
    await page.goto('/schedule');
    const dates = page.getByRole('search', { name: 'Dates of the run sheet' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dates).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(dates).toBeVisible();
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(dates).toBeVisible();
  });

  test('passes axe in light and dark mode', async ({ page, request }) => {
    test.setTimeout(60_000);
    // The figures are the server's view of its copy of the account, filled at the suite's start.
    await mirrorReady(request);
    await page.goto('/receivables');
    await expect(page.getByRole('heading', { name: 'Owed per currency' })).toBeVisible();
    await inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
  });
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 900 } });

  test('every section shows in one bar, no menu', async ({ page }) => {
    await page.goto('/users');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Menu', { exact: true })).toBeHidden();
    await expect(nav.getByRole('link')).toHaveCount(15);
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
  });
});
