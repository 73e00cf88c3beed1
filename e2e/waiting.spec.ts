// Waiting says so (issue 40, item 6): after 3 s without an answer the page says what it waits for
// and how long so far, with Cancel and Retry; a rate limit says whose it is and when it clears.
import {
  atEachWidth,
  expect,
  expectNoSeriousAxeViolations,
  inBothSchemes,
  injectFault,
  test,
} from './fixtures';

atEachWidth((width) => {
  test('a slow answer: words after 3 s, Cancel stops, Retry loads', async ({ page }) => {
    const removeFault = await injectFault(page, '**/api/base/invoices/50011', 'timeout', {
      delayMs: 10_000,
    });
    const started = Date.now();
    await page.goto('/invoices/50011');
    const status = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Waiting for/ });
    await expect(status).toContainText(/no answer after \d+ s/, { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    await expect(status).toContainText('The API is given 20 s a try');
    await page.screenshot({ path: `test-results/waiting-${width}.png` });
    await status.getByRole('button', { name: 'Cancel' }).click();
    // The page's own place for a failure says it was cancelled, and asks nothing by itself.
    const stopped = page.getByRole('main').getByRole('alert');
    await expect(stopped).toContainText('Stopped waiting for invoice 50011');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await removeFault();
    await stopped.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice 50011/ })).toBeVisible();
    await expect(page.getByRole('main').getByText('605.96').first()).toBeVisible();
  });

  test('a 429 says whose limit it is and when it clears', async ({ page }) => {
    await page.clock.install();
    // The server's own refusal, as the gateway words it (server/gateway/admission.ts).
    await page.route('**/api/base/invoices/50011', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '90', 'x-gateway-refusal': 'quota' },
        body: JSON.stringify({
          error:
            "The team's daily quota of 5000 API requests is spent; the next one frees up in 2 minutes.",
        }),
      }),
    );
    // Opened in the browser (the server's own request would not meet the route above).
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Record type' }).selectOption('invoice');
    await main.getByRole('textbox', { name: 'Invoice number' }).fill('50011');
    await main.getByRole('textbox', { name: 'Invoice number' }).press('Enter');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('The team’s daily quota on this server is spent (429)');
    await expect(alert).toContainText('not the API’s');
    await expect(alert).toContainText(/It clears at \d{1,2}:\d{2}/);
    await expect(alert.getByRole('button', { name: /^Retry in \d+ s$/ })).toBeDisabled();
    await page.screenshot({ path: `test-results/rate-limit-team-${width}.png` });
  });

  test('a quick answer never shows the words', async ({ page }) => {
    await page.goto('/invoices/50011');
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice 50011/ })).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(page.getByText(/^Waiting for/)).toHaveCount(0);
  });
});

test('the waiting words pass axe in light and dark mode', async ({ page }) => {
  test.setTimeout(60_000);
  // Long enough for two scans, under the app's 20 s a try (the words stay until the answer).
  await injectFault(page, '**/api/base/invoices/50011', 'timeout', { delayMs: 18_000 });
  await page.goto('/invoices/50011');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 8_000 });
  await inBothSchemes(page, async () => {
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
