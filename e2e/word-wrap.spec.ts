// No word broken mid-word on a phone ("Advertise/r"), while a token longer than the line (a hostile
// name, a pasted search) still wraps within the page instead of widening it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LONG = 'Northshore'.repeat(12);

/** Words of at most 20 letters or digits whose letters lie on two lines, as "Advertise/r". */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,20}/gu)) {
        const tops = new Set<number>();
        for (let i = match.index; i < match.index + match[0].length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (box && box.width > 0) tops.add(Math.round(box.top));
        }
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    '/insertions',
    '/contracts/1003',
    '/advertisers',
    '/advertisers/21/statement',
    '/invoices',
  ]) {
    test(`${path} breaks no word`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('table').first().getByRole('link').first()).toBeVisible({
        timeout: 15_000,
      });
      expect(await brokenWords(page)).toEqual([]);
    });
  }

  test('a search or a number of one long token wraps within the page', async ({ page }) => {
    await page.goto(`/insertions?q=${LONG}`);
    await expect(page.getByText(/^0 insertions of [\d,]+ insertions match/)).toBeVisible({
      timeout: 15_000,
    });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.goto(`/products/${LONG}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG.slice(0, 30));
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.x + heading!.width).toBeLessThanOrEqual(390);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
