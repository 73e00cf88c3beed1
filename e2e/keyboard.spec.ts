// The keyboard (issue 40, item 5): a table's rows are one Tab stop (arrows move, Enter opens), and
// "Skip to results" goes past the header and filters to the first row. Before: 51 Tabs to the
// invoice list's first row, three a row.
import type { Page } from '@playwright/test';
import { atEachWidth, expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';

/** What has focus: a table row's text (first cell), or a control's name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    if (element.matches('tr[data-row]'))
      return `row ${element.querySelector('td')?.innerText ?? ''}`;
    return `${element.tagName.toLowerCase()} ${element.innerText || element.getAttribute('aria-label') || ''}`.trim();
  });

/** Tabs from the page's start until a table row has focus (at most `limit`). */
async function tabsToFirstRow(page: Page, limit = 80): Promise<number> {
  for (let tabs = 1; tabs <= limit; tabs++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).startsWith('row ')) return tabs;
  }
  return Infinity;
}

atEachWidth((width) => {
  test('Skip to results: two Tabs and Enter reach the invoice list’s first row', async ({
    page,
  }) => {
    await page.goto('/invoices');
    await expect(page.getByRole('link', { name: '50907', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Skip to content');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Skip to results');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('row 50907');
  });

  test('each row is one Tab stop; arrows move, Enter opens', async ({ page }) => {
    await page.goto('/invoices');
    await expect(page.getByRole('link', { name: '50907', exact: true })).toBeVisible();
    const tabs = await tabsToFirstRow(page);
    console.log(`${width} px: ${tabs} Tabs from the page's start to the invoice list's first row`);
    // The header and the filters come first (the figure is logged; Skip to results passes them).
    expect(tabs).toBeLessThan(Infinity);
    expect(await focused(page)).toBe('row 50907');
    await page.keyboard.press('ArrowDown');
    const second = await focused(page);
    expect(second).toMatch(/^row \d+$/);
    expect(second).not.toBe('row 50907');
    // Tab leaves the table from the row; Shift+Tab comes back to the same row.
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^row /);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(second);
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('row 50907');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/invoices\/50907$/);
  });

  test('the run sheet’s lines are one Tab stop a section; Enter opens the line’s insertion', async ({
    page,
  }) => {
    await page.goto('/schedule?from=2026-11-23&to=2026-11-29&product_id=4');
    const table = page.getByRole('main').getByRole('table').first();
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    // Every line's links are out of the Tab order but the current line's row itself.
    const stops = await table.evaluate(
      (t) => t.querySelectorAll('a[href]:not([tabindex="-1"]), tr[tabindex="0"]').length,
    );
    expect(stops).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^row /);
    await page.keyboard.press('ArrowDown');
    const line = page.locator('tr[data-row]:focus');
    // The line's insertion (its contract's link comes before it).
    const insertion = await line.getByRole('link', { name: /^\d+$/ }).last().getAttribute('href');
    expect(insertion).toMatch(/^\/insertions\/\d+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${insertion}$`));
  });
});

test('a focused row passes axe in light and dark mode', async ({ page }) => {
  // An axe scan of the invoice list takes a while when the cores are shared (as routes.spec.ts).
  test.setTimeout(60_000);
  await page.goto('/invoices');
  await expect(page.getByRole('link', { name: '50907', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await inBothSchemes(page, async (scheme) => {
    expect(await focused(page)).toBe('row 50907');
    await page.screenshot({ path: `test-results/keyboard-row-${scheme}.png` });
    await expectNoSeriousAxeViolations(page);
  });
});
