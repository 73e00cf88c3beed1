// For tests only: routes the app's fetches to an in-process Hono app (the demo API), so fetchers,
// parameters, parsing and queryOptions are tested against the exact wire format.
import { afterEach, beforeEach, vi } from 'vitest';
import { demo } from '../../server/testing/demo';
import { resetConfig } from '../api/client';

interface Requester {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

interface DemoFetch {
  /** Every URL fetched, e.g. `/api/base/invoices/?page=1&...`. */
  urls: string[];
  /** Headers added to every request from now on (e.g. `x-demo-fault: drift`). */
  headers: Record<string, string>;
}

/** The demo API (built once per test file, on first use): for reading its wire directly. */
export const demoApi = (): Requester => demo().app;

/**
 * The one setup of the API tests: before each test, global fetch goes to the demo API with the
 * app's default config; after it, fetch is restored. The returned object is the current test's.
 */
export function withDemoFetch(): DemoFetch {
  const net: DemoFetch = { urls: [], headers: {} };
  beforeEach(() => {
    net.urls = [];
    net.headers = {};
    stubDemoFetch(demoApi(), net);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return net;
}

/** Stubs global fetch: `/api/base/...` and `/api/secondary/...` go to `app` as `/base/...`. */
export function stubDemoFetch(
  app: Requester,
  state: DemoFetch = { urls: [], headers: {} },
): DemoFetch {
  resetConfig({ baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary' });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    state.urls.push(url);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(state.headers)) headers.set(name, value);
    return app.request(url.replace(/^\/api/, ''), { headers, signal: init?.signal ?? null });
  });
  return state;
}

/** The query string of a fetched URL as an object. */
export function queryOf(url: string | undefined): Record<string, string> {
  return Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
}

/** A copy of a wire record without one field (to test a missing field). */
export function omit(record: object, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
