// GET /api/status: the team's use of the day's API quota, as the server's gateway counts it. Answered
// by the server itself: asking never spends a request of the quota.
import { queryOptions } from '@tanstack/react-query';
import { viewerFetch, type Fetch } from './viewer-fetch';

export interface GatewayStatus {
  used: number;
  limit: number;
  windowHours: number;
  /** Requests kept for opening pages: exports and summaries stop when fewer remain. */
  reserve: number;
  /** The caller's own use and the most one person may cause. */
  you: { used: number; limit: number };
  bulkHeld: boolean;
  /** Seconds until the server asks the API again after a 429; 0 when it is not waiting. */
  backoffSeconds: number;
  /** The server's copy of the account (the mirror), when it keeps one. */
  mirror: MirrorStatus | null;
  /** The morning digest of watches (server/watch); null when the server says nothing of it. */
  digests: DigestsStatus | null;
  /** The copy's answers compared with the API's (server/mirror/verify.ts); null without a copy. */
  copyAnswers: CopyAnswers | null;
}

/** A digest the server could not send yet, or gave up after a day. */
export interface UnsentDigest {
  to: string;
  status: 'pending' | 'expired';
  attempts: number;
  lastError: string | null;
  nextAttempt: string | null;
}

export interface DigestsStatus {
  on: boolean;
  hour: number;
  timeZone: string;
  unsent: UnsentDigest[];
}

function digestsOf(raw: unknown): DigestsStatus | null {
  const d = raw as Record<string, unknown> | null | undefined;
  if (!d || typeof d !== 'object' || typeof d.on !== 'boolean') return null;
  const unsent = (Array.isArray(d.unsent) ? d.unsent : []) as Record<string, unknown>[];
  return {
    on: d.on,
    hour: num(d.hour),
    timeZone: text(d.timeZone) ?? '',
    unsent: unsent.map((u) => ({
      to: text(u.to) ?? '',
      status: u.status === 'expired' ? 'expired' : 'pending',
      attempts: num(u.attempts) || 0,
      lastError: text(u.lastError),
      nextAttempt: text(u.nextAttempt),
    })),
  };
}

/** A kind of answer the copy no longer gives: it differed from the API's. */
export interface KindOff {
  /** The server's name for it (`users?first_name`), for turning it back on. */
  kind: string;
  /** In words: `users by first_name`. */
  text: string;
  /** The request that differed, and the first differing member (`$.users[0]`). */
  request: string | null;
  member: string | null;
  at: string | null;
}

export interface CopyAnswers {
  /** Requests a day the comparisons may spend (0: none are made). */
  budget: number;
  compared: number;
  differed: number;
  off: KindOff[];
}

export interface MirrorTable {
  name: string;
  rows: number;
  /** ISO time the table was last read from the API, or null. */
  asOf: string | null;
  /** Read whole at least once (until then it holds part of the list). */
  complete: boolean;
  /** Records of the last answer left out because they did not match the API's shape. */
  dropped: { count: number; ids: string[]; fields: string[] } | null;
}

export interface MirrorPass {
  kind: 'full' | 'short';
  startedAt: string;
  endedAt: string | null;
  calls: number;
  /** 'complete', 'running', or why it stopped. */
  outcome: string;
}

/** With DATABASE_URL: this server's part in the copy kept in Postgres (server/mirror/pg). */
export interface MirrorPostgres {
  /** The leader runs the passes and publishes; a follower copies what the leader published. */
  role: 'leader' | 'follower';
  /** Rows this server wrote and has not yet published. */
  behind: number;
  publishedAt: string | null;
  pulledAt: string | null;
  /** Why Postgres is behind now, or null. */
  problem: string | null;
}

export interface MirrorStatus {
  tables: MirrorTable[];
  lastPass: MirrorPass | null;
  currentPass: MirrorPass | null;
  nextPass: string | null;
  callsToday: number;
  /** The sync's daily budget of API requests; null when its reads cost nothing (the demo). */
  dailyBudget: number | null;
  /** Why the copy cannot be written now, or null. */
  problem: string | null;
  /** Null without DATABASE_URL. */
  postgres: MirrorPostgres | null;
  /** Why a full pass by hand would be refused now (its cooldown, the budget), or null. */
  byHandRefused: string | null;
}

function postgresOf(raw: unknown): MirrorPostgres | null {
  const p = raw as Record<string, unknown> | null | undefined;
  if (!p || typeof p !== 'object' || (p.role !== 'leader' && p.role !== 'follower')) return null;
  return {
    role: p.role,
    behind: num(p.behind) || 0,
    publishedAt: text(p.publishedAt),
    pulledAt: text(p.pulledAt),
    problem: text(p.problem),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function passOf(raw: unknown): MirrorPass | null {
  const p = raw as Record<string, unknown> | null | undefined;
  if (!p || typeof p !== 'object' || (p.kind !== 'full' && p.kind !== 'short')) return null;
  return {
    kind: p.kind,
    startedAt: text(p.startedAt) ?? '',
    endedAt: text(p.endedAt),
    calls: num(p.calls) || 0,
    outcome: text(p.outcome) ?? '',
  };
}

const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function droppedOf(raw: unknown): MirrorTable['dropped'] {
  const d = raw as Record<string, unknown> | null | undefined;
  if (!d || typeof d !== 'object' || !(num(d.count) > 0)) return null;
  return { count: num(d.count), ids: texts(d.ids), fields: texts(d.fields) };
}

/** The mirror's part of the status; null when the server keeps no mirror. */
export function parseMirrorStatus(raw: unknown): MirrorStatus | null {
  const m = raw as Record<string, unknown> | null | undefined;
  if (!m || typeof m !== 'object' || !m.resources || typeof m.resources !== 'object') return null;
  const tables = Object.entries(m.resources as Record<string, Record<string, unknown>>).map(
    ([name, t]) => ({
      name,
      rows: num(t?.rows) || 0,
      asOf: text(t?.asOf),
      complete: t?.complete === true,
      dropped: droppedOf(t?.dropped),
    }),
  );
  return {
    tables,
    lastPass: passOf(m.lastPass),
    currentPass: passOf(m.currentPass),
    nextPass: text(m.nextPass),
    callsToday: num(m.callsToday) || 0,
    dailyBudget: typeof m.dailyBudget === 'number' ? m.dailyBudget : null,
    problem: text(m.problem),
    postgres: postgresOf(m.postgres),
    byHandRefused: text((m.byHand as { refused?: unknown } | null | undefined)?.refused),
  };
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);

/** The copy's comparisons; null when absent or malformed (the page then says nothing of them). */
export function parseCopyAnswers(raw: unknown): CopyAnswers | null {
  const v = raw as Record<string, unknown> | null | undefined;
  if (!v || typeof v !== 'object' || !Array.isArray(v.off)) return null;
  const [budget, compared, differed] = [num(v.budget), num(v.compared), num(v.differed)];
  if ([budget, compared, differed].some(Number.isNaN)) return null;
  const off = (v.off as Record<string, unknown>[]).flatMap((o) =>
    o && typeof o.kind === 'string' && typeof o.text === 'string'
      ? [
          {
            kind: o.kind,
            text: o.text,
            request: text(o.request),
            member: text(o.member),
            at: text(o.at),
          },
        ]
      : [],
  );
  return { budget, compared, differed, off };
}

export function parseGatewayStatus(body: unknown): GatewayStatus {
  const b = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const status: GatewayStatus = {
    used: num(b.quota?.used),
    limit: num(b.quota?.limit),
    windowHours: num(b.quota?.windowHours),
    reserve: num(b.quota?.reserve),
    you: { used: num(b.you?.used), limit: num(b.you?.limit) },
    bulkHeld: (body as { bulkReads?: unknown } | null)?.bulkReads === 'held',
    backoffSeconds: num(b.backoff?.retryAfterSeconds) || 0,
    mirror: parseMirrorStatus(b.mirror),
    digests: digestsOf(b.digests),
    copyAnswers: parseCopyAnswers(b.mirrorVerify),
  };
  if (!(status.limit > 0) || Number.isNaN(status.used)) {
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
  const response = await fetch('/api/mirror/refresh', { method: 'POST' });
  if (response.ok) return;
  // 409 one runs, 429 too soon or too little budget: the server's sentence says which.
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  throw new Error(body.error ?? `The server answered ${response.status}`);
}

/** Turns answers from the copy back on (an administrator's, once the copy's code is fixed). */
export async function resetCopyAnswers(kind?: string): Promise<{ turnedOn: number }> {
  const query = kind ? `?kind=${encodeURIComponent(kind)}` : '';
  const response = await fetch(`/api/mirror/verify/reset${query}`, { method: 'POST' });
  const body = (await response.json().catch(() => ({}))) as { error?: string; turnedOn?: number };
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}`);
  return { turnedOn: body.turnedOn ?? 0 };
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
