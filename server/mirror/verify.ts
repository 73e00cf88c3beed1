// The copy proves its answers: for each kind of answer (endpoint and the parameters used), the
// gateway compares the copy's answer with the API's the first time the copy gives it (and after an
// administrator turns it back on), then one answer in `sampleEvery`, within a daily budget of calls
// made as bulk reads (page views keep priority: the reserve and the circuit stop them). A
// difference turns the kind off: the API answers it from then on, until an administrator turns it
// back on. Kept in the gateway's store (SQLite, or Postgres for every server).
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Match } from '../gateway/endpoints';
import type { Outcome } from '../gateway/fetcher';
import type { Logger } from '../gateway/logger';
import type { MirrorAnswer } from './answer';
import { kindOf, kindText } from './answer-rules';

/** What is known of one kind of answer. */
export interface Verdict {
  kind: string;
  compared: number;
  differed: number;
  /** Answered by the API, not the copy, until turned back on. */
  off: boolean;
  /** Comparisons since the kind was (last) turned on: 0 means the next answer is compared first. */
  sinceOn: number;
  /** The last difference: the request (path and query) and the first differing member's path. */
  request: string | null;
  member: string | null;
  at: number | null;
}

export interface VerdictStore {
  all(): Promise<Verdict[]>;
  /** One comparison's result; a difference turns the kind off and says where. */
  record(
    kind: string,
    difference: { request: string; member: string } | null,
    at: number,
  ): Promise<void>;
  /** Turns the kind (null: every kind) back on; its counts stay. How many were off. */
  reset(kind: string | null): Promise<number>;
}

/** The first member (a path such as `$.users[0].email`) where two JSON values differ, or null. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return `${path}[${i}]`;
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(a) || !isObject(b)) return path;
  // Member order is the JSON text's, not the value's.
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (!Object.hasOwn(a, key) || !Object.hasOwn(b, key)) return `${path}.${key}`;
    const found = firstDifference(a[key], b[key], `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * The API's answer as a status and a JSON value, or null when it says nothing about the copy: a
 * failure (5xx, timeout, 429, a refusal of the quota) or a refusal of the credentials.
 */
export function apiAnswerOf(outcome: Outcome): { status: number; body: unknown } | null {
  switch (outcome.kind) {
    case 'ok':
    case 'large':
      try {
        return { status: 200, body: JSON.parse(outcome.plain.toString()) as unknown };
      } catch {
        return null;
      }
    case 'empty':
      return { status: 204, body: null };
    case 'refused':
      if ([401, 403, 407, 408, 429].includes(outcome.status)) return null;
      return { status: outcome.status, body: { error: outcome.message } };
    case 'failed':
      return null;
  }
}

interface VerifierOptions {
  store: VerdictStore;
  /** Comparisons a rolling day may cost (MIRROR_VERIFY_BUDGET; 0: none). */
  budget: number;
  /** The comparisons' calls in the rolling day (the ledger's count for their client). */
  spent: () => Promise<number>;
  /**
   * The API's answer as a bulk read of the verification's own, once the copy has taken it in (as
   * any answer read upstream); null: not asked (the budget's reserve, the circuit).
   */
  ask: (match: Match) => Promise<Outcome | null>;
  /** The copy's answer now, however old (null: it cannot answer). */
  again: (match: Match) => MirrorAnswer | null;
  registry: Registry;
  logger: Logger;
  now: () => number;
  /** After the first comparison, one answer of a kind in this many is compared (default 50). */
  sampleEvery?: number;
  /** How often the verdicts are read again from the store (other servers' on Postgres). */
  reloadMs?: number;
}

/** What the gateway does with an answer from the copy. */
type Gate = { use: 'copy' } | { use: 'api'; outcome?: Outcome };

export function createVerifier(options: VerifierOptions) {
  const { store, logger } = options;
  const sampleEvery = options.sampleEvery ?? 50;
  const verdicts = new Map<string, Verdict>();
  const answered = new Map<string, number>();
  const comparing = new Set<string>();
  const comparisons = new Counter({
    name: 'gateway_mirror_comparisons_total',
    help: "Answers of the copy compared with the API's, by result (same, differed, not-compared)",
    labelNames: ['result'],
    registers: [options.registry],
  });
  new Gauge({
    name: 'gateway_mirror_kinds_off',
    help: 'Kinds of answer the copy no longer gives (a difference found), answered by the API',
    registers: [options.registry],
    collect() {
      this.set([...verdicts.values()].filter((v) => v.off).length);
    },
  });

  const load = () =>
    store.all().then(
      (rows) => {
        verdicts.clear();
        for (const row of rows) verdicts.set(row.kind, row);
      },
      (error: unknown) => logger.error({ err: String(error) }, 'mirror verify: reading failed'),
    );
  let loaded = load();
  const reload = setInterval(() => (loaded = load()), options.reloadMs ?? 60_000);
  reload.unref();

  /**
   * Compares the copy's answer with the API's: the API's outcome, or null when not compared. The
   * copy answers again once it has taken the API's answer in, so a record changed since the last
   * pass is no difference (the copy's freshness says how old it may be); only a rule that reads
   * the same records otherwise is.
   */
  async function compare(match: Match, kind: string) {
    if (options.budget <= 0 || comparing.has(kind)) return null;
    comparing.add(kind);
    const notCompared = () => (comparisons.inc({ result: 'not-compared' }), null);
    try {
      if ((await options.spent()) >= options.budget) return notCompared();
      const outcome = await options.ask(match);
      const api = outcome && apiAnswerOf(outcome);
      const copy = api && options.again(match);
      if (!outcome || !api || !copy || copy.without) return notCompared();
      const member =
        api.status === 200 ? firstDifference(JSON.parse(copy.body), api.body) : 'status';
      const request = `${match.endpoint.root}${match.path}?${match.query}`;
      const at = options.now();
      const verdict: Verdict = verdicts.get(kind) ?? {
        kind,
        compared: 0,
        differed: 0,
        off: false,
        sinceOn: 0,
        request: null,
        member: null,
        at: null,
      };
      verdict.compared += 1;
      verdict.sinceOn += 1;
      if (member)
        Object.assign(verdict, { differed: verdict.differed + 1, off: true, request, member, at });
      verdicts.set(kind, verdict);
      comparisons.inc({ result: member ? 'differed' : 'same' });
      if (member) {
        // The request and the member's path, never the records' values.
        logger.warn(
          { kind, request, member },
          "mirror: the copy's answer differed from the API's; the API answers this kind from now on",
        );
      }
      await store
        .record(kind, member ? { request, member } : null, at)
        .catch((error: unknown) =>
          logger.error({ err: String(error), kind }, 'mirror verify: recording failed'),
        );
      return outcome;
    } catch (error) {
      // A ledger or a copy that cannot be read: no comparison, and the answer goes on as it was.
      logger.error({ err: String(error), kind }, 'mirror verify: no comparison');
      return notCompared();
    } finally {
      comparing.delete(kind);
    }
  }

  return {
    /**
     * Whether the copy's answer goes out: not for a kind turned off; the first of a kind waits for
     * its comparison, and the API's answer (as fresh as can be) goes out; a sample is compared
     * behind the answer.
     */
    async gate(match: Match, copy: MirrorAnswer): Promise<Gate> {
      await loaded;
      // An answer that leaves a member out (said so to the client) is not the API's whole answer.
      if (copy.without) return { use: 'copy' };
      const kind = kindOf(match);
      const verdict = verdicts.get(kind);
      if (verdict?.off) return { use: 'api' };
      if (!verdict || verdict.sinceOn === 0) {
        const outcome = await compare(match, kind);
        return outcome ? { use: 'api', outcome } : { use: 'copy' };
      }
      const count = (answered.get(kind) ?? 0) + 1;
      answered.set(kind, count);
      if (count % sampleEvery === 0) void compare(match, kind);
      return { use: 'copy' };
    },
    /** For GET /api/status: the counts and the kinds turned off, in words. */
    status() {
      const all = [...verdicts.values()];
      return {
        budget: options.budget,
        compared: all.reduce((sum, v) => sum + v.compared, 0),
        differed: all.reduce((sum, v) => sum + v.differed, 0),
        off: all
          .filter((v) => v.off)
          .map((v) => ({
            kind: v.kind,
            text: kindText(v.kind),
            request: v.request,
            member: v.member,
            at: v.at === null ? null : new Date(v.at).toISOString(),
          })),
      };
    },
    /** Turns a kind (null: every kind) back on: the copy answers it again, compared first. */
    async reset(kind: string | null): Promise<number> {
      const count = await store.reset(kind);
      await (loaded = load());
      return count;
    },
    close: () => clearInterval(reload),
  };
}

export type Verifier = ReturnType<typeof createVerifier>;
