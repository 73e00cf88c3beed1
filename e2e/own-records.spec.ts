// Own records (issue 49 items 2-3): signed in as a salesperson (Marcus Bell, role sales), the
// per-seller pages open on her own ("Mine", from the server's HTML), "Everyone's" is one click where
// her role allows it (the pipeline, renewals, what changed) and absent where it does not (bookings,
// receivables: hers only), and another seller's figures are not on the page; asking for them by
// address is refused with why. At 390 and 1920 px, axe in light and dark.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';
import { mirrorPassAfter } from './mirror-ready';
import { useSignInViewer } from './sign-in-viewer';

const signIn = useSignInViewer();

/** The other sellers' names, as the server names them to her. */
async function otherSellers(page: Page): Promise<string[]> {
  const answer = await page.request.get(`${signIn.base}/api/views/sellers`);
  const { sellers } = (await answer.json()) as { sellers: { name: string }[] };
  return sellers.map((s) => s.name).filter((name) => name !== 'Marcus Bell');
}

/** The navigation's current link is `current`, and "Everyone's" is there or not. */
async function expectWhose(page: Page, what: string, current: string, everyone: boolean) {
  const whose = page.getByRole('navigation', { name: `Whose ${what}` });
  await expect(whose.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(whose.getByRole('link', { name: "Everyone's" })).toHaveCount(everyone ? 1 : 0);
  return whose;
}

for (const width of [390, 1920]) {
  test(`${width} px: her own by default, Everyone's one click where allowed, no one else's figures`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn.signIn(page, '/contracts/pipeline', 'marcus.bell');
    await mirrorPassAfter(page.request, signIn.base);
    const others = await otherSellers(page);
    expect(others.length).toBeGreaterThan(2);

    // The pipeline: hers first, everyone's a click away (the address says so, to share).
    await page.goto(`${signIn.base}/contracts/pipeline`);
    const whose = await expectWhose(page, 'open contracts', 'Mine', true);
    const bySeller = page.getByRole('region', { name: /^By seller/ }).first();
    await expect(bySeller).toContainText('Marcus Bell');
    for (const name of others) await expect(bySeller).not.toContainText(name);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/own-pipeline-${width}.png`, fullPage: true });
    await whose.getByRole('link', { name: "Everyone's" }).click();
    await expect(page).toHaveURL(/\/contracts\/pipeline\?seller=all$/);
    await expectWhose(page, 'open contracts', "Everyone's", true);
    await expect(bySeller).toContainText(others[0]!);

    // Bookings and receivables are hers alone: no Everyone's, and asking for it is refused.
    await page.goto(`${signIn.base}/bookings`);
    await expectWhose(page, 'bookings', 'Mine', false);
    const byMonth = page.getByRole('region', { name: /^By seller and month/ }).first();
    await expect(byMonth).toContainText('Marcus Bell');
    for (const name of others) await expect(byMonth).not.toContainText(name);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/own-bookings-${width}.png`, fullPage: true });
    await page.goto(`${signIn.base}/receivables`);
    await expectWhose(page, 'receivables', 'Mine', false);
    await page.goto(`${signIn.base}/receivables?by=seller`);
    await expectWhose(page, 'collections', 'Mine', false);
    const past = page.getByRole('table', { name: /past-due invoices per currency/ });
    for (const name of others) await expect(past).not.toContainText(name);
    await page.goto(`${signIn.base}/receivables?seller=all`);
    await expect(page.getByText(/another seller's records are not yours to read/)).toBeVisible();
    await page.goto(`${signIn.base}/pacing`);
    await expectWhose(page, 'pacing', 'Mine', false);
    await expect(page.locator('main')).toContainText('Marcus Bell');
    for (const name of others) await expect(page.locator('main')).not.toContainText(name);
    await page.screenshot({ path: `test-results/own-pacing-${width}.png`, fullPage: true });

    // Renewals and what changed: hers by default, everyone's allowed.
    await page.goto(`${signIn.base}/renewals`);
    await expectWhose(page, 'renewals', 'Mine', true);
    await page.goto(`${signIn.base}/changes`);
    await expectWhose(page, 'changes', 'Mine', true);
  });
}

test('axe in light and dark mode: her receivables and renewals at 390 and 1920 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn.signIn(page, '/receivables', 'marcus.bell');
  await mirrorPassAfter(page.request, signIn.base);
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, what] of [
      ['/receivables', 'receivables'],
      ['/renewals', 'renewals'],
    ] as const) {
      await page.goto(`${signIn.base}${path}`);
      await expectWhose(page, what, 'Mine', what === 'renewals');
      await inBothSchemes(page, async (scheme) => {
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: `test-results/own${path.replace('/', '-')}-${width}-${scheme}.png`,
          fullPage: width === 390,
        });
      });
    }
  }
});

test("the server's HTML opens on hers: Mine current before any script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signIn.signIn(page, '/contracts/pipeline', 'marcus.bell');
  await mirrorPassAfter(page.request, signIn.base);
  const html = await (await page.request.get(`${signIn.base}/contracts/pipeline`)).text();
  expect(html).toMatch(
    /aria-label="Whose open contracts".*?<a[^>]*aria-current="page"[^>]*>Mine</s,
  );
  await context.close();
});
