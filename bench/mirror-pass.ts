// A full pass of the account mirror (BENCH_ONLY=pass) at DEMO_SCALE=1 and 50: its upstream calls
// against the account's list pages, its duration, the server's peak memory above idle while it
// runs, and the longest the event loop was held. The demo answers from a viewer of its own in
// another process, as the real API would, so its making of 48 MB answers is not counted here.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openGatewayDb } from '../server/gateway/database';
import { httpUpstream } from '../server/gateway/upstream';
import { mirrorHarness } from '../server/testing/mirror';
import { atMost, budgetRow, infoRow, type Row, under } from './report';
import { startServer, type BenchContext } from './server';

interface DemoStats {
  products: number;
  contracts: number;
  invoices: number;
}

/**
 * The demo behind a viewer of its own (its gateway answering /api/base and /api/secondary, its
 * own sync and cache off), as the real API would be: another process, over HTTP.
 */
async function demoUpstream(context: BenchContext, scale: number, port: number) {
  const server = await startServer({
    ...context,
    port,
    scale,
    env: { SYNC_DAILY_BUDGET: '0', API_CACHE_TTL_SECONDS: '0' },
  });
  const match = /(\d+) products, (\d+) contracts, \d+ insertions, (\d+) invoices/.exec(
    server.log.join('\n'),
  );
  if (!match) {
    await server.stop();
    throw new Error(`the demo's viewer did not say its size: ${server.log.join('\n')}`);
  }
  const [products, contracts, invoices] = match.slice(1).map(Number) as [number, number, number];
  return { ...server, stats: { products, contracts, invoices } };
}

/** The account's list pages: reference lists, each product's three, the insertion list, pages. */
const listPages = (s: DemoStats) =>
  3 + s.products * 3 + 1 + Math.ceil((s.invoices + 1) / 100) + Math.ceil((s.contracts + 1) / 100);

async function measurePass(context: BenchContext, scale: number, port: number): Promise<Row[]> {
  const demo = await demoUpstream(context, scale, port);
  try {
    const origin = demo.baseUrl;
    const upstream = httpUpstream({
      baseUrl: `${origin}/api/base`,
      secondaryBaseUrl: `${origin}/api/secondary`,
      apiKey: 'bench-key',
      apiPassword: 'bench-password',
    });
    // On disk, as a server keeps it (DATA_DIR): in memory, the tables would count as its heap.
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-mirror-'));
    const harness = mirrorHarness({
      upstream,
      db: openGatewayDb(dataDir),
      env: { API_MAX_BODY_MB: '200', API_TIMEOUT_SECONDS: '120' },
    });
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const report = await harness.sync.start('full');
    const ms = Math.round(performance.now() - started);
    loop.disable();
    clearInterval(sampler);
    const pages = listPages(demo.stats);
    const blockedMs = Math.round(loop.max / 1e6);
    const aboveIdleMb = Math.round((peak - idle) / 1024 / 1024);
    context.details[`mirrorPass${scale}`] = {
      report,
      pages,
      ms,
      blockedMs,
      aboveIdleMb,
      stats: demo.stats,
    };
    // The gateway's timers (the cache's sweep) first: one firing on a closed store would throw.
    harness.gateway.close();
    harness.db.close();
    rmSync(dataDir, { recursive: true, force: true });
    const at = `DEMO_SCALE=${scale}`;
    return [
      budgetRow(
        `full pass at ${at}: upstream calls (${pages} list pages)`,
        report.calls,
        atMost(Math.floor(pages * 1.25), 'calls'),
        report.outcome,
      ),
      infoRow(`full pass at ${at}: duration`, ms, 'ms'),
      budgetRow(`full pass at ${at}: server memory above idle`, aboveIdleMb, under(300, 'MB')),
      budgetRow(`full pass at ${at}: longest event-loop block`, blockedMs, atMost(50, 'ms')),
    ];
  } finally {
    await demo.stop();
  }
}

/** At DEMO_SCALE=1 and at the bench's scale, each demo on a port of its own. */
export async function measurePasses(context: BenchContext): Promise<Row[]> {
  return [
    ...(await measurePass(context, 1, context.port + 7)),
    ...(await measurePass(context, context.scale, context.port + 8)),
  ];
}
