// Search folds accents both ways (issue 40, item 8): Ctrl+K and the pages' own filters.
import type { Page } from '@playwright/test';
import { atEachWidth, expect, test } from './fixtures';

async function goAnywhere(page: Page, text: string) {
  const box = page.getByRole('dialog');
  // The shortcut's listener comes just after the first paint and the box's code on first use: a
  // press can come before either (as go-anywhere.spec.ts), so press again while the box is shut.
  await expect(async () => {
    if (!(await box.isVisible())) await page.keyboard.press('Control+k');
    await expect(box.getByRole('combobox')).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await box.getByRole('combobox').fill(text);
  return box.getByRole('listbox');
}

atEachWidth(() => {
  test('"Zoe" finds "Zoë" and "Zoë" finds "Zoe…": Ctrl+K and the users filter', async ({
    page,
  }) => {
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: /Zoë Hartmann/ }).first()).toBeVisible();
    for (const typed of ['Zoe', 'Zoë', 'ZOË hart']) {
      const list = await goAnywhere(page, typed);
      await expect(list.getByRole('option', { name: /Zoë Hartmann/ })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    // The mail address has no accent: "zoë" finds it all the same.
    const list = await goAnywhere(page, 'zoë.hartmann@');
    await expect(list.getByRole('option', { name: /Zoë Hartmann/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/users?q=Zoe');
    await expect(page.getByRole('cell', { name: /Zoë Hartmann/ }).first()).toBeVisible();
    await page.goto('/users?q=hartmann');
    await expect(page.getByRole('cell', { name: /Zoë Hartmann/ }).first()).toBeVisible();
  });
});
