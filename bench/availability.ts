// The availability of a product (web display, product 4: about 12,000 insertions at DEMO_SCALE=50):
// navigation start to the heat grid painted, in a cold page. The grid is drawn once the product's
// insertion list has been read to its end (every booking counted), so this is list + count + paint.
import type { Browser, Request } from '@playwright/test';
import { appears, coldPage, describeMain, readState, recorded } from './browser';
import { requestOf } from './insertions';
import { median, notMeasured, round, type Row } from './report';

const FIGURE = '/products/4/availability: navigation start to the grid painted';
const URL_PATH = '/products/4/availability';
// The probe records the first table row holding a link: the grid's first size.
const GRID_ROW = 'main table.availability__grid tbody tr a';
const RUNS = 3;

interface Run {
  painted: number;
  request: { start: number; responseEnd: number; wire: number } | null;
}

async function run(browser: Browser, baseUrl: string): Promise<Run | string> {
  const { context, page, errors } = await coldPage(browser, baseUrl);
  // Read by the list's worker: seen in the browser's network events, not the page's resource timing.
  let answer: Request | null = null;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/base/insertions')) answer = request;
  });
  try {
    await page.goto(URL_PATH, { waitUntil: 'commit' });
    if (!(await appears(page, GRID_ROW, 60_000))) return await describeMain(page, errors);
    await recorded(page, 'firstRowPaintedAt', 10_000);
    const state = await readState(page);
    const request = await requestOf(page, answer);
    return { painted: state.firstRowPaintedAt!, request };
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
  const list = last.request
    ? `the product's list ${Math.round(last.request.wire / 1e5) / 10} MB on the wire, asked at ` +
      `${round(last.request.start)} ms, in at ${round(last.request.responseEnd)} ms (last run)`
    : 'the list request was not seen';
  return {
    figure: FIGURE,
    value: round(painted),
    unit: 'ms',
    budget: '—',
    met: null,
    note: `median of ${RUNS} cold pages (${runs.map((r) => round(r.painted)).join(', ')} ms); ${list}; no budget is set for it`,
  };
}
