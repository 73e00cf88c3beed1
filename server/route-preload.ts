// Deep links download their route's JavaScript side by side with the entry: index.html gets a
// `<link rel="modulepreload">` for the chunks of the route the URL matches (from Vite's manifest)
// and a `<link rel="preload" as="fetch">` for /config.json, which the app reads before its first
// API call. Without a manifest (a build without it) index.html is served as it is.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * URL paths and the route modules they load (src/app/router.tsx's lazy routes; the server cannot
 * import the app, so the table is repeated here and checked by server/route-preload.test.ts).
 */
export const ROUTE_MODULES: [RegExp, string[]][] = [
  [/^\/$/, ['src/features/home/home-route.tsx']],
  [/^\/products\/?$/, ['src/features/products/products-route.tsx']],
  [/^\/products\/[^/]+\/?$/, ['src/features/products/product-redirect-route.tsx']],
  [/^\/products\/[^/]+\/[^/]+\/?$/, ['src/features/products/product-route.tsx']],
  [/^\/contracts\/?$/, ['src/features/contracts/contracts-route.tsx']],
  [/^\/contracts\/[^/]+\/?$/, ['src/features/contracts/contract-route.tsx']],
  [/^\/insertions\/?$/, ['src/features/insertions/insertions-route.tsx']],
  [
    /^\/invoices\/?$/,
    ['src/features/invoices/invoices-prefetch.ts', 'src/features/invoices/invoices-route.tsx'],
  ],
  [/^\/invoices\/[^/]+\/?$/, ['src/features/invoices/invoice-route.tsx']],
  [/^\/receivables\/?$/, ['src/features/receivables/receivables-route.tsx']],
  [/^\/users\/?$/, ['src/features/users/users-route.tsx']],
  [/^\/advertisers\/?$/, ['src/features/advertisers/advertisers-route.tsx']],
  [/^\/advertisers\/[^/]+\/?$/, ['src/features/advertisers/advertiser-route.tsx']],
  [/^\/advertisers\/[^/]+\/statement\/?$/, ['src/features/advertisers/statement-route.tsx']],
];

export function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The files a route's modules need that the entry does not already load, in import order. */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  for (const module of modules) collect(module, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

/** index.html for a URL path: with preload links for its route, or the same text when none. */
export function preloadedIndex(html: string, manifest: Manifest | null, path: string): string {
  const links = ['<link rel="preload" as="fetch" crossorigin href="/config.json" />'];
  const route = ROUTE_MODULES.find(([pattern]) => pattern.test(path));
  if (manifest && route) {
    for (const file of routeFiles(manifest, route[1])) {
      links.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
    }
  }
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
