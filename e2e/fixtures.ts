// The shared Playwright fixture: any uncaught page error, console error or dialog fails the test.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  // page.goto returns once the app has taken over the server's page (`<html data-app="ready">`,
  // src/app/app.tsx), so a test acts on the app, not on the HTML before hydration (hydration runs
  // in slices: a click can land before it). `waitUntil: 'commit'` is left as asked: such tests look
  // at the page before the app runs. A page without the app's script (a JSON answer, a sign-in
  // page) or one where the app never starts carries on after at most 10 s.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page
          .waitForFunction(
            () =>
              // No root element for a moment while a navigation replaces the document.
              document.documentElement?.dataset.app === 'ready' ||
              !document.querySelector('script[type="module"]'),
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser logs every non-2xx API response: 404s and injected faults are tested on
        // purpose, and the page must handle them. Any other failed resource still fails the test.
        const failedApiCall =
          /Failed to load resource: the server responded with a status of/.test(message.text()) &&
          /\/api\/(base|secondary|views)\//.test(message.location().url);
        if (failedApiCall) return;
        errors.push(`console: ${message.text()}`);
      });
      page.on('dialog', (dialog) => {
        errors.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(errors);
      expect(errors, 'console errors, page errors or dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The console errors and page errors `page` logs from now on (a hydration warning among them), for
 * a page of a context of the test's own, which the fixture above does not watch.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export type DemoFault = '403' | '404' | '429' | '500' | 'timeout' | 'malformed' | 'drift';

/**
 * The plain text the server matches its own reads against (`x-demo-fault-match`, server/ssr.ts
 * demoFaultMatches: a prefix of path and query when it starts with `/`, else a part of the URL) for
 * `pattern`: the literal start of the glob after its leading `**`, or of the RegExp. Coarser than
 * the pattern (a prefix), which the server's reads of a page do not tell apart.
 */
export function serverMatchOf(pattern: string | RegExp): string {
  if (typeof pattern === 'string') return pattern.replace(/^\*+/, '').split('*')[0]!;
  let literal = '';
  const source = pattern.source.replace(/^\^/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (/[A-Za-z0-9]/.test(next)) break;
      literal += next;
      i += 1;
    } else if ('^$.*+?()[]{}|'.includes(char)) {
      // A quantifier makes the character before it optional: it is not part of the prefix.
      if ('?*{'.includes(char)) literal = literal.slice(0, -1);
      break;
    } else literal += char;
  }
  return literal;
}

/**
 * Makes the demo server fail API calls whose URL matches `pattern` (a glob such as
 * `**\/api/base/invoices/**`, or a RegExp) until the returned function is called.
 * `delayMs` sets `x-demo-delay` (how long the 'timeout' fault waits before its 504).
 * Pages opened meanwhile carry the fault too (`x-demo-fault-match`), so the API calls the server
 * makes to render them fail the same way (server/ssr.ts).
 */
export async function injectFault(
  page: Page,
  pattern: string | RegExp,
  fault: DemoFault,
  options: { delayMs?: number } = {},
) {
  const delay: Record<string, string> =
    options.delayMs === undefined ? {} : { 'x-demo-delay': String(options.delayMs) };
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-demo-fault': fault, ...delay },
    });
  const match = serverMatchOf(pattern);
  const pages = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().isNavigationRequest()
      ? route.continue({
          headers: {
            ...route.request().headers(),
            'x-demo-fault': fault,
            'x-demo-fault-match': match,
            ...delay,
          },
        })
      : route.fallback();
  await page.route(pattern, handler);
  await page.route('**/*', pages);
  return async () => {
    await page.unroute(pattern, handler);
    await page.unroute('**/*', pages);
  };
}

/**
 * The query keys whose answers the server put into the page (its loaders' requests: with server
 * rendering, a cold page's first requests are the server's, not the browser's).
 */
export async function serverQueryKeys(page: Page): Promise<unknown[][]> {
  // No state block: the server sent header and skeleton (its data was slower than SSR_WAIT_MS).
  if ((await page.locator('#viewer-state').count()) === 0) return [];
  const text = await page.locator('#viewer-state').textContent();
  const state = JSON.parse(text ?? '{}') as { queries?: { queries?: { queryKey: unknown[] }[] } };
  return (state.queries?.queries ?? []).map((query) => query.queryKey);
}

/**
 * The same, without the page's own state (configuration, access, the quota meter's status, the
 * person's watches for the header's mark).
 */
export async function serverDataKeys(page: Page): Promise<unknown[][]> {
  const own = new Set(['config', 'access', 'gateway-status', 'watches']);
  return (await serverQueryKeys(page)).filter(([kind]) => !own.has(String(kind)));
}

/**
 * Fails the test on any serious or critical accessibility violation. `alsoRules`: rules axe leaves
 * off by default that Lighthouse runs (e.g. 'target-size', WCAG 2.2's touch targets).
 */
export async function expectNoSeriousAxeViolations(page: Page, alsoRules: string[] = []) {
  const rules = Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }]));
  // Every rule still runs on every node, in two ways that take less time and find the same:
  // violations alone are collected in full (axe keeps one node of the passes), and axe.run runs in
  // the page itself ("legacy mode"), not in parts merged in a blank page of the context, a way
  // only pages with cross-origin frames need (the app has no frames). Together 2-4 times faster.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules, resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/**
 * `page`, opened at `url`, has the browser title `title`: the server's HTML for `url` carries it as
 * its one document title (a browser shows the first; a chart's SVG <title> is its accessible name,
 * not the document's, so left out), and once the app has taken over (and read any name it had
 * not) the page still has one title, the same.
 */
export async function expectTitle(page: Page, url: string, title: string) {
  const html = (await (await page.request.get(url)).text()).replace(/<svg[\s\S]*?<\/svg>/g, '');
  expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([title]);
  await expect(page).toHaveTitle(title);
  await expect(page.locator(':not(svg) > title')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
}

/** The link named `name` inside `scope` goes to `href`. */
export async function expectLinkTo(scope: Page | Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}

/**
 * The page says in place that the API's rate limit stopped it (429), and its Retry waits; with
 * `retryAfter`, the wait the answer asked for in seconds. Returns the alert.
 */
export async function expectRateLimitAlert(page: Page, retryAfter?: number): Promise<Locator> {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The account’s rate limit is reached (429)');
  if (retryAfter !== undefined)
    await expect(alert).toContainText(`Retry after ${retryAfter} seconds`);
  await expect(alert.getByRole('button', { name: /Retry in \d+ s/ })).toBeDisabled();
  return alert;
}

/** The widths every page is tried at: a phone's and a large monitor's. */
export const WIDTHS = [390, 1920] as const;

/** Declares `body`'s tests once at each of WIDTHS, in a group named for the width. */
export function atEachWidth(body: (width: number) => void) {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      body(width);
    });
  }
}

export type Scheme = 'light' | 'dark';

/**
 * Runs `check` on the page as it is, in the system's light scheme, then again once the system has
 * turned dark: the app follows the system's scheme as it changes (src/lib/theme.ts), so one page
 * load serves both. The system is light again after, as the next page load expects. (That a page
 * first drawn dark is dark at once, before any script, is ssr.spec.ts's.)
 */
export async function inBothSchemes(page: Page, check: (scheme: Scheme) => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await check(scheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
