// `npm run bench`: measures what the budgets in DESIGN.md name, against the production build served
// by the real server on demo data (DEMO_SCALE=50). It reports; it never fails on a missed budget.
// The build is made by the npm script into bench/.dist (with Vite's manifest); BENCH_DIST overrides.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchBrowser } from './browser';
import { measureLighthouse } from './lighthouse';
import { measureContract } from './contract';
import { measureFirstView } from './first-view';
import { measureInsertions } from './insertions';
import { measureViews } from './views';
import { measureSideBySide } from './react-admin';
import { measureAvailability } from './availability';
import { measureDeepLink, measureNextPage } from './invoices';
import { measureMemory } from './memory';
import { measureNames } from './names';
import { measurePasses } from './mirror-pass';
import { measureProxy } from './proxy-load';
import { measureReceivables } from './receivables';
import { measureRunSheet } from './run-sheet';
import { measureMirrorDay, measureReferenceDay } from './simulated-day';
import { firstLine, notMeasured, printTable, type Row, writeResults } from './report';
import { mirrorFilled, startServer, type BenchContext, type OnServer } from './server';
import { measureShell } from './shell';
import { measureWorkingDay } from './working-day';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url));
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Waits until the 1-minute load average is under one per CPU, `limitMs` at most: how long it
 * waited and the load it started on, for the report.
 */
async function settle(limitMs: number): Promise<{ waitedMs: number; loadBefore: number }> {
  const started = performance.now();
  const loadBefore = round1(loadavg()[0]!);
  while (loadavg()[0]! >= cpus().length && performance.now() - started < limitMs) await sleep(2000);
  return { waitedMs: Math.round(performance.now() - started), loadBefore };
}

type Step<C> = [id: string, name: string, measure: (context: C) => Promise<Row | Row[]>];

/** On one server of the large demo (DEMO_SCALE) and one browser, in this order. */
const ON_SERVER: Step<OnServer>[] = [
  ['js', 'first-view JS', measureFirstView],
  ['deep', 'invoice deep link', measureDeepLink],
  ['anchor', 'react-admin side by side', measureSideBySide],
  ['shell', 'shell under a slow API', measureShell],
  ['next', 'next invoice page', measureNextPage],
  ['receivables', 'receivables', measureReceivables],
  ['insertions', 'insertions', measureInsertions],
  ['runsheet', 'run sheet', measureRunSheet],
  ['availability', 'availability of a product', measureAvailability],
  ['contract', 'contract requests', measureContract],
  // The steps before leave the machine busy (the insertions list is large): Lighthouse's
  // simulated phone scales the tasks it observes, so it starts on a quieter machine.
  [
    'lighthouse',
    'Lighthouse',
    async (context) => {
      context.details.lighthouseSettle = await settle(60_000);
      return measureLighthouse(context);
    },
  ],
];

/** Each in-process or on servers of its own (demo at DEMO_SCALE=1; proxy mode before a fake API). */
const ALONE: Step<BenchContext>[] = [
  // The server's views of its copy of the account (decision 13): their server time at this scale.
  ['views', 'views of the mirror', measureViews],
  ['proxy', 'proxy under load', measureProxy],
  ['day', 'scripted working day', measureWorkingDay],
  // In-process, no browser: the gateway's clock moved through an 8-hour day.
  ['refday', 'reference lists over an 8-hour day', measureReferenceDay],
  // The same day with the mirror and its sync (issue 42), in-process on a moving clock.
  ['mirrorday', 'the 8-hour day with the mirror', measureMirrorDay],
  // The mirror's full pass in this process, the demo in a process of its own.
  ['pass', 'a full pass of the mirror', measurePasses],
  ['names', 'a names file of 200,000', measureNames],
  ['memory', 'server memory under 5,000 distinct large requests', measureMemory],
];

// BENCH_ONLY=js,deep,… (the ids above) runs only those measurements.
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const chosen = <C>(steps: Step<C>[]) => steps.filter(([id]) => !only || only.has(id));

/** Runs the steps; an unexpected throw becomes a "not measured" row, never a crash. */
async function run<C>(steps: Step<C>[], context: C, rows: Row[]): Promise<void> {
  for (const [, name, measure] of steps) {
    const started = performance.now();
    process.stdout.write(`measuring ${name}… `);
    try {
      rows.push(...[await measure(context)].flat());
    } catch (error) {
      rows.push(notMeasured(name, 'ms', firstLine(error)));
    }
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function measureOnServer(context: BenchContext, rows: Row[]): Promise<void> {
  const { details, scale, port } = context;
  console.log(`Starting the server on demo data (DEMO_SCALE=${scale}, port ${port})…`);
  const server = await startServer(context);
  const stop = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    details.server = server.log.filter((line) => /Demo data|ready/.test(line));
    // The pages answered from the server's copy of the account are measured on a current copy.
    details.firstPassMs = await mirrorFilled(server.baseUrl);
    console.log(`The server's first pass of the account took ${details.firstPassMs} ms.`);
    const browser = await launchBrowser();
    details.chromium = browser.version();
    try {
      await run(chosen(ON_SERVER), { ...context, browser, url: server.baseUrl }, rows);
    } finally {
      await browser.close();
    }
  } finally {
    process.off('SIGINT', stop);
    await server.stop();
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

const distDir = process.env.BENCH_DIST || fileURLToPath(new URL('.dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error(`No build in ${distDir}: run \`npm run bench\` (it builds first).`);
  process.exit(1);
}
const scale = Number(process.env.BENCH_SCALE || 50);
const details: Record<string, unknown> = {
  commit: commit(),
  scale,
  distDir,
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
  // Timings are only comparable on a quiet machine: the load average says how quiet it was.
  loadAverageAtStart: loadavg().map(round1),
};
const context: BenchContext = {
  root,
  distDir,
  port: Number(process.env.BENCH_PORT || 4210),
  scale,
  details,
};
const rows: Row[] = [];
if (chosen(ON_SERVER).length) {
  await measureOnServer(context, rows).catch((error: unknown) =>
    rows.push(notMeasured('server and browser', 'ms', (error as Error).message)),
  );
}
await run(chosen(ALONE), context, rows);
details.loadAverageAtEnd = loadavg().map(round1);
printTable(rows);
writeResults(resultsPath, rows, details);
console.log(
  `\nLoad average (1 min) at start ${String(details.loadAverageAtStart).split(',')[0]}, at ` +
    `end ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs: timings grow on a busy machine.`,
);
console.log(`Wrote ${resultsPath} (commit ${details.commit}).`);
