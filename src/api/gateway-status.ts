// GET /api/status: the team's use of the day's API quota, as the server's gateway counts it. Answered
// by the server itself: asking never spends a request of the quota.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
// Its z.config: zod without eval, which the app's Content-Security-Policy forbids.
import '../domain/wire';
import { sendToServer, viewerFetch, type Fetch } from './viewer-fetch';

// Read leniently: a field missing or of another type is its fallback (a count 0, a text null); a
// part without what names it (a pass's kind, Postgres's role) is null: the page says nothing of it.
const text = z.catch(z.nullable(z.string()), null);
const textOr = (fallback: string) => z.catch(z.string(), fallback);
/** A finite number, or NaN (what the page cannot say). */
const num = z.catch(z.number(), NaN);
const count = z.catch(z.number(), 0);
const orNull = <S extends z.core.$ZodType>(schema: S) => z.catch(z.nullable(schema), null);
/** The items `item` reads; the others are left out. */
const itemsOf = <S extends z.core.$ZodType>(item: S) =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((items) => items.flatMap((i) => z.safeParse(item, i).data ?? [])),
  );
const texts = z.catch(itemsOf(z.string()), []);

/** A digest the server could not send yet, or gave up after a day. */
const unsentDigest = z.object({
  to: textOr(''),
  status: z.catch(z.enum(['pending', 'expired']), 'pending'),
  attempts: count,
  lastError: text,
  nextAttempt: text,
});

const digests = z.object({
  on: z.boolean(),
  hour: num,
  timeZone: textOr(''),
  unsent: z.catch(z.array(unsentDigest), []),
});

/** A kind of answer the copy no longer gives: it differed from the API's. */
const kindOff = z.object({
  /** The server's name for it (`users?first_name`), for turning it back on. */
  kind: z.string(),
  /** In words: `users by first_name`. */
  text: z.string(),
  /** The request that differed, and the first differing member (`$.users[0]`). */
  request: text,
  member: text,
  at: text,
});

const copyAnswers = z.object({
  /** Requests a day the comparisons may spend (0: none are made). */
  budget: z.number(),
  compared: z.number(),
  differed: z.number(),
  off: itemsOf(kindOff),
});

const mirrorTable = z.object({
  rows: count,
  /** ISO time the table was last read from the API, or null. */
  asOf: text,
  /** Read whole at least once (until then it holds part of the list). */
  complete: z.catch(z.boolean(), false),
  /** Records of the last answer left out because they did not match the API's shape. */
  dropped: orNull(z.object({ count: z.number().check(z.positive()), ids: texts, fields: texts })),
});

const mirrorPass = z.object({
  kind: z.enum(['full', 'short']),
  startedAt: textOr(''),
  endedAt: text,
  calls: count,
  /** 'complete', 'running', or why it stopped. */
  outcome: textOr(''),
});

/** With DATABASE_URL: this server's part in the copy kept in Postgres (server/mirror/pg). */
const mirrorPostgres = z.object({
  /** The leader runs the passes and publishes; a follower copies what the leader published. */
  role: z.enum(['leader', 'follower']),
  /** Rows this server wrote and has not yet published. */
  behind: count,
  publishedAt: text,
  pulledAt: text,
  /** Why Postgres is behind now, or null. */
  problem: text,
});

const mirrorStatus = z.pipe(
  z.object({
    resources: z.record(z.string(), z.catch(mirrorTable, mirrorTable.parse({}))),
    lastPass: orNull(mirrorPass),
    currentPass: orNull(mirrorPass),
    nextPass: text,
    callsToday: count,
    /** The sync's daily budget of API requests; null when its reads cost nothing (the demo). */
    dailyBudget: z.catch(z.nullable(z.number()), null),
    /** Why the copy cannot be written now, or null. */
    problem: text,
    /** Null without DATABASE_URL. */
    postgres: orNull(mirrorPostgres),
    /** Why a full pass by hand would be refused now (its cooldown, the budget), or null. */
    byHand: z.catch(z.object({ refused: text }), { refused: null }),
  }),
  z.transform(({ resources, byHand, ...status }) => ({
    tables: Object.entries(resources).map(([name, table]) => ({ name, ...table })),
    ...status,
    byHandRefused: byHand.refused,
  })),
);

const quota = z.catch(z.object({ used: num, limit: num, windowHours: num, reserve: num }), {
  used: NaN,
  limit: NaN,
  windowHours: NaN,
  reserve: NaN,
});

const gatewayStatus = z.pipe(
  z.object({
    quota,
    /** The caller's own use and the most one person may cause. */
    you: z.catch(z.object({ used: num, limit: num }), { used: NaN, limit: NaN }),
    bulkReads: z.optional(z.unknown()),
    /** Seconds until the server asks the API again after a 429; 0 when it is not waiting. */
    backoff: z.catch(z.object({ retryAfterSeconds: count }), { retryAfterSeconds: 0 }),
    /** The server's copy of the account (the mirror), when it keeps one. */
    mirror: orNull(mirrorStatus),
    /** The morning digest of watches (server/watch); null when the server says nothing of it. */
    digests: orNull(digests),
    /** The copy's answers compared with the API's (server/mirror/verify.ts); null without a copy. */
    mirrorVerify: orNull(copyAnswers),
  }),
  z.transform(({ quota, bulkReads, backoff, mirrorVerify, ...rest }) => ({
    ...quota,
    ...rest,
    /** Requests kept for opening pages: exports and summaries stop when fewer remain. */
    bulkHeld: bulkReads === 'held',
    backoffSeconds: backoff.retryAfterSeconds,
    copyAnswers: mirrorVerify,
  })),
);

export type GatewayStatus = z.output<typeof gatewayStatus>;
export type MirrorStatus = z.output<typeof mirrorStatus>;
export type MirrorPass = z.output<typeof mirrorPass>;
export type MirrorPostgres = z.output<typeof mirrorPostgres>;
export type DigestsStatus = z.output<typeof digests>;
export type CopyAnswers = z.output<typeof copyAnswers>;

/** The mirror's part of the status; null when the server keeps no mirror. */
export const parseMirrorStatus = (raw: unknown): MirrorStatus | null =>
  z.safeParse(mirrorStatus, raw).data ?? null;

/** The copy's comparisons; null when absent or malformed (the page then says nothing of them). */
export const parseCopyAnswers = (raw: unknown): CopyAnswers | null =>
  z.safeParse(copyAnswers, raw).data ?? null;

export function parseGatewayStatus(body: unknown): GatewayStatus {
  const status = z.safeParse(gatewayStatus, body).data;
  if (!status || !(status.limit > 0) || Number.isNaN(status.used)) {
    throw new Error('/api/status did not name the quota');
  }
  return status;
}

/** `fetchFn`: the server's rendering asks its own app in-process, as the person (src/entry-server.tsx). */
export async function fetchGatewayStatus(
  signal?: AbortSignal,
  fetchFn: Fetch = viewerFetch,
): Promise<GatewayStatus> {
  const response = await fetchFn('/api/status', {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`/api/status answered ${response.status}`);
  return parseGatewayStatus(await response.json());
}

/** Asks the server to read the whole account again now (an administrator's). */
export async function requestMirrorPass(): Promise<void> {
  // 409 one runs, 429 too soon or too little budget: the server's sentence says which.
  await sendToServer('POST', '/api/mirror/refresh');
}

/** Turns answers from the copy back on (an administrator's, once the copy's code is fixed). */
export async function resetCopyAnswers(): Promise<{ turnedOn: number }> {
  const { turnedOn } = await sendToServer('POST', '/api/mirror/verify/reset');
  return { turnedOn: typeof turnedOn === 'number' ? turnedOn : 0 };
}

export function gatewayStatusQuery() {
  return queryOptions({
    queryKey: ['gateway-status'],
    queryFn: ({ signal }) => fetchGatewayStatus(signal),
    // Modest: once a minute while the tab is open, and when the person comes back to it.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Static hosting has no /api/status: the meter simply stays away.
    retry: false,
  });
}
