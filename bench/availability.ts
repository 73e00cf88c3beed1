// The availability of a product (web display, product 4: about 12,000 insertions at DEMO_SCALE=50):
// navigation start to the heat grid painted, in a cold page. The grid is the server's view of its
// copy of the account (GET /api/views/availability, decision 15): the bytes of that answer too.
import type { Browser } from '@playwright/test';
import { appears, coldPage, describeMain, readState, recorded } from './browser';
import { median, notMeasured, round, type Row } from './report';

const FIGURE = '/products/4/availability: navigation start to the grid painted';
const URL_PATH = '/products/4/availability';
// The probe records the first table row holding a link: the grid's first size.
const GRID_ROW = 'main table.availability__grid tbody tr a';
const RUNS = 3;

interface Run {
  painted: number;
  /** The encoded bytes of the view's answer, when the browser asked for it (not in the HTML). */
  viewBytes: number | null;
}

async function run(browser: Browser, baseUrl: string): Promise<Run | string> {
  const { context, page, errors } = await coldPage(browser, baseUrl);
  let viewBytes: Promise<number> | null = null;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/views/availability')) {
      viewBytes = request.sizes().then((sizes) => sizes.responseBodySize);
    }
  });
  try {
    await page.goto(URL_PATH, { waitUntil: 'commit' });
    if (!(await appears(page, GRID_ROW, 60_000))) return await describeMain(page, errors);
    await recorded(page, 'firstRowPaintedAt', 10_000);
    const state = await readState(page);
    return { painted: state.firstRowPaintedAt!, viewBytes: viewBytes ? await viewBytes : null };
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  } finally {
    await context.close();
  }
}

export async function measureAvailability(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await run(browser, baseUrl);
    if (typeof result === 'string') return notMeasured(FIGURE, 'ms', '—', result);
    runs.push(result);
  }
  details.availability = runs;
  const painted = median(runs.map((r) => r.painted));
  const last = runs.at(-1)!;
  const list =
    last.viewBytes === null
      ? "the grid came in the page's HTML (no view request)"
      : `the view's answer ${Math.round(last.viewBytes / 102.4) / 10} KB on the wire (last run)`;
  return {
    figure: FIGURE,
    value: round(painted),
    unit: 'ms',
    budget: '—',
    met: null,
    note: `median of ${RUNS} cold pages (${runs.map((r) => round(r.painted)).join(', ')} ms); ${list}; no budget is set for it`,
  };
}
