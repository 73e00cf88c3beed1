// JavaScript sizes of the build: gzip and brotli bytes of every chunk (brotli as the server sends it), the entry's static closure (from Vite's
// manifest) and which chunks are lazy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Chunk {
  /** e.g. assets/index-CLeDKNSU.js */
  file: string;
  raw: number;
  gzip: number;
  /** At brotli's highest quality, as the build's precompressed copies. */
  brotli: number;
}

const sizesOf = (file: string, body: Buffer): Chunk => ({
  file,
  raw: body.length,
  gzip: gzipSync(body).length,
  brotli: brotliCompressSync(body).length,
});

export interface Bundle {
  chunks: Map<string, Chunk>;
  /** Files of the entry and everything it imports statically. */
  entryClosure: string[];
  /** Files loaded for a route: its chunk plus its static imports (the entry's included). */
  routeClosure: (source: string) => string[] | null;
  /** Every JS chunk outside the entry closure: loaded only when a route needs it. */
  lazy: Chunk[];
}

export function readBundle(distDir: string): Bundle {
  const chunks = new Map<string, Chunk>();
  const assets = join(distDir, 'assets');
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const body = readFileSync(join(assets, name));
    const file = `assets/${name}`;
    chunks.set(file, sizesOf(file, body));
  }

  // Classic scripts index.html loads on every view, if any (the theme script is inline now).
  const pageScripts = readdirSync(distDir).filter((n) => n.endsWith('.js'));
  for (const name of pageScripts) {
    const body = readFileSync(join(distDir, name));
    chunks.set(name, sizesOf(name, body));
  }

  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entryClosure = [...pageScripts, ...(entryKey ? closure(entryKey) : [])];
  const inEntry = new Set(entryClosure);
  return {
    chunks,
    entryClosure,
    routeClosure: (source) => (manifest[source] ? [...closure(source, new Set(inEntry))] : null),
    lazy: [...chunks.values()].filter((c) => !inEntry.has(c.file)).sort((a, b) => b.gzip - a.gzip),
  };
}

/** The files' compressed bytes in all, gzip or brotli. */
export function sizeOf(bundle: Bundle, files: Iterable<string>, kind: 'gzip' | 'brotli'): number {
  let total = 0;
  for (const file of files) total += bundle.chunks.get(file)?.[kind] ?? 0;
  return total;
}
