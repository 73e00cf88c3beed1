// The server's rendering of a page's first view (built with `vite build --ssr`, imported by
// server/ssr.ts): the same route table and loaders as the browser, run with one query client per
// request and a fetch that asks the server's own API in-process as the person who asked for the page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { advertiserKeys, advertiserListQuery } from './api/advertisers';
import { ApiError, resetConfig, setViewerFetch, type ApiConfig } from './api/client';
import { fetchGatewayStatus, gatewayStatusQuery } from './api/gateway-status';
import { createQueryClient } from './api/query-client';
import { keepNoServerCopies, serverCopyOf, type ServerCopiesByUrl } from './api/server-copy';
import { createRoutes } from './app/router';
import { apiErrorToWire, serverState, stateBlock } from './app/server-state';
import { ShellFallback } from './app/shell-fallback';
import { screenHintOf, ScreenHintContext } from './components/phone-columns';
import { ServerCopiesContext } from './components/stale-notice';
import { MirrorAnswersContext } from './components/as-of-notice';
import { keepNoMirrorAnswers, mirrorAnswerOf, type MirrorAnswersByUrl } from './api/mirror-answers';
import { figuresParamsOf, serverFigures, type FiguresLine } from './lib/contract-figures';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** The page's request (its URL; its signal ends the loaders if the person leaves). */
  request: Request;
  /** Answers the app's API and /auth/me requests as the person asking for the page. */
  fetch: Fetch;
  /** What /config.json answers. */
  config: ApiConfig;
  /** How long the loaders may take before the page is sent without its data. */
  waitMs: number;
}

export type RenderResult =
  /** The page with its first view and the state the browser hydrates from. */
  | { kind: 'page'; status: number; html: string; state: string }
  /** The loaders took longer than waitMs: header and skeleton, the browser renders the rest. */
  | { kind: 'shell'; html: string }
  /** A loader redirected (e.g. /products/:id to its first tab). */
  | { kind: 'response'; response: Response };

keepNoServerCopies();
keepNoMirrorAnswers();
const requestFetch = new AsyncLocalStorage<Fetch>();
setViewerFetch((input, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) return Promise.reject(new Error('No request to fetch for (server rendering)'));
  return fetch(input, init);
});

const NAMES_HASH = hashKey(advertiserKeys.list());
const QUOTA_HASH = hashKey(gatewayStatusQuery().queryKey);

/**
 * The queries the render looks at from now on (a component's useQuery builds its query in the
 * cache, whether there or not; on the server it is never subscribed, so the cache's observers do not
 * tell).
 */
function recordQueriesUsed(queryClient: QueryClient): ReadonlySet<string> {
  const used = new Set<string>();
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = (client, options, state) => {
    const query = build(client, options, state);
    used.add(query.queryHash);
    return query;
  };
  return used;
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
}: RenderOptions): Promise<RenderResult> {
  resetConfig(config);
  // One client per request: never a cache shared between two people.
  const queryClient = createQueryClient();
  queryClient.setQueryData(['config'], config);
  const handler = createStaticHandler(createRoutes(queryClient));
  const started = Date.now();
  // The answers the gateway gave from its stale copy: the page says so, as the browser's would.
  const copies: ServerCopiesByUrl = [];
  // And those it gave from its copy of the account: the page says as of when, with a Refresh.
  const mirrorAnswers: MirrorAnswersByUrl = [];
  const { pathname, search } = new URL(request.url);
  const readFetch: Fetch = async (input, init) => {
    const response = await fetch(input, init);
    const copy = response.ok ? serverCopyOf(response.headers, `${pathname}${search}`) : null;
    if (copy) copies.push([input, copy]);
    const page = `${pathname}${search}`;
    const mirrored = response.ok ? mirrorAnswerOf(input, response.headers, page) : null;
    if (mirrored) mirrorAnswers.push([input, mirrored]);
    return response;
  };
  const loaded = requestFetch.run(readFetch, () => handler.query(request));
  // The advertiser names (the server's own file, no upstream request), read beside the loaders:
  // any page may show a name (a list's rows, a record's parties, the go-anywhere box).
  const names = requestFetch.run(readFetch, () => queryClient.prefetchQuery(advertiserListQuery()));
  const context = await Promise.race([loaded, late(waitMs)]);
  if (context === 'late') {
    // Whatever the loaders still read lands in the gateway's cache for the browser's own requests.
    loaded.catch(() => undefined);
    return { kind: 'shell', html: renderToString(<ShellFallback />) };
  }
  if (context instanceof Response) return { kind: 'response', response: context };
  // The quota meter's figures (the server's own count, as of the loaders' requests), so the header
  // does not change at hydration. These and the names within what is left of the wait; without
  // them, names read "Advertiser N" and the meter is away, as in the browser until it asks.
  const quota = queryClient.prefetchQuery({
    ...gatewayStatusQuery(),
    queryFn: ({ signal }) => fetchGatewayStatus(signal, fetch),
  });
  await Promise.race([
    Promise.all([names, quota]),
    late(Math.max(0, waitMs - (Date.now() - started))),
  ]);
  const used = recordQueriesUsed(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = screenHintOf(request.headers.get('sec-ch-ua-mobile'));
  // Whole, not streamed: every lazy part (e.g. a long table's virtual rows) is in the HTML, so no
  // Suspense boundary is left for the browser to render differently.
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServerCopiesContext value={copies.map(([, copy]) => copy)}>
          <MirrorAnswersContext value={mirrorAnswers.map(([, answer]) => answer)}>
            <ScreenHintContext value={screen}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ScreenHintContext>
          </MirrorAnswersContext>
        </ServerCopiesContext>
      </QueryClientProvider>
    </StrictMode>,
    { signal: request.signal },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // Taken after rendering: the state the render used, so the browser's first render matches it.
  // The names and the meter only when answered (else the browser asks), the names only in the
  // pages that showed one: the list is not small.
  const state = stateBlock({
    ...serverState(
      queryClient,
      context,
      copies,
      (query) => {
        if (query.queryHash !== NAMES_HASH && query.queryHash !== QUOTA_HASH) return true;
        if (query.state.status !== 'success') return false;
        return query.queryHash === QUOTA_HASH || used.has(query.queryHash);
      },
      screen,
    ),
    mirrorAnswers,
  });
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, state };
}

/**
 * /api/figures/<kind>: a report's figures computed here for a browser that has not got them in its
 * page (the render was late, or another window was chosen), read as the person through the gateway
 * like the render's loaders. Newline-delimited JSON: progress lines, then the figures or the error
 * as the browser's own read would have met it. Decision 9.
 */
export function figures({ request, fetch, config }: Omit<RenderOptions, 'waitMs'>): Response {
  const url = new URL(request.url);
  const kind = url.pathname.replace(/^\/api\/figures\//, '').replace(/\/+$/, '');
  const params = figuresParamsOf(kind, url.searchParams);
  if (!params) {
    return kind === 'bookings'
      ? Response.json(
          { error: 'from and to must be dates (YYYY-MM-DD), from not after to' },
          {
            status: 400,
          },
        )
      : Response.json({ error: 'Not found' }, { status: 404 });
  }
  resetConfig(config);
  const encoder = new TextEncoder();
  // Closed by the browser (Cancel, or the page left): the read stops with the request's signal.
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    cancel() {
      open = false;
    },
    start(controller) {
      const send = (line: FiguresLine) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      const read = requestFetch.run(fetch, () =>
        serverFigures.resultOf(params, {
          signal: request.signal,
          fresh: url.searchParams.get('fresh') === '1',
          onProgress: (progress, total) => send({ progress, total }),
        }),
      );
      read
        .then(
          (figures) => send({ figures }),
          (error: unknown) =>
            send({
              error:
                error instanceof ApiError
                  ? apiErrorToWire(error)
                  : {
                      kind: 'http',
                      endpoint: `server ${url.pathname}`,
                      status: 500,
                      message: 'The server failed to compute these figures',
                    },
            }),
        )
        .finally(() => {
          if (open) controller.close();
          open = false;
        });
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'private, no-store',
    },
  });
}
