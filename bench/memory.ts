// Server memory while 5,000 distinct large requests pass through the gateway: the real server in
// proxy mode (its own process) in front of a fake API here that answers ~200 KB of JSON to any
// query. Reads the server's resident memory from its /metrics before and after.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atMost, budgetRow, type Row } from './report';
import {
  closeServer,
  listenOnFreePort,
  pool,
  startServer,
  status,
  type BenchContext,
} from './server';

const MB = 1024 * 1024;

/** About 200 KB of invoice-like JSON that differs per query (so no two answers compress alike). */
function bodyFor(url: string): string {
  const seed = url.length * 7919 + Number(/page=(\d+)/.exec(url)?.[1] ?? 0);
  const rows = Array.from({ length: 400 }, (_, i) => ({
    id: String(seed * 1000 + i),
    notes: `${(seed * (i + 1)).toString(36)} `.repeat(40),
    total: String((seed * 31 + i * 17) % 100000),
  }));
  return JSON.stringify({ invoices: rows });
}

async function rssOf(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
  if (!match) throw new Error('the server reported no process_resident_memory_bytes');
  return Number(match[1]);
}

export async function measureMemory(
  { root, distDir, port, details }: BenchContext,
  total = 5000,
): Promise<Row[]> {
  const api = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(bodyFor(request.url ?? ''));
  });
  const apiPort = await listenOnFreePort(api);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const cacheMb = Number(process.env.BENCH_CACHE_MB || 256);
  const server = await startServer({
    root,
    distDir,
    port,
    scale: 1,
    env: {
      API_BASE_URL: `http://127.0.0.1:${apiPort}/base`,
      API_SECONDARY_BASE_URL: `http://127.0.0.1:${apiPort}/secondary`,
      API_KEY: 'bench-key',
      API_PASSWORD: 'bench-password',
      DATA_DIR: dataDir,
      // The mirror's sync off: what reaches the upstream is the pages' alone.
      SYNC_DAILY_BUDGET: '0',
      API_CACHE_MAX_MB: String(cacheMb),
    },
  });
  try {
    const before = await rssOf(server.baseUrl);
    let bytes = 0;
    let failed = 0;
    let peak = before;
    const started = performance.now();
    await pool(total, 8, async (page) => {
      const response = await fetch(`${server.baseUrl}/api/base/invoices/?page=${page}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      bytes += (await response.arrayBuffer()).byteLength;
      if (!response.ok) failed += 1;
      if (page % 500 === 0) peak = Math.max(peak, await rssOf(server.baseUrl));
    });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const after = await rssOf(server.baseUrl);
    peak = Math.max(peak, after);
    const { cache } = await status(server.baseUrl);
    details.memory = {
      total,
      failed,
      seconds,
      mbThrough: Math.round(bytes / MB),
      rssBeforeMb: Math.round(before / MB),
      rssAfterMb: Math.round(after / MB),
      rssPeakMb: Math.round(peak / MB),
      cache,
      cacheMaxMb: cacheMb,
    };
    const grown = Math.round((peak - before) / MB);
    return [
      budgetRow(
        `server memory growth over ${total} distinct large requests`,
        grown,
        atMost(cacheMb + 100, 'MB'),
        `RSS ${Math.round(before / MB)} MB before, ${Math.round(after / MB)} MB after (peak ${Math.round(peak / MB)} MB); ` +
          `${Math.round(bytes / MB)} MB passed in ${seconds} s, ${failed} failed; cache ${Math.round(cache.bytes / MB)} MB in ${cache.entries} entries (limit ${cacheMb} MB, on disk)`,
      ),
    ];
  } finally {
    await server.stop();
    await closeServer(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
