// Deep links download their route's JavaScript side by side with the entry: index.html gets a
// `<link rel="modulepreload">` for the chunks of the route the URL matches (from Vite's manifest),
// a `<link rel="preload" as="style">` for their stylesheets (which Vite awaits before the route's
// module runs)
// and a `<link rel="preload" as="fetch">` for /config.json, which the app reads before its first
// API call. Without a manifest (a build without it) index.html is served as it is.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** The stylesheets the chunk needs (Vite waits for them before the chunk's module runs). */
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * URL paths and the route modules they load (src/app/router.tsx's lazy routes; the server cannot
 * import the app, so the table is repeated here and checked by server/route-preload.test.ts).
 */
export const ROUTE_MODULES: [RegExp, string[]][] = [
  [/^\/$/, ['src/features/home/home-route.tsx']],
  [/^\/products\/?$/, ['src/features/products/products-route.tsx']],
  [/^\/status\/?$/, ['src/features/status/status-route.tsx']],
  [/^\/pacing\/?$/, ['src/features/pacing/pacing-route.tsx']],
  [/^\/products\/[^/]+\/?$/, ['src/features/products/product-redirect-route.tsx']],
  [/^\/products\/[^/]+\/[^/]+\/?$/, ['src/features/products/product-route.tsx']],
  [/^\/contracts\/?$/, ['src/features/contracts/contracts-route.tsx']],
  [/^\/contracts\/pipeline\/?$/, ['src/features/contracts/pipeline-route.tsx']],
  [/^\/contracts\/[^/]+\/?$/, ['src/features/contracts/contract-route.tsx']],
  [/^\/bookings\/?$/, ['src/features/bookings/bookings-route.tsx']],
  // The list's virtualizer too: otherwise asked for only once the page has started.
  [
    /^\/insertions\/?$/,
    ['src/features/insertions/insertions-route.tsx', 'src/components/virtual-core.ts'],
  ],
  [
    /^\/invoices\/?$/,
    ['src/features/invoices/invoices-prefetch.ts', 'src/features/invoices/invoices-route.tsx'],
  ],
  [/^\/invoices\/[^/]+\/?$/, ['src/features/invoices/invoice-route.tsx']],
  [/^\/receivables\/?$/, ['src/features/receivables/receivables-route.tsx']],
  [/^\/changes\/?$/, ['src/features/changes/changes-route.tsx']],
  [/^\/users\/?$/, ['src/features/users/users-route.tsx']],
  [/^\/renewals\/?$/, ['src/features/renewals/renewals-route.tsx']],
  [/^\/schedule\/?$/, ['src/features/schedule/schedule-route.tsx']],
  [/^\/availability\/?$/, ['src/features/products/availability-all-route.tsx']],
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

/**
 * The files a route's modules need that the entry does not already load, in import order: the
 * chunks, then their stylesheets.
 */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const collect = (key: string, into: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into, styles);
  };
  const entryFiles = new Set<string>();
  const entryStyles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryFiles, entryStyles);
  }
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const module of modules) collect(module, files, styles);
  return [
    ...[...files].filter((file) => !entryFiles.has(file)),
    ...[...styles].filter((file) => !entryStyles.has(file)),
  ];
}

/**
 * A route file's link: a module preload, or the route's stylesheet itself, which the server-rendered
 * page needs before its first paint (and without JavaScript).
 */
function preloadLink(file: string): string {
  // crossorigin as Vite's own stylesheet link has it, so Vite finds it there and adds no second one.
  return file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="/${file}" />`
    : `<link rel="modulepreload" crossorigin href="/${file}" />`;
}

/** What /config.json answers; written into index.html too, which saves the app that request. */
export interface ViewerConfig {
  baseUrl: string;
  secondaryBaseUrl: string;
  mode: string;
  /** The account's own currency (ACCOUNT_CURRENCY), when known. */
  currency?: string;
}

/** A JSON data block (never run: the CSP's script-src does not apply to it); `<` escaped. */
export function configBlock(config: ViewerConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="viewer-config">${json}</script>`;
}

/**
 * index.html for a URL path: the server's configuration (or a preload of /config.json without
 * one) and preload links for the route the path matches.
 */
export function preloadedIndex(
  html: string,
  manifest: Manifest | null,
  path: string,
  config?: ViewerConfig,
): string {
  const links = [
    config
      ? configBlock(config)
      : '<link rel="preload" as="fetch" crossorigin href="/config.json" />',
  ];
  const route = ROUTE_MODULES.find(([pattern]) => pattern.test(path));
  if (manifest && route) {
    for (const file of routeFiles(manifest, route[1])) links.push(preloadLink(file));
  }
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
