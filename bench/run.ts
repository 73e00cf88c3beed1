// `npm run bench`: measures what the budgets in DESIGN.md name, against the production build served
// by the real server on demo data (DEMO_SCALE=50). It reports; it never fails on a missed budget.
// The build is made by the npm script into bench/.dist (with Vite's manifest); BENCH_DIST overrides.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser';
import { measureLighthouse } from './lighthouse';
import { readBundle } from './bundle';
import { measureContract } from './contract';
import { measureFirstView, printChunks } from './first-view';
import { measureInsertions } from './insertions';
import { measureViews } from './views';
import { measureSideBySide } from './react-admin';
import { measureAvailability } from './availability';
import { measureDeepLink, measureNextPage } from './invoices';
import { measureMemory } from './memory';
import { measureNames } from './names';
import { measurePass } from './mirror-pass';
import { measureProxy } from './proxy-load';
import { measureReceivables } from './receivables';
import { measureRunSheet } from './run-sheet';
import { measureReferenceDay } from './reference-day';
import { measureMirrorDay } from './mirror-day';
import { notMeasured, printTable, writeResults, type Row } from './report';
import { mirrorFilled, startServer, type BenchServer } from './server';
import { measureShell } from './shell';
import { measureWorkingDay } from './working-day';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.BENCH_DIST || fileURLToPath(new URL('.dist', import.meta.url));
const port = Number(process.env.BENCH_PORT || 4210);
const scale = Number(process.env.BENCH_SCALE || 50);
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url));

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

// BENCH_ONLY=js,deep,anchor,shell,next,receivables,insertions,runsheet,availability,contract,lighthouse,views,proxy,day,refday,mirrorday,pass,names,memory
// runs only those measurements.
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;

/**
 * Waits until the 1-minute load average is under one per CPU, `limitMs` at most: how long it
 * waited and the load it started on, for the report.
 */
async function settle(limitMs: number): Promise<{ waitedMs: number; loadBefore: number }> {
  const started = performance.now();
  const loadBefore = Math.round(loadavg()[0]! * 10) / 10;
  while (loadavg()[0]! >= cpus().length && performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return { waitedMs: Math.round(performance.now() - started), loadBefore };
}

/** Runs one measurement; an unexpected throw becomes a "not measured" row, never a crash. */
async function step(
  id: string,
  name: string,
  rows: Row[],
  measure: () => Promise<Row | Row[]>,
): Promise<void> {
  if (only && !only.has(id)) return;
  const started = performance.now();
  process.stdout.write(`measuring ${name}… `);
  try {
    const result = await measure();
    rows.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    rows.push(notMeasured(name, 'ms', '—', (error as Error).message.split('\n')[0]!));
  }
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The measurements on one server at DEMO_SCALE (the large demo) and one browser. */
async function measureOnServer(
  rows: Row[],
  details: Record<string, unknown>,
  bundle: ReturnType<typeof readBundle>,
  keep: (server: BenchServer) => void,
): Promise<void> {
  console.log(`Starting the server on demo data (DEMO_SCALE=${scale}, port ${port})…`);
  let server: BenchServer | null = null;
  try {
    server = await startServer({ root, distDir, port, scale });
    keep(server);
    details.server = server.log.filter((line) => /Demo data|ready/.test(line));
    // The pages answered from the server's copy of the account are measured on a current copy.
    details.firstPassMs = await mirrorFilled(server.baseUrl);
    console.log(`The server's first pass of the account took ${details.firstPassMs} ms.`);
    const browser = await launchBrowser();
    details.chromium = browser.version();
    const url = server.baseUrl;
    try {
      await step('js', 'first-view JS', rows, () =>
        measureFirstView(browser, url, bundle, details, root),
      );
      await step('deep', 'invoice deep link', rows, () =>
        measureDeepLink(browser, url, 11, details),
      );
      await step('anchor', 'react-admin side by side', rows, () =>
        measureSideBySide(browser, url, { root, distDir, port, details }, 7),
      );
      await step('shell', 'shell under a slow API', rows, () =>
        measureShell(browser, url, 7, details),
      );
      await step('next', 'next invoice page', rows, () =>
        measureNextPage(browser, url, 5, details),
      );
      await step('receivables', 'receivables', rows, () =>
        measureReceivables(browser, url, details),
      );
      await step('insertions', 'insertions', rows, () => measureInsertions(browser, url, details));
      await step('runsheet', 'run sheet', rows, () => measureRunSheet(browser, url, details));
      await step('availability', 'availability of a product', rows, () =>
        measureAvailability(browser, url, details),
      );
      await step('contract', 'contract requests', rows, () =>
        measureContract(browser, url, details),
      );
      // The steps before leave the machine busy (the insertions list is large): Lighthouse's
      // simulated phone scales the tasks it observes, so it starts on a quieter machine.
      await step('lighthouse', 'Lighthouse', rows, async () => {
        details.lighthouseSettle = await settle(60_000);
        return measureLighthouse(root, url, details);
      });
    } finally {
      await browser.close();
    }
  } catch (error) {
    rows.push(notMeasured('server and browser', 'ms', '—', (error as Error).message));
  } finally {
    await server?.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(`${distDir}/index.html`)) {
    console.error(`No build in ${distDir}: run \`npm run bench\` (it builds first).`);
    process.exit(1);
  }
  const rows: Row[] = [];
  const details: Record<string, unknown> = {
    commit: commit(),
    scale,
    distDir,
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    // Timings are only comparable on a quiet machine: the load average says how quiet it was.
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 10) / 10),
  };
  const bundle = readBundle(distDir);

  let server: BenchServer | null = null;
  const stopServer = () => server?.stop();
  process.once('SIGINT', () => void Promise.resolve(stopServer()).then(() => process.exit(130)));
  // The large demo only for the measurements that use it (BENCH_ONLY=day starts its own servers).
  const usesServer = [
    'js',
    'deep',
    'anchor',
    'shell',
    'next',
    'insertions',
    'availability',
    'contract',
    'lighthouse',
    'receivables',
    'runsheet',
  ];
  if (!only || usesServer.some((id) => only.has(id))) {
    await measureOnServer(rows, details, bundle, (started) => (server = started));
  }
  // The server's views of its copy of the account (decision 13): their server time at this scale.
  await step('views', 'views of the mirror', rows, () => measureViews(scale));
  await step('proxy', 'proxy under load', rows, () =>
    measureProxy({ root, distDir, port, details }, 200, 5000, 50),
  );
  // Each starts servers of its own (demo at DEMO_SCALE=1; proxy mode before a fake API).
  await step('day', 'scripted working day', rows, () =>
    measureWorkingDay({ root, distDir, port, details }),
  );
  // In-process, no browser: the gateway's clock moved through an 8-hour day.
  await step('refday', 'reference lists over an 8-hour day', rows, () =>
    measureReferenceDay(details),
  );
  // The same day with the mirror and its sync (issue 42), in-process on a moving clock.
  await step('mirrorday', 'the 8-hour day with the mirror', rows, () => measureMirrorDay(details));
  // The mirror's full pass in this process, the demo in a process of its own.
  await step('pass', 'a full pass of the mirror', rows, async () => [
    ...(await measurePass(1, port + 7, details)),
    ...(await measurePass(scale, port + 8, details)),
  ]);
  await step('names', 'a names file of 200,000', rows, () =>
    measureNames({ root, distDir, port, details }),
  );
  await step('memory', 'server memory under 5,000 distinct large requests', rows, () =>
    measureMemory({ root, distDir, port, details }, 5000),
  );

  details.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 10) / 10);
  printChunks(bundle);
  printTable(rows);
  writeResults(resultsPath, rows, details);
  console.log(
    `\nLoad average (1 min) at start ${String(details.loadAverageAtStart).split(',')[0]}, at ` +
      `end ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs: timings grow on a busy machine.`,
  );
  console.log(`Wrote ${resultsPath} (commit ${details.commit}).`);
}

await main();
