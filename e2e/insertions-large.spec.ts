// /insertions with the whole list at DEMO_SCALE=50 (about 75,000 rows, 48 MB of JSON): the first
// rows show while the rest is still being read, and the table scrolls to its last row. This spec
// starts its own server (the suite's runs DEMO_SCALE=1) on E2E_PORT + 12.
import { fileURLToPath } from 'node:url';
import { startServer, type BenchServer } from '../bench/server';
import { expect, test } from './fixtures';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT || 4173) + 12;
let server: BenchServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({
    root,
    distDir: process.env.DIST_DIR || `${root}dist`,
    port,
    scale: 50,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the first rows show while the list is still being read, then the count', async ({ page }) => {
  await page.goto(`${server!.baseUrl}/insertions`);
  const table = page.getByRole('table', { name: 'Insertions' });
  const reading = page.getByText(/^Reading the list: [\d,]+( of 7\d,\d{3})? insertions read…$/);
  // Both at once: rows on screen before the whole list has been read.
  await expect(reading).toBeVisible({ timeout: 60_000 });
  await expect(table.locator('tbody > tr[aria-rowindex]').first()).toContainText('100001');
  await expect(page.getByText(/^The API returned 7\d,\d{3} insertions\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(reading).toBeHidden();
});

test('the whole list scrolls to its last row', async ({ page }) => {
  await page.goto(`${server!.baseUrl}/insertions`);
  await expect(page.getByText(/^The API returned 7\d,\d{3} insertions\.$/)).toBeVisible({
    timeout: 30_000,
  });
  // The API's own order: the last row on screen is the answer's last insertion.
  const answer = (await (await fetch(`${server!.baseUrl}/api/base/insertions/`)).json()) as {
    insertions: { id: string; contract_id: string }[];
  };
  const lastInsertion = answer.insertions.at(-1)!;
  const table = page.getByRole('table', { name: 'Insertions' });
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  // aria-rowcount counts the header row too.
  expect(rowCount).toBe(answer.insertions.length + 1);
  const region = page.getByRole('region', { name: 'Insertions' });
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const last = table.locator(`tbody > tr[aria-rowindex="${rowCount}"]`);
  await expect(last).toBeVisible();
  await expect(last.getByRole('link').first()).toHaveText(lastInsertion.id);
});

// How long its main-thread tasks take is the bench's to measure (bench/insertions.ts, in CPU time):
// here, in wall time on a test machine running two browsers, a 50 ms task took up to 200 ms.
test('sorting and searching 75,000 rows: the whole list in order, to its last row, then the matches', async ({
  page,
}) => {
  await page.goto(`${server!.baseUrl}/insertions`);
  await expect(page.getByText(/^The API returned 7\d,\d{3} insertions\.$/)).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table', { name: 'Insertions' });
  const rows = table.locator('tbody > tr[aria-rowindex]');
  const quantities = async () =>
    (await rows.locator('td:nth-child(9)').allTextContents()).map((t) =>
      Number(t.replace(/,/g, '')),
    );

  await table.getByRole('button', { name: 'Quantity' }).click();
  await expect(page).toHaveURL(/sort=-quantity/);
  // The largest quantity of the whole list comes first (the API's own order does not).
  const api = (await (
    await page.request.get(`${server!.baseUrl}/api/base/insertions/`)
  ).json()) as {
    insertions: { quantity: string }[];
  };
  const largest = Math.max(...api.insertions.map((i) => Number(i.quantity)));
  await expect.poll(async () => (await quantities())[0]).toBe(largest);
  const sorted = await quantities();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  // The worker keeps the list and sends the rows in view: at the end of the sorted list, the
  // smallest quantity, in order.
  const region = page.getByRole('region', { name: 'Insertions' });
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const smallest = Math.min(...api.insertions.map((i) => Number(i.quantity)));
  await expect.poll(async () => (await quantities()).at(-1), { timeout: 10_000 }).toBe(smallest);
  const tail = await quantities();
  expect(tail).toEqual([...tail].sort((a, b) => b - a));
  await region.evaluate((el) => el.scrollTo(0, 0));

  await page.getByLabel('Search these rows').fill('opening');
  const count = page.getByText(
    /^The API returned 7\d,\d{3} insertions; [\d,]+ rows? match “opening”\.$/,
  );
  await expect(count).toBeVisible({ timeout: 20_000 });
  await expect(rows.first().locator('td:nth-child(4)')).toContainText(/opening/i);
  const found = await quantities();
  expect(found).toEqual([...found].sort((a, b) => b - a));
});
