// Figure: Lighthouse 12 (mobile, simulated throttling, the CLI's defaults) on the routes of
// DESIGN's budget: performance score and total blocking time; accessibility and best practices
// are reported beside them. Each route is BENCH_LIGHTHOUSE_RUNS cold runs of the CLI (3 unless
// set) against the bench's server, and the run with the median performance score is reported:
// single runs of one route on this machine ranged from 84 to 96 (Lighthouse's own advice is the
// median of several runs).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { chromiumLaunchOptions } from '../scripts/chromium';
import type { OnServer } from './server';
import { budgetRow, firstLine, notMeasured, type Row, under } from './report';

const run = promisify(execFile);

// DESIGN asks the budget of every route.
const LIGHTHOUSE_ROUTES = [
  '/invoices',
  '/contracts/1003',
  '/invoices/50011',
  '/products',
  '/products/1/ad-sizes',
  '/insertions',
  '/contracts',
  '/contracts/pipeline',
  '/bookings',
  '/schedule',
  '/renewals',
  '/',
  '/users',
  '/advertisers',
  '/advertisers/21',
  '/advertisers/21/statement',
  '/receivables',
];
/** BENCH_LIGHTHOUSE_ROUTES=/insertions,/invoices: only those routes (a route is a minute's CPU). */
const routesToRun = () => {
  const wanted = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
  return wanted?.length ? LIGHTHOUSE_ROUTES.filter((r) => wanted.includes(r)) : LIGHTHOUSE_ROUTES;
};
const runsPerRoute = () => Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
const PERFORMANCE_MIN = 95;
const TBT_MS = 150;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

/**
 * Unrecorded loads of the page first, as for the deep link: the browser is cold (a new profile),
 * the server as a team finds it (the gateway's copy held, a report's figures kept). Without them a
 * report's first visit reads its pages upstream past SSR_WAIT_MS, and the browser renders the page
 * itself. Until the page comes with its state, 15 tries at most.
 */
async function warmServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 15; attempt++) {
    const html = await fetch(url)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes('id="viewer-state"')) return;
    await sleep(1000);
  }
}

interface Found {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbt: number;
  fcp: number;
  lcp: number;
}

/** One cold run of the Lighthouse CLI on `url`: its figures (a throw: why there are none). */
async function lighthouseOnce(root: string, url: string, output: string): Promise<Found> {
  await run(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      `--chrome-flags=--headless=new ${chromiumLaunchOptions.args.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath ?? '' },
      timeout: 180_000,
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const audit = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
  };
}

/** The run with the median performance score (the lower middle one of an even count). */
export function medianRun(runs: Found[]): Found {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function measureLighthouse({ root, url: baseUrl, details }: OnServer): Promise<Row[]> {
  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const scores: Record<string, unknown> = {};
  const count = runsPerRoute();
  try {
    for (const route of routesToRun()) {
      const figure = `Lighthouse ${route}`;
      const output = join(dir, 'report.json');
      await warmServer(baseUrl + route);
      const runs: Found[] = [];
      try {
        for (let i = 0; i < count; i++)
          runs.push(await lighthouseOnce(root, baseUrl + route, output));
      } catch (error) {
        const reason = firstLine(error);
        rows.push({
          ...notMeasured(`${figure}: performance`, 'points', reason),
          budget: `≥ ${PERFORMANCE_MIN}`,
        });
        continue;
      }
      const found = medianRun(runs);
      scores[route] = { ...found, runs };
      const all = runs.map((r) => `${r.performance}/${r.tbt}`).join(', ');
      rows.push({
        figure: `${figure}: performance (mobile, simulated)`,
        value: found.performance,
        unit: 'points',
        budget: `≥ ${PERFORMANCE_MIN}`,
        met: found.performance >= PERFORMANCE_MIN,
        note: `median of ${count} runs (score/TBT: ${all}); accessibility ${found.accessibility}, best practices ${found.bestPractices}, FCP ${found.fcp} ms, LCP ${found.lcp} ms`,
      });
      rows.push(budgetRow(`${figure}: total blocking time`, found.tbt, under(TBT_MS, 'ms')));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  details.lighthouse = scores;
  return rows;
}
