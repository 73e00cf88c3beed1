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

// One after the other: the first counts the API calls for contract records on the server.
test.describe.serial("a contract's line items", () => {
  test("a contract's first screen comes from the mirror; its line items are read when shown, once", async ({
    page,
  }) => {
    const id = 1003;
    // The API calls for contract records and for line item lists (the server's metrics: the
    // other tests here, side by side, read invoices).
    const used = async (endpoint: 'contract' | 'contractLineItems') => {
      const text = await (await fetch(`${viewer.origin}/metrics`)).text();
      let calls = 0;
      for (const m of text.matchAll(
        /^gateway_upstream_calls_total\{[^}]*endpoint="([A-Za-z]+)"[^}]*\} (\d+)/gm,
      )) {
        if (m[1] === endpoint) calls += Number(m[2]);
      }
      return calls;
    };
    // Nobody has opened it: the mirror holds its head and insertions, not its line items.
    const probe = await fetch(`${viewer.origin}/api/base/contracts/${id}`, {
      headers: { 'x-gateway-without': 'line_items' },
    });
    expect(probe.headers.get('x-gateway-without')).toBe('line_items');
    const records = await used('contract');
    const lists = await used('contractLineItems');

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${viewer.origin}/contracts/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${id}`);
    await page.waitForLoadState('networkidle');
    // Header, parties, schedule and insertions: no call to the API.
    expect(await used('contract')).toBe(records);
    expect(await used('contractLineItems')).toBe(lists);

    // An insertion opened: its line item needs the record (one call).
    const table = page.getByRole('table', { name: 'Insertions of this contract' });
    await table
      .locator('tbody > tr')
      .filter({ hasText: '100013' })
      .first()
      .getByRole('button', { name: 'Show details' })
      .click();
    await expect(table.getByText('Line item 3: $75.00')).toBeVisible();
    await expect(table.getByText('loading…')).toHaveCount(0);
    expect(await used('contract')).toBe(records + 1);

    // The line items section: the record's three, and the secondary list (its one call).
    const section = page.getByRole('region', { name: 'Line items', exact: true });
    await section.scrollIntoViewIfNeeded();
    const recorded = section.getByRole('definition').first();
    await expect(recorded).toHaveText('3 line items');
    await expect(section.getByRole('table')).toContainText('Rush fee');
    await page.waitForLoadState('networkidle');
    expect(await used('contract')).toBe(records + 1);
    expect(await used('contractLineItems')).toBe(lists + 1);

    // Opened again: the mirror now holds its line items, and answers the whole record.
    const again = await page.context().newPage();
    await again.goto(`${viewer.origin}/contracts/${id}`);
    const whole = again.getByRole('region', { name: 'Line items', exact: true });
    await whole.scrollIntoViewIfNeeded();
    await expect(whole.getByRole('definition').first()).toHaveText('3 line items');
    await again.waitForLoadState('networkidle');
    expect(await used('contract')).toBe(records + 1);
  });

  test("a contract's line items that cannot be read say so where they belong, never 'none'; Retry reads them", async ({
    page,
  }) => {
    const id = 1040;
    let fail = true;
    // The API fails for the whole record (the first screen's answer came from the mirror).
    await page.route(`**/api/base/contracts/${id}`, (route) =>
      fail && !route.request().headers()['x-gateway-without']
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
        : route.continue(),
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${viewer.origin}/contracts/${id}`);
    const section = page.getByRole('region', { name: 'Line items', exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('definition').first()).toHaveText('could not be loaded');
    const panel = section.getByRole('alert').filter({ hasText: `line items of contract ${id}` });
    await expect(panel).toBeVisible();
    await expect(section).not.toContainText('No line items');
    await expect(section.getByRole('table', { name: 'Line items of this contract' })).toHaveCount(
      0,
    );
    fail = false;
    await panel.getByRole('button', { name: /Retry|Try again/ }).click();
    await expect(section.getByRole('definition').first()).toHaveText(
      /^\d+ line items?$|^none recorded$/,
    );
    await expect(section.getByRole('table', { name: 'Line items of this contract' })).toBeVisible();
  });
});
