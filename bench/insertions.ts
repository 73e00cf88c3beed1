// The insertion pages answered from the server's copy of the account (decision 15) at the bench's
// scale (about 75,000 insertions at DEMO_SCALE=50), on a phone: for /insertions, /renewals and
// /schedule, the bytes the page and its first screen cost (the document and every /api/ answer, as
// sent compressed; the budget is issue 37's 200 KB, against 3.2 MB when the browser read the whole
// list), that no Worker runs, that the first rows are in the server's HTML, and navigation start
// to first rows painted; on /insertions a search and a sort, from the keystroke or click to the
// new rows on screen (the server's own time for them is bench/views.ts).
import type { Browser, Page } from '@playwright/test';
import { appears, describeMain, recorded, readState, ROW_SELECTOR } from './browser';
import { PROBE_SCRIPT } from './probe';
import { budgetRow, kb, median, notMeasured, round, type Row } from './report';

const BYTES_KB = 200;
const RUNS = 3;
const PAGES = ['/insertions', '/renewals', '/schedule'] as const;

/** A phone's context: small screen, touch, a phone's user agent and client hint. */
async function phonePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' },
  });
  const page = await context.newPage();
  await page.addInitScript({ content: PROBE_SCRIPT });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The encoded bytes of the document and of every /api/ answer the page received. */
function countBytes(page: Page) {
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'document' || path.startsWith('/api/')) {
      pending.push(
        request
          .sizes()
          .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
          .catch(() => 0),
      );
    }
  });
  return async () => (await Promise.all(pending)).reduce((sum, n) => sum + n, 0);
}

interface PageRun {
  bytes: number;
  workers: number;
  painted: number;
}

async function runPage(browser: Browser, baseUrl: string, path: string): Promise<PageRun | string> {
  const { context, page, errors } = await phonePage(browser, baseUrl);
  const bytes = countBytes(page);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    if (!(await appears(page, ROW_SELECTOR, 60_000))) return await describeMain(page, errors);
    await recorded(page, 'firstRowPaintedAt', 10_000);
    await page.waitForLoadState('networkidle');
    const state = await readState(page);
    return {
      bytes: await bytes(),
      workers: page.workers().length,
      painted: state.firstRowPaintedAt!,
    };
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  } finally {
    await context.close();
  }
}

/** Data rows in the server's HTML (what a pasted link shows before any script runs). */
async function rowsInHtml(baseUrl: string, path: string): Promise<number> {
  const html = await (
    await fetch(baseUrl + path, { headers: { 'Sec-CH-UA-Mobile': '?1' } })
  ).text();
  return [...html.matchAll(/<tbody[^>]*>([\s\S]*?)<\/tbody>/g)]
    .map((body) => (body[1]!.match(/<tr[\s>][\s\S]*?<a /g) ?? []).length)
    .reduce((sum, n) => sum + n, 0);
}

/** A search and a sort on /insertions: from the input to the new first row on screen. */
async function searchAndSort(browser: Browser, baseUrl: string): Promise<number[] | string> {
  const { context, page, errors } = await phonePage(browser, baseUrl);
  try {
    await page.goto('/insertions');
    if (!(await appears(page, ROW_SELECTOR, 60_000))) return await describeMain(page, errors);
    const firstRow = () => page.locator(ROW_SELECTOR).first().innerText();
    const changed = async (before: string, act: () => Promise<void>) => {
      const started = Date.now();
      await act();
      await page.waitForFunction(
        ([selector, was]) => document.querySelector(selector)?.textContent !== was,
        [ROW_SELECTOR, before] as const,
        { timeout: 30_000 },
      );
      return Date.now() - started;
    };
    const search = await changed(await firstRow(), () =>
      page.getByRole('searchbox').first().fill('weekend special'),
    );
    await page.getByRole('searchbox').first().fill('');
    await page.waitForLoadState('networkidle');
    // A phone's table has no column headers to sort by (its rows carry their details): the sort
    // is measured with the window widened to a desktop's.
    await page.setViewportSize({ width: 1360, height: 900 });
    const sort = await changed(await firstRow(), () =>
      page.getByRole('button', { name: /^Description/ }).click(),
    );
    return [search, sort];
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  } finally {
    await context.close();
  }
}

export async function measureInsertions(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const record: Record<string, unknown> = {};
  for (const path of PAGES) {
    const runs: PageRun[] = [];
    let failure: string | null = null;
    for (let i = 0; i < RUNS; i++) {
      const result = await runPage(browser, baseUrl, path);
      if (typeof result === 'string') failure = result;
      else runs.push(result);
    }
    const inHtml = await rowsInHtml(baseUrl, path).catch(() => 0);
    record[path] = { runs, inHtml, failure };
    const figure = `${path} on a phone: the document and API answers (KB)`;
    if (runs.length === 0) {
      rows.push(notMeasured(figure, 'KB', `< ${BYTES_KB} KB`, failure ?? 'no run'));
      continue;
    }
    const workers = Math.max(...runs.map((r) => r.workers));
    rows.push(
      budgetRow(
        figure,
        kb(median(runs.map((r) => r.bytes))),
        'KB',
        BYTES_KB,
        true,
        `${workers} workers; ${inHtml} data rows in the server's HTML; first rows painted ${round(median(runs.map((r) => r.painted)))} ms after navigation (median of ${runs.length})`,
      ),
    );
  }
  const timed = await searchAndSort(browser, baseUrl);
  record.searchAndSort = timed;
  if (typeof timed === 'string') {
    rows.push(
      notMeasured('/insertions on a phone: a search, to its rows on screen', 'ms', '—', timed),
    );
  } else {
    rows.push(
      {
        figure: '/insertions on a phone: a search, to its rows on screen',
        value: timed[0]!,
        unit: 'ms',
        budget: '—',
        met: null,
      },
      {
        figure: '/insertions at 1360 px: a sort by description, to its rows on screen',
        value: timed[1]!,
        unit: 'ms',
        budget: '—',
        met: null,
      },
    );
  }
  details.insertionPages = record;
  return rows;
}
