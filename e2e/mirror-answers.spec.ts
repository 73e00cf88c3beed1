// Pages answered from the server's copy of the account (the mirror) say as of when, and their
// Refresh asks the API once: a record changed in MediaOS since the last pass shows as it was read,
// with its as-of, until Refresh brings the new one.
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';

let viewer: OwnViewer;
test.beforeAll(async () => {
  // A viewer of its own: this spec changes a record of its demo.
  viewer = await startOwnViewer(await freePort());
  await expect
    .poll(
      async () => {
        const status = (await (await fetch(`${viewer.origin}/api/status`)).json()) as {
          mirror: { lastPass: { outcome: string } | null };
        };
        return status.mirror.lastPass?.outcome;
      },
      { timeout: 30_000 },
    )
    .toBe('complete');
});
test.afterAll(() => viewer.stop());

test('a record changed in MediaOS shows its as-of, and Refresh brings the new one', async ({
  page,
}) => {
  // The demo plays a day of changes in "MediaOS" (an overdue invoice is paid among them) after
  // the mirror's pass: the server's copy still holds the invoice as it was.
  const change = await fetch(`${viewer.origin}/__demo/next-day`, { method: 'POST' });
  expect(change.status).toBe(200);
  const id = ((await change.json()) as { played: { paid: number | null } }).played.paid;
  expect(id).not.toBeNull();
  const heading = page.getByRole('heading', { level: 1 });
  const asOf = page.getByRole('status').filter({ hasText: /^As of/ });

  // Opened, the page shows the copy as of the pass, and says so.
  await page.goto(`${viewer.origin}/invoices/${id}`);
  await expect(heading).toContainText('Unpaid');
  await expect(asOf).toContainText(/As of \d{2}:\d{2}/);
  await asOf.getByRole('button', { name: 'Refresh' }).click();
  await expect(heading).toContainText('Paid');
  await expect(heading).not.toContainText('Unpaid');
  await expect(asOf).toBeHidden();
  // The mirror now holds the new one: opened again, it answers it, as of the Refresh.
  await page.goto(`${viewer.origin}/invoices/${id}`);
  await expect(heading).not.toContainText('Unpaid');
  await expect(heading).toContainText('Paid');
  await expect(asOf).toBeVisible();
});

test('the as-of line and its Refresh at 390 and 1920 px, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  const asOf = page.getByRole('status').filter({ hasText: /^As of/ });
  await page.goto(`${viewer.origin}/invoices?advertiser_id=7`);
  for (const width of [390, 1920]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await expect(asOf.getByRole('button', { name: 'Refresh' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `test-results/as-of-${width}-${scheme}.png` });
    }
  }
});
