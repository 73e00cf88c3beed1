// A tiny subscribable store over localStorage, for state that outlives a tab (theme, recents).
// Storage can be full, disabled or hold junk from an older version: every read is defensive.
export interface LocalStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createLocalStore<T>(
  key: string,
  fallback: T,
  isValid: (v: unknown) => v is T,
): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cached?.value ?? fallback;
    }
    if (cached && cached.raw === raw) return cached.value;
    let value = fallback;
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isValid(parsed)) value = parsed;
      } catch {
        value = fallback;
      }
    }
    cached = { raw, value };
    return value;
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key) listeners.forEach((l) => l());
  }

  return {
    get: read,
    set(value) {
      const raw = JSON.stringify(value);
      cached = { raw, value };
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        // Private mode or a full quota: the value still lives for this page.
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
