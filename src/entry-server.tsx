// The server's rendering of a page's first view (built with `vite build --ssr`, imported by
// server/ssr.ts): the same route table and loaders as the browser, run with one query client per
// request and a fetch that asks the server's own API in-process as the person who asked for the page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { resetConfig, setViewerFetch, type ApiConfig } from './api/client';
import { createQueryClient } from './api/query-client';
import { keepNoServerCopies } from './api/server-copy';
import { createRoutes } from './app/router';
import { serverState, stateBlock } from './app/server-state';
import { ShellFallback } from './app/shell-fallback';

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
const requestFetch = new AsyncLocalStorage<Fetch>();
setViewerFetch((input, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) return Promise.reject(new Error('No request to fetch for (server rendering)'));
  return fetch(input, init);
});

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
  const loaded = requestFetch.run(fetch, () => handler.query(request));
  const context = await Promise.race([loaded, late(waitMs)]);
  if (context === 'late') {
    // Whatever the loaders still read lands in the gateway's cache for the browser's own requests.
    loaded.catch(() => undefined);
    return { kind: 'shell', html: renderToString(<ShellFallback />) };
  }
  if (context instanceof Response) return { kind: 'response', response: context };
  const router = createStaticRouter(handler.dataRoutes, context);
  // Whole, not streamed: every lazy part (e.g. a long table's virtual rows) is in the HTML, so no
  // Suspense boundary is left for the browser to render differently.
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    { signal: request.signal },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // Taken after rendering: the state the render used, so the browser's first render matches it.
  const state = stateBlock(serverState(queryClient, context));
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, state };
}
