// Serves the built app from memory: hashed assets cached for a year, every other path falls back
// to index.html so deep links load. Files are read (and gzipped) once at start-up.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { preloadedIndex, ROUTE_MODULES, type Manifest, type ViewerConfig } from './route-preload';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(join(distDir, 'index.html'))) return files;
  for (const full of walk(distDir)) {
    const urlPath = '/' + relative(distDir, full).split(sep).join('/');
    if (urlPath.startsWith('/.vite/')) continue; // the build's manifest: read by route-preload.ts
    const body = readFileSync(full);
    const type = TYPES[extname(full)] ?? 'application/octet-stream';
    const compressible = /text|json|svg/.test(type) && body.length > 1024;
    files.set(urlPath, { body, type, gzip: compressible ? gzipSync(body) : null });
  }
  return files;
}

function send(c: Context, file: StaticFile, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
  };
  const wantsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (file.gzip && wantsGzip) {
    headers['content-encoding'] = 'gzip';
    return c.body(new Uint8Array(file.gzip), 200, headers);
  }
  return c.body(new Uint8Array(file.body), 200, headers);
}

export function staticHandler(
  files: Map<string, StaticFile>,
  manifest: Manifest | null = null,
  config?: ViewerConfig,
) {
  // index.html with its route's preload links, made once per route pattern.
  const indexes = new Map<string, StaticFile>();
  const indexFor = (index: StaticFile, path: string): StaticFile => {
    const key = ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[0].source ?? '';
    let file = indexes.get(key);
    if (!file) {
      const body = Buffer.from(preloadedIndex(index.body.toString('utf8'), manifest, path, config));
      file = { body, type: index.type, gzip: gzipSync(body) };
      indexes.set(key, file);
    }
    return file;
  };
  return (c: Context): Response => {
    const path = c.req.path;
    const file = files.get(path);
    if (file && path !== '/index.html') {
      const hashed = path.startsWith('/assets/');
      return send(c, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A missing asset is a real 404: answering index.html would hide a broken build.
    if (path.startsWith('/assets/') || (extname(path) !== '' && !path.startsWith('/api'))) {
      return c.json({ error: 'Not found' }, 404);
    }
    const index = files.get('/index.html');
    if (!index) {
      return c.json(
        { error: 'The app is not built yet: run `npm run build` (npm start does it for you).' },
        503,
      );
    }
    return send(c, indexFor(index, path), 'no-cache');
  };
}
