// `vite build` alone, served by a plain static server with public/config.json, is still a working
// single-page app: no state block in the page, so the browser renders it (createRoot). The static
// server here serves dist/ with an index.html fallback and passes /api/* to the suite's viewer,
// as a host that puts the API at the same origin would (config.json's relative addresses).
import { startStaticHost, type StaticHost } from '../scripts/static-host';
import { expect, test } from './fixtures';

const dist = process.env.DIST_DIR || 'dist';
let host: StaticHost;
let origin: string;

test.beforeAll(async () => {
  // The suite's viewer (playwright.config.ts) answers /api/*.
  host = await startStaticHost(dist, `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173)}`);
  origin = host.origin;
});
test.afterAll(() => host.close());

test('the client build alone, on a static server, renders the invoice list in the browser', async ({
  page,
}) => {
  const response = await page.goto(`${origin}/invoices?sort_by=total`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('viewer-state');
  expect(html).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(25);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('assets are served precompressed: brotli when accepted, else gzip', async ({ request }) => {
  const page = await request.get('/invoices');
  const script = (await page.text()).match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await brotli.text()).toBe(await gzip.text());
});

test('a page across records says in one sentence that it needs the server, never a spinner', async ({
  page,
}) => {
  // A static host whose API is the vendor's: no /api/views (a 404, as a plain file server answers).
  await page.route(`${origin}/api/views/**`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  for (const [path, heading] of [
    ['/receivables', 'Receivables'],
    ['/invoices?status=unpaid', 'Invoices'],
    ['/advertisers/52/statement', 'Statement of account'],
  ] as const) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: /needs the viewer's own server/ });
    await expect(alert, path).toBeVisible();
    await expect(page.getByText(/^Reading /)).toHaveCount(0);
  }
  // The API's own pages still work; their export and summary say they need the server.
  await page.goto(`${origin}/invoices`);
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(25);
  for (const [button, region] of [
    ['Export CSV', 'Export'],
    ['Summarise', 'Summary'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(
      page
        .getByRole('region', { name: region })
        .getByRole('alert')
        .filter({ hasText: /needs the viewer's own server/ }),
    ).toBeVisible();
  }
});
