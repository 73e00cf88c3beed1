// The server's copy of the account (the mirror): its status page, with JavaScript off and on, a
// pass started from it, and a server killed in the middle of a pass that resumes it when started
// again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { freePort, startOwnViewer } from './own-viewer';
import { withoutScript } from './without-script';

interface Status {
  mirror: {
    resources: Record<string, { rows: number; complete: boolean }>;
    lastPass: { kind: string; outcome: string; calls: number } | null;
    currentPass: { kind: string } | null;
  };
}

for (const width of [390, 1920]) {
  test(`the status page shows the copy's tables and passes from the server (${width} px, no script)`, async ({
    browser,
  }) => {
    await withoutScript(
      browser,
      '/status',
      async (page) => {
        await expect(page.getByRole('heading', { name: 'Server status' })).toBeVisible();
        const table = page.getByRole('table', { name: 'Tables of the server’s copy' });
        await expect(
          table.getByRole('row', { name: /Insertions \(with schedules\)/ }),
        ).toContainText(/\d/);
        await expect(
          page.getByText(/Full pass finished .* UTC \(\d+ API requests\)/),
        ).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      },
      width,
    );
  });
}

test('an administrator on this machine starts a pass from the status page', async ({ page }) => {
  await page.goto('/status');
  const rows = page.getByRole('row', { name: /Contracts/ });
  await expect(rows).toContainText(/\d/);
  await page.getByRole('button', { name: 'Read the whole account now' }).click();
  await expect(page.getByText(/A full pass started\.|A pass was already running\./)).toBeVisible();
  await expect(page.getByText(/Full pass finished/).first()).toBeVisible();
  // Another by hand waits for the cooldown once this one ends: the button says until when.
  await expect
    .poll(async () => ((await (await page.request.get('/api/status')).json()) as Status).mirror)
    .toMatchObject({ currentPass: null, lastPass: { outcome: 'complete' } });
  await page.reload();
  const button = page.getByRole('button', { name: 'Read the whole account now' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    /A pass by hand ended less than 15 minutes ago: the next may start at \d\d:\d\d UTC\./,
  );
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page);
});

test('a server killed in the middle of a pass resumes it when started again', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-mirror-'));
  // Scale 10: a full pass reads about 130 list pages, long enough to be caught in the middle.
  const env = { DATA_DIR: dataDir, DEMO_SCALE: '10' };
  const status = async (origin: string) =>
    (await (await request.get(`${origin}/api/status`)).json()) as Status;
  try {
    const port = await freePort();
    const first = await startOwnViewer(port, env);
    let caught: Status | null = null;
    for (let i = 0; i < 2000 && !caught; i++) {
      const now = await status(first.origin);
      const invoices = now.mirror.resources.invoices!;
      if (now.mirror.currentPass && invoices.rows > 0 && !invoices.complete) caught = now;
      else if (now.mirror.lastPass) break;
    }
    first.kill();
    expect(caught, 'the pass was caught with the invoices half read').not.toBeNull();
    expect(caught!.mirror.resources.invoices!.complete).toBe(false);

    const second = await startOwnViewer(port, env);
    try {
      await expect
        .poll(async () => (await status(second.origin)).mirror.lastPass?.outcome, {
          timeout: 60_000,
        })
        .toBe('complete');
      const after = await status(second.origin);
      expect(after.mirror.lastPass!.kind).toBe('full');
      expect(after.mirror.resources.invoices!.complete).toBe(true);
      expect(after.mirror.resources.contracts!.complete).toBe(true);
      // Resumed, not begun again: fewer reads than the pages of the steps already done.
      const expectedInvoices = (await (
        await request.get(`${second.origin}/api/status`)
      ).json()) as Status;
      expect(after.mirror.lastPass!.calls).toBeLessThan(
        expectedInvoices.mirror.resources.invoices!.rows / 100 + 40,
      );
    } finally {
      second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
