// For the gateway's tests: a fake API on 127.0.0.1 whose answer is chosen by the record id in the
// path (`/contracts/broken-1`, `/contracts/big64kb-7`: the gateway drops query parameters an
// endpoint does not define), and a gateway + app in front of it with a log that can be read back.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import type { DestinationStream } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import { gatewaySettings } from '../config';
import { openGatewayDb, type GatewayDb } from '../gateway/database';
import { createGateway, type GatewayOptions } from '../gateway/index';
import { createLogger } from '../gateway/logger';
import { httpUpstream, secretsOf } from '../gateway/upstream';

export const KEY = 'key-0123456789';
export const PASSWORD = 'p4ssw0rd-secret';
/** The account the test gateways belong to unless a test says otherwise. */
const TEST_ACCOUNT = 'test-account';
export const BASIC = Buffer.from(`${KEY}:${PASSWORD}`).toString('base64');

export interface FakeApi {
  root: string;
  seen: { url: string; authorization: string | undefined }[];
  /** Overrides the answer to every request while set. */
  override: ((req: IncomingMessage, res: ServerResponse) => void) | null;
  close: () => Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

let bomb: Promise<Buffer> | undefined;

/** 200 MB of spaces inside a JSON string, about 200 KB gzipped; made in chunks, once. */
export function gzipBomb(): Promise<Buffer> {
  bomb ??= new Promise((resolve, reject) => {
    const zip = createGzip({ level: 9 });
    const out: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => out.push(chunk));
    zip.on('end', () => resolve(Buffer.concat(out)));
    zip.on('error', reject);
    const spaces = Buffer.alloc(1024 * 1024, 0x20);
    zip.write('{"x":"');
    for (let i = 0; i < 200; i++) zip.write(spaces);
    zip.end('"}');
  });
  return bomb;
}

function answer(api: FakeApi, req: IncomingMessage, res: ServerResponse) {
  api.seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
  if (api.override) return api.override(req, res);
  // As the demo would: a gateway that passed the demo's fault header on gets the fault.
  if (req.headers['x-demo-fault']) return json(res, 500, { error: 'Injected fault' });
  const url = new URL(req.url ?? '/', 'http://x');
  // `<case>[<kb>kb]-<n>` as the last path segment, e.g. `echo-secret-1`, `big6000kb-8`.
  const [, which, kb] = /\/([a-z-]+?)(?:(\d+)kb)?-\d+$/.exec(url.pathname) ?? [];
  switch (which) {
    case 'forbidden':
      return json(res, 403, { error: 'Invalid credentials' });
    case 'missing':
      return json(res, 404, { error: 'Contract 9 not found' });
    case 'limited':
      return json(res, 429, { error: 'Too many requests' }, { 'retry-after': '120' });
    case 'broken':
      return json(res, 500, { error: 'Internal error' });
    case 'html':
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Maintenance</body></html>');
    case 'slow':
      return void setTimeout(() => json(res, 200, { late: true }), 1500);
    case 'echo-secret':
      return json(res, 200, { leaked: req.headers.authorization, key: KEY, password: PASSWORD });
    case 'big': {
      // Distinct, barely compressible bytes so the cache's byte bound is reached quickly.
      const size = Number(kb ?? 64) * 1024;
      return json(res, 200, { noise: randomBytes(size).toString('base64') });
    }
    case 'bomb':
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      return void gzipBomb().then((body) => res.end(body));
  }
  // Slow enough that concurrent requests overlap.
  setTimeout(() => json(res, 200, { url: req.url, n: api.seen.length }), 50);
}

export async function startFakeApi(
  api: FakeApi = { root: '', seen: [], override: null, close: async () => {} },
): Promise<FakeApi> {
  const server: Server = createServer((req, res) => answer(api, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}

/**
 * For one test file: a fake API started before its tests and reset before each, and a new
 * temporary directory per test (`temp.dir`, removed after it).
 */
export function fakeApiForFile() {
  const api: FakeApi = { root: '', seen: [], override: null, close: async () => {} };
  const temp = { dir: '' };
  beforeAll(() => startFakeApi(api));
  afterAll(() => api.close());
  beforeEach(() => {
    api.seen.length = 0;
    api.override = null;
    temp.dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  });
  afterEach(() => rmSync(temp.dir, { recursive: true, force: true }));
  return { api, temp };
}

export interface TestGateway {
  app: ReturnType<typeof createApp>;
  gateway: ReturnType<typeof createGateway>;
  db: GatewayDb;
  logs: string[];
  close: () => void;
}

export function makeGateway(
  api: FakeApi,
  overrides: Partial<GatewayOptions> & { dataDir?: string } = {},
): TestGateway {
  const { dataDir, ...rest } = overrides;
  const db = rest.db ?? openGatewayDb(dataDir ?? ':memory:');
  const logs: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void logs.push(line) };
  const credentials = {
    baseUrl: `${api.root}/base-host`,
    secondaryBaseUrl: `${api.root}/legacy-host`,
    apiKey: KEY,
    apiPassword: PASSWORD,
  };
  const gateway = createGateway({
    mode: 'proxy',
    account: TEST_ACCOUNT,
    upstream: httpUpstream(credentials),
    secrets: secretsOf(credentials),
    db,
    logger: createLogger(destination, 'debug'),
    // The server's defaults, but reference lists kept 15 minutes and TRUST_PROXY on (see `from`).
    ...gatewaySettings({ API_REFERENCE_TTL_SECONDS: '900', TRUST_PROXY: '1' }),
    ...rest,
  });
  const app = createApp({ gateway, mode: rest.mode ?? 'proxy', distDir: '/nonexistent' });
  return {
    app,
    gateway,
    db,
    logs,
    close: () => {
      gateway.close();
      db.close();
    },
  };
}

/** A request from one client (TRUST_PROXY is on in these tests). */
export const from = (client: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': client, ...headers },
});

/** The store's database, whose writes fail with SQLite's own "disk full" error while `full`. */
export function fillable(db: GatewayDb) {
  const state = { full: false };
  const wrap = <T extends object>(target: T): T => {
    const proxy: T = new Proxy(target, {
      get(object, name) {
        const value = Reflect.get(object, name, object) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (state.full && name === 'run') {
            throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
          }
          const result = (value as (...a: unknown[]) => unknown).apply(object, args);
          if (result === object) return proxy;
          return name === 'prepare' ? wrap(result as object) : result;
        };
      },
    });
    return proxy;
  };
  return { db: wrap(db), state };
}

/** A stored answer of `size` bytes (half gzip, half brotli), fresh a minute after `storedAt`. */
export const cacheAnswer = (size: number, storedAt = 0) => ({
  contentType: 'application/json',
  gzip: Buffer.alloc(size / 2, 1),
  br: Buffer.alloc(size / 2, 2),
  storedAt,
  freshUntil: storedAt + 60_000,
});
