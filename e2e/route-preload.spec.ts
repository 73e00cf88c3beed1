// A deep link's HTML preloads its route's chunks: the server asks its rendering bundle which modules
// the URL's routes need (the app's own route table) and finds their chunks in the client build's
// manifest. Checked for every route against the real build; a path of no route gets only the entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { expect, test } from './fixtures';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
const manifest = JSON.parse(
  readFileSync(join(process.env.DIST_DIR || 'dist', '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

const feature = (file: string) => `src/features/${file}`;
/** A deep link of every route, and the modules whose chunks it must preload. */
const DEEP_LINKS: [string, string[]][] = [
  ['/', [feature('home/home-route.tsx')]],
  ['/products', [feature('products/products-route.tsx')]],
  ['/products/1/ad-sizes', [feature('products/product-route.tsx')]],
  ['/contracts', [feature('contracts/contracts-route.tsx')]],
  ['/contracts/pipeline', [feature('contracts/pipeline-route.tsx')]],
  [`/contracts/${KNOWN.contracts.richContractId}`, [feature('contracts/contract-route.tsx')]],
  ['/bookings', [feature('bookings/bookings-route.tsx')]],
  ['/pacing', [feature('pacing/pacing-route.tsx')]],
  // The list's virtualizer too (the shared code imports it lazily: no route chunk names it).
  ['/insertions', [feature('insertions/insertions-route.tsx'), 'src/components/virtual-core.ts']],
  ['/invoices', [feature('invoices/invoices-route.tsx'), feature('invoices/invoices-prefetch.ts')]],
  [`/invoices/${KNOWN.invoices.normalInvoiceId}`, [feature('invoices/invoice-route.tsx')]],
  ['/users', [feature('users/users-route.tsx')]],
  ['/renewals', [feature('renewals/renewals-route.tsx')]],
  ['/schedule', [feature('schedule/schedule-route.tsx')]],
  ['/advertisers', [feature('advertisers/advertisers-route.tsx')]],
  ['/advertisers/1', [feature('advertisers/advertiser-route.tsx')]],
  ['/advertisers/1/statement', [feature('advertisers/statement-route.tsx')]],
  ['/receivables', [feature('receivables/receivables-route.tsx')]],
  ['/changes', [feature('changes/changes-route.tsx')]],
  ['/status', [feature('status/status-route.tsx')]],
];
/** /products/:id only redirects to its first tab: its HTML is never sent. */
const REDIRECT_ONLY = [feature('products/product-redirect-route.tsx')];

/** The modulepreload links of the page at `url`, as the files they name. */
async function preloads(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  // 200 even for a page of no route: a streamed page's status goes with its head, before the render.
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
}

test('the deep links cover every route module of the build', () => {
  const routeModules = Object.keys(manifest).filter((key) =>
    /^src\/features\/.*-route\.tsx$/.test(key),
  );
  const covered = [...DEEP_LINKS.flatMap(([, modules]) => modules), ...REDIRECT_ONLY];
  expect(routeModules.filter((module) => !covered.includes(module))).toEqual([]);
});

test('a path of no route preloads only what the entry loads', async ({ request }) => {
  const index = readFileSync(join(process.env.DIST_DIR || 'dist', 'index.html'), 'utf8');
  const entryLinks = [...index.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(entryLinks.length).toBeGreaterThan(0);
  expect((await preloads(request, '/no/such/page')).sort()).toEqual(entryLinks.sort());
});

for (const [url, modules] of DEEP_LINKS) {
  test(`${url} preloads the chunks of ${modules.map((m) => m.split('/').pop()).join(', ')}`, async ({
    request,
  }) => {
    const links = await preloads(request, url);
    for (const module of modules) {
      expect(manifest[module], module).toBeDefined();
      expect(links, module).toContain(manifest[module]!.file);
    }
    // No other route's own chunk.
    const others = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/') && !modules.includes(key))
      .map(([, chunk]) => chunk.file);
    expect(links.filter((file) => others.includes(file))).toEqual([]);
  });
}
