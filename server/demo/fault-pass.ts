// The demo's injected faults (`x-demo-fault`, `x-demo-delay`, see faults.ts) reach the demo past
// the gateway's cache: never cached, never standing for a copy, never tripping the circuit. The
// start-up plugs this into the gateway in demo mode only (`front`); in proxy mode the headers are
// never forwarded.
import type { MiddlewareHandler } from 'hono';
import type { GatewayFront } from '../gateway/index';
import { sendError } from '../gateway/respond';
import type { Upstream } from '../gateway/upstream';

const FAULT_HEADERS = ['x-demo-fault', 'x-demo-delay'] as const;

/** The gateway's `front` for the demo: `match` (others go on to the gateway's 404), `count`. */
export const faultPass =
  (upstream: Upstream, timeoutMs: number) =>
  (gateway: GatewayFront): MiddlewareHandler =>
  async (c, next) => {
    const options = { upstream, timeoutMs, ...gateway };
    const headers: Record<string, string> = {};
    for (const name of FAULT_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const match = Object.keys(headers).length > 0 ? options.match(c) : undefined;
    if (!match) return next();
    const { endpoint, path, query } = match;
    // Quota refusals do not hold back an injected fault: it never costs the real API anything.
    const unrecorded = await options.count(c, endpoint.name);
    if (unrecorded) return sendError(c, 503, unrecorded);
    const signal = AbortSignal.timeout(Math.max(options.timeoutMs, 15_000));
    const response = await options.upstream({ root: endpoint.root, path, query, headers, signal });
    const out: Record<string, string> = {
      'content-type': response.headers.get('content-type') ?? 'application/json; charset=UTF-8',
      'cache-control': 'no-store',
      'x-gateway-cache': 'bypass',
    };
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) out['retry-after'] = retryAfter;
    return c.body(await response.arrayBuffer(), response.status as 200, out);
  };
