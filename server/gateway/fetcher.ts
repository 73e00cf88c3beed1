// One upstream call and what it amounts to: a good JSON answer (compressed once), an error to pass
// on, or a failure that an older copy may cover; a 429 trips the team's circuit. The call's ledger
// entry is written before it is sent (see the gateway); its status is added here.
import { BodyTooLarge, compress, looksLikeJson, readCapped, scrub } from './body';
import type { Match } from './endpoints';
import type { Ledger } from './ledger';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { Upstream } from './upstream';

/** Why an answer came from an older copy; the app turns these into words (serverCopyReason). */
export const STALE_REASONS = [
  'upstream-error',
  'timeout',
  'unreachable',
  'not-json',
  'too-large',
  'rate-limited',
  'quota',
  'reserve',
  'share',
  /** The store cannot record a call (a full disk): the API is not asked. */
  'store',
] as const;
export type StaleReason = (typeof STALE_REASONS)[number];

/** When the API says 429 without a Retry-After. */
export const DEFAULT_BACKOFF_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 24 * 60 * 60;

export function retryAfterSeconds(header: string | null, now: number): number {
  if (!header) return DEFAULT_BACKOFF_SECONDS;
  const seconds = Number(header);
  const parsed = Number.isFinite(seconds)
    ? seconds
    : Number.isNaN(Date.parse(header))
      ? DEFAULT_BACKOFF_SECONDS
      : (Date.parse(header) - now) / 1000;
  return Math.min(MAX_BACKOFF_SECONDS, Math.max(1, Math.ceil(parsed)));
}

/**
 * One circuit for the whole team: after an upstream 429, nobody calls upstream until its
 * Retry-After has passed (the vendor advises backing off; hammering only extends the block).
 */
export function createCircuit() {
  let openUntil = 0;
  return {
    /** Opens the circuit after a 429 with this Retry-After header. */
    trip(retryAfter: string | null, now: number) {
      openUntil = Math.max(openUntil, now + retryAfterSeconds(retryAfter, now) * 1000);
    },
    /** Seconds until upstream may be called again; 0 when the circuit is closed. */
    remaining: (now: number) => Math.max(0, Math.ceil((openUntil - now) / 1000)),
  };
}

export type Circuit = ReturnType<typeof createCircuit>;

export type Outcome =
  | {
      kind: 'ok';
      contentType: string;
      gzip: Buffer;
      br: Buffer;
      storedAt: number;
      /** The answer as sent (secrets scrubbed), for the account mirror; never stored. */
      plain: Buffer;
    }
  /**
   * A good answer too large to compress whole before its first byte (the 48 MB insertion list
   * takes about half a second here): sent compressed as a stream. Its copies are made only when
   * it is to be stored (`stored`, set by the gateway, done once they are).
   */
  | {
      kind: 'large';
      contentType: string;
      plain: Buffer;
      storedAt: number;
      stored?: Promise<void>;
    }
  | { kind: 'empty' }
  /** 4xx other than 429: the API's own answer, passed on (never cached). */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed'; status: number; reason: StaleReason; message: string; retryAfter?: number };

type Failed = Extract<Outcome, { kind: 'failed' }>;

export interface FetcherDeps {
  upstream: Upstream;
  ledger: Ledger;
  circuit: Circuit;
  metrics: Metrics;
  logger: Logger;
  secrets: string[];
  timeoutMs: number;
  maxBodyBytes: number;
  slowMs: number;
  now: () => number;
}

function errorText(body: Buffer): string | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { error?: unknown };
    if (typeof parsed?.error === 'string' && parsed.error.trim()) return parsed.error;
  } catch {
    // Not JSON: the caller words it.
  }
  return undefined;
}

/** A failure an older copy may cover. */
const failed = (status: number, reason: StaleReason, message: string): Failed => ({
  kind: 'failed',
  status,
  reason,
  message,
});

/** `entry`: the call's ledger entry, reserved when it was allowed. */
export async function fetchUpstream(
  deps: FetcherDeps,
  match: Match,
  entry: number,
): Promise<Outcome> {
  const { endpoint, path, query } = match;
  const started = deps.now();
  const signal = AbortSignal.timeout(deps.timeoutMs);
  const seconds = deps.timeoutMs / 1000;
  const log = (status: number, level: 'warn' | 'info', problem: string) =>
    deps.logger[level](
      {
        endpoint: endpoint.name,
        path: `/${endpoint.root}${path}`,
        status,
        durationMs: deps.now() - started,
      },
      problem,
    );
  /** The API's own error message (secrets scrubbed), or its status. */
  const apiSays = (body: Buffer, status: number) => {
    const text = errorText(body);
    return text ? scrub(Buffer.from(text), deps.secrets).toString() : `The API answered ${status}`;
  };
  const timedOut = (): Outcome => {
    log(0, 'warn', 'upstream timeout');
    return failed(504, 'timeout', `The API did not answer within ${seconds} seconds`);
  };

  let response: Response;
  try {
    response = await deps.upstream({ root: endpoint.root, path, query, signal });
  } catch {
    deps.metrics.upstreamCalls.inc({ endpoint: endpoint.name, status: '0' });
    if (signal.aborted) return timedOut();
    log(0, 'warn', 'upstream unreachable');
    return failed(502, 'unreachable', 'The API could not be reached');
  }
  const status = response.status;
  deps.ledger.settle(entry, status);
  deps.metrics.upstreamCalls.inc({ endpoint: endpoint.name, status: String(status) });

  let body: Buffer;
  try {
    body = await readCapped(response, deps.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      log(status, 'warn', 'upstream body over the cap');
      const mb = Math.round(deps.maxBodyBytes / 1024 / 1024);
      return failed(
        502,
        'too-large',
        `The API's answer was larger than the server's limit of ${mb} MB`,
      );
    }
    if (signal.aborted) return timedOut();
    log(status, 'warn', 'upstream body interrupted');
    return failed(502, 'unreachable', 'The API broke off its answer');
  }
  if (deps.now() - started > deps.slowMs) log(status, 'info', 'slow upstream call');

  if (status === 429) {
    deps.circuit.trip(response.headers.get('retry-after'), deps.now());
    const wait = deps.circuit.remaining(deps.now());
    log(status, 'warn', 'upstream rate limit');
    const message = `The account's API rate limit is reached; try again in ${wait} seconds`;
    return { ...failed(429, 'rate-limited', message), retryAfter: wait };
  }
  if (status >= 500) {
    log(status, 'warn', 'upstream error');
    return failed(status, 'upstream-error', apiSays(body, status));
  }
  if (status === 204) return { kind: 'empty' };
  if (status !== 200) {
    return {
      kind: 'refused',
      status: status >= 400 ? status : 502,
      message: apiSays(body, status),
    };
  }
  if (!looksLikeJson(body)) {
    log(status, 'warn', 'upstream answer is not JSON');
    return failed(502, 'not-json', 'The API answered with something that is not JSON');
  }
  const plain = scrub(body, deps.secrets);
  const contentType = 'application/json; charset=UTF-8';
  // At least this large, a good answer is compressed for the client as it is sent (see 'large').
  if (plain.length >= 4 * 1024 * 1024) {
    return { kind: 'large', contentType, plain, storedAt: started };
  }
  const { gzip, br } = await compress(plain);
  return { kind: 'ok', contentType, gzip, br, storedAt: started, plain };
}
