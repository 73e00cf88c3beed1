// The insertion pages answered from the server's copy of the account (decision 15) at the bench's
// scale (about 75,000 insertions at DEMO_SCALE=50), on a phone: for /insertions, /renewals and
// /schedule, the bytes the page and its first screen cost (the document and every /api/ answer, as
// sent compressed), that no Worker runs, the first rows in the server's HTML, and navigation start
// to first rows painted; on /insertions a search and a sort, from the keystroke or click to the
// new rows on screen (the server's own time for them is bench/views.ts).
import type { Browser } from '@playwright/test';
import { openUntil, paintedLoad, PHONE, ROW_SELECTOR, withColdPage } from './browser';
import type { OnServer } from './server';
import {
  budgetRow,
  firstLine,
  infoRow,
  kb,
  median,
  notMeasured,
  round,
  type Row,
  under,
} from './report';

const BYTES_KB = 200;
const RUNS = 3;
const PAGES = ['/insertions', '/renewals', '/schedule'] as const;

/** One phone's load: the encoded bytes of the document and every /api/ answer, its workers. */
async function runPage(browser: Browser, baseUrl: string, path: string) {
  const { state, found } = await paintedLoad(browser, baseUrl, path, { options: PHONE }, (page) => {
    const pending: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (
        request.resourceType() === 'document' ||
        new URL(request.url()).pathname.startsWith('/api/')
      ) {
        pending.push(
          request
            .sizes()
            .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
            .catch(() => 0),
        );
      }
    });
    return async () => {
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(pending)).reduce((sum, n) => sum + n, 0);
      return { bytes, workers: page.workers().length };
    };
  });
  return { ...found, painted: state.firstRowPaintedAt! };
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
const searchAndSort = (browser: Browser, baseUrl: string) =>
  withColdPage(
    browser,
    baseUrl,
    async (cold) => {
      const { page } = cold;
      await openUntil(cold, '/insertions');
      await page.waitForLoadState('load');
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
      return [search, sort] as const;
    },
    PHONE,
  );

export async function measureInsertions({
  browser,
  url: baseUrl,
  details,
}: OnServer): Promise<Row[]> {
  const rows: Row[] = [];
  const record: Record<string, unknown> = {};
  for (const path of PAGES) {
    const runs: Awaited<ReturnType<typeof runPage>>[] = [];
    let failure: string | null = null;
    for (let i = 0; i < RUNS; i++) {
      await runPage(browser, baseUrl, path).then(
        (run) => runs.push(run),
        (error: unknown) => (failure = firstLine(error)),
      );
    }
    const inHtml = await rowsInHtml(baseUrl, path).catch(() => 0);
    record[path] = { runs, inHtml, failure };
    const figure = `${path} on a phone: the document and API answers (KB)`;
    if (runs.length === 0) {
      rows.push(notMeasured(figure, under(BYTES_KB, 'KB'), failure ?? 'no run'));
      continue;
    }
    const workers = Math.max(...runs.map((r) => r.workers));
    const painted = round(median(runs.map((r) => r.painted)));
    rows.push(
      budgetRow(
        figure,
        kb(median(runs.map((r) => r.bytes))),
        under(BYTES_KB, 'KB'),
        `${workers} workers; ${inHtml} data rows in the server's HTML; first rows painted ${painted} ms after navigation (median of ${runs.length})`,
      ),
    );
  }
  const search = '/insertions on a phone: a search, to its rows on screen';
  const timed = await searchAndSort(browser, baseUrl).catch(firstLine);
  record.searchAndSort = timed;
  rows.push(
    ...(typeof timed === 'string'
      ? [notMeasured(search, 'ms', timed)]
      : [
          infoRow(search, timed[0], 'ms'),
          infoRow(
            '/insertions at 1360 px: a sort by description, to its rows on screen',
            timed[1],
            'ms',
          ),
        ]),
  );
  details.insertionPages = record;
  return rows;
}
