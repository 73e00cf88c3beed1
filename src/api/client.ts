// The one way the app talks to the API: URLs, fetch with timeout, one error type (api-error.ts),
// the configuration (config.ts) and the fetch of the page's person (viewer-fetch.ts).
import { noteAnswer, takeRefresh } from './answer-notes';
import { ApiError } from '../domain/api-error';
import { loadConfig } from './config';
import { viewerFetch } from './viewer-fetch';

export { ApiError, type ApiErrorInit, type ApiErrorKind } from '../domain/api-error';
export { loadConfig, resetConfig, type ApiConfig } from './config';
export { setViewerFetch, viewerFetch } from './viewer-fetch';

/** The two upstream bases, and the viewer's own server (its names list, not an upstream API). */
export type ApiBase = 'base' | 'secondary' | 'server';
export const REQUEST_TIMEOUT_MS = 20_000;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path` is relative to the base, e.g. `/invoices/`; empty parameters are left out. */
export function buildUrl(root: string, path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return `${root}${path}${query ? `?${query}` : ''}`;
}

function errorMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim()) return error;
  }
  return undefined;
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** How errors and parse problems name an endpoint, e.g. `base /contracts/1003`. */
export function endpointLabel(base: ApiBase, path: string): string {
  return `${base} ${path}`;
}

/** The server's header for what an answer may leave out, and did (server/gateway/respond.ts). */
export const WITHOUT_HEADER = 'x-gateway-without';

export interface ApiGetOptions {
  /** Sees a good answer's headers (e.g. when the server stored its copy: x-gateway-stored-at). */
  onAnswer?: (headers: Headers) => void;
  /**
   * Only the server's held copy, never the API (Cache-Control: only-if-cached): the gateway
   * answers it with an ETag naming the copy, or 504 when it holds none.
   */
  onlyIfCached?: boolean;
  /**
   * What the answer may leave out when the server's copy of the account holds the rest
   * (x-gateway-without; only to a server that says it can: ApiConfig.without).
   */
  without?: 'line_items';
}

/** JSON.parse, or `parsed: false` for an empty or non-JSON body. */
function parseJson(text: string): { body: unknown; parsed: boolean } {
  if (text.trim() === '') return { body: undefined, parsed: false };
  try {
    return { body: JSON.parse(text), parsed: true };
  } catch {
    return { body: undefined, parsed: false };
  }
}

function httpError(response: Response, body: unknown, endpoint: string): ApiError {
  return new ApiError({
    kind: 'http',
    endpoint,
    status: response.status,
    message:
      errorMessageOf(body) ?? `The API answered ${response.status} ${response.statusText}`.trim(),
    retryAfterSeconds: response.status === 429 ? retryAfterOf(response) : undefined,
    refusal: response.headers.get('x-gateway-refusal') ?? undefined,
  });
}

/**
 * GETs JSON from one of the two bases, with the timeout. Throws ApiError for every failure (network
 * failures and timeouts too); the caller's abort (TanStack Query cancelling) is passed through as
 * the AbortError it is.
 */
export async function apiGet(
  base: ApiBase,
  path: string,
  params: QueryParams = {},
  signal?: AbortSignal,
  options: ApiGetOptions = {},
): Promise<unknown> {
  const config = await loadConfig();
  const root =
    base === 'base' ? config.baseUrl : base === 'secondary' ? config.secondaryBaseUrl : '';
  const endpoint = endpointLabel(base, path);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const url = buildUrl(root, path, params);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.onlyIfCached) headers['cache-control'] = 'only-if-cached';
    if (options.without && config.without?.includes(options.without)) {
      headers[WITHOUT_HEADER] = options.without;
    }
    // A page's Refresh of what the server's copy of the account answered (answer-notes.ts).
    if (takeRefresh(url)) headers['cache-control'] = 'no-cache';
    const response = await viewerFetch(url, { headers, signal: combined });
    const { body, parsed } = parseJson(await response.text());
    if (!response.ok) throw httpError(response, body, endpoint);
    // The server says when an answer is its stored copy rather than the API's: the page shows it.
    noteAnswer(url, response.headers);
    options.onAnswer?.(response.headers);
    if (response.status === 204) return null;
    if (!parsed) {
      throw new ApiError({
        kind: 'parse',
        endpoint,
        status: response.status,
        message: 'The API answered with something that is not JSON',
      });
    }
    return body;
  } catch (error) {
    if (signal?.aborted || error instanceof ApiError) throw error;
    if (timeout.aborted) {
      throw new ApiError({
        kind: 'timeout',
        endpoint,
        message: `The API did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds`,
      });
    }
    throw new ApiError({ kind: 'network', endpoint, message: 'The server could not be reached' });
  }
}

/** When the server fetched an answer from the API (its x-gateway-stored-at), else now. */
export function storedAtOf(headers: Headers): number {
  const at = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  return Number.isNaN(at) ? Date.now() : at;
}
