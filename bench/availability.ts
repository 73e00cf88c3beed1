// The availability of a product (web display, product 4: about 12,000 insertions at DEMO_SCALE=50):
// navigation start to the heat grid painted, in a cold page. The grid is the server's view of its
// copy of the account (GET /api/views/availability, decision 15): the bytes of that answer too.
import type { Browser } from '@playwright/test';
import { paintedLoad } from './browser';
import type { OnServer } from './server';
import { firstLine, infoRow, median, notMeasured, round, type Row } from './report';

const FIGURE = '/products/4/availability: navigation start to the grid painted';
const RUNS = 3;

/** The encoded bytes of the view's answer, when the browser asked for it (not in the HTML). */
async function run(browser: Browser, baseUrl: string) {
  const { state, found } = await paintedLoad(
    browser,
    baseUrl,
    '/products/4/availability',
    // The probe records the first table row holding a link: the grid's first size.
    { selector: 'main table.availability__grid tbody tr a' },
    (page) => {
      let viewBytes: Promise<number> | null = null;
      page.on('requestfinished', (request) => {
        if (request.url().includes('/api/views/availability')) {
          viewBytes = request.sizes().then((sizes) => sizes.responseBodySize);
        }
      });
      return async () => (viewBytes ? await viewBytes : null);
    },
  );
  return { painted: state.firstRowPaintedAt!, viewBytes: found };
}

export async function measureAvailability({ browser, url, details }: OnServer): Promise<Row> {
  const runs: Awaited<ReturnType<typeof run>>[] = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, url));
  } catch (error) {
    return notMeasured(FIGURE, 'ms', firstLine(error));
  }
  details.availability = runs;
  const last = runs.at(-1)!;
  const list =
    last.viewBytes === null
      ? "the grid came in the page's HTML (no view request)"
      : `the view's answer ${Math.round(last.viewBytes / 102.4) / 10} KB on the wire (last run)`;
  const painted = runs.map((r) => round(r.painted));
  return infoRow(
    FIGURE,
    round(median(painted)),
    'ms',
    `median of ${RUNS} cold pages (${painted.join(', ')} ms); ${list}; no budget is set for it`,
  );
}
