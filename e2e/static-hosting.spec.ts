// `vite build` alone, served by a plain static server with public/config.json, is still a working
// single-page app: no state block in the page, so the browser renders it (createRoot). The static
// server here serves dist/ with an index.html fallback and passes /api/* to the suite's viewer,
// as a host that puts the API at the same origin would (config.json's relative addresses).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect, test } from './fixtures';
import { freePort } from './own-viewer';

const dist = process.env.DIST_DIR || 'dist';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

let server: Server;
let origin: string;

test.beforeAll(async () => {
  // The suite's viewer (playwright.config.ts).
  const api = new URL(`http://127.0.0.1:${Number(process.env.E2E_PORT || 4173)}`);
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) {
      const upstream = forward(
        { host: api.hostname, port: api.port, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
      return;
    }
    const file = normalize(join(dist, path));
    const found = file.startsWith(normalize(dist)) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
