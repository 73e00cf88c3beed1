// A map of at most `limit` entries that drops the least recently used first: what the server keeps
// between renders (the first screens of /insertions, report figures by the copy they came from).

export interface LruMap<T> {
  /** The value, marked as just used; undefined if not kept. */
  get(key: string): T | undefined;
  /** Keeps the value (just used), dropping the least recently used past the limit. */
  set(key: string, value: T): void;
  readonly size: number;
}

export function lruMap<T>(limit: number): LruMap<T> {
  const entries = new Map<string, T>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
