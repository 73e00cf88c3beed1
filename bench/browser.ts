// Debian's Chromium through Playwright, and a fresh, cold page with the timing probe installed.
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';

export const ROW_SELECTOR = 'main table tbody tr a';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A phone's context: small screen, touch, a phone's user agent and client hint. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' },
};

/** A new context (empty cache, no storage) with the HTTP cache disabled and the probe installed. */
async function coldPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = { viewport: { width: 1360, height: 900 } },
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript({ content: PROBE_SCRIPT });
  // Uncaught page errors seen, to explain a figure that could not be measured.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until the probe has recorded `field` (a function, not a string: the CSP forbids eval). */
export async function recorded(page: Page, field: keyof BenchState, timeout: number) {
  await page.waitForFunction(
    (name) => (window as unknown as { __bench: Record<string, unknown> }).__bench[name] !== null,
    field,
    { timeout },
  );
}

export function readState(page: Page): Promise<BenchState> {
  return page.evaluate(READ_STATE) as Promise<BenchState>;
}

type ColdPage = Awaited<ReturnType<typeof coldPage>>;

/** Runs `use` on a cold page (see coldPage) and closes its context after. */
export async function withColdPage<T>(
  browser: Browser,
  baseURL: string,
  use: (cold: ColdPage) => Promise<T>,
  options?: BrowserContextOptions,
): Promise<T> {
  const cold = await coldPage(browser, baseURL, options);
  try {
    return await use(cold);
  } finally {
    await cold.context.close();
  }
}

/**
 * Opens `path` and waits for `selector` (the first data row unless given); throws what the page
 * shows instead when it does not appear within `timeout`.
 */
export async function openUntil(
  { page, errors }: ColdPage,
  path: string,
  { selector = ROW_SELECTOR, timeout = 60_000 } = {},
): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  try {
    await page.waitForSelector(selector, { timeout });
  } catch {
    throw new Error(await describeMain(page, errors));
  }
}

/** What the page shows instead, to say why a selector never appeared. */
export async function describeMain(page: Page, errors: string[]): Promise<string> {
  const text = await page
    .locator('main')
    .innerText({ timeout: 1000 })
    .catch(() => '(no <main>)');
  const shown = text.replace(/\s+/g, ' ').trim().slice(0, 120);
  return `no data row in <main> (shows "${shown}")${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`;
}

/**
 * One cold load of `path`: the probe's state once the first data row (`selector`) is painted,
 * and what `watch` (set up before the load, finished after it) found; throws what the page shows
 * instead when no row comes within `timeout`.
 */
export async function paintedLoad<T = undefined>(
  browser: Browser,
  baseUrl: string,
  path: string,
  load: { selector?: string; timeout?: number; options?: BrowserContextOptions } = {},
  watch?: (page: Page) => (state: BenchState) => Promise<T>,
): Promise<{ state: BenchState; found: T }> {
  return withColdPage(
    browser,
    baseUrl,
    async (cold) => {
      const finish = watch?.(cold.page);
      await openUntil(cold, path, load);
      await recorded(cold.page, 'firstRowPaintedAt', 10_000);
      const state = await readState(cold.page);
      return { state, found: (await finish?.(state)) as T };
    },
    load.options,
  );
}

/**
 * Starts watching the page's requests now; `quiet()` resolves once none has been in flight for
 * `quietMs` (networkidle, which Playwright reports once per document, does not cover a navigation
 * inside the app). Start it before the click that navigates.
 */
export function watchRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const dispose = () => {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
  const quiet = async (quietMs = 500, timeoutMs = 20_000) => {
    try {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`requests still in flight after ${timeoutMs / 1000} s`);
    } finally {
      dispose();
    }
  };
  return { quiet };
}

// In-page timing, installed with page.addInitScript before the app's own scripts run. Written as
// plain JavaScript text: functions compiled by tsx would carry helpers the page does not have.
//
// window.__bench records, in performance.now() time (milliseconds since navigation start):
// - firstRowAt: the first data row (a body row holding a link) of a table in <main> was inserted;
//   firstRowPaintedAt: the frame after it was painted (rAF, then a message: runs after the paint);
// - after arm(): clickAt (capture-phase click listener) and changedAt / changedPaintedAt, when the
//   first data row's text differs from what it was at the click;
const PROBE_SCRIPT = `(() => {
  const bench = {
    firstRowAt: null, firstRowPaintedAt: null,
    armed: false, textAtClick: null, clickAt: null, changedAt: null, changedPaintedAt: null,
  };
  window.__bench = bench;
  const afterPaint = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  const firstRow = () => {
    const link = document.querySelector('main table tbody tr a');
    return link ? link.closest('tr') : null;
  };
  const rowObserver = new MutationObserver(() => {
    const row = firstRow();
    if (!row) return;
    bench.firstRowAt = performance.now();
    rowObserver.disconnect();
    afterPaint((t) => { bench.firstRowPaintedAt = t; });
  });
  rowObserver.observe(document, { childList: true, subtree: true });

  const changeObserver = new MutationObserver(() => {
    if (bench.clickAt === null || bench.changedAt !== null) return;
    const row = firstRow();
    if (!row || row.textContent === bench.textAtClick) return;
    bench.changedAt = performance.now();
    changeObserver.disconnect();
    afterPaint((t) => { bench.changedPaintedAt = t; });
  });
  bench.arm = () => {
    bench.armed = true;
    bench.clickAt = bench.changedAt = bench.changedPaintedAt = null;
    changeObserver.observe(document, { childList: true, subtree: true, characterData: true });
  };
  document.addEventListener('click', () => {
    if (!bench.armed) return;
    bench.armed = false;
    const row = firstRow();
    bench.textAtClick = row ? row.textContent : null;
    bench.clickAt = performance.now();
  }, true);
})();`;

/** Resolves when the page is idle (after the current work, such as parsing a response). */
export const IDLE = `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 }))`;

interface BenchState {
  firstRowAt: number | null;
  firstRowPaintedAt: number | null;
  clickAt: number | null;
  changedAt: number | null;
  changedPaintedAt: number | null;
}

const READ_STATE = `(() => { const b = window.__bench; return { ...b, arm: undefined }; })()`;
