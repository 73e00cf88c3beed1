// One access line per request (pino JSON: method, route pattern, status, duration, who, the
// gateway's cache source) and the request duration histogram of /metrics, by route and status.
// A page's own reads through the app (server rendering, in-process) are the page's: not counted
// again, logged at debug.
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Histogram } from 'prom-client';
import type { Logger } from './gateway/logger';
import type { GatewayEnv } from './gateway/index';

/** Requests the server makes to itself while it renders a page (ssr.ts marks them). */
export const inProcessRequests = new WeakSet<Request>();

/** The probes and the scrape: every few seconds, so at debug, not info. */
const QUIET = new Set(['/livez', '/readyz', '/metrics']);

/** Beyond this many distinct routes, one label: a scan of made-up paths cannot grow /metrics. */
const MAX_ROUTES = 200;

/**
 * The request's route without ids or query: the app's own pattern where it names one
 * (`/api/views/pacing`), else the path with its numbers as `:id` (`/invoices/:id`, the gateway's
 * `/api/base/contracts/:id`); built files are `/assets/*`, and a 404 from a catch-all is
 * `(unmatched)`.
 */
export function routeOf(c: Context, seen: Set<string>): string {
  // The route that answered (after the handlers ran, the index is the last one reached).
  const pattern = routePath(c);
  let route: string;
  if (pattern && !pattern.includes('*')) route = pattern;
  else if (c.res.status === 404) route = '(unmatched)';
  else if (c.req.path.startsWith('/assets/')) route = '/assets/*';
  else route = c.req.path.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/(.)\/$/, '$1');
  if (seen.has(route)) return route;
  if (seen.size >= MAX_ROUTES) return '(other)';
  seen.add(route);
  return route;
}

export function accessLog(logger: Logger, duration: Histogram<'method' | 'route' | 'status'>) {
  const seen = new Set<string>();
  const handler: MiddlewareHandler<GatewayEnv> = async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const route = routeOf(c, seen);
    const status = c.res.status;
    const internal = inProcessRequests.has(c.req.raw);
    if (!internal) {
      duration.observe({ method: c.req.method, route, status: String(status) }, ms / 1000);
    }
    const line = {
      method: c.req.method,
      route,
      status,
      ms,
      who: c.get('person')?.email ?? 'anonymous',
      cache: c.res.headers.get('x-gateway-cache') ?? undefined,
      ...(internal ? { internal } : {}),
    };
    if (internal || QUIET.has(route)) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
  return handler;
}
