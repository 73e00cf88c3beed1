// The team's gateway: only the 12 endpoints, a persistent bounded cache, the quota ledger, fair
// share, reserve and circuit, stale copies when the API fails. Mounted at /api by server/app.ts.
import { Hono, type Context } from 'hono';
import { claimStore } from './account';
import {
  createCacheStore,
  REFERENCE_STALE_LIMIT_MS,
  STALE_LIMIT_MS,
  type Encoding,
} from './cache-store';
import { createCapabilities, probeAnswerOf } from './capabilities';
import { createCircuit } from './circuit';
import { clientId } from './client-id';
import type { GatewayDb } from './database';
import { matchEndpoint, type Endpoint, type Match } from './endpoints';
import { fetchUpstream, type FetcherDeps, type Outcome } from './fetcher';
import { createLedger } from './ledger';
import { createLogger, type Logger } from './logger';
import { createMetrics } from './metrics';
import { createQuota } from './quota';
import { negotiate, sendCopy, sendError, sendLarge, type Copy, type StaleReason } from './respond';
import { statusBody } from './status';
import { createStoreHealth, StoreFault } from './store-health';
import type { Upstream } from './upstream';

export { clientId } from './client-id';
export type { GatewayEnv, Person } from './client-id';

export interface GatewaySettings {
  cacheTtlMs: number;
  referenceTtlMs: number;
  bulkTtlMs: number;
  cacheMaxBytes: number;
  maxBodyBytes: number;
  timeoutMs: number;
  dailyQuota: number;
  clientShare: number;
  quotaReserve: number;
  trustProxy: boolean;
}

export interface GatewayOptions extends GatewaySettings {
  mode: 'demo' | 'proxy';
  upstream: Upstream;
  db: GatewayDb;
  /** The upstream account's fingerprint (account.ts): the store keeps its entries apart. */
  account: string;
  /** Credentials to scrub from anything the API echoes back. */
  secrets?: string[];
  logger?: Logger;
  /** The gateway's one clock (cache, ledger, quota, circuit, Retry-After): a benchmark moves it. */
  now?: () => number;
  slowMs?: number;
}

export interface GatewayStats {
  upstreamCalls: number;
  cacheHits: number;
  coalesced: number;
  stale: number;
}

/** A call allowed (its ledger entry written), or why not. */
type Admission =
  | { entry: number; refused?: undefined }
  | {
      entry?: undefined;
      refused: { reason: StaleReason; message: string; retryAfterSeconds: number; status: number };
    };

/** How long a copy may be served when the API cannot be asked. */
const staleLimit = (endpoint: Endpoint) =>
  endpoint.freshness === 'reference' ? REFERENCE_STALE_LIMIT_MS : STALE_LIMIT_MS;

/** Who the ledger names for the server's own capability check. */
export const CAPABILITY_CLIENT = 'server:capability-check';

const isFault = (c: Context) =>
  c.req.header('x-demo-fault') !== undefined || c.req.header('x-demo-delay') !== undefined;

export function createGateway(options: GatewayOptions) {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? createLogger();
  const { account } = options;
  const health = createStoreHealth(logger);
  claimFor(options.db, account, logger);
  const store = createCacheStore(options.db, {
    maxBytes: options.cacheMaxBytes,
    account,
    health,
    staleLimitOf: (key) => {
      const [path = '', query = ''] = key.split('?');
      const match = matchEndpoint(`/${path}`, query);
      return match ? staleLimit(match.endpoint) : STALE_LIMIT_MS;
    },
    now,
  });
  const ledger = createLedger(options.db, { now, account, health });
  const quota = createQuota(ledger, {
    dailyQuota: options.dailyQuota,
    clientShare: options.clientShare,
    reserve: options.quotaReserve,
  });
  const circuit = createCircuit();
  const metrics = createMetrics({
    cacheBytes: () => store.stats().bytes,
    quotaUsed: () => ledger.used(now()),
  });
  const stats: GatewayStats = { upstreamCalls: 0, cacheHits: 0, coalesced: 0, stale: 0 };
  const deps: FetcherDeps = {
    upstream: options.upstream,
    ledger,
    circuit,
    metrics,
    logger,
    secrets: options.secrets ?? [],
    timeoutMs: options.timeoutMs,
    maxBodyBytes: options.maxBodyBytes,
    slowMs: options.slowMs ?? 3000,
    now,
  };
  const inFlight = new Map<string, Promise<Outcome>>();
  const clientOf = (c: Context) => clientId(c, options.trustProxy);

  /** How long a copy counts as fresh for this request; bulk pages are kept much longer. */
  const freshFor = (match: Match, bulk: boolean) => {
    const ttl =
      match.endpoint.freshness === 'reference' ? options.referenceTtlMs : options.cacheTtlMs;
    return bulk ? Math.max(ttl, options.bulkTtlMs) : ttl;
  };

  /** Calls upstream once for all identical requests in flight, storing a good answer. */
  function fetchOnce(key: string, match: Match, entry: number, keepMs: number) {
    stats.upstreamCalls += 1;
    const request = fetchUpstream(deps, match, entry).then((outcome) => {
      if (outcome.kind === 'ok' && keepMs > 0) {
        store.put(key, { ...outcome, freshUntil: outcome.storedAt + keepMs }, now());
      }
      if (outcome.kind === 'large' && keepMs > 0) {
        // Stored when compressed; the client's copy is compressed as it is sent meanwhile.
        const { contentType, storedAt } = outcome;
        // Compressing or storing may fail after the answer went out (the server stopping closes
        // the cache): logged, never an unhandled rejection.
        outcome.encoded
          .then(({ gzip, br }) =>
            store.put(
              key,
              { contentType, gzip, br, storedAt, freshUntil: storedAt + keepMs },
              now(),
            ),
          )
          .catch((error: unknown) =>
            logger.error({ err: String(error), key }, 'storing a large answer failed'),
          );
      }
      return outcome;
    });
    inFlight.set(key, request);
    // A large answer stays "in flight" until its copies are stored: identical requests meanwhile
    // share it (each compressed as it is sent) instead of asking upstream again.
    void request
      .then(
        (outcome) => (outcome.kind === 'large' ? outcome.encoded : undefined),
        () => undefined,
      )
      .catch(() => undefined)
      .finally(() => inFlight.delete(key));
    return request;
  }

  /** Whether upstream may be called for this client now: null, or why not. */
  function refusal(client: string, bulk: boolean, t: number) {
    const wait = circuit.remaining(t);
    if (wait > 0) {
      return {
        reason: 'rate-limited' as const,
        message: `The account's API rate limit was reached; the server waits ${wait} more seconds before asking again`,
        retryAfterSeconds: wait,
      };
    }
    return quota.check(client, bulk, t);
  }

  /**
   * Lets one call go upstream: checks the quota and writes the call's ledger entry in the same
   * step (no await between them), so calls in flight count against every later check and the
   * share, the quota and the reserve hold under any burst. A ledger that cannot be written
   * refuses the call: the API would count a call the team cannot.
   */
  function admit(client: string, bulk: boolean, t: number, match: Match): Admission {
    const refused = refusal(client, bulk, t);
    if (refused) return { refused: { ...refused, status: 429 } };
    try {
      return { entry: ledger.reserve(client, match.endpoint.name, t) };
    } catch (error) {
      if (!(error instanceof StoreFault)) throw error;
      return {
        refused: {
          reason: 'store' as const,
          message:
            `The server cannot record API requests in its quota ledger (${error.message}), so ` +
            'it does not ask the API; what it already holds is still served',
          retryAfterSeconds: 60,
          status: 503,
        },
      };
    }
  }

  async function forward(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const match = matchEndpoint(url.pathname.replace(/^\/api(?=\/)/, ''), url.search);
    if (!match) {
      return sendError(c, 404, "Not found: the server forwards only the API's own endpoints");
    }
    const client = clientOf(c);
    const wanted = negotiate(c.req.header('accept-encoding'));
    if (options.mode === 'demo' && isFault(c)) return passFault(c, match, client);

    const bulk = c.req.header('x-bulk-read') === '1';
    // A bulk read's Refresh (Cache-Control: no-cache) asks upstream again instead of the copy.
    // Page views cannot: a reload storm would spend the team's quota.
    const refresh = bulk && /(^|[\s,])no-cache([\s,]|$)/i.test(c.req.header('cache-control') ?? '');
    const key = `${match.endpoint.root}${match.path}?${match.query}`;
    const have: Encoding = wanted === 'br' ? 'br' : 'gzip';
    const t = now();
    const entry = store.get(key, have, t);
    const cached: Copy | undefined = entry && { ...entry, encoding: have };
    const keepMs = freshFor(match, bulk);
    if (cached && !refresh && t - cached.storedAt < keepMs) {
      stats.cacheHits += 1;
      metrics.cacheHits.inc({ endpoint: match.endpoint.name });
      return sendCopy(c, cached, wanted, t, 'hit');
    }
    metrics.cacheMisses.inc({ endpoint: match.endpoint.name });
    const stale = (reason: StaleReason) => {
      stats.stale += 1;
      metrics.staleAnswers.inc({ reason });
      return sendCopy(c, cached!, wanted, t, 'stale', reason);
    };
    const usable = cached !== undefined && t - cached.storedAt < staleLimit(match.endpoint);

    // Reference lists past their freshness: answer at once, refresh behind the answer (once).
    if (usable && !refresh && match.endpoint.freshness === 'reference' && keepMs > 0) {
      if (!inFlight.has(key)) {
        const { entry } = admit(client, false, t, match);
        if (entry !== undefined) void fetchOnce(key, match, entry, keepMs).catch(() => undefined);
      }
      return sendCopy(c, cached, wanted, t, 'hit');
    }

    let outcome: Outcome;
    const pending = inFlight.get(key);
    if (pending) {
      stats.coalesced += 1;
      outcome = await pending;
    } else {
      const admitted = admit(client, bulk, t, match);
      if (admitted.refused) {
        const { refused } = admitted;
        metrics.refusals.inc({ reason: refused.reason });
        if (usable) return stale(refused.reason);
        return sendError(c, refused.status, refused.message, refused.retryAfterSeconds);
      }
      outcome = await fetchOnce(key, match, admitted.entry, keepMs);
    }
    switch (outcome.kind) {
      case 'ok': {
        const body = have === 'br' ? outcome.br : outcome.gzip;
        const copy = {
          contentType: outcome.contentType,
          body,
          encoding: have,
          storedAt: outcome.storedAt,
        };
        return sendCopy(c, copy, wanted, now(), 'miss');
      }
      case 'large':
        return sendLarge(c, outcome, wanted, now());
      case 'empty':
        return c.body(null, 204, { 'cache-control': 'no-store' });
      case 'refused':
        return sendError(c, outcome.status, outcome.message);
      case 'failed':
        if (usable) return stale(outcome.reason);
        return sendError(c, outcome.status, outcome.message, outcome.retryAfter);
    }
  }

  /** Demo fault injection: straight to the demo, never cached, never a good copy, no circuit. */
  async function passFault(c: Context, match: Match, client: string): Promise<Response> {
    const headers: Record<string, string> = {};
    for (const name of ['x-demo-fault', 'x-demo-delay']) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const { endpoint, path, query } = match;
    const admitted = admit(client, false, now(), match);
    if (admitted.refused?.reason === 'store') return sendError(c, 503, admitted.refused.message);
    if (admitted.entry === undefined) {
      // Other refusals do not hold back an injected fault: it never costs the real API anything.
      ledger.reserve(client, endpoint.name, now());
    }
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
  }

  // The capability check: one upstream call under the same circuit, quota and ledger as any other,
  // on behalf of the server itself; a refusal (circuit or quota) is "not known yet", like a 429.
  const capabilities = createCapabilities(options.db, {
    now,
    account,
    async ask(probe) {
      const url = new URL(probe, 'http://gateway.invalid');
      const match = matchEndpoint(url.pathname, url.search)!;
      const admitted = admit(CAPABILITY_CLIENT, false, now(), match);
      if (admitted.entry === undefined) {
        return { status: 429, contentType: 'application/json', body: '' };
      }
      return probeAnswerOf(await fetchUpstream(deps, match, admitted.entry));
    },
  });

  const routes = new Hono();
  // The app asks before drawing a page that depends on it; answered from the store once known.
  routes.get('/capabilities', async (c) =>
    c.json(await capabilities.ensure(), 200, { 'cache-control': 'no-store' }),
  );
  routes.get('/base/*', forward);
  routes.get('/secondary/*', forward);
  routes.get('/status', (c) =>
    c.json(
      statusBody({
        mode: options.mode,
        quota,
        ledger,
        circuit,
        store,
        client: clientOf(c),
        now: now(),
        capabilities: capabilities.known(),
      }),
      200,
      { 'cache-control': 'no-store' },
    ),
  );

  async function metricsHandler(c: Context): Promise<Response> {
    const text = await metrics.registry.metrics();
    return c.body(text, 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  }

  function close() {
    store.close();
    ledger.close();
  }

  return { routes, metricsHandler, stats, close, clientId: clientOf, logger };
}

export type Gateway = ReturnType<typeof createGateway>;

/** Drops another account's entries at start-up, in one log line (no secret: fingerprints only). */
function claimFor(db: GatewayDb, account: string, logger: Logger) {
  try {
    const dropped = claimStore(db, account);
    if (dropped.cache + dropped.ledger > 0) {
      logger.warn(
        {
          account: account.slice(0, 8),
          cacheEntries: dropped.cache,
          ledgerEntries: dropped.ledger,
        },
        "the gateway's store held another account's entries (another API, key or demo scale): dropped",
      );
    }
  } catch (error) {
    // A store that cannot be written keeps the other entries; they are never read (every query
    // asks for this account's rows).
    logger.error({ err: String(error) }, "dropping another account's entries failed");
  }
}
