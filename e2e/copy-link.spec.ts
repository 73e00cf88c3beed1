// "Copy link" on record pages (issue 49 item 9): the page's address to the clipboard with a visible
// note; where the browser refuses the clipboard, the address shows selected to copy by hand.
import { KNOWN } from '../server/demo/known';
import { expect, test } from './fixtures';

const RECORDS = [
  '/contracts/1003',
  '/invoices/50907',
  '/advertisers/1',
  `/insertions/${KNOWN.contracts.rich.insertionLineItemInsertionId}`,
];

for (const path of RECORDS) {
  test(`${path}: Copy link puts the address on the clipboard and says so`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${path}?from=test`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${path}?from=test`,
    );
  });
}

test('a refused clipboard shows the address selected', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/contracts/1003');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const field = page.getByRole('textbox', { name: "The page's link" });
  await expect(field).toHaveValue(`${baseURL}/contracts/1003`);
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd)).toBe(
    `${baseURL}/contracts/1003`.length,
  );
  await expect(page.getByText('Link copied')).toHaveCount(0);
});
