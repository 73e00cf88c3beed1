// Deep links download their route's JavaScript side by side with the entry: index.html gets a
// `<link rel="modulepreload">` for the chunks of the route the URL matches (its modules named by
// the rendering bundle's routeModules, from the app's own route table in src/app/router.tsx; their
// files from Vite's manifest), the route's stylesheets (which Vite awaits before the route's module
// runs) and a `<link rel="preload" as="fetch">` for /config.json, which the app reads before its
// first API call. Without a manifest (a build without it) or a rendering bundle (static.ts), no
// route preloads.
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
  /** How long the server's copy answers reference lists (MIRROR_REFERENCE_FRESH_MINUTES). */
  referenceFreshMinutes?: number;
  /** What the gateway can leave out when asked (x-gateway-without, server/mirror/answer.ts). */
  without?: readonly string[];
}

/** A JSON data block (never run: the CSP's script-src does not apply to it); `<` escaped. */
export function configBlock(config: ViewerConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="viewer-config">${json}</script>`;
}

/**
 * index.html for a route: the server's configuration (or a preload of /config.json without one)
 * and preload links for the route's modules (Vite's manifest keys; the rendering bundle's
 * routeModules names them from the app's route table).
 */
export function preloadedIndex(
  html: string,
  manifest: Manifest | null,
  modules: readonly string[],
  config?: ViewerConfig,
): string {
  const links = [
    config
      ? configBlock(config)
      : '<link rel="preload" as="fetch" crossorigin href="/config.json" />',
  ];
  if (manifest) {
    for (const file of routeFiles(manifest, modules)) links.push(preloadLink(file));
  }
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
