// Figures that matter stay in view (issue 40, item 4). Before: on /bookings at 1440 px the Total
// column of "By seller and month" needed a sideways scroll, and a phone showed only January and
// February. Now the total is held at the box's right edge (solid, so the months pass under it) and
// the box opens at its end, the total and the latest months first. Pacing's and the pipeline's
// own figures (the year to date, the value) are their first figure columns: in view as the page
// opens at both sizes. On a viewer of this spec's own whose demo answers the contract list.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { useMirrorViewer } from './mirror-ready';

const viewer = useMirrorViewer();

/** The sellers-by-month table's scrolling box (the first currency's). */
const sellersBox = (page: Page) => page.getByRole('region', { name: 'Sellers by month' }).first();

/** Whether `cell` lies wholly inside `box` and inside the window's width. */
async function wholeIn(cell: Locator, box: Locator, width: number): Promise<boolean> {
  const [c, b] = [await cell.boundingBox(), await box.boundingBox()];
  if (!c || !b) return false;
  const left = Math.max(b.x, 0) - 1;
  const right = Math.min(b.x + b.width, width) + 1;
  return c.x >= left && c.x + c.width <= right;
}

/** Whether the cell is what shows at its own centre (no other cell drawn over or through it). */
const onTop = (cell: Locator) =>
  cell.evaluate((element) => {
    // Into the window's height (a point outside it finds nothing); sideways it is in view already.
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && element.contains(hit);
  });

for (const [width, height] of [
  [1440, 900],
  [1920, 1000],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('bookings: the total column is in view as the page opens and while the months scroll', async ({
      page,
    }) => {
      await page.goto(`${viewer.origin}/bookings`);
      const box = sellersBox(page);
      const table = box.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const total = table.getByRole('columnheader', { name: 'Total' });
      const firstTotal = table.locator('tbody tr').first().locator('td').last();
      const footTotal = table.locator('tfoot tr').first().locator('td').last();
      for (const cell of [total, firstTotal, footTotal]) {
        expect(await wholeIn(cell, box, width)).toBe(true);
      }
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // Scrolled to the first month (if it scrolls at all): the total stays, drawn over the months.
      await box.evaluate((element) => {
        element.scrollLeft = -element.scrollWidth;
      });
      const months = await table.getByRole('columnheader').allInnerTexts();
      const january = table.getByRole('columnheader', { name: months[1]!, exact: true });
      await expect.poll(() => wholeIn(january, box, width)).toBe(true);
      for (const cell of [total, firstTotal, footTotal]) {
        expect(await wholeIn(cell, box, width)).toBe(true);
        expect(await onTop(cell)).toBe(true);
      }
      const background = await firstTotal.evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    });

    test('pacing and the pipeline: the year to date and the value are in view as the page opens', async ({
      page,
    }) => {
      const year = new Date().getFullYear();
      await page.goto(`${viewer.origin}/pacing`);
      const pacing = page.getByRole('region', { name: /^Pacing by seller/ }).first();
      const ytd = pacing.getByRole('columnheader', { name: `${year} to date` });
      await expect(ytd).toBeVisible();
      expect(await wholeIn(ytd, pacing, width)).toBe(true);
      expect(await wholeIn(pacing.locator('tbody tr td').first(), pacing, width)).toBe(true);

      await page.goto(`${viewer.origin}/contracts/pipeline`);
      const pipeline = page.getByRole('region', { name: 'Seller table' }).first();
      const value = pipeline.getByRole('columnheader', { name: 'Value' });
      await expect(value).toBeVisible();
      expect(await wholeIn(value, pipeline, width)).toBe(true);
      // The value column's first figure, not just its heading.
      expect(await wholeIn(pipeline.locator('tbody tr td').nth(1), pipeline, width)).toBe(true);
    });
  });
}

for (const width of [390, 1440]) {
  test(`bookings at ${width} px passes axe in light and dark mode`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${viewer.origin}/bookings`);
    const box = sellersBox(page);
    await expect(box.getByRole('row').nth(1)).toBeVisible();
    await inBothSchemes(page, async (scheme) => {
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/bookings-${width}-${scheme}.png` });
      await box.evaluate((element) => {
        element.scrollLeft = -element.scrollWidth;
      });
      await page.screenshot({ path: `test-results/bookings-${width}-${scheme}-start.png` });
      await expectNoSeriousAxeViolations(page);
      await box.evaluate((element) => {
        element.scrollLeft = 0;
      });
    });
  });
}
