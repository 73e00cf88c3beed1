// Where answers come from: the real API over HTTP with the server's Basic credentials, or the demo
// Hono app called in-process. The gateway sees one function either way.
import type { Root } from './endpoints';

export interface UpstreamRequest {
  root: Root;
  /** Rebuilt from the endpoint table, e.g. `/contracts/1003`. */
  path: string;
  /** Already without apiKey. */
  query: string;
  /** Only the demo's fault headers ever get here, and only in demo mode. */
  headers?: Record<string, string>;
  signal: AbortSignal;
}

export type Upstream = (request: UpstreamRequest) => Promise<Response>;

/** The two upstream APIs and their credentials (API_BASE_URL, API_SECONDARY_BASE_URL, API_KEY…). */
export interface UpstreamConfig {
  baseUrl: string;
  secondaryBaseUrl: string;
  apiKey: string;
  apiPassword: string;
}

/** `fetch`: for tests; the global fetch otherwise. */
export function httpUpstream(options: UpstreamConfig & { fetch?: typeof fetch }): Upstream {
  const doFetch = options.fetch ?? fetch;
  const authorization =
    'Basic ' + Buffer.from(`${options.apiKey}:${options.apiPassword}`).toString('base64');
  return ({ root, path, query, signal }) => {
    const base = root === 'base' ? options.baseUrl : options.secondaryBaseUrl;
    return doFetch(`${base}${path}${query ? `?${query}` : ''}`, {
      headers: { authorization, accept: 'application/json', 'accept-encoding': 'gzip, br' },
      signal,
      // A redirect could carry the credentials to another host.
      redirect: 'error',
    });
  };
}

/** The secrets an answer or a log must never show (all of them at least 4 characters long). */
export function secretsOf(options: UpstreamConfig): string[] {
  const basic = Buffer.from(`${options.apiKey}:${options.apiPassword}`).toString('base64');
  return [options.apiKey, options.apiPassword, basic].filter((s) => s.length >= 4);
}

/** The demo app as upstream: `/base/...` and `/secondary/...` without an HTTP hop. */
export function appUpstream(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): Upstream {
  return async ({ root, path, query, headers, signal }) => {
    const request = new Request(`http://demo.invalid/${root}${path}${query ? `?${query}` : ''}`, {
      headers: headers ?? {},
      signal,
    });
    // The demo does not watch the signal itself (its fault delays sleep), so race it here.
    return await new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason ?? new Error('aborted'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      Promise.resolve(app.fetch(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', abort));
    });
  };
}
