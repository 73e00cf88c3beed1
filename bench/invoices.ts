// Figures 2 and 3: a cold deep link to a filtered invoice list (navigation start to the first row
// painted) and the next page after it was prefetched (click to the new rows painted).
import type { Browser, Page, Response } from '@playwright/test';
import { IDLE, openUntil, paintedLoad, readState, recorded, withColdPage } from './browser';
import type { OnServer } from './server';
import { firstLine, medianRow, notMeasured, repeat, round, type Row, under } from './report';

export const INVOICE_LIST = '/invoices?sort_by=total&sort_order=asc&amount_from=100';
const DEEP_LINK_MS = 250;
const NEXT_PAGE_MS = 50;

/** Where the time of one cold load went, from the page's own resource timing. */
async function breakdown(page: Page): Promise<Record<string, number>> {
  return (await page.evaluate(`(() => {
    const out = {};
    const nav = performance.getEntriesByType('navigation')[0];
    if (nav) { out.documentEnd = nav.responseEnd; out.domContentLoaded = nav.domContentLoadedEventEnd; }
    for (const e of performance.getEntriesByType('resource')) {
      const name = new URL(e.name).pathname;
      let key = name.startsWith('/api/') ? 'api ' + name : name.startsWith('/assets/') ? name.slice(8) : name;
      // A path asked for again (the next page's prefetch) gets a number: the first one is the load's.
      for (let n = 2; (key + ' start') in out; n++) key = key.replace(/ #\\d+$/, '') + ' #' + n;
      out[key + ' start'] = e.startTime;
      out[key + ' end'] = e.responseEnd;
    }
    return out;
  })()`)) as Record<string, number>;
}

export async function measureDeepLink({ browser, url: baseUrl, details }: OnServer): Promise<Row> {
  const runs = 11;
  const figure = `deep link ${INVOICE_LIST}: nav start to first row painted (median of ${runs})`;
  const once = () =>
    paintedLoad(
      browser,
      baseUrl,
      INVOICE_LIST,
      { timeout: 10_000 },
      (page) => () => breakdown(page),
    );
  let results: Awaited<ReturnType<typeof once>>[];
  try {
    results = await repeat(runs, once, 1);
  } catch (error) {
    return notMeasured(figure, under(DEEP_LINK_MS, 'ms'), firstLine(error));
  }
  const times = results.map(({ state }) => state.firstRowPaintedAt!);
  const loads = results.map(({ state, found }) => ({
    painted: round(state.firstRowPaintedAt!),
    rowInserted: round(state.firstRowAt!),
    ...found,
  }));
  details.deepLink = { url: INVOICE_LIST, times: times.map(round), loads };
  return medianRow(figure, times, DEEP_LINK_MS);
}

const isPage2Url = (href: string) => {
  const url = new URL(href);
  return /^\/api\/base\/invoices\/?$/.test(url.pathname) && url.searchParams.get('page') === '2';
};
const isPage2 = (response: Response) => isPage2Url(response.url());

/** One run: load page 1, wait for page 2's prefetch, click Next, time click to rows painted. */
const nextPageOnce = (browser: Browser, baseUrl: string) =>
  withColdPage(browser, baseUrl, async (cold) => {
    const { page } = cold;
    const prefetch = page.waitForResponse(isPage2, { timeout: 15_000 }).catch(() => null);
    await openUntil(cold, INVOICE_LIST, { timeout: 10_000 });
    const next = page
      .getByRole('main')
      .getByRole('button', { name: /next/i })
      .or(page.getByRole('main').getByRole('link', { name: /next/i }))
      .first();
    if (!(await next.isVisible())) throw new Error('no "Next" button or link in <main>');
    // Prefetch on load, or else on hovering Next (both are "what the user is about to open").
    let hovered = false;
    const early = await Promise.race([
      prefetch,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
    ]);
    if (!early) {
      hovered = true;
      await next.hover();
    }
    const response = early ?? (await prefetch);
    if (!response) throw new Error('page 2 was not prefetched (no request on load or on hover)');
    await response.finished();
    await page.evaluate(IDLE);
    let laterRequests = 0;
    page.on('request', (request) => {
      if (isPage2Url(request.url())) laterRequests += 1;
    });
    await page.evaluate('window.__bench.arm()');
    await next.click();
    await recorded(page, 'changedPaintedAt', 10_000);
    const state = await readState(page);
    const note = `${hovered ? 'prefetched on hover' : 'prefetched on load'}; page-2 requests after the click: ${laterRequests}`;
    return { ms: state.changedPaintedAt! - state.clickAt!, note };
  });

export async function measureNextPage({ browser, url: baseUrl, details }: OnServer): Promise<Row> {
  const runs = 5;
  const figure = `next invoice page (prefetched): click to rows painted (median of ${runs})`;
  let results: Awaited<ReturnType<typeof nextPageOnce>>[];
  try {
    results = await repeat(runs, () => nextPageOnce(browser, baseUrl));
  } catch (error) {
    return notMeasured(figure, under(NEXT_PAGE_MS, 'ms'), firstLine(error));
  }
  const times = results.map(({ ms }) => ms);
  const notes = new Set(results.map(({ note }) => note));
  details.nextPage = { url: INVOICE_LIST, times: times.map(round) };
  return medianRow(figure, times, NEXT_PAGE_MS, [...notes].join(' / '));
}
