// The team's gateway: only the 12 endpoints, a persistent bounded cache, the quota ledger, fair
// share, reserve and circuit, stale copies when the API fails. Mounted at /api by server/app.ts.
import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { claimStore } from './account';
import {
  createCacheStore,
  REFERENCE_STALE_LIMIT_MS,
  STALE_LIMIT_MS,
  type Encoding,
} from './cache-store';
import { capabilityStore, createCapabilities, probeAnswerOf } from './capabilities';
import { clientId } from './client-id';
import { matchEndpoint, type Endpoint, type Match } from './endpoints';
import {
  createCircuit,
  fetchUpstream,
  type FetcherDeps,
  type Outcome,
  type StaleReason,
} from './fetcher';
import { compress } from './body';
import { createLedger } from './ledger';
import { createLogger, type Logger } from './logger';
import { createMetrics } from './metrics';
import {
  HEADERS,
  negotiate,
  plainOf,
  sendCopy,
  JSON_TYPE,
  sendError,
  sendLarge,
  sendOutcome,
  type Copy,
} from './respond';
import { createStoreHealth, faultOf } from './store-health';
import { createAdmission, storeRefusal, type QuotaOptions } from './admission';
import { decide } from './decide';
import type { GatewayDb } from './database';
import type { Upstream } from './upstream';
import type { AnswerFromMirror, AnswerOptions, MirrorAnswer } from '../mirror/answer';
import { createVerifier } from '../mirror/verify';
import { sqliteSql, type Sql } from '../store/sql';
import { verdictStore } from '../store/verdicts';

export type { GatewayEnv } from './client-id';

export interface GatewaySettings extends QuotaOptions {
  cacheTtlMs: number;
  referenceTtlMs: number;
  bulkTtlMs: number;
  cacheMaxBytes: number;
  maxBodyBytes: number;
  timeoutMs: number;
  trustProxy: boolean;
  /**
   * How old what the account mirror holds may be for it to answer (ms): a record since its own
   * last read, a list since it was last read whole, a reference list since its last whole read.
   */
  mirrorFreshMs: { record: number; list: number; reference: number };
  /** Comparisons of the copy's answers with the API's a rolling day may cost (0: none). */
  mirrorVerifyBudget: number;
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
  /**
   * Every good answer read upstream, for anyone (the account mirror's ingestion). Runs after the
   * answer is on its way; what it returns is what a sync read waits for.
   */
  onAnswer?: (match: Match, plain: Buffer) => Promise<unknown>;
  /**
   * The account mirror's answer to a request, when it holds all of it read no earlier than
   * `notBefore` (server/mirror/answer.ts); null: the gateway asks as before.
   */
  answerFromMirror?: AnswerFromMirror;
  /** More of GET /api/status (the mirror's resources and passes). */
  status?: () => Record<string, unknown>;
  /**
   * Where the state shared by every server on one database is kept (server/store/: Postgres): the
   * ledger, the cache, the capability check's answer and the verdicts. Absent: all in `db`, this
   * server's own SQLite file.
   */
  sharedSql?: Sql;
  /**
   * Handlers before the cache (the demo's fault injection, plugged in at start-up): given how the
   * gateway matches a request and counts a call (null, or why it cannot be recorded).
   */
  front?: (gateway: GatewayFront) => MiddlewareHandler;
}

export interface GatewayFront {
  match: (c: Context) => Match | null;
  count: (c: Context, endpoint: string) => Promise<string | null>;
}

/** What a sync read came to: the answer's ingestion, or why there was none. */
export type MirrorRead =
  | { ok: true; ingested: unknown }
  | { ok: false; status: number; message: string; stop: boolean; sent: boolean };

/** How long a copy may be served when the API cannot be asked. */
const staleLimit = (endpoint: Endpoint) =>
  endpoint.freshness === 'reference' ? REFERENCE_STALE_LIMIT_MS : STALE_LIMIT_MS;

/** A page view's Refresh asks upstream only past a copy this old: a double click spends once. */
export const PAGE_REFRESH_MIN_AGE_MS = 10_000;

/** Which of the mirror's freshness settings applies to an endpoint. */
const mirrorFreshnessOf = (endpoint: Endpoint): 'record' | 'list' | 'reference' =>
  endpoint.freshness === 'reference'
    ? 'reference'
    : endpoint.name === 'invoices' || endpoint.name === 'insertions'
      ? 'list'
      : 'record';

/** Why a call was not sent: its ledger entry could not be written, or the admission refused it. */
const UNSENT = new Set<string>(['store', 'quota', 'share', 'reserve']);

/** Who the ledger names for the server's own capability check. */
export const CAPABILITY_CLIENT = 'server:capability-check';
/** Who the ledger names for the account mirror's sync. */
export const SYNC_CLIENT = 'server:mirror-sync';
/** Who the ledger names for the comparisons of the copy's answers with the API's. */
export const VERIFY_CLIENT = 'server:mirror-verify';

/** The cache's key of a matched request. */
const keyOf = (match: Match) => `${match.endpoint.root}${match.path}?${match.query}`;

/** The endpoint a request under /api asks for, or undefined. */
const matchRequest = (c: Context) => {
  const url = new URL(c.req.url);
  return matchEndpoint(url.pathname.replace(/^\/api(?=\/)/, ''), url.search);
};

export function createGateway(options: GatewayOptions) {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? createLogger();
  const { account } = options;
  const health = createStoreHealth(logger);
  claimStore(options.db, account, logger);
  const sql = options.sharedSql ?? sqliteSql(options.db);
  const store = createCacheStore(sql, {
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
  const ledger = createLedger(sql, { now, account, health });
  const circuit = createCircuit();
  const admission = createAdmission({ ledger, circuit, quota: options });
  const metrics = createMetrics({
    cacheBytes: async () => (await store.stats()).bytes,
    quotaUsed: () => ledger.used(now()),
  });
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

  /** The one place identical requests merge: a call in flight is joined, else `start` runs. */
  function shared(key: string, start: () => Promise<Outcome>): Promise<Outcome> {
    const pending = inFlight.get(key);
    if (pending) {
      metrics.coalesced.inc();
      return pending;
    }
    const request = start();
    inFlight.set(key, request);
    // A large answer stays "in flight" until its copies are stored: identical requests meanwhile
    // share it (each compressed as it is sent) instead of asking upstream again.
    void request
      .then(
        (outcome) => (outcome.kind === 'large' ? outcome.stored : undefined),
        () => undefined,
      )
      .catch(() => undefined)
      .finally(() => inFlight.delete(key));
    return request;
  }

  /** Calls by the sync in the rolling day, as last read (the sync asks synchronously). */
  let syncCalls = 0;
  const countSyncCalls = () =>
    ledger.usedBy(SYNC_CLIENT, now()).then(
      (count) => void (syncCalls = count),
      (error: unknown) => logger.error({ err: String(error) }, 'reading the ledger failed'),
    );
  void countSyncCalls();

  /** Ingestions by answer, so a sync read waits for its own answer's rows. */
  const ingestions = new WeakMap<Outcome, Promise<unknown>>();
  function ingest(match: Match, outcome: Extract<Outcome, { plain: Buffer }>) {
    if (!options.onAnswer) return;
    const done = options.onAnswer(match, outcome.plain).catch((error: unknown) => {
      logger.error(
        { err: String(error), endpoint: match.endpoint.name },
        'mirror ingestion failed',
      );
      throw error;
    });
    done.catch(() => undefined);
    ingestions.set(outcome, done);
  }

  /**
   * A copy another server stored in the shared cache goes into this server's own mirror too (once
   * a copy), so what was read through it is still answered while the database is unreachable.
   */
  const keptLocally = new Map<string, number>();
  function keepLocally(match: Match, key: string, copy: Copy) {
    if (!options.sharedSql || !options.onAnswer || keptLocally.get(key) === copy.storedAt) return;
    // Bounded: past it, starting again only ingests some copies a second time.
    if (keptLocally.size >= 10_000) keptLocally.clear();
    keptLocally.set(key, copy.storedAt);
    void plainOf(copy)
      .then((plain) => options.onAnswer!(match, plain))
      .catch((error: unknown) =>
        logger.error({ err: String(error), endpoint: match.endpoint.name }, 'mirror: not kept'),
      );
  }

  /**
   * One read for the account mirror's sync: as a bulk read of the sync's own (the reserve and the
   * circuit stop it; page views come first), past the held copy, stored for page views too. In
   * the demo (`free`) it asks the demo alone: no ledger entry, no quota.
   */
  async function readForMirror(path: string, query: string, free: boolean): Promise<MirrorRead> {
    const match = matchEndpoint(path, query);
    // Refused before it was sent: a request that is no endpoint, or the admission's refusal.
    const unsent = (status: number, message: string, stop: boolean): MirrorRead => {
      return { ok: false, status, message, stop, sent: false };
    };
    if (!match) return unsent(404, `not an endpoint: ${path}`, false);
    let outcome: Outcome;
    if (free) {
      outcome = await fetchUpstream(
        { ...deps, ledger: { ...ledger, settle: async () => undefined } },
        match,
        0,
      );
      if (outcome.kind === 'ok' || outcome.kind === 'large') ingest(match, outcome);
    } else {
      const read = await serverRead(SYNC_CLIENT, match, freshFor(match, true));
      if (!('kind' in read)) return unsent(429, read.message, true);
      outcome = read;
      await countSyncCalls();
    }
    // No content: nothing to ingest (an empty list).
    if (outcome.kind === 'empty') return { ok: true, ingested: 'empty' };
    if (outcome.kind === 'refused' || outcome.kind === 'failed') {
      // A 4xx of the API's own (a product without sizes) is that read's; anything else stops the pass.
      const stop = outcome.kind === 'failed';
      // A ledger that could not record the call, or an admission refused, stopped it unsent.
      const sent = !(outcome.kind === 'failed' && UNSENT.has(outcome.reason));
      return { ok: false, status: outcome.status, message: outcome.message, stop, sent };
    }
    return { ok: true, ingested: await (ingestions.get(outcome) ?? Promise.resolve(null)) };
  }

  /** A bulk read of the server's own (`client`): its outcome, or why the admission refused it. */
  async function serverRead(client: string, match: Match, keepMs: number) {
    const refused = await admission.refusal(client, true, now());
    if (refused) return refused;
    const key = keyOf(match);
    return shared(key, () => call(key, match, client, keepMs, true));
  }

  /** One upstream call as a page view's or a bulk read's, its good answer stored for `keepMs`. */
  async function call(
    key: string,
    match: Match,
    client: string,
    keepMs: number,
    bulk: boolean,
  ): Promise<Outcome> {
    const outcome = await admitted(client, match, bulk);
    if (outcome.kind === 'ok' || outcome.kind === 'large') ingest(match, outcome);
    if (keepMs <= 0 || (outcome.kind !== 'ok' && outcome.kind !== 'large')) return outcome;
    // Compressing or storing may fail after the answer went out (the server stopping closes the
    // cache): logged, never an unhandled rejection.
    const { contentType, storedAt } = outcome;
    const keep = (copies: Promise<{ gzip: Buffer; br: Buffer }>, what: string) =>
      copies
        .then(({ gzip, br }) =>
          store.put(key, { contentType, gzip, br, storedAt, freshUntil: storedAt + keepMs }, now()),
        )
        .catch((error: unknown) => logger.error({ err: String(error), key }, what));
    // Stored before the call counts as done (and leaves the requests in flight), so a request
    // right after it finds the copy, on this server or, with Postgres, on another.
    if (outcome.kind === 'ok') await keep(Promise.resolve(outcome), 'storing an answer failed');
    // A large answer (the whole insertion list, 48 MB at DEMO_SCALE=50) is not copied into the
    // cache where the account mirror is attached: the mirror holds what it ingests and answers
    // it (answer.ts), and writing its two compressed copies held the event loop about 40 ms in
    // one SQLite statement during every pass. Without the mirror it is kept as any answer, stored
    // when compressed (the client's copy is compressed as it is sent meanwhile).
    else if (!options.answerFromMirror) {
      outcome.stored = keep(compress(outcome.plain), 'storing a large answer failed');
    }
    return outcome;
  }

  /** One upstream call once the admission wrote its ledger entry, or the refusal as a failure. */
  async function admitted(client: string, match: Match, bulk: boolean): Promise<Outcome> {
    const entry = await admission.admit(client, match.endpoint.name, bulk, now());
    if (typeof entry === 'number') return fetchUpstream(deps, match, entry);
    metrics.refusals.inc({ reason: entry.reason });
    const { reason, message, retryAfterSeconds: retryAfter } = entry;
    // A quota refusal here lost a race the check before it had allowed: a 429 as any refusal.
    const status = reason === 'store' ? 503 : 429;
    return { kind: 'failed', status, reason, message, retryAfter };
  }

  /**
   * The mirror's answer within its freshness (of any age when `anyAge`: the shared database is
   * unreachable), or null (none, too old, or the mirror failed).
   */
  function fromMirror(match: Match, at: number, asked: AnswerOptions, anyAge = false) {
    if (!options.answerFromMirror) return null;
    try {
      const freshMs = options.mirrorFreshMs[mirrorFreshnessOf(match.endpoint)];
      if (anyAge) return options.answerFromMirror(match, 0, asked);
      return freshMs > 0 ? options.answerFromMirror(match, at - freshMs, asked) : null;
    } catch (error) {
      // A mirror that cannot be read (a damaged or locked file) leaves the gateway as it was.
      logger.error({ err: String(error), endpoint: match.endpoint.name }, 'mirror: no answer');
      return null;
    }
  }

  // The copy's answers compared with the API's, as bulk reads of their own within a daily budget.
  const verifier =
    options.answerFromMirror &&
    createVerifier({
      store: verdictStore(sql, account),
      budget: options.mirrorVerifyBudget,
      spent: () => ledger.usedBy(VERIFY_CLIENT, now()),
      async ask(match) {
        const outcome = await serverRead(VERIFY_CLIENT, match, freshFor(match, false));
        if (!('kind' in outcome)) return null;
        // The copy takes the answer in first (a failed ingestion: compared with what it holds).
        await ingestions.get(outcome)?.catch(() => undefined);
        return outcome;
      },
      again: (match) => options.answerFromMirror?.(match, 0) ?? null,
      registry: metrics.registry,
      logger,
      now,
    });

  async function forward(c: Context): Promise<Response> {
    const match = matchRequest(c);
    if (!match) {
      return sendError(c, 404, "Not found: the server forwards only the API's own endpoints");
    }
    const client = clientOf(c);
    const accepted = negotiate(c.req.header('accept-encoding'));
    const bulk = c.req.header('x-bulk-read') === '1';
    const cacheControl = c.req.header('cache-control') ?? '';
    const directive = (name: string) =>
      new RegExp(`(^|[\\s,])${name}([\\s,]|$)`, 'i').test(cacheControl);
    const noCache = directive('no-cache');
    // The copy held (any age within its stale limit), or 504: server rendering's first screen of a
    // long list never spends quota nor waits on upstream (RFC 9111 5.2.1.7).
    const onlyIfCached = directive('only-if-cached');
    const key = keyOf(match);
    const at = now();
    // A Refresh (Cache-Control: no-cache) skips the mirror once; any other request it can answer.
    const withoutLineItems = (c.req.header(HEADERS.without) ?? '').trim() === 'line_items';
    const sendMirrored = (mirrored: MirrorAnswer, reason?: StaleReason) => {
      metrics.mirrorAnswers.inc({ endpoint: match.endpoint.name });
      const plain = Buffer.from(mirrored.body);
      const answer = sendLarge(
        c,
        { contentType: JSON_TYPE, plain, storedAt: mirrored.asOf },
        accepted,
        at,
        reason ? 'stale' : 'mirror',
      );
      if (onlyIfCached) answer.headers.set('etag', copyTag(account, key, mirrored.asOf));
      if (mirrored.without) answer.headers.set(HEADERS.without, mirrored.without);
      // The answer depends on the request's x-gateway-without (never stored: no-store; said all
      // the same, for any cache between).
      answer.headers.set('vary', `accept-encoding, ${HEADERS.without}`);
      if (reason) answer.headers.set(HEADERS.staleReason, reason);
      return answer;
    };
    const mirrored = noCache ? null : fromMirror(match, at, { withoutLineItems });
    const gate = mirrored && verifier ? await verifier.gate(match, mirrored) : null;
    // A kind's first answer was compared: the API's answer (as fresh as can be) goes out.
    if (gate?.use === 'api' && gate.outcome) return sendOutcome(c, gate.outcome, accepted, now());
    if (mirrored && gate?.use !== 'api') return sendMirrored(mirrored);
    /** While the ledger cannot be used, this server's copy answers at any age (its "As of"). */
    const fromOwnCopy = (reason: StaleReason) => {
      const own = reason === 'store' ? fromMirror(match, at, { withoutLineItems }, true) : null;
      return own && sendMirrored(own, reason);
    };
    const encoding: Encoding = accepted === 'br' ? 'br' : 'gzip';
    const held = await store.get(key, encoding, at);
    const copy: Copy | undefined = held && { ...held, encoding };
    // A Refresh asks upstream again instead of the copy: a bulk read's always; a page view's when
    // its copy is more than a few seconds old (a reload storm asks once, within the fair share).
    const refresh = noCache && (bulk || !copy || at - copy.storedAt >= PAGE_REFRESH_MIN_AGE_MS);
    const keepMs = freshFor(match, bulk);
    // The quota is read only when the rules need it; a call in flight is looked at as it is then.
    const decision = await decide({
      now: at,
      storedAt: copy?.storedAt,
      freshMs: keepMs,
      staleLimitMs: staleLimit(match.endpoint),
      reference: match.endpoint.freshness === 'reference',
      refresh,
      onlyIfCached,
      get inFlight() {
        return inFlight.has(key);
      },
      refusal: (asBulk) => admission.refusal(client, asBulk, at),
      bulk,
    });
    const counted = decision.kind === 'hit' ? metrics.cacheHits : metrics.cacheMisses;
    counted.inc({ endpoint: match.endpoint.name });
    const stale = (reason: StaleReason) => {
      metrics.staleAnswers.inc({ reason });
      return sendCopy(c, copy!, accepted, at, 'stale', reason);
    };
    const ask = (asBulk: boolean) => shared(key, () => call(key, match, client, keepMs, asBulk));

    switch (decision.kind) {
      case 'hit': {
        keepLocally(match, key, copy!);
        const answer = await sendCopy(c, copy!, accepted, at, 'hit');
        // Which copy this is (the account's, this key's, this fetch's): a reader that keeps what
        // it made of a copy (the first screen of /insertions) keys it by this.
        if (onlyIfCached) answer.headers.set('etag', copyTag(account, key, copy!.storedAt));
        return answer;
      }
      case 'not-held':
        return sendError(c, 504, 'The server holds no fresh copy of this answer (only-if-cached)');
      case 'stale-and-refresh':
        // A refresh behind the answer is a page view's call (as the rules asked the quota).
        if (decision.refresh) void ask(false).catch(() => undefined);
        return sendCopy(c, copy!, accepted, at, 'hit');
      case 'refuse': {
        const { reason, message, retryAfterSeconds } = decision.refusal;
        metrics.refusals.inc({ reason });
        if (decision.stale) return stale(reason);
        // The database unreachable is not a limit reached: 503, as any call that needs it.
        const status = reason === 'store' ? 503 : 429;
        return fromOwnCopy(reason) ?? sendError(c, status, message, retryAfterSeconds, reason);
      }
      case 'fetch':
        break;
    }
    const outcome = await ask(bulk);
    if (outcome.kind === 'failed' && decision.fallback) return stale(outcome.reason);
    if (outcome.kind === 'failed')
      return fromOwnCopy(outcome.reason) ?? sendOutcome(c, outcome, accepted, now());
    return sendOutcome(c, outcome, accepted, now());
  }

  // The capability check: one upstream call under the same circuit, quota and ledger as any other,
  // on behalf of the server itself; a refusal (circuit or quota) is "not known yet", like a 429.
  const capabilities = createCapabilities(capabilityStore(sql), {
    now,
    account,
    async ask(probe) {
      const url = new URL(probe, 'http://gateway.invalid');
      const match = matchEndpoint(url.pathname, url.search)!;
      if (await admission.refusal(CAPABILITY_CLIENT, false, now())) {
        return { status: 429, contentType: 'application/json', body: '' };
      }
      return probeAnswerOf(await admitted(CAPABILITY_CLIENT, match, false));
    },
  });

  const routes = new Hono();
  // The app asks before drawing a page that depends on it; answered from the store once known.
  routes.get('/capabilities', async (c) =>
    c.json(await capabilities.ensure(), 200, { 'cache-control': 'no-store' }),
  );
  if (options.front) {
    routes.use(
      '/*',
      options.front({
        match: matchRequest,
        count: (c, endpoint) =>
          ledger.record(clientOf(c), endpoint, now()).then(
            () => null,
            (error: unknown) => storeRefusal(error).message,
          ),
      }),
    );
  }
  routes.get('/base/*', forward);
  routes.get('/secondary/*', forward);
  /**
   * GET /api/status: the team's quota, the caller's own use, the circuit and the cache. Local
   * figures only: asking never spends an upstream request. A store that cannot be read (Postgres
   * unreachable) leaves its figures null and says so in `problem`: the status still answers, with
   * what this server knows by itself.
   */
  routes.get('/status', async (c) => {
    const at = now();
    const q = admission.limits;
    let problem: string | null = null;
    const read = <T>(work: () => Promise<T>): Promise<T | null> =>
      work().catch((error: unknown) => {
        const fault = faultOf(error);
        if (!fault) throw error;
        problem = `The quota ledger cannot be read: ${fault.problem}.`;
        return null;
      });
    const used = await read(() => ledger.used(at));
    const remaining = used === null ? 0 : Math.max(0, q.limit - used);
    const body = {
      mode: options.mode,
      quota: { used, ...q },
      you: { used: await read(() => ledger.usedBy(clientOf(c), at)), limit: q.clientLimit },
      bulkReads: remaining > q.reserve ? 'allowed' : 'held',
      backoff: { retryAfterSeconds: circuit.remaining(at) },
      cache: await read(() => store.stats()),
      capabilities: await capabilities.known(),
      ...(problem ? { problem } : {}),
      ...(verifier && { mirrorVerify: verifier.status() }),
      ...options.status?.(),
    };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  const metricsHandler = async (c: Context): Promise<Response> =>
    c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });

  function close() {
    verifier?.close();
    store.close();
    ledger.close();
  }

  return {
    routes,
    metricsHandler,
    metrics,
    close,
    clientId: clientOf,
    logger,
    readForMirror,
    capabilities,
    /** The comparisons of the copy's answers with the API's (absent without the mirror). */
    verifier,
    /** Calls by the sync in the rolling day, as last read (read again behind the answer). */
    syncCallsToday: () => {
      void countSyncCalls();
      return syncCalls;
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;

/** A copy's identity: a change of account, key or fetch time makes another tag. */
export function copyTag(account: string, key: string, storedAt: number): string {
  const hash = createHash('sha256').update(`${account}\n${key}\n${storedAt}`).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}
