// Phone navigation shows that it scrolls and shows the page's own item (issue 40, item 7).
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { mirrorReady } from './mirror-ready';

const navState = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' }).evaluate((nav: HTMLElement) => ({
    more: nav.hasAttribute('data-more'),
    scrolled: nav.scrollLeft,
  }));

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bar fades where more items follow, and the page’s item is in view', async ({
    page,
  }) => {
    await page.goto('/products');
    expect(await navState(page)).toEqual({ more: true, scrolled: 0 });
    await page.screenshot({ path: 'test-results/phone-nav-products.png' });
    await page.goto('/users');
    const users = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('aria-current', 'page');
    await expect(users).toBeInViewport({ ratio: 0.95 });
    const state = await navState(page);
    expect(state.scrolled).toBeGreaterThan(0);
    // Scrolled to its end: nothing more to the right, no fade.
    expect(state.more).toBe(false);
    await page.screenshot({ path: 'test-results/phone-nav-users.png' });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`passes axe in ${scheme} mode`, async ({ page, request }) => {
      test.setTimeout(60_000);
      // The figures are the server's view of its copy of the account, filled at the suite's start.
      await mirrorReady(request);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/receivables');
      await expect(page.getByRole('heading', { name: 'Owed per currency' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 900 } });

  test('every item shows, no fade', async ({ page }) => {
    await page.goto('/users');
    expect(await navState(page)).toEqual({ more: false, scrolled: 0 });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
    ).toBeInViewport();
  });
});
