// The cache: compressed answers in SQLite, bounded by total bytes with least-recently-used
// eviction, swept on a timer (not only when a key is asked for again).
import type { GatewayDb } from './database';
import type { StoreHealth } from './store-health';

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

/** A cached entry's columns under its field names (both stores select them so). */
export const ENTRY_COLUMNS =
  'content_type AS "contentType", stored_at AS "storedAt", fresh_until AS "freshUntil"';

export interface CachedEntry {
  contentType: string;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
}

/** The cache as the gateway uses it: async, so Postgres can hold it for every server. */
export interface SharedCache {
  get(key: string, encoding: Encoding, now: number): Promise<CachedEntry | undefined>;
  /** Resolves once stored (or not: a write fault is reported and the copy only not kept). */
  put(key: string, answer: StoredAnswer, now: number): Promise<void>;
  stats(): Promise<{ entries: number; bytes: number; maxBytes: number }>;
  close(): void;
}

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

/** The cache in the SQLite file; async as Postgres's, though its answers are at hand at once. */
export function createCacheStore(db: GatewayDb, options: CacheStoreOptions): SharedCache {
  const account = options.account ?? '';
  const write = (what: string, run: () => void) =>
    options.health ? options.health.tryWrite(what, run) : run();
  const selectIn = (encoding: Encoding) =>
    db.prepare<[string, string]>(
      `SELECT ${ENTRY_COLUMNS}, ${encoding} AS body FROM cache WHERE key = ? AND account = ?`,
    );
  const select = { gzip: selectIn('gzip'), br: selectIn('br') };
  const touch = db.prepare<[number, string]>('UPDATE cache SET last_used = ? WHERE key = ?');
  const sizeOf = db.prepare<[string]>('SELECT bytes FROM cache WHERE key = ?').pluck();
  const upsert = db.prepare(
    `INSERT OR REPLACE INTO cache (key, account, content_type, gzip, br, bytes, stored_at, fresh_until, last_used)
     VALUES (@key, @account, @contentType, @gzip, @br, @bytes, @storedAt, @freshUntil, @lastUsed)`,
  );
  const oldest = db.prepare<[]>('SELECT key, bytes FROM cache ORDER BY last_used LIMIT 64');
  const remove = db.prepare<[string]>('DELETE FROM cache WHERE key = ?');
  const expired = db.prepare<[number]>(
    'SELECT key, bytes, stored_at FROM cache WHERE stored_at < ?',
  );
  const limitOf = options.staleLimitOf ?? (() => STALE_LIMIT_MS);
  const totals = db.prepare<[]>(
    'SELECT COUNT(*) AS entries, COALESCE(SUM(bytes), 0) AS bytes FROM cache',
  );

  let { entries, bytes } = totals.get() as { entries: number; bytes: number };

  const removeAll = db.transaction((rows: { key: string; bytes: number }[]) =>
    rows.filter((row) => remove.run(row.key).changes > 0),
  );
  /** Counted once the transaction is done: a failed one leaves the figures as they were. */
  const drop = (rows: { key: string; bytes: number }[]) => {
    for (const row of removeAll(rows)) {
      entries -= 1;
      bytes -= row.bytes;
    }
  };

  /** Drops what is older than its stale limit. */
  const sweep = (now: number) => {
    const rows = (
      expired.all(now - STALE_LIMIT_MS) as { key: string; bytes: number; stored_at: number }[]
    ).filter((row) => now - row.stored_at >= limitOf(row.key));
    write('sweeping old copies', () => drop(rows));
  };
  const now = options.now ?? Date.now;
  const timer = setInterval(() => sweep(now()), options.sweepIntervalMs ?? 60_000);
  timer.unref();

  return {
    async get(key, encoding, now) {
      const entry = select[encoding].get(key, account) as CachedEntry | undefined;
      if (entry) write('marking a copy used', () => touch.run(now, key));
      return entry;
    },
    async put(key, answer, now) {
      const size = answer.gzip.length + answer.br.length;
      // An answer bigger than the whole cache would only evict everything else.
      if (size > options.maxBytes) return;
      const previous = sizeOf.get(key) as number | undefined;
      let stored = false;
      write('storing a copy', () => {
        upsert.run({ key, account, ...answer, bytes: size, lastUsed: now });
        stored = true;
      });
      if (!stored) return;
      if (previous === undefined) entries += 1;
      bytes += size - (previous ?? 0);
      while (bytes > options.maxBytes) {
        const victims = (oldest.all() as { key: string; bytes: number }[]).filter(
          (v) => v.key !== key,
        );
        if (victims.length === 0) break;
        let over = bytes - options.maxBytes;
        const batch: { key: string; bytes: number }[] = [];
        for (const victim of victims) {
          batch.push(victim);
          over -= victim.bytes;
          if (over <= 0) break;
        }
        let dropped = false;
        write('evicting copies', () => {
          drop(batch);
          dropped = true;
        });
        if (!dropped) break;
      }
    },
    stats: async () => ({ entries, bytes, maxBytes: options.maxBytes }),
    close: () => clearInterval(timer),
  };
}
