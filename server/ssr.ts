// Server rendering of a page's first view: imports the app's server bundle (`<distDir>/.ssr/`,
// built by `npm run build`), lets it run the route's loaders through this app's own API in-process
// (with the person's cookie and identity, so the gateway and the role policy see them as they see
// the browser) and puts the rendered page and its state into index.html.
import { inProcessRequests } from './access-log';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { NamesSource } from './names';
import type { ViewerConfig } from './route-preload';
import { escapeHtml } from './auth/pages';

/** The server bundle's API (src/entry-server.tsx, loaded by path: the server imports only src/domain). */
export interface SsrEntry {
  render(options: {
    request: Request;
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
    config: { baseUrl: string; secondaryBaseUrl: string; mode?: string };
    waitMs: number;
    nameOf?: (id: number) => string | null;
  }): Promise<
    | { kind: 'page'; status: number; html: string; state: string; failure?: unknown }
    | { kind: 'shell'; html: string }
    | { kind: 'response'; response: Response }
  >;
  /**
   * The modules `pathname`'s route needs, as Vite's manifest names them, and a key naming the
   * route (the same for all its paths): index.html's preload links (server/static.ts).
   */
  routeModules?(pathname: string): { key: string; modules: string[] };
  /** Whether the route modules of `pathname` load (a build copied half-way may miss one). */
  routesReady?(pathname: string): Promise<boolean>;
  /** The header and skeleton, streamed ahead of the root when the data is slow (streamPage). */
  shell?(): string;
}

export const DEFAULT_SSR_WAIT_MS = 250;

/**
 * A page whose root is not rendered this long after its head gets the header and skeleton first
 * (when the wait allows more): a slow API paints them at once, a quick page never flashes them.
 */
export const EARLY_SHELL_MS = 100;

/** The server bundle of this build, or null (a client-only build: pages render in the browser). */
export async function loadSsrEntry(distDir: string): Promise<SsrEntry | null> {
  const file = join(distDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}

/**
 * The page request's headers that are not passed on to its in-process reads: those that describe
 * the page's own request, and those that steer the gateway (`x-bulk-read`, `cache-control`'s
 * only-if-cached and no-cache, the demo's faults), which the server sets for each read itself. A
 * client's copies of those would turn a report's bulk read into page views the reserve does not stop.
 */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'host',
  'keep-alive',
  'te',
  'transfer-encoding',
  'upgrade',
  'if-modified-since',
  'if-none-match',
  'pragma',
  'range',
  'upgrade-insecure-requests',
  'x-bulk-read',
  'x-demo-delay',
  'x-demo-fault',
  'x-demo-fault-match',
]);

/**
 * Whether an in-process read of `url` is one the page's `x-demo-fault-match` names: a plain part
 * of its address, or, starting with `/`, a prefix of its path. Never a regular expression: a
 * pattern from a request would run on every read, and a backtracking one holds the server.
 */
export function demoFaultMatches(match: string, url: string): boolean {
  if (match.startsWith('/')) {
    // A path prefix, with its query when it names one (`/api/secondary/contracts/?`).
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.startsWith(match);
  }
  return url.includes(match);
}

export interface SsrOptions {
  entry: Promise<SsrEntry | null>;
  /** The app itself, whose API answers the loaders. */
  appFetch: (request: Request, env: unknown) => Response | Promise<Response>;
  /** What /config.json answers: the render's, and index.html's (route-preload.ts). */
  config: ViewerConfig;
  waitMs: number;
  demo: boolean;
  /** The names file's index: a page's names come from it, in-process, as the render asks. */
  names?: NamesSource;
  /** A rendering that failed: logged, and the page is rendered by the browser instead. */
  onError: (error: unknown, path: string) => void;
}

export function inProcessFetch(c: Context, options: Pick<SsrOptions, 'appFetch' | 'demo'>) {
  const page = c.req.raw;
  const origin = new URL(page.url).origin;
  const identity: Record<string, string> = {};
  page.headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name) && !name.startsWith('sec-fetch-')) identity[name] = value;
  });
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, origin).href;
    // The person's identity first, then what the read itself asks for (bulk, only-if-cached): the
    // read's own headers are the server's, never overruled by the page request's.
    const headers = new Headers(identity);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    // The demo's fault injection: a page request carrying `x-demo-fault` (and `x-demo-delay`)
    // passes them on to its loaders' reads, to those `x-demo-fault-match` names when given
    // (e2e/fixtures.ts `injectFault`).
    const match = page.headers.get('x-demo-fault-match');
    if (options.demo && (!match || demoFaultMatches(match, url))) {
      for (const name of ['x-demo-fault', 'x-demo-delay']) {
        const value = page.headers.get(name);
        if (value) headers.set(name, value);
      }
    }
    // The same connection info (c.env): the proxy sign-in's trusted-address check sees the page's.
    const request = new Request(url, { headers, signal: init.signal });
    inProcessRequests.add(request);
    return options.appFetch(request, c.env);
  };
}

const ROOT = '<div id="root"></div>';

/**
 * index.html's own title ("Ad-sales viewer"). A rendered page brings its own (React writes a page's
 * <title> at the start of the root), and the first title in the document is the one a browser
 * shows, so the page's is the only one sent; index.html's stays for a page not rendered here.
 */
const TITLE = /<title>[^<]*<\/title>\s*/;
const RENDERED_TITLE = '<div id="root"><title>';

/** index.html around its root: the head (stylesheets, modulepreloads, theme.js) and the rest. */
function splitTemplate(template: string): { head: string; tail: string } {
  const at = template.indexOf(ROOT);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return { head: template.slice(0, at), tail: template.slice(at + ROOT.length) };
}

/**
 * The root and what follows it, once rendered, for a page whose head already went (streamPage): a
 * redirect the loaders decide then is a refresh to its address (the status is already sent).
 */
async function renderedRoot(c: Context, tail: string, options: SsrOptions): Promise<string> {
  const rendered = await renderRoot(c, options);
  if (rendered === null) return ROOT + tail;
  if (rendered instanceof Response) {
    const location = escapeHtml(rendered.headers.get('location') ?? '/');
    return (
      `<div id="root"><meta http-equiv="refresh" content="0; url=${location}">` +
      `<p>This page is at <a href="${location}">${location}</a>.</p></div>` +
      tail
    );
  }
  return rendered.root + tail;
}

/**
 * The header and skeleton to send while `root` renders, if it is not ready within EARLY_SHELL_MS
 * and the wait is longer than that; null otherwise. Outside the root, so the browser hydrates
 * (or renders) the root alone; `.early-shell:has(~ #root)` in styles.css hides it once the root
 * follows, and src/main.tsx removes it.
 */
async function earlyShell(root: Promise<string>, options: SsrOptions): Promise<string | null> {
  const entry = await options.entry;
  if (!entry?.shell || options.waitMs <= EARLY_SHELL_MS) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = await Promise.race([
    root.then(
      () => false,
      () => false,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), EARLY_SHELL_MS))),
  ]).finally(() => clearTimeout(timer));
  return slow ? `<div id="early-shell" class="early-shell">${entry.shell()}</div>` : null;
}

/**
 * The page for `c` as a stream: index.html's head at once, so the browser fetches the stylesheets
 * and scripts while the loaders read, then the rendered root, its state and the rest. The status
 * is 200, sent with the head (the auth guard's 401/403 are decided before); a route's own error or
 * not-found shows in the page, as it did when the page was sent whole.
 */
export function streamPage(
  c: Context,
  template: string,
  options: SsrOptions,
): ReadableStream<Uint8Array> {
  const ownTitle = TITLE.exec(template)?.[0] ?? '';
  const { head, tail } = splitTemplate(template.replace(TITLE, ''));
  const encoder = new TextEncoder();
  let sentHead = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      const root = renderedRoot(c, tail, options).then((html) =>
        html.startsWith(RENDERED_TITLE) ? html : ownTitle + html,
      );
      const early = await earlyShell(root, options);
      if (early) controller.enqueue(encoder.encode(early));
      controller.enqueue(encoder.encode(await root));
      controller.close();
    },
  });
}

/**
 * Renders the page for `c` into index.html's `<div id="root">`; null when there is no server
 * bundle (the page is then served as the plain index.html, rendered in the browser).
 */
export async function renderPage(
  c: Context,
  template: string,
  options: SsrOptions,
): Promise<{ status: number; html: string } | Response | null> {
  const rendered = await renderRoot(c, options);
  if (rendered === null || rendered instanceof Response) return rendered;
  const { status, root } = rendered;
  const { head, tail } = splitTemplate(
    root.startsWith(RENDERED_TITLE) ? template.replace(TITLE, '') : template,
  );
  return { status, html: head + root + tail };
}

/** The rendered root and its state, or the loaders' redirect; null: no server bundle, or a failure. */
async function renderRoot(
  c: Context,
  options: SsrOptions,
): Promise<{ status: number; root: string } | Response | null> {
  const entry = await options.entry;
  if (!entry) return null;
  let result: Awaited<ReturnType<SsrEntry['render']>>;
  try {
    result = await entry.render({
      // The screen the browser says it has (src/components/phone-columns.ts, ScreenHint).
      request: new Request(c.req.url, {
        signal: c.req.raw.signal,
        headers: { 'sec-ch-ua-mobile': c.req.header('sec-ch-ua-mobile') ?? '' },
      }),
      fetch: inProcessFetch(c, options),
      config: options.config,
      waitMs: options.waitMs,
      nameOf: (id) => options.names?.current().byId.get(id) ?? null,
    });
  } catch (error) {
    // Never a blank page for a rendering bug: the browser renders it, and shows any error in place.
    options.onError(error, c.req.path);
    return null;
  }
  if (result.kind === 'response') return result.response;
  // The page shows a plain error (entry-server hideServerFailures); the detail is for the log.
  if (result.kind === 'page' && result.failure !== undefined) {
    options.onError(result.failure, c.req.path);
  }
  const { status, state } = result.kind === 'page' ? result : { status: 200, state: '' };
  return { status, root: `<div id="root">${result.html}</div>${state}` };
}
