// Figure: a cold deep link while the API is slow (every /api/ answer held back 2 s): navigation
// start to the header and the page's skeleton painted. The shell must not wait for data.
import { describeMain, withColdPage } from './browser';
import { INVOICE_LIST } from './invoices';
import type { OnServer } from './server';
import { firstLine, medianRow, notMeasured, repeat, round, type Row, under } from './report';

const SHELL_MS = 300;
const API_DELAY_MS = 2000;

// Watches each frame for the header and the skeleton; the time is taken in a task after the
// frame that showed both, i.e. once it has been painted.
const SHELL_PROBE = `(() => {
  window.__shellPainted = null;
  const check = () => {
    if (document.querySelector('header') && document.querySelector('.page-skeleton')) {
      requestAnimationFrame(() => setTimeout(() => { window.__shellPainted = performance.now(); }));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

export async function measureShell({ browser, url: baseUrl, details }: OnServer): Promise<Row> {
  const runs = 7;
  const figure =
    `cold deep link ${INVOICE_LIST}, API answering after ${API_DELAY_MS / 1000} s: ` +
    `nav start to header and skeleton painted (median of ${runs})`;
  let times: number[];
  const once = () =>
    withColdPage(browser, baseUrl, async ({ page, errors }) => {
      await page.route(/\/api\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        await route.continue().catch(() => undefined); // the page may be closed by then
      });
      // The server's own API calls for rendering the page are slow too (the demo's x-demo-delay,
      // which the server passes on to them): it must send header and skeleton without waiting.
      await page.route(
        (url) => url.pathname.startsWith('/invoices'),
        (route) =>
          route.continue({
            headers: { ...route.request().headers(), 'x-demo-delay': String(API_DELAY_MS) },
          }),
      );
      await page.addInitScript({ content: SHELL_PROBE });
      await page.goto(INVOICE_LIST, { waitUntil: 'commit' });
      // A function, not a string: the CSP forbids eval.
      await page
        .waitForFunction(
          () => (window as unknown as { __shellPainted: number | null }).__shellPainted !== null,
          null,
          { timeout: 10_000 },
        )
        .catch(async () => {
          throw new Error(await describeMain(page, errors));
        });
      return page.evaluate(() => (window as unknown as { __shellPainted: number }).__shellPainted);
    });
  try {
    // One unrecorded load first, as for the deep link.
    times = await repeat(runs, once, 1);
  } catch (error) {
    return notMeasured(figure, under(SHELL_MS, 'ms'), firstLine(error));
  }
  details.shellUnderSlowApi = { url: INVOICE_LIST, delayMs: API_DELAY_MS, times: times.map(round) };
  return medianRow(figure, times, SHELL_MS);
}
