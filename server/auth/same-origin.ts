// The one check against cross-site requests: every state-changing request (any method but GET,
// HEAD and OPTIONS, whatever its path, in every AUTH_MODE) must come from the viewer's own pages.
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const parse = (raw: string) => (URL.canParse(raw) ? new URL(raw) : null);

/**
 * Why a state-changing request is refused, or null when it comes from the viewer itself.
 * `ownOrigin` is PUBLIC_URL when set (scheme, host and port must match); otherwise the request's
 * own Host names the viewer (host and port: behind a TLS proxy the server cannot know the scheme;
 * a proxy that rewrites Host needs PUBLIC_URL). Origin decides first; a browser sends `Origin: null` under
 * Referrer-Policy no-referrer (this viewer's), so Sec-Fetch-Site decides then, and Referer after
 * it. A request with none of the three comes from no browser (a script, curl): no page can forge
 * it, so it passes; `Origin: null` with nothing else is a browser hiding where it came from.
 */
export function crossOriginRefusal(
  headers: { origin?: string; site?: string; referer?: string; host?: string },
  ownOrigin: string | undefined,
): string | null {
  const own = ownOrigin ? parse(ownOrigin) : null;
  const fromOwn = (url: string) => {
    const from = parse(url);
    if (!from) return false;
    if (own) return from.origin === own.origin;
    return !!headers.host && from.host === headers.host.toLowerCase();
  };
  const { origin, site, referer } = headers;
  if (origin && origin !== 'null') return fromOwn(origin) ? null : `it came from ${origin}`;
  if (site) return site === 'same-origin' || site === 'none' ? null : `it came ${site}`;
  if (referer) return fromOwn(referer) ? null : 'its page was on another site';
  return origin === 'null' ? 'the browser did not say which site it came from' : null;
}

export function sameOriginOnly(ownOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const why = crossOriginRefusal(
      {
        origin: c.req.header('origin'),
        site: c.req.header('sec-fetch-site'),
        referer: c.req.header('referer'),
        host: c.req.header('host') ?? new URL(c.req.url).host,
      },
      ownOrigin,
    );
    if (!why) return next();
    return c.json(
      { error: `Refused: changes must come from the viewer's own pages, and ${why}` },
      403,
      { 'cache-control': 'no-store' },
    );
  };
}
