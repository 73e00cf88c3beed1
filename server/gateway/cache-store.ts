// The cache: compressed answers in the store, bounded by total bytes with least-recently-used
// eviction, swept on a timer (not only when a key is asked for again).
import { faultOf, StoreFault, type StoreHealth } from './store-health';
import type { Sql } from '../store/sql';

export type Encoding = 'gzip' | 'br';

/** A stored answer is kept this long after it was fetched, for stale serving. */
export const STALE_LIMIT_MS = 24 * 60 * 60 * 1000;
/**
 * A reference list (products, users, a product's sizes…) changes a few times a month: its copy is
 * kept a week, so that while the API cannot be asked the app still shows it, saying how old it is.
 */
export const REFERENCE_STALE_LIMIT_MS = 7 * STALE_LIMIT_MS;

export interface StoredAnswer {
  contentType: string;
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
  freshUntil: number;
}

/** A stored answer as read back: its body in the encoding asked for. */
export type CachedEntry = Omit<StoredAnswer, 'gzip' | 'br'> & { body: Buffer };

export interface CacheStoreOptions {
  maxBytes: number;
  /** Whose copies these are (account.ts); another account's are never read. */
  account?: string;
  /** Write faults are reported there; a copy that cannot be stored or marked is only not kept. */
  health?: StoreHealth;
  /** How long after it was fetched the copy under `key` is kept (STALE_LIMIT_MS by default). */
  staleLimitOf?: (key: string) => number;
  sweepIntervalMs?: number;
  now?: () => number;
}

/**
 * The cache in either store (server/store/sql.ts): with Postgres every server shares it, so a page
 * one server fetched is a hit on the others. A copy that cannot be stored or read is only not
 * kept: a fault is reported to the store's health.
 */
export function createCacheStore(sql: Sql, options: CacheStoreOptions) {
  const account = options.account ?? '';
  const health = options.health;
  /** A write the answer does not depend on: false on a store's fault (reported); a bug rejects. */
  const tryWrite = (what: string, run: () => Promise<unknown>) =>
    (health ? health.write(what, run) : run()).then(
      () => true,
      (error: unknown) => {
        if (error instanceof StoreFault || faultOf(error)) return false;
        throw error;
      },
    );
  const limitOf = options.staleLimitOf ?? (() => STALE_LIMIT_MS);
  const now = options.now ?? Date.now;

  // SQLite's file belongs to this one server: the store keeps its totals as copies come and go, and
  // evicts only when a copy takes them over the bound. A sum or a window over every copy on each
  // store would read the whole file (26 ms a store at 20,000 copies, 200 ms at 100,000, blocking
  // the event loop). On Postgres other servers store too: every store evicts by the shared table.
  const local = sql.dialect === 'sqlite';
  type Totals = { entries: number; bytes: number };
  let totals: Totals | undefined;
  const counted = async (): Promise<Totals> => {
    if (totals) return totals;
    const [row] = await sql.all<Totals>(
      'SELECT count(*) AS entries, coalesce(sum(bytes), 0) AS bytes FROM cache',
    );
    return (totals = { entries: Number(row!.entries), bytes: Number(row!.bytes) });
  };
  /** Deletes `where`'s copies, taking them off the totals. */
  const remove = async (where: string, params: unknown[]) => {
    const gone = await sql.all<{ bytes: number }>(
      `DELETE FROM cache WHERE ${where} RETURNING bytes`,
      params,
    );
    if (totals) {
      totals.entries -= gone.length;
      for (const row of gone) totals.bytes -= Number(row.bytes);
    }
    return gone.length;
  };

  /** Drops what is older than its stale limit. */
  async function sweep(at: number) {
    const rows = await sql.all<{ key: string; stored_at: number }>(
      'SELECT key, stored_at FROM cache WHERE stored_at < ?',
      [at - STALE_LIMIT_MS],
    );
    const keys = rows.filter((row) => at - row.stored_at >= limitOf(row.key)).map((r) => r.key);
    if (keys.length > 0) {
      await tryWrite('sweeping old copies', async () => {
        for (const key of keys) await remove('key = ?', [key]);
      });
    }
  }
  const timer = setInterval(
    () => void sweep(now()).catch(() => undefined),
    options.sweepIntervalMs ?? 60_000,
  );
  timer.unref();

  return {
    async get(key: string, encoding: Encoding, at: number): Promise<CachedEntry | undefined> {
      const column = encoding === 'br' ? 'br' : 'gzip';
      const entry = await sql
        .all<CachedEntry>(
          `SELECT content_type AS "contentType", stored_at AS "storedAt",
             fresh_until AS "freshUntil", ${column} AS body FROM cache WHERE key = ? AND account = ?`,
          [key, account],
        )
        // A cache that cannot be read holds nothing: the gateway asks (and its ledger decides).
        .then(
          (rows) => rows[0],
          () => undefined,
        );
      if (!entry) return undefined;
      void tryWrite('marking a copy used', () =>
        sql.run('UPDATE cache SET last_used = ? WHERE key = ?', [at, key]),
      ).catch(() => undefined);
      return entry;
    },
    /** Resolves once stored (or not: a write fault is reported and the copy only not kept). */
    async put(key: string, answer: StoredAnswer, at: number): Promise<void> {
      const size = answer.gzip.length + answer.br.length;
      // An answer bigger than the whole cache would only evict everything else.
      if (size > options.maxBytes) return;
      const before = local ? await counted() : undefined;
      const [previous] = local
        ? await sql.all<{ bytes: number }>('SELECT bytes FROM cache WHERE key = ?', [key])
        : [];
      const stored = await tryWrite('storing a copy', () =>
        sql.run(
          `INSERT INTO cache (key, account, content_type, gzip, br, bytes, stored_at, fresh_until, last_used)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET account = excluded.account,
             content_type = excluded.content_type, gzip = excluded.gzip, br = excluded.br,
             bytes = excluded.bytes, stored_at = excluded.stored_at,
             fresh_until = excluded.fresh_until, last_used = excluded.last_used`,
          [
            key,
            account,
            answer.contentType,
            answer.gzip,
            answer.br,
            size,
            answer.storedAt,
            answer.freshUntil,
            at,
          ],
        ),
      );
      if (!stored) return;
      if (before) {
        before.entries += previous ? 0 : 1;
        before.bytes += size - Number(previous?.bytes ?? 0);
        if (before.bytes <= options.maxBytes) return;
      }
      // The most recently used are kept up to the bound (the copy just stored among them).
      await tryWrite('evicting copies', async () => {
        const evicted = await remove(
          `key IN (
             SELECT key FROM (
               SELECT key, sum(bytes) OVER (ORDER BY last_used DESC, key = ? DESC, key) AS kept
               FROM cache) newest
             WHERE kept > ?)`,
          [key, options.maxBytes],
        );
        // Nothing was over the bound after all (two stores of one key at once, each counting it
        // new): the totals are read again.
        if (evicted === 0) totals = undefined;
      });
    },
    async stats() {
      // On Postgres the other servers' copies count too: the table is read each time.
      if (!local) totals = undefined;
      const { entries, bytes } = await counted();
      return { entries, bytes, maxBytes: options.maxBytes };
    },
    close: () => clearInterval(timer),
  };
}

export type SharedCache = ReturnType<typeof createCacheStore>;
