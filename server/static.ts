// Serves the built app from memory: hashed assets cached for a year, every other path falls back
// to index.html so deep links load, rendered by the server when the build has its server bundle
// (ssr.ts). Files are read once at start-up with their brotli and gzip copies (the build's
// precompressed `.br`/`.gz` files when present), served by Accept-Encoding.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compress, compressStream } from './gateway/body';
import { negotiate } from './gateway/respond';
import type { Context } from 'hono';
import { preloadedIndex, type Manifest } from './route-preload';
import { renderPage, streamPage, type SsrOptions } from './ssr';

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
  /** Brotli: the build's own `.br` beside the file, else made at start-up. */
  br: Buffer | null;
  type: string;
}

/** A rendered page is compressed per request, off the event loop, with the answers' settings. */
const compressPage = async (body: Buffer) => ({ body, ...(await compress(body)) });

function compressFile(full: string, body: Buffer): Pick<StaticFile, 'gzip' | 'br'> {
  const read = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : null);
  return {
    gzip: read('.gz') ?? gzipSync(body, { level: 9 }),
    br:
      read('.br') ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
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
    // The build's manifest (read by route-preload.ts), the rendering bundle (ssr.ts) and the
    // production server (vite.server.config.ts) stay private.
    if (/^\/(\.vite|\.ssr|server)\//.test(urlPath)) continue;
    // The precompressed copies are served in the place of their file, never by their own name.
    if (/\.(br|gz)$/.test(urlPath)) continue;
    const body = readFileSync(full);
    const type = TYPES[extname(full)] ?? 'application/octet-stream';
    const compressible = /text|json|svg/.test(type) && body.length > 1024;
    files.set(urlPath, {
      body,
      type,
      ...(compressible ? compressFile(full, body) : { gzip: null, br: null }),
    });
  }
  return files;
}

function send(c: Context, file: StaticFile, cacheControl: string, status = 200): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
  };
  const encoding = encodingFor(c, file.gzip !== null);
  if (encoding) headers['content-encoding'] = encoding;
  return c.body(new Uint8Array(encoding ? file[encoding]! : file.body), status as 200, headers);
}

/** Brotli, else gzip, when the browser takes it and the body has it; null: the body as it is. */
function encodingFor(c: Context, compressed: boolean) {
  const encoding = negotiate(c.req.header('accept-encoding'));
  return compressed && encoding !== 'identity' ? encoding : null;
}

/** A streamed page, compressed as it goes. */
function sendStream(c: Context, body: ReadableStream<Uint8Array>, type: string): Response {
  const headers: Record<string, string> = {
    'content-type': type,
    // The page holds this person's data: kept by no shared cache, asked again on every visit.
    'cache-control': 'private, no-cache',
    // The page holds the layout of the screen the browser names (phone-columns.ts, ScreenHint).
    vary: 'accept-encoding, sec-ch-ua-mobile',
  };
  const encoding = encodingFor(c, true);
  if (!encoding) return c.body(body, 200, headers);
  headers['content-encoding'] = encoding;
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  return c.body(compressStream(source, encoding, { brotliQuality: 5, flush: true }), 200, headers);
}

/**
 * Pages sent whole, not streamed: a product's own address always redirects to its first tab, an
 * HTTP redirect (once the head went, a redirect can only be a refresh in the page).
 */
const WHOLE_PAGES = /^\/products\/[^/]+\/?$/;

export function staticHandler(
  files: Map<string, StaticFile>,
  manifest: Manifest | null,
  ssr: SsrOptions,
) {
  // index.html with its route's preload links, made once per route. The rendering bundle knows
  // the routes (src/app/router.tsx): without one (a client-only build, or one that failed to
  // load; ssr.ts loadSsrEntry) index.html goes without route preloads, as without a manifest.
  const indexes = new Map<string, StaticFile>();
  const indexFor = async (index: StaticFile, path: string): Promise<StaticFile> => {
    const route = (await ssr.entry)?.routeModules?.(path) ?? { key: '', modules: [] };
    let file = indexes.get(route.key);
    if (!file) {
      const html = index.body.toString('utf8');
      const body = Buffer.from(preloadedIndex(html, manifest, route.modules, ssr.config));
      file = { type: index.type, ...(await compressPage(body)) };
      indexes.set(route.key, file);
    }
    return file;
  };
  return async (c: Context): Promise<Response> => {
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
    const page = await indexFor(index, path);
    const entry = await ssr.entry;
    // A page whose route cannot load on the server goes whole, so its status can be the 500 it is.
    if (
      entry &&
      !WHOLE_PAGES.test(path) &&
      (!entry.routesReady || (await entry.routesReady(path)))
    ) {
      return sendStream(c, streamPage(c, page.body.toString('utf8'), ssr), index.type);
    }
    const rendered = await renderPage(c, page.body.toString('utf8'), ssr);
    if (rendered instanceof Response) return rendered;
    if (!rendered) return send(c, page, 'no-cache');
    const whole = { type: index.type, ...(await compressPage(Buffer.from(rendered.html))) };
    // The page holds this person's data: kept by no shared cache, asked again on every visit.
    return send(c, whole, 'private, no-cache', rendered.status);
  };
}
