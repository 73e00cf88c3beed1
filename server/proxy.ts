// Proxy mode: forwards GETs to the two upstream APIs with the server's Basic credentials, through a
// short shared cache that also merges identical requests in flight (the account's daily quota).
import { Hono, type Context } from 'hono';
import type { UpstreamConfig } from './config';

export interface ProxyOptions extends UpstreamConfig {
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
}

interface Answer {
  status: number;
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  retryAfter: string | null;
}

export interface ProxyStats {
  upstreamCalls: number;
  cacheHits: number;
  coalesced: number;
}

const JSON_TYPE = 'application/json; charset=UTF-8';

function errorAnswer(status: number, message: string): Answer {
  return {
    status,
    body: new TextEncoder().encode(JSON.stringify({ error: message })),
    contentType: JSON_TYPE,
    retryAfter: null,
  };
}

/** Removes anything credential-like an upstream might echo back (it should not, but never leak). */
function scrub(bytes: Uint8Array<ArrayBuffer>, secrets: string[]): Uint8Array<ArrayBuffer> {
  const live = secrets.filter((s) => s.length >= 4);
  if (live.length === 0) return bytes;
  const text = new TextDecoder().decode(bytes);
  if (!live.some((s) => text.includes(s))) return bytes;
  let clean = text;
  for (const secret of live) clean = clean.split(secret).join('[redacted]');
  return new TextEncoder().encode(clean);
}

export function createProxy(options: ProxyOptions): Hono & { stats: ProxyStats } {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const authorization =
    'Basic ' + Buffer.from(`${options.apiKey}:${options.apiPassword}`).toString('base64');
  const secrets = [options.apiKey, options.apiPassword, authorization.slice(6)];
  const cache = new Map<string, { answer: Answer; expires: number }>();
  const inFlight = new Map<string, Promise<Answer>>();
  const stats: ProxyStats = { upstreamCalls: 0, cacheHits: 0, coalesced: 0 };

  async function callUpstream(url: string): Promise<Answer> {
    stats.upstreamCalls += 1;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let body: Uint8Array<ArrayBuffer>;
    try {
      response = await doFetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal,
        redirect: 'error',
      });
      body = new Uint8Array(await response.arrayBuffer());
    } catch {
      if (signal.aborted) {
        return errorAnswer(
          504,
          `The API did not answer within ${options.timeoutMs / 1000} seconds`,
        );
      }
      return errorAnswer(502, 'The API could not be reached');
    }
    const contentType = response.headers.get('content-type') ?? JSON_TYPE;
    return {
      status: response.status,
      body: scrub(body, secrets),
      contentType,
      retryAfter: response.headers.get('retry-after'),
    };
  }

  function answerFor(url: string): Promise<Answer> {
    const cached = cache.get(url);
    if (cached && cached.expires > now()) {
      stats.cacheHits += 1;
      return Promise.resolve(cached.answer);
    }
    if (cached) cache.delete(url);
    const pending = inFlight.get(url);
    if (pending) {
      stats.coalesced += 1;
      return pending;
    }
    const request = callUpstream(url)
      .then((answer) => {
        if (answer.status === 200 && options.cacheTtlMs > 0) {
          cache.set(url, { answer, expires: now() + options.cacheTtlMs });
          if (cache.size > 2000) pruneCache();
        }
        return answer;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, request);
    return request;
  }

  function pruneCache() {
    const t = now();
    for (const [key, entry] of cache) if (entry.expires <= t) cache.delete(key);
    // Still too big: drop the oldest entries (a Map iterates in insertion order).
    for (const key of cache.keys()) {
      if (cache.size <= 1500) break;
      cache.delete(key);
    }
  }

  // Mounted at /api by app.ts, or used on its own in tests.
  const forward = (root: string) => async (c: Context) => {
    const incoming = new URL(c.req.url);
    const rest = incoming.pathname.replace(/^(?:\/api)?\/(?:base|secondary)/, '');
    // The query string passes through unchanged, but never an apiKey: credentials are the server's.
    const search = new URLSearchParams(incoming.search);
    search.delete('apiKey');
    const query = search.toString();
    const answer = await answerFor(`${root}${rest}${query ? `?${query}` : ''}`);
    const headers: Record<string, string> = {
      'content-type': answer.contentType,
      'cache-control': 'no-store',
    };
    if (answer.retryAfter) headers['retry-after'] = answer.retryAfter;
    return c.body(answer.body, answer.status as 200, headers);
  };

  const app = new Hono();
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ error: 'Method not allowed: the viewer is read-only' }, 405, {
        allow: 'GET',
      });
    }
    await next();
  });
  app.get('/base/*', forward(options.baseUrl));
  app.get('/secondary/*', forward(options.secondaryBaseUrl));
  return Object.assign(app, { stats });
}
