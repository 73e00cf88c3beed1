// Building the gateway's answers: compressed bodies per Accept-Encoding, the headers that tell the
// app how old a copy is and why, and `{"error"}` bodies for every refusal.
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { compressStream } from './body';
import type { Encoding } from './cache-store';
import type { Outcome, StaleReason } from './fetcher';

const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);

export const JSON_TYPE = 'application/json; charset=UTF-8';

/** The headers the app reads (exposed to the browser: same origin, no CORS needed). */
export const HEADERS = {
  cache: 'x-gateway-cache',
  storedAt: 'x-gateway-stored-at',
  staleReason: 'x-gateway-stale-reason',
  /**
   * Why a request failed or was refused (a StaleReason): on a 429 or 503, whose limit it was (the
   * account's at the API, `rate-limited`, or the team's on this server, `quota`, `reserve`, `share`).
   */
  refusal: 'x-gateway-refusal',
  /**
   * On a request, what it can do without when the server's copy holds the rest (`line_items`: a
   * contract's); on an answer, what it left out (server/mirror/answer.ts).
   */
  without: 'x-gateway-without',
} as const;

/** What the answer is sent in: one of the stored encodings, or plain (`identity`). */
export type ReplyEncoding = Encoding | 'identity';

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function negotiate(acceptEncoding: string | undefined): ReplyEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Where an answer came from: the store (fresh or not), upstream, or the account mirror. */
export type CacheState = 'hit' | 'miss' | 'stale' | 'mirror';

export interface Copy {
  contentType: string;
  /** In the encoding `encoding`. */
  body: Buffer;
  encoding: Encoding;
  storedAt: number;
}

function copyHeaders(
  contentType: string,
  storedAt: number,
  now: number,
  state: CacheState,
): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    age: String(Math.max(0, Math.floor((now - storedAt) / 1000))),
    [HEADERS.cache]: state,
    [HEADERS.storedAt]: new Date(storedAt).toISOString(),
  };
}

/**
 * A large fresh answer, compressed as it is sent: its first bytes leave at once rather than after
 * the whole body is compressed, so the page can show a list's first records while the rest comes.
 */
export function sendLarge(
  c: Context,
  large: { contentType: string; plain: Buffer; storedAt: number },
  replyEncoding: ReplyEncoding,
  now: number,
  state: CacheState = 'miss',
): Response {
  const headers = copyHeaders(large.contentType, large.storedAt, now, state);
  if (replyEncoding === 'identity')
    return c.body(large.plain as Uint8Array<ArrayBuffer>, 200, headers);
  headers['content-encoding'] = replyEncoding;
  // Quality 4 here (5 for the stored copy): the client waits on this one.
  const body = compressStream(Readable.from([large.plain]), replyEncoding, { brotliQuality: 4 });
  return c.body(body, 200, headers);
}

/** A stored copy's body as it was answered. */
export const plainOf = (copy: Copy): Promise<Buffer> =>
  copy.encoding === 'gzip' ? gunzipAsync(copy.body) : brotliDecompressAsync(copy.body);

export async function sendCopy(
  c: Context,
  copy: Copy,
  replyEncoding: ReplyEncoding,
  now: number,
  state: 'hit' | 'miss' | 'stale',
  staleReason?: StaleReason,
): Promise<Response> {
  const headers = copyHeaders(copy.contentType, copy.storedAt, now, state);
  if (staleReason) headers[HEADERS.staleReason] = staleReason;
  if (replyEncoding !== 'identity') headers['content-encoding'] = copy.encoding;
  const body = replyEncoding === 'identity' ? await plainOf(copy) : copy.body;
  // zlib's buffers are never shared memory.
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

export function sendError(
  c: Context,
  status: number,
  message: string,
  retryAfterSeconds?: number,
  reason?: StaleReason,
): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  if (reason) headers[HEADERS.refusal] = reason;
  return c.json({ error: message }, status as 400, headers);
}

/** An upstream call's outcome as the client's answer (a failure a copy covers is the caller's). */
export function sendOutcome(
  c: Context,
  outcome: Outcome,
  replyEncoding: ReplyEncoding,
  now: number,
): Response | Promise<Response> {
  switch (outcome.kind) {
    case 'ok': {
      const encoding = replyEncoding === 'br' ? 'br' : 'gzip';
      const { contentType, storedAt } = outcome;
      const copy = { contentType, body: outcome[encoding], encoding, storedAt } as const;
      return sendCopy(c, copy, replyEncoding, now, 'miss');
    }
    case 'large':
      return sendLarge(c, outcome, replyEncoding, now);
    case 'empty':
      return c.body(null, 204, { 'cache-control': 'no-store' });
    case 'refused':
      return sendError(c, outcome.status, outcome.message);
    case 'failed':
      return sendError(c, outcome.status, outcome.message, outcome.retryAfter, outcome.reason);
  }
}
