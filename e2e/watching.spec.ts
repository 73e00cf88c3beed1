// Watches: a contract watched from its page is listed on /watching (axe-clean in both themes at
// 390 and 1920 px), and Stop watching takes it off; the contract's button says so again.
import { KNOWN } from '../server/demo/known';
import { expect, expectNoSeriousAxeViolations, test, WIDTHS } from './fixtures';

const RICH = KNOWN.contracts.richContractId;

test('watch a contract, /watching lists it, stop watching', async ({ page }) => {
  await page.goto(`/contracts/${RICH}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
  const watch = page.getByRole('button', { name: 'Watch', exact: true });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await expect(watch).toBeEnabled();
  await watch.click();
  const watching = page.getByRole('button', { name: 'Watching', exact: true });
  await expect(watching).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Watching' })
    .click();
  await expect(page).toHaveTitle('Watching · Ad-sales viewer');
  const item = page.getByRole('listitem').filter({ hasText: `Contract ${RICH}` });
  await expect(item.getByRole('link', { name: new RegExp(`^Contract ${RICH}`) })).toHaveAttribute(
    'href',
    `/contracts/${RICH}`,
  );
  await expect(item).toContainText('Nothing new since your last visit.');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({
        path: `test-results/watching-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  }

  await item.getByRole('button', { name: new RegExp(`^Stop watching Contract ${RICH}`) }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('You watch nothing yet.')).toBeVisible();
  // The page's first view comes from the server, which says the same.
  await page.reload();
  await expect(page.getByText('You watch nothing yet.')).toBeVisible();
  await page.goto(`/contracts/${RICH}`);
  await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
