// A full pass of the account mirror (BENCH_ONLY=pass) at DEMO_SCALE=1 and 50: its upstream calls
// against the account's list pages, its duration, the server's peak memory above idle while it
// runs, and the longest the event loop was held. The demo answers from a viewer of its own in
// another process, as the real API would, so its making of 48 MB answers is not counted here.
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openGatewayDb } from '../server/gateway/database';
import { httpUpstream } from '../server/gateway/upstream';
import { mirrorHarness } from '../server/testing/mirror';
import { budgetRow, type Row } from './report';

interface DemoStats {
  products: number;
  contracts: number;
  invoices: number;
}

/**
 * The demo behind a viewer of its own (its gateway answering /api/base and /api/secondary, its
 * own sync off), as the real API would be: another process, over HTTP.
 */
async function demoUpstream(scale: number, port: number) {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SCALE: String(scale),
      API_BASE_URL: '',
      API_SECONDARY_BASE_URL: '',
      DATA_DIR: ':memory:',
      SYNC_DAILY_BUDGET: '0',
      API_DAILY_QUOTA: '1000000',
      API_CACHE_TTL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const stats = await new Promise<DemoStats>((resolve, reject) => {
    let out = '';
    const take = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(\d+) products, (\d+) contracts, \d+ insertions, (\d+) invoices/.exec(out);
      if (match && out.includes('Ad-sales viewer on')) {
        resolve({
          products: Number(match[1]),
          contracts: Number(match[2]),
          invoices: Number(match[3]),
        });
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => reject(new Error(`the demo's viewer exited ${code}: ${out}`)));
  });
  return { stats, stop: () => child.pid && process.kill(-child.pid, 'SIGTERM') };
}

/** The account's list pages: reference lists, each product's three, the insertion list, pages. */
const listPages = (s: DemoStats) =>
  3 + s.products * 3 + 1 + Math.ceil((s.invoices + 1) / 100) + Math.ceil((s.contracts + 1) / 100);

export async function measurePass(
  scale: number,
  port: number,
  details: Record<string, unknown>,
): Promise<Row[]> {
  const demo = await demoUpstream(scale, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
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
    details[`mirrorPass${scale}`] = {
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
        'calls',
        Math.floor(pages * 1.25),
        false,
        report.outcome,
      ),
      { figure: `full pass at ${at}: duration`, value: ms, unit: 'ms', budget: '—', met: null },
      budgetRow(`full pass at ${at}: server memory above idle`, aboveIdleMb, 'MB', 300, true),
      budgetRow(`full pass at ${at}: longest event-loop block`, blockedMs, 'ms', 50, false),
    ];
  } finally {
    demo.stop();
  }
}
