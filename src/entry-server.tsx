// The server's rendering of a page's first view (built with `vite build --ssr`, imported by
// server/ssr.ts): the same route table and loaders as the browser, run with one query client per
// request and a fetch that asks the server's own API in-process as the person who asked for the page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { hashKey, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { ApiError, resetConfig, setViewerFetch, type ApiConfig } from './api/client';
import type { Fetch } from './api/viewer-fetch';
import { fetchGatewayStatus, gatewayStatusQuery } from './api/gateway-status';
import { createQueryClient } from './api/query-client';
import { answerNoteOf, keepNoAnswerNotes, type NotesByUrl } from './api/answer-notes';
import { createRoutes, loadMatchedRoutes, routeModulesOf } from './app/router';
import { serverState, stateBlock } from './app/server-state';
import { ShellFallback } from './app/shell-fallback';
import { screenHintOf, ScreenHintContext } from './components/phone-columns';
import { AnswerNotesContext } from './components/answer-notices';

export interface RenderOptions {
  /** The page's request (its URL; its signal ends the loaders if the person leaves). */
  request: Request;
  /** Answers the app's API and /auth/me requests as the person asking for the page. */
  fetch: Fetch;
  /** What /config.json answers. */
  config: ApiConfig;
  /** How long the loaders may take before the page is sent without its data. */
  waitMs: number;
  /** The server's names file (server/names.ts): an advertiser's name, null when it has none. */
  nameOf?: (id: number) => string | null;
}

export type RenderResult =
  /** The page with its first view and the state the browser hydrates from. */
  | {
      kind: 'page';
      status: number;
      html: string;
      state: string;
      /** A route that failed on the server for a reason of its own (not an API answer): for the log. */
      failure?: unknown;
    }
  /** The loaders took longer than waitMs: header and skeleton, the browser renders the rest. */
  | { kind: 'shell'; html: string }
  /** A loader redirected (e.g. /products/:id to its first tab). */
  | { kind: 'response'; response: Response };

keepNoAnswerNotes();
const requestFetch = new AsyncLocalStorage<Fetch>();
setViewerFetch((input, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) return Promise.reject(new Error('No request to fetch for (server rendering)'));
  return fetch(input, init);
});

const QUOTA_HASH = hashKey(gatewayStatusQuery().queryKey);

/**
 * Names from the server's own index as the render asks for them: a name query built (by a loader
 * or a component) gets its name at once, so the page holds the names it shows and no other, and
 * no request is made for them. Without an index (an older server) they are asked as in the browser.
 */
function fillNames(queryClient: QueryClient, nameOf: RenderOptions['nameOf']): void {
  if (!nameOf) return;
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = (client, options, state) => {
    const query = build(client, options, state);
    const [root, kind, id] = query.queryKey;
    // (Number 0 is a field's query for no advertiser, never run: left out of the page.)
    if (root === 'advertisers' && kind === 'name' && typeof id === 'number' && id > 0) {
      const named = query as unknown as Query<string | null>;
      if (named.state.data === undefined) named.setData(nameOf(id));
    }
    return query;
  };
}

/**
 * The header and skeleton the server streams ahead of the root when the data is slow to come
 * (server/ssr.ts streamPage); CSS hides it once the root follows.
 */
export function shell(): string {
  return renderToString(<ShellFallback early />);
}

const late = (ms: number) =>
  new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

export async function render({
  request,
  fetch,
  config,
  waitMs,
  nameOf,
}: RenderOptions): Promise<RenderResult> {
  resetConfig(config);
  // One client per request: never a cache shared between two people.
  const queryClient = createQueryClient();
  queryClient.setQueryData(['config'], config);
  fillNames(queryClient, nameOf);
  const handler = createStaticHandler(createRoutes(queryClient));
  const started = Date.now();
  // The answers the server gave from its copies: the page says so, as the browser's would.
  const notes: NotesByUrl = [];
  const { pathname, search } = new URL(request.url);
  const page = `${pathname}${search}`;
  const readFetch: Fetch = async (input, init) => {
    const response = await fetch(input, init);
    const note = response.ok ? answerNoteOf(input, response.headers, page) : null;
    if (note) notes.push([input, note]);
    return response;
  };
  const loaded = requestFetch.run(readFetch, () => handler.query(request));
  const context = await Promise.race([loaded, late(waitMs)]);
  if (context === 'late') {
    // Whatever the loaders still read lands in the gateway's cache for the browser's own requests.
    loaded.catch(() => undefined);
    return { kind: 'shell', html: renderToString(<ShellFallback />) };
  }
  if (context instanceof Response) return { kind: 'response', response: context };
  const failure = hideServerFailures(context);
  // The quota meter's figures (the server's own count, as of the loaders' requests), so the header
  // does not change at hydration, within what is left of the wait; without them the meter is
  // away, as in the browser until it asks.
  const quota = queryClient.prefetchQuery({
    ...gatewayStatusQuery(),
    queryFn: ({ signal }) => fetchGatewayStatus(signal, fetch),
  });
  await Promise.race([quota, late(Math.max(0, waitMs - (Date.now() - started)))]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = screenHintOf(request.headers.get('sec-ch-ua-mobile'));
  // Whole, not streamed: every lazy part (e.g. a long table's virtual rows) is in the HTML, so no
  // Suspense boundary is left for the browser to render differently.
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AnswerNotesContext value={notes.map(([, note]) => note)}>
          <ScreenHintContext value={screen}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ScreenHintContext>
        </AnswerNotesContext>
      </QueryClientProvider>
    </StrictMode>,
    { signal: request.signal },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // Taken after rendering: the state the render used, so the browser's first render matches it.
  // The meter only when answered (else the browser asks).
  const state = stateBlock(
    serverState(
      queryClient,
      context,
      notes,
      (query) => query.queryHash !== QUOTA_HASH || query.state.status === 'success',
      screen,
    ),
  );
  clearWhenSettled(queryClient);
  return { kind: 'page', status: context.statusCode, html, state, ...(failure ? { failure } : {}) };
}

/** What a route's failure of the server's own shows (and its state carries): no path, no stack. */
export const SERVER_FAILURE_MESSAGE =
  'This page could not be prepared by the server. Retry, or reload the page.';

/**
 * Replaces the route errors that are the server's own (a module of the server bundle missing, a
 * bug), not an API's answer, by one plain error: their message names files of the server. Returns
 * the first one for the log; the route's status becomes 500.
 */
function hideServerFailures(context: StaticHandlerContext): unknown {
  let failure: unknown;
  for (const [id, error] of Object.entries(context.errors ?? {})) {
    if (error instanceof ApiError || isRouteErrorResponse(error)) continue;
    failure ??= error;
    context.errors![id] = new Error(SERVER_FAILURE_MESSAGE);
    context.statusCode = 500;
  }
  return failure;
}

/**
 * Empties the request's query client once nothing reads through it: clearing cancels what is
 * still fetching, and a loader react-router no longer awaits (its route failed meanwhile) would
 * meet that cancellation with no one to catch it, which ends the process.
 */
function clearWhenSettled(queryClient: QueryClient): void {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.promise?.catch(() => undefined));
  void Promise.all(pending).then(() => queryClient.clear());
}

/**
 * Loads the route modules `pathname` needs, so the server knows before it sends anything whether it
 * can render the page (a module missing from the server bundle): when not, the page goes whole,
 * with its error and status 500, instead of streamed under a 200 already sent.
 */
export async function routesReady(pathname: string): Promise<boolean> {
  try {
    await loadMatchedRoutes(createRoutes(new QueryClient()), pathname);
    return true;
  } catch {
    return false;
  }
}

// The route table once for routeModules: only matched, never loaded (its loaders' client unused).
const preloadRoutes = createRoutes(new QueryClient());

/**
 * The modules `pathname`'s route needs (Vite's manifest keys) and a key naming the route: the
 * server adds their chunks' preload links to index.html (server/route-preload.ts), from the same
 * route table the pages are rendered by.
 */
export function routeModules(pathname: string): { key: string; modules: string[] } {
  return routeModulesOf(preloadRoutes, pathname);
}
