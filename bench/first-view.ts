// Figure 1: JavaScript for the first view (what Chromium loads for a cold deep link) and every lazy
// chunk. DESIGN's budgets: the first view in brotli bytes (as the server sends it) and scripts
// counted, a lazy chunk in gzip bytes.
import type { Browser } from '@playwright/test';
import { withColdPage } from './browser';
import { readBundle, sizeOf, type Bundle } from './bundle';
import { libraryFloorBrotli } from './library-floor';
import type { OnServer } from './server';
import { atMost, budgetRow, kb, notMeasured, type Row } from './report';

const FIRST_VIEW_KB = 130;
const FIRST_VIEW_SCRIPTS = 8;
const LAZY_CHUNK_KB = 40;

/** The JS files a cold load of `path` fetches before the network is idle. */
const scriptsLoaded = (browser: Browser, baseUrl: string, path: string) =>
  withColdPage(browser, baseUrl, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      // By extension: a modulepreload is not always reported as a script.
      if (url.startsWith(baseUrl) && new URL(url).pathname.endsWith('.js')) {
        scripts.add(new URL(url).pathname.slice(1));
      }
    });
    await page.goto(path, { waitUntil: 'networkidle', timeout: 30_000 });
    return [...scripts].sort();
  });

export async function measureFirstView({
  browser,
  url: baseUrl,
  distDir,
  details,
  root,
}: OnServer): Promise<Row[]> {
  const bundle = readBundle(distDir);
  printChunks(bundle);
  const rows: Row[] = [];
  const views = [
    { path: '/invoices?sort_by=total', route: 'src/features/invoices/invoices-route.tsx' },
    { path: '/', route: 'src/features/home/home-route.tsx' },
  ];
  const loaded: Record<string, unknown> = {};
  for (const view of views) {
    const figure = `first-view JS, cold ${view.path}`;
    try {
      const files = await scriptsLoaded(browser, baseUrl, view.path);
      const unknown = files.filter((f) => !bundle.chunks.has(f));
      const fromManifest = bundle.routeClosure(view.route);
      loaded[view.path] = {
        files: files.map((f) => ({ file: f, brotli: bundle.chunks.get(f)?.brotli ?? null })),
        manifestClosure: fromManifest,
        manifestBrotli: fromManifest ? sizeOf(bundle, fromManifest, 'brotli') : null,
      };
      const manifestNote = fromManifest
        ? `; entry + route chunk per manifest: ${kb(sizeOf(bundle, fromManifest, 'brotli'))} KB`
        : '';
      rows.push(
        budgetRow(
          `${figure} (brotli)`,
          kb(sizeOf(bundle, files, 'brotli')),
          atMost(FIRST_VIEW_KB, 'KB'),
          `gzip ${kb(sizeOf(bundle, files, 'gzip'))} KB${manifestNote}${unknown.length ? `; not in the build: ${unknown.join(', ')}` : ''}`,
        ),
        budgetRow(
          `${figure}: scripts loaded`,
          files.length,
          atMost(FIRST_VIEW_SCRIPTS, 'scripts'),
          files.join(', '),
        ),
      );
    } catch (error) {
      rows.push(notMeasured(figure, atMost(FIRST_VIEW_KB, 'KB'), (error as Error).message));
    }
  }
  const entryBrotli = sizeOf(bundle, bundle.entryClosure, 'brotli');
  rows.push(
    budgetRow('entry chunk(s) alone (brotli)', kb(entryBrotli), atMost(FIRST_VIEW_KB, 'KB')),
  );
  const floors: [figure: string, stack: boolean][] = [
    ['libraries alone (brotli): a one-route app on React, react-router, TanStack Query', false],
    ['the stack alone (brotli): the same app with a TanStack Table and a zod/mini parse', true],
  ];
  for (const [figure, stack] of floors) {
    try {
      const floor = await libraryFloorBrotli(root, stack);
      rows.push(
        budgetRow(
          figure,
          kb(floor),
          atMost(FIRST_VIEW_KB, 'KB'),
          `the viewer's own code in the entry: ${kb(entryBrotli - floor)} KB`,
        ),
      );
    } catch (error) {
      rows.push(notMeasured(figure, atMost(FIRST_VIEW_KB, 'KB'), (error as Error).message));
    }
  }
  const largest = bundle.lazy[0];
  if (largest) {
    const over = bundle.lazy.filter((c) => c.gzip > LAZY_CHUNK_KB * 1024);
    rows.push(
      budgetRow(
        `largest lazy chunk (${largest.file.replace(/^assets\//, '')})`,
        kb(largest.gzip),
        atMost(LAZY_CHUNK_KB, 'KB'),
        `${bundle.lazy.length} lazy chunks${over.length ? `; over budget: ${over.map((c) => c.file).join(', ')}` : ', all within budget'}`,
      ),
    );
  } else {
    rows.push(notMeasured('largest lazy chunk', atMost(LAZY_CHUNK_KB, 'KB'), 'no lazy chunk'));
  }
  details.firstView = {
    loaded,
    entry: bundle.entryClosure.map((file) => ({ file, brotli: bundle.chunks.get(file)?.brotli })),
    lazyChunks: bundle.lazy,
  };
  return rows;
}

function printChunks(bundle: Bundle): void {
  console.log('\nJS chunks (gzip KB; * = entry closure):');
  const entry = new Set(bundle.entryClosure);
  const all = [...bundle.chunks.values()].sort((a, b) => b.gzip - a.gzip);
  for (const chunk of all) {
    const mark = entry.has(chunk.file) ? '*' : ' ';
    console.log(`  ${mark} ${kb(chunk.gzip).toFixed(1).padStart(6)}  ${chunk.file}`);
  }
}
