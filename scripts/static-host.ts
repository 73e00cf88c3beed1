// A plain static host for a built single-page app: files from `dist` (index.html for any other
// path), and /api/* passed to `apiOrigin`, as a host that puts the API at the same origin would.
// Used by the static-hosting e2e spec and by the bench's react-admin anchor.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticHost {
  /** http://127.0.0.1:<port> */
  origin: string;
  close: () => Promise<void>;
}

/** Listens on a free port of 127.0.0.1. */
export async function startStaticHost(dist: string, apiOrigin: string): Promise<StaticHost> {
  const api = new URL(apiOrigin);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) {
      const upstream = forward(
        { host: api.hostname, port: api.port, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = normalize(join(dist, path));
    const found = file.startsWith(normalize(dist)) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
