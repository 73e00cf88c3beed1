// A deep link downloads its route's JavaScript side by side with the entry: the server asks the
// rendering bundle which modules the URL's route needs (src/app/router.tsx's table) and adds their
// chunks from Vite's manifest to index.html as modulepreload links (server/route-preload.ts).
import { readFileSync } from 'node:fs';
import { KNOWN } from '../server/demo/known';
import { expect, test } from './fixtures';

const INVOICE = KNOWN.invoices.normalInvoiceId;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const chunkOf = (module: string) => `/${manifest[module]!.file}`;
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
const index = readFileSync('dist/index.html', 'utf8');
// Vite's own preloads of the entry's imports, in every page: the route's are those beyond them.
const entryPreloads = new Set(preloadsOf(index));
const entryFiles = [
  ...entryPreloads,
  /<script type="module" crossorigin src="([^"]+)"/.exec(index)![1]!,
];

async function routePreloads(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return preloadsOf(await response.text()).filter((href) => !entryPreloads.has(href));
}

test("preloads each deep link's route chunks, and none for an unknown path", async ({
  request,
}) => {
  expect(await routePreloads(request, `/invoices/${INVOICE}`)).toContain(
    chunkOf('src/features/invoices/invoice-route.tsx'),
  );
  // The loader's own module and the page's.
  const invoices = await routePreloads(request, '/invoices');
  expect(invoices).toContain(chunkOf('src/features/invoices/invoices-prefetch.ts'));
  expect(invoices).toContain(chunkOf('src/features/invoices/invoices-route.tsx'));
  expect(invoices).not.toContain(chunkOf('src/features/invoices/invoice-route.tsx'));
  // And a module the route says it needs at once besides its own.
  const insertions = await routePreloads(request, '/insertions');
  expect(insertions).toContain(chunkOf('src/features/insertions/insertions-route.tsx'));
  expect(insertions).toContain(chunkOf('src/components/virtual-core.ts'));
  // Two paths of one route get the same page head.
  expect(await routePreloads(request, '/products/1/ad-sizes')).toEqual(
    await routePreloads(request, '/products/2/sections'),
  );
  expect(await routePreloads(request, '/nope')).toEqual([]);
});

test("the browser asks for a deep link's route chunk with the entry's, not after", async ({
  page,
}) => {
  await page.goto(`/invoices/${INVOICE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Invoice ${INVOICE}`) }),
  ).toBeVisible();
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [
        new URL(entry.name).pathname,
        { start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd },
      ]),
  );
  const timing = new Map(timings as [string, { start: number; end: number }][]);
  // Without its preload link the chunk is imported by the entry once the entry and all it imports
  // have arrived and run; with it, it is asked for while they are still arriving.
  const entryDone = Math.max(...entryFiles.map((file) => timing.get(file)!.end));
  const route = timing.get(chunkOf('src/features/invoices/invoice-route.tsx'));
  expect(route!.start).toBeLessThan(entryDone);
});
