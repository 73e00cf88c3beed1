// What the account's API can do beyond api-spec.md, found out once and remembered for a day in the
// gateway's store (its own table, so a restart does not ask again): today only the legacy contract
// list (`GET /secondary/contracts/`, see api-notes.md). Only a definite answer is remembered: a 429,
// a 5xx, a timeout or a refusal of the quota is "not known yet", asked again a few minutes later.
import { gunzipSync } from 'node:zlib';
import { z } from 'zod/mini';
import { faultOf } from './store-health';
import type { Outcome } from './fetcher';
import type { Sql } from '../store/sql';

export const CAPABILITY_TTL_MS = 24 * 60 * 60 * 1000;
/** After an answer that says nothing (429, 5xx, network), the next check waits this long. */
export const UNKNOWN_RETRY_MS = 5 * 60 * 1000;

export interface Capabilities {
  contractList: boolean | null;
  /** Why the answer is the one this server last knew (its store cannot be read now). */
  problem?: string;
}

/** What the check's request got back, as the gateway answered it. */
export interface ProbeAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A contract list's shape: an object whose `contracts` are objects with an id. */
const CONTRACT_LIST = z.object({
  contracts: z.array(z.object({ id: z.union([z.string(), z.number()]) })),
});

/**
 * true: a contract list; false: the account does not answer it (404, 405, or a 200 whose body is not
 * a contract list, e.g. an HTML page); null: nothing learnt (429, 5xx, other refusals).
 */
export function classifyContractList(answer: ProbeAnswer): boolean | null {
  if ([204, 404, 405].includes(answer.status)) return false;
  if (answer.status !== 200) return null;
  // The gateway passes on only JSON; an upstream HTML page arrives as a 502 (null, asked again),
  // but a proxy in front of it may still hand one over as a 200.
  if (!/json/i.test(answer.contentType)) return false;
  try {
    return CONTRACT_LIST.safeParse(JSON.parse(answer.body)).success;
  } catch {
    return false;
  }
}

/** The check's answer from the gateway's own upstream call (nothing stored, ledger written). */
export function probeAnswerOf(outcome: Outcome): ProbeAnswer {
  switch (outcome.kind) {
    case 'ok':
      return {
        status: 200,
        contentType: outcome.contentType,
        body: gunzipSync(outcome.gzip).toString(),
      };
    case 'large':
      return { status: 200, contentType: outcome.contentType, body: outcome.plain.toString() };
    case 'empty':
      return { status: 204, contentType: '', body: '' };
    case 'refused':
      return { status: outcome.status, contentType: 'application/json', body: '' };
    case 'failed':
      // An HTML page or other non-JSON where a list should be: the account has no such list.
      if (outcome.reason === 'not-json') return { status: 200, contentType: 'text/html', body: '' };
      return { status: outcome.status, contentType: 'application/json', body: '' };
  }
}

/** The name an account's answer is kept under. */
export const capabilityName = (account: string) => `contractList@${account}`;

/** Where a check's answer is remembered: the capabilities table in either store (store/sql.ts). */
export function capabilityStore(sql: Sql) {
  return {
    async read(name: string): Promise<{ value: boolean; at: number } | null> {
      const [row] = await sql.all<{ value: boolean | number; at: number }>(
        'SELECT value, checked_at AS at FROM capabilities WHERE name = ?',
        [name],
      );
      // SQLite keeps a boolean as 0 or 1.
      return row ? { value: Boolean(row.value), at: Number(row.at) } : null;
    },
    async write(name: string, value: boolean, at: number) {
      await sql.run(
        `INSERT INTO capabilities (name, value, checked_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value, checked_at = excluded.checked_at`,
        [name, value, at],
      );
    },
  };
}

export type CapabilityStore = ReturnType<typeof capabilityStore>;

export function createCapabilities(
  store: CapabilityStore,
  options: {
    ask: (path: string) => Promise<ProbeAnswer>;
    now: () => number;
    /** The upstream account (account.ts): what one account answers says nothing of another. */
    account: string;
  },
) {
  const name = capabilityName(options.account);
  let unknownUntil = 0;
  let pending: Promise<Capabilities> | undefined;

  /** The last answer read or written: what is said while the store cannot be read. */
  let remembered: { value: boolean; at: number } | null = null;
  let problem: string | null = null;
  /** A store's fault is kept in `problem` (the answer says it); anything else is a bug. */
  const faulted = (error: unknown) => {
    const fault = faultOf(error);
    if (!fault) throw error;
    problem = `The capability check's answer cannot be read: ${fault.problem}.`;
  };
  const said = (contractList: boolean | null): Capabilities =>
    problem ? { contractList, problem } : { contractList };
  const current = async (): Promise<boolean | null> => {
    const row = await store.read(name).then(
      (held) => {
        problem = null;
        return (remembered = held);
      },
      (error: unknown) => {
        faulted(error);
        return remembered;
      },
    );
    if (!row || options.now() - row.at >= CAPABILITY_TTL_MS || row.at > options.now()) return null;
    return row.value;
  };

  async function check(): Promise<Capabilities> {
    let value: boolean | null = null;
    try {
      // The one request of the check: the cheapest page of the list.
      value = classifyContractList(await options.ask('/secondary/contracts/?per_page=1'));
    } catch {
      value = null;
    }
    if (value === null) unknownUntil = options.now() + UNKNOWN_RETRY_MS;
    else {
      remembered = { value, at: options.now() };
      await store.write(name, value, remembered.at).catch(faulted);
    }
    return said(value);
  }

  return {
    /** What is known now, without asking the API. */
    known: async () => said(await current()),
    /** What is known, asking first (once for everyone waiting) when nothing current is. */
    async ensure() {
      const value = await current();
      if (value !== null || options.now() < unknownUntil) return said(value);
      pending ??= check().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
